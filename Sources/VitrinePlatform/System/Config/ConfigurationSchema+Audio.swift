import TOMLKit

extension ConfigurationSchema {
    static let audioKeys = ["device", "volume_min_db", "volume_max_db", "volume_step_db", "volume_default_db", "speaker", "headphones"]

    /// `[audio]`.
    static func decodeAudio(_ t: TOMLTable, into a: inout VitrineConfiguration.Audio, reader: inout ConfigurationReader) {
        let p = ["audio"]
        if let v = reader.string(t, "device", at: p) {
            if v.isEmpty { reader.fail(p + ["device"], "must be an ALSA PCM name (like \"default\" or \"plughw:0,0\"), not \"\"") } else { a.device = v }
        }
        let decibels = VitrineConfiguration.Audio.decibelRange
        let keys: [(String, WritableKeyPath<AudioVolume.Range, Double>, ClosedRange<Double>)] = [
            ("volume_min_db", \.minimumDecibels, decibels), ("volume_max_db", \.maximumDecibels, decibels),
            ("volume_step_db", \.stepDecibels, VitrineConfiguration.Audio.stepRange), ("volume_default_db", \.defaultDecibels, decibels),
        ]
        var given: [String] = []
        for (key, path, range) in keys {
            guard let v = reader.number(t, key, at: p) else { continue }
            if range.contains(v) {
                a.volume[keyPath: path] = v
                given.append(key)
            } else {
                reader.fail(p + [key], "must be from \(ConfigurationReader.render(range.lowerBound)) to \(ConfigurationReader.render(range.upperBound)) dB, not \(ConfigurationReader.render(v))")
            }
        }
        let corrected = a.volume.corrected
        if corrected != a.volume, let key = given.last {
            // AudioVolume's own rules (EN 301 549 8.2.1) decide; the file is not worth a dead kiosk.
            reader.warn(p + [key], "the volume levels \(ConfigurationReader.render(a.volume.minimumDecibels)) to \(ConfigurationReader.render(a.volume.maximumDecibels)) dB, step \(ConfigurationReader.render(a.volume.stepDecibels)), default \(ConfigurationReader.render(a.volume.defaultDecibels)) need at least \(ConfigurationReader.render(AudioVolume.Range.requiredSpanDecibels)) dB of range with the default inside; using \(ConfigurationReader.render(corrected.minimumDecibels)) to \(ConfigurationReader.render(corrected.maximumDecibels)) dB, default \(ConfigurationReader.render(corrected.defaultDecibels))")
            a.volume = corrected
        }
        if let v = reader.string(t, "speaker", at: p) {
            if let s = VitrineConfiguration.Audio.SpeakerPolicy(rawValue: v) { a.speaker = s } else {
                reader.fail(p + ["speaker"], "must be \(choices(VitrineConfiguration.Audio.SpeakerPolicy.allCases.map { quoted($0.rawValue) })), not \(quoted(v))")
            }
        }
        if let v = reader.string(t, "headphones", at: p) {
            if let h = VitrineConfiguration.Audio.HeadphoneDetection(rawValue: v) { a.headphones = h } else {
                reader.fail(p + ["headphones"], "must be \(choices(VitrineConfiguration.Audio.HeadphoneDetection.allCases.map { quoted($0.rawValue) })), not \(quoted(v))")
            }
        }
    }
}
