import CAnthy
import Foundation
import Synchronization

/// Kana → kanji conversion through anthy: a hiragana reading becomes segments (文節), each with
/// its candidates, the first the engine's best; the caller may pick another candidate of a
/// segment, then commits or cancels. It does not learn (see `commit()`).
///
/// anthy is set up once per process (its dictionary and its user directory are process-wide);
/// converters are cheap contexts over it. Not thread-safe: use one converter from one thread.
public final class KanaKanjiConverter {
    /// One segment of a conversion.
    public struct Segment: Equatable, Sendable {
        /// The kana this segment converts.
        public var reading: String
        /// The candidates, best first (anthy also lists the reading as hiragana and katakana).
        public var candidates: [String]
        /// The index of the chosen candidate.
        public var selected: Int
        /// The chosen candidate.
        public var text: String { candidates.indices.contains(selected) ? candidates[selected] : reading }
    }

    /// Where Debian's anthy-common puts the dictionary.
    public static let defaultDictionary = "/usr/share/anthy/anthy.dic"

    private let context: anthy_context_t
    /// The segments of the current conversion (empty: none).
    public private(set) var segments: [Segment] = []

    /// A converter over the anthy dictionary `dictionary`, keeping anthy's user files in
    /// `userDirectory` (default: the per-process `InputMethodDataDirectory`). Nil, with a line
    /// through `report`, when the dictionary is missing or anthy fails to start.
    ///
    /// The corresponding C functions are `anthy_init` and `anthy_create_context`.
    public init?(dictionary: String = KanaKanjiConverter.defaultDictionary, userDirectory: String? = nil,
                 report: (@Sendable (String) -> Void)? = nil) {
        let report = report ?? { Log.platform.error("\($0)") }
        guard AnthyLibrary.start(dictionary: dictionary, userDirectory: userDirectory, report: report),
              let ac = vitrine_anthy_create_context() else { return nil }
        vitrine_anthy_context_set_encoding(ac, ANTHY_UTF8_ENCODING)
        context = ac
    }

    deinit { vitrine_anthy_release_context(context) }

    /// The chosen candidates, joined: what a commit inserts.
    public var text: String { segments.map(\.text).joined() }

    /// Converts the hiragana `reading` (replacing any conversion under way) and returns the
    /// segments.
    ///
    /// The corresponding C functions are `anthy_set_string` and `anthy_get_segment`.
    @discardableResult
    public func convert(_ reading: String) -> [Segment] {
        segments = []
        guard !reading.isEmpty, vitrine_anthy_set_string(context, reading) == 0 else { return [] }
        var stat = anthy_conv_stat()
        guard vitrine_anthy_get_stat(context, &stat) == 0 else { return [] }
        for s in 0..<max(0, stat.nr_segment) {
            var ss = anthy_segment_stat()
            guard vitrine_anthy_get_segment_stat(context, s, &ss) == 0 else { break }
            let candidates = (0..<max(0, ss.nr_candidate)).compactMap { segmentString(s, $0) }
            let segReading = segmentString(s, NTH_UNCONVERTED_CANDIDATE) ?? ""
            segments.append(Segment(reading: segReading, candidates: candidates.isEmpty ? [segReading] : candidates, selected: 0))
        }
        return segments
    }

    /// Chooses candidate `candidate` of segment `segment`; out-of-range indices are ignored
    /// (returns `false`).
    @discardableResult
    public func select(candidate: Int, inSegment segment: Int) -> Bool {
        guard segments.indices.contains(segment), segments[segment].candidates.indices.contains(candidate) else { return false }
        segments[segment].selected = candidate
        return true
    }

    /// Ends the conversion with the chosen candidates and returns the text. A kiosk serves
    /// many people, so the converter does not learn: anthy learns only from
    /// `anthy_commit_segment`, which is never called, and one guest's choices never come first
    /// for the next.
    public func commit() -> String {
        let t = text
        segments = []
        vitrine_anthy_reset_context(context)
        return t
    }

    /// Ends the conversion without committing.
    ///
    /// The corresponding C function is `anthy_reset_context`.
    public func cancel() {
        segments = []
        vitrine_anthy_reset_context(context)
    }

    /// Candidate `n` of segment `s` (or one of anthy's `NTH_…` pseudo-candidates) as a string.
    private func segmentString(_ s: Int32, _ n: Int32) -> String? {
        let len = vitrine_anthy_get_segment(context, s, n, nil, 0)
        guard len >= 0 else { return nil }
        var buf = [CChar](repeating: 0, count: Int(len) + 1)
        guard vitrine_anthy_get_segment(context, s, n, &buf, Int32(buf.count)) >= 0 else { return nil }
        return String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// anthy's process-wide start: the dictionary and the user directory can be set once.
enum AnthyLibrary {
    private static let started = Mutex<String?>(nil)

    /// Starts anthy with `dictionary` unless it is already started with it. Logs and returns
    /// `false` when the dictionary is missing, anthy fails, or anthy already runs another one.
    static func start(dictionary: String, userDirectory: String?, report: @Sendable (String) -> Void) -> Bool {
        started.withLock { current in
            guard FileManager.default.isReadableFile(atPath: dictionary) else {
                report("Japanese input: anthy's dictionary \(dictionary) is missing (Debian package anthy-common); kana are typed without kanji conversion")
                return false
            }
            if let current {
                if current == dictionary { return true }
                report("Japanese input: anthy already runs with \(current); cannot switch to \(dictionary)")
                return false
            }
            var error = [CChar](repeating: 0, count: 512)
            guard vitrine_anthy_load(&error, error.count) else {
                report("Japanese input: cannot open anthy (\(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))); kana are typed without kanji conversion")
                return false
            }
            guard let home = userDirectory ?? InputMethodDataDirectory.make(for: "anthy", report: report) else { return false }
            vitrine_anthy_conf_override("DIC_FILE", dictionary)
            // anthy keeps its user files in $HOME/.anthy: a writable directory of our own, never
            // the service user's home.
            vitrine_anthy_conf_override("HOME", home)
            guard vitrine_anthy_init() == 0 else {
                report("Japanese input: anthy failed to start with \(dictionary); kana are typed without kanji conversion")
                return false
            }
            current = dictionary
            return true
        }
    }
}
