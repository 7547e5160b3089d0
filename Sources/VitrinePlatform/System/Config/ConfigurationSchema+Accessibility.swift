import TOMLKit

extension ConfigurationSchema {
    static let accessibilityKeys = ["language", "hint_pause", "menu_button", "menu_gesture", "increase_contrast", "bold_text",
                                    "reduce_motion", "grayscale", "time_limit_factor", "warn_before", "keys"]
    static let speechKeys = ["rate", "pitch"]

    /// `[accessibility]` and `[accessibility.keys]`.
    static func decodeAccessibility(_ t: TOMLTable, into a: inout VitrineConfiguration.Accessibility, reader: inout ConfigurationReader) {
        let p = ["accessibility"]
        if let v = reader.string(t, "language", at: p) {
            if v.isEmpty { a.language = nil } else if VitrineConfiguration.isLanguageTag(v) { a.language = v } else {
                reader.fail(p + ["language"], "must be a BCP 47 language tag (like \"en\", \"ko\" or \"en-GB\") or \"\" (the speech engine's default), not \(ConfigurationReader.quote(v))")
            }
        }
        if let v = reader.number(t, "hint_pause", at: p) {
            let range = VitrineConfiguration.Accessibility.hintPauseRange
            if range.contains(v) { a.hintPause = v } else {
                reader.fail(p + ["hint_pause"], "must be from \(ConfigurationReader.render(range.lowerBound)) to \(ConfigurationReader.render(range.upperBound)) seconds, not \(ConfigurationReader.render(v))")
            }
        }
        if let v = reader.bool(t, "menu_button", at: p) { a.menuButton = v }
        if let v = reader.bool(t, "menu_gesture", at: p) { a.menuGesture = v }
        if let v = reader.bool(t, "increase_contrast", at: p) { a.increaseContrast = v }
        if let v = reader.bool(t, "bold_text", at: p) { a.boldText = v }
        if let v = reader.bool(t, "reduce_motion", at: p) { a.reduceMotion = v }
        if let v = reader.bool(t, "grayscale", at: p) { a.grayscale = v }
        if let v = reader.number(t, "time_limit_factor", at: p) {
            let range = VitrineConfiguration.Accessibility.timeLimitFactorRange
            if range.contains(v) { a.timeLimitFactor = v } else {
                reader.fail(p + ["time_limit_factor"], "must be from \(ConfigurationReader.render(range.lowerBound)) to \(ConfigurationReader.render(range.upperBound)) (times the normal time limits), not \(ConfigurationReader.render(v))")
            }
        }
        if let v = reader.number(t, "warn_before", at: p) {
            let range = VitrineConfiguration.Accessibility.warnBeforeRange
            if v == 0 || range.contains(v) { a.warnBefore = v } else {
                reader.fail(p + ["warn_before"], "must be 0 (no warning) or from \(ConfigurationReader.render(range.lowerBound)) to \(ConfigurationReader.render(range.upperBound)) seconds (WCAG 2.2.1 gives at least 20 to answer), not \(ConfigurationReader.render(v))")
            }
        }
        let kp = p + ["keys"]
        let names = AccessibilityKeyAction.allCases.map(\.rawValue)
        guard let k = reader.table(t["keys"], at: kp, known: names) else { return }
        var codes = a.keys.codes
        var owner: [Int: (action: AccessibilityKeyAction, name: String)] = [:]
        var ok = true
        // The actions the file lists, in the file's order, so that the second place a key
        // appears is the one reported.
        let listed = AccessibilityKeyAction.allCases.filter { k[$0.rawValue] != nil }
            .sorted { (reader.locator.line(of: kp + [$0.rawValue]) ?? 0) < (reader.locator.line(of: kp + [$1.rawValue]) ?? 0) }
        for action in listed {
            guard let list = reader.strings(k, action.rawValue, at: kp) else { ok = false; continue }
            var out: [Int] = []
            for (i, name) in list.enumerated() {
                let at = kp + ["\(action.rawValue)[\(i)]"]
                guard let code = LinuxKeyName.code(of: name) else {
                    reader.fail(at, "\(ConfigurationReader.quote(name)) is not a Linux key name (\(LinuxKeyName.examples)kp0…kp9, kpenter, …)")
                    ok = false
                    continue
                }
                if let first = owner[code] {
                    let same = first.action == action
                    reader.fail(at, "\(ConfigurationReader.quote(name)) is already bound to \(same ? "this action" : first.action.rawValue) (as \(ConfigurationReader.quote(first.name))); a key does one thing")
                    ok = false
                    continue
                }
                owner[code] = (action, name)
                out.append(code)
            }
            codes[action] = out
        }
        // A default key of an action the file leaves alone must not collide with one it binds.
        for action in AccessibilityKeyAction.allCases where !listed.contains(action) {
            codes[action] = a.keys.codes(for: action).filter { owner[$0] == nil }
        }
        if ok { a.keys = AccessibilityKeyMap(codes) }
    }

    /// `[speech]`.
    static func decodeSpeech(_ t: TOMLTable, into s: inout VitrineConfiguration.Speech, reader: inout ConfigurationReader) {
        typealias S = VitrineConfiguration.Speech
        if let v = integer(t, "rate", in: S.rateRange, unit: " (words a minute)", &reader) { s.rate = v }
        if let v = integer(t, "pitch", in: S.pitchRange, unit: "", &reader) { s.pitch = v }
    }

    /// The `[speech]` integer `key` when it is in `range`.
    private static func integer(_ t: TOMLTable, _ key: String, in range: ClosedRange<Int>, unit: String,
                                _ reader: inout ConfigurationReader) -> Int? {
        guard let v = reader.integer(t, key, at: ["speech"]) else { return nil }
        guard range.contains(v) else {
            reader.fail(["speech", key], "must be from \(range.lowerBound) to \(range.upperBound)\(unit), not \(v)")
            return nil
        }
        return v
    }
}
