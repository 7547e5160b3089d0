/// Romaji to hiragana as a Japanese IME types it: each letter joins the romaji still pending
/// (`k`, `ky`), and a complete spelling becomes kana (`kyo` → きょ). A doubled consonant types
/// っ (`tte` → って, `tch` → っち), `n` before a consonant types ん (`kanji` → かんじ), as do
/// `nn` and `n'`; a letter that starts no spelling stays a letter. Greedy like MS-IME and
/// Google Japanese Input: `nn` is ん at once, so こんにちは is `konnnichiha`.
///
/// `reading` is the kana so far followed by the pending romaji (`とうky`), what the marked text
/// shows. `backspace()` takes off the last pending letter, else the last kana.
public struct RomajiComposer: Sendable, Equatable {
    /// The converted kana.
    public private(set) var kana = ""
    /// Romaji typed but not yet a kana (at most a few letters).
    public private(set) var pending = ""

    /// A composer holding `kana` as its reading (empty by default).
    public init(kana: String = "") {
        self.kana = kana
    }

    /// The kana followed by the pending romaji: what the composition shows.
    public var reading: String { kana + pending }

    /// Whether nothing is composed.
    public var isEmpty: Bool { kana.isEmpty && pending.isEmpty }

    /// Whether `ch` is a key the composer takes: an ASCII letter, or a character that starts a
    /// row of the table (`-` `,` `.` …; `'` after `n`).
    public func accepts(_ ch: Character) -> Bool {
        let s = String(ch).lowercased()
        if ch.isASCII, ch.isLetter { return true }
        return RomajiTable.kana[s] != nil || RomajiTable.prefixes.contains(s) || RomajiTable.kana[pending + s] != nil
    }

    /// Types one key (upper case is read as lower case). Returns whether the composer took it;
    /// a key it does not take (`accepts(_:)`) leaves it unchanged.
    @discardableResult
    public mutating func type(_ ch: Character) -> Bool {
        guard accepts(ch) else { return false }
        pending += String(ch).lowercased()
        resolve()
        return true
    }

    /// Turns as much pending romaji as possible into kana.
    private mutating func resolve() {
        while !pending.isEmpty {
            if let k = RomajiTable.kana[pending] {
                kana += k
                pending = ""
                return
            }
            if RomajiTable.prefixes.contains(pending) { return }
            let chars = Array(pending)
            let first = chars[0]
            if chars.count >= 2, Self.isConsonant(first), first != "n",
               chars[1] == first || (first == "t" && chars[1] == "c") {
                kana += "っ"
            } else if first == "n" {
                kana += "ん"
            } else {
                kana.append(first)
            }
            pending = String(chars.dropFirst())
        }
    }

    private static func isConsonant(_ c: Character) -> Bool {
        guard c.isASCII, c.isLetter else { return false }
        return !"aiueo".contains(c)
    }

    /// Takes off the last pending letter, else the last kana. Returns `false` when nothing is
    /// composed.
    @discardableResult
    public mutating func backspace() -> Bool {
        if !pending.isEmpty {
            pending.removeLast()
            return true
        }
        guard !kana.isEmpty else { return false }
        kana.removeLast()
        return true
    }

    /// The reading with a lone trailing `n` as ん (what an IME converts or commits); other
    /// pending letters stay letters.
    public var finishedReading: String {
        kana + (pending == "n" ? "ん" : pending)
    }

    /// Empties the composition.
    public mutating func reset() {
        kana = ""
        pending = ""
    }
}
