import CEspeakNG
import Glibc
import Synchronization
import VitrinePlatform

/// espeak-ng's process-wide state (one voice, one set of parameters, one callback), behind
/// one lock: every call into the library goes through here, from whichever engine thread.
final class EspeakLibrary: Sendable {
    /// The process's one instance (espeak-ng cannot be initialised twice).
    static let shared = EspeakLibrary()

    /// The buffer length asked of espeak-ng, in milliseconds (it delivers about 50 ms at a
    /// time below that anyway; `EspeakSynthesis` slices the chunks finer).
    static let bufferMilliseconds: Int32 = 10

    private struct State {
        var currentVoice: String?
    }

    /// The rate espeak-ng synthesises at (22050 Hz), or nil when it failed to start.
    let sampleRate: Int?
    /// The installed voices (empty when espeak-ng failed to start).
    let catalog: SpeechVoiceCatalog
    private let state = Mutex(State())

    private init() {
        var failure = [CChar](repeating: 0, count: 512)
        guard vitrine_espeak_load(&failure, failure.count) else {
            let reason = String(decoding: failure.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            Log.speech.error("speech: cannot open espeak-ng (\(reason)); is libespeak-ng1 installed? Speech is silent, the transcript still flows")
            sampleRate = nil
            catalog = SpeechVoiceCatalog(voices: [])
            return
        }
        // DONT_EXIT: a missing data directory must be an error, not exit(1) of the kiosk.
        let rate = vitrine_espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, Self.bufferMilliseconds, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else {
            Log.speech.error("speech: espeak_Initialize failed (\(rate)); is espeak-ng-data installed? Speech is silent, the transcript still flows")
            sampleRate = nil
            catalog = SpeechVoiceCatalog(voices: [])
            return
        }
        sampleRate = Int(rate)
        vitrine_espeak_SetSynthCallback(espeakSynthCallback)
        catalog = SpeechVoiceCatalog(voices: Self.installedVoices())
    }

    /// Speaks `text` with `voice` at `rate` and `pitch`, delivering PCM to `synthesis` through
    /// the callback, on the calling thread, until done or `synthesis` asks to stop.
    /// Returns espeak-ng's error code (0 is success).
    func synthesize(_ text: String, voice: String, rate: Int, pitch: Int, into synthesis: EspeakSynthesis) -> Int32 {
        state.withLock { state in
            if state.currentVoice != voice {
                let rc = vitrine_espeak_SetVoiceByName(voice)
                guard rc == EE_OK else { return Int32(rc.rawValue) }
                state.currentVoice = voice
            }
            vitrine_espeak_SetParameter(espeakRATE, Int32(rate), 0)
            vitrine_espeak_SetParameter(espeakPITCH, Int32(pitch), 0)
            let context = Unmanaged.passUnretained(synthesis).toOpaque()
            let rc = text.withCString { chars in
                vitrine_espeak_Synth(chars, strlen(chars) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, context)
            }
            return Int32(rc.rawValue)
        }
    }

    /// The voices espeak-ng lists (`espeak_ListVoices`).
    private static func installedVoices() -> [SpeechVoice] {
        guard var entry = vitrine_espeak_ListVoices(nil) else { return [] }
        var voices: [SpeechVoice] = []
        while let voice = entry.pointee {
            if let identifier = voice.pointee.identifier {
                let path = String(cString: identifier)
                let name = path.split(separator: "/").last.map(String.init) ?? path
                voices.append(SpeechVoice(name: name, languages: languages(voice.pointee.languages)))
            }
            entry += 1
        }
        return voices
    }

    /// espeak-ng's language list: a priority byte, a NUL-terminated name, repeated, then a 0.
    private static func languages(_ list: UnsafePointer<CChar>?) -> [String] {
        guard var p = list else { return [] }
        var languages: [String] = []
        while p.pointee != 0 {
            p += 1
            let name = String(cString: p)
            languages.append(name.lowercased())
            p += strlen(p) + 1
        }
        return languages
    }
}

/// The one synthesis callback: hands each chunk (and the words it starts) to the synthesis the
/// call was made for. Returning 1 makes espeak-ng abandon the text (an interruption).
private func espeakSynthCallback(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let context = events.pointee.user_data else { return 0 }
    let synthesis = Unmanaged<EspeakSynthesis>.fromOpaque(context).takeUnretainedValue()
    let sampleRate = EspeakLibrary.shared.sampleRate ?? 22050
    var event = events
    while event.pointee.type != espeakEVENT_LIST_TERMINATED {
        if event.pointee.type == espeakEVENT_WORD, event.pointee.length > 0 {
            synthesis.announceWord(milliseconds: Int(event.pointee.audio_position), position: Int(event.pointee.text_position),
                                   length: Int(event.pointee.length), sampleRate: sampleRate)
        }
        event += 1
    }
    let samples = wav.map { UnsafeBufferPointer(start: $0, count: max(0, Int(count))) }
    return synthesis.deliver(samples) ? 0 : 1
}
