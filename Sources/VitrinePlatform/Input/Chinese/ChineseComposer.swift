import CRime
import Foundation

/// A rime session on one schema: pinyin (`luna_pinyin`) or zhuyin (`bopomofo`) keys in,
/// candidates and committed text out, as Chinese input methods type. Keys are what the
/// schema reads on a QWERTY layout (the letters for pinyin; for bopomofo the 大千 layout's
/// letters, digits and punctuation, with space as the first tone).
///
/// rime itself is opened (dlopen) and started once per process (`RimeRuntime`); sessions are
/// cheap; every call goes through librime's function table. Not
/// thread-safe: use one composer from one thread.
public final class ChineseComposer {
    /// rime's schema ids for the two Chinese layouts iOS has.
    public static let pinyin = "luna_pinyin"
    public static let zhuyin = "bopomofo"
    /// Where Debian puts rime's shared data (librime-data and the rime-data-* schemas).
    public static let defaultSharedData = "/usr/share/rime-data"
    /// The most candidates `candidates` lists (rime produces them lazily; a bar shows a few).
    public static let candidateLimit = 50

    private let session: RimeSessionId
    private let api: UnsafeMutablePointer<RimeApi>
    /// The schema this session types.
    public let schema: String

    /// A session on `schema`; `simplified` turns on luna_pinyin's simplified-character
    /// output (OpenCC), as zh-Hans wants. Nil, with a line through `report`, when rime's data
    /// or the schema is missing or cannot be deployed.
    ///
    /// The corresponding C functions are `RimeApi.create_session` and `RimeApi.select_schema`.
    public init?(schema: String = ChineseComposer.pinyin, simplified: Swift.Bool = false,
                 sharedData: String = ChineseComposer.defaultSharedData, userDirectory: String? = nil,
                 report: (@Sendable (String) -> Void)? = nil) {
        let report = report ?? { Log.platform.error("\($0)") }
        guard let api = RimeRuntime.start(schema: schema, sharedData: sharedData, userDirectory: userDirectory, report: report) else { return nil }
        let s = api.pointee.create_session?() ?? 0
        guard s != 0 else {
            report("Chinese input: rime could not create a session")
            return nil
        }
        guard api.pointee.select_schema?(s, schema) ?? 0 != 0 else {
            report("Chinese input: rime could not select schema \(schema)")
            _ = api.pointee.destroy_session?(s)
            return nil
        }
        if simplified { api.pointee.set_option?(s, "simplification", 1) }
        session = s
        self.api = api
        self.schema = schema
    }

    deinit { _ = api.pointee.destroy_session?(session) }

    /// Feeds one key (an ASCII character of the layout). Returns whether rime used it; a key
    /// it does not use must be typed by the caller (after `takeCommit()`).
    ///
    /// The corresponding C function is `RimeApi.process_key`.
    @discardableResult
    public func process(_ key: Character) -> Swift.Bool {
        guard let a = key.asciiValue, a >= 0x20, a < 0x7F else { return false }
        return api.pointee.process_key?(session, Int32(a), 0) ?? 0 != 0
    }

    /// Deletes the last key of the input. Returns `false` when nothing is composed.
    @discardableResult
    public func backspace() -> Swift.Bool {
        guard isComposing else { return false }
        return api.pointee.process_key?(session, Self.backSpaceKeysym, 0) ?? 0 != 0
    }

    /// X11's BackSpace keysym, which rime's key codes follow.
    private static let backSpaceKeysym: Int32 = 0xFF08

    /// Whether keys are being composed.
    public var isComposing: Swift.Bool { !rawInput.isEmpty }

    /// The keys typed so far (`beijing`).
    public var rawInput: String {
        guard let p = api.pointee.get_input?(session) else { return "" }
        return String(cString: p)
    }

    /// The composition as rime shows it (`bei jing`; zhuyin: `ㄅㄟˇ`), empty when none.
    ///
    /// The corresponding C function is `RimeApi.get_context`.
    public var preedit: String {
        var ctx = vitrine_rime_context()
        guard api.pointee.get_context?(session, &ctx) ?? 0 != 0 else { return "" }
        defer { _ = api.pointee.free_context?(&ctx) }
        return ctx.composition.preedit.map { String(cString: $0) } ?? ""
    }

    /// The candidates for the input, best first (at most `candidateLimit`).
    ///
    /// The corresponding C functions are `RimeApi.candidate_list_begin` and `RimeApi.candidate_list_next`.
    public var candidates: [String] {
        var it = RimeCandidateListIterator()
        guard api.pointee.candidate_list_begin?(session, &it) ?? 0 != 0 else { return [] }
        defer { api.pointee.candidate_list_end?(&it) }
        var out: [String] = []
        while out.count < Self.candidateLimit, api.pointee.candidate_list_next?(&it) ?? 0 != 0 {
            if let t = it.candidate.text { out.append(String(cString: t)) }
        }
        return out
    }

    /// Chooses candidate `index` of `candidates`: its text is committed (`takeCommit()`), or,
    /// when it covers only the start of the input, the rest stays composed. Returns `false`
    /// for an index rime does not have.
    ///
    /// The corresponding C function is `RimeApi.select_candidate`.
    @discardableResult
    public func select(candidate index: Int) -> Swift.Bool {
        guard index >= 0, let f = api.pointee.select_candidate else { return false }
        return f(session, index) != 0
    }

    /// Text rime committed since the last call (nil: none).
    ///
    /// The corresponding C function is `RimeApi.get_commit`.
    public func takeCommit() -> String? {
        var c = vitrine_rime_commit()
        guard api.pointee.get_commit?(session, &c) ?? 0 != 0 else { return nil }
        defer { _ = api.pointee.free_commit?(&c) }
        return c.text.map { String(cString: $0) }
    }

    /// Ends the composition and returns the keys as typed (return on iOS's Chinese keyboards).
    ///
    /// The corresponding C function is `RimeApi.clear_composition`.
    public func commitRawInput() -> String {
        let raw = rawInput
        api.pointee.clear_composition?(session)
        return raw
    }

    /// Drops the composition.
    public func reset() { api.pointee.clear_composition?(session) }
}
