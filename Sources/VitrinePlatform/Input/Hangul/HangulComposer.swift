import CHangul

/// Hangul syllable composition over libhangul's input context (`HangulInputContext`): feed it
/// the QWERTY keys of a Korean layout one at a time and it answers with the text that is final
/// (`committed`) and the syllable still being built (`preedit`), which an input method shows as
/// marked text.
///
/// With the default 두벌식 (2-set, the layout iOS and most Korean keyboards use) the keys are the
/// ASCII letters: `g k s r m f` types 한글, Shift gives the tense consonants and the two extra
/// vowels (`R E Q T W` → ㄲ ㄸ ㅃ ㅆ ㅉ, `O P` → ㅒ ㅖ); other shifted letters type their
/// unshifted jamo. Syllables split as Korean typing expects: a consonant after a complete
/// syllable becomes its final consonant (or a new syllable when it cannot), and a vowel after a
/// final consonant takes that consonant into the next syllable (`gksrnr` types 한국: 한 is
/// committed when ㄱ cannot join it; `ekfr` types 닭 with the double final ㄺ).
///
/// `backspace()` takes the last jamo off the syllable being built (값 → 갑 → 가 → ㄱ → nothing),
/// as iOS's Korean keyboard does; when nothing is being composed it returns `false` and the
/// caller deletes a character of the text instead.
///
/// Not thread-safe: use one composer from one thread (the main actor, in the UI layer).
public final class HangulComposer {
    /// What one key did.
    public struct Result: Equatable, Sendable {
        /// Text that is final: insert it into the document (replacing the marked text).
        public var committed: String
        /// The syllable (or jamo) still being composed; empty when nothing is.
        public var preedit: String
        /// Whether the composer used the key. A key it does not use (a digit, punctuation,
        /// space, anything that is not a letter of the layout) commits the preedit (in
        /// `committed`) and must then be typed by the caller as itself.
        public var handled: Bool

        public init(committed: String, preedit: String, handled: Bool) {
            self.committed = committed
            self.preedit = preedit
            self.handled = handled
        }
    }

    /// libhangul's id for 두벌식 (the standard 2-set layout).
    public static let dubeolsik = "2"

    private let context: OpaquePointer
    /// The libhangul keyboard id this composer uses ("2", "3f", "39", "ro", …).
    public let keyboard: String

    /// A composer for the libhangul keyboard `keyboard` (default 두벌식), or `nil` when libhangul
    /// does not know that keyboard id.
    ///
    /// The corresponding C function is `hangul_ic_new`.
    public init?(keyboard: String = HangulComposer.dubeolsik) {
        // hangul_ic_new accepts an unknown id and then composes nothing: check first.
        guard hangul_keyboard_list_get_keyboard(keyboard) != nil, let ic = hangul_ic_new(keyboard) else { return nil }
        context = ic
        self.keyboard = keyboard
    }

    deinit { hangul_ic_delete(context) }

    /// The syllable being composed (empty when none).
    ///
    /// The corresponding C function is `hangul_ic_get_preedit_string`.
    public var preedit: String { Self.string(hangul_ic_get_preedit_string(context)) }

    /// Whether a syllable is being composed.
    public var isComposing: Bool { !hangul_ic_is_empty(context) }

    /// Feeds one key. `key` is the character the key types on a QWERTY layout (`"g"`, `"R"`,
    /// `"1"`, `" "`). A key outside ASCII is never the composer's: it commits the preedit
    /// and comes back unhandled.
    ///
    /// The corresponding C function is `hangul_ic_process`.
    public func process(_ key: Character) -> Result {
        guard let ascii = key.asciiValue, ascii >= 0x21, ascii < 0x7F else {
            // Control characters, space and non-ASCII text: libhangul would commit anyway
            // (space and controls) or cannot take them; commit here so the result is the same.
            let committed = flush()
            return Result(committed: committed, preedit: "", handled: false)
        }
        let handled = hangul_ic_process(context, Int32(ascii))
        return Result(committed: Self.string(hangul_ic_get_commit_string(context)), preedit: preedit, handled: handled)
    }

    /// Takes the last jamo off the syllable being composed. Returns `false` (and does nothing)
    /// when nothing is being composed: the caller then deletes a character of its text.
    ///
    /// The corresponding C function is `hangul_ic_backspace`.
    @discardableResult
    public func backspace() -> Bool { hangul_ic_backspace(context) }

    /// Ends the composition: returns the preedit as final text and empties it.
    ///
    /// The corresponding C function is `hangul_ic_flush`.
    @discardableResult
    public func flush() -> String { Self.string(hangul_ic_flush(context)) }

    /// Drops the composition without committing it.
    ///
    /// The corresponding C function is `hangul_ic_reset`.
    public func reset() { hangul_ic_reset(context) }

    /// A libhangul UCS-4 string (zero-terminated `ucschar`s) as a Swift string. Values that are
    /// not Unicode scalars (libhangul never makes them) become U+FFFD rather than trapping.
    static func string(_ p: UnsafePointer<ucschar>?) -> String {
        guard let p else { return "" }
        var s = String.UnicodeScalarView()
        var i = 0
        while p[i] != 0 {
            s.append(Unicode.Scalar(p[i]) ?? "\u{FFFD}")
            i += 1
        }
        return String(s)
    }
}
