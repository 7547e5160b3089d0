/// The romaji → kana table of Japanese IMEs (the rows MS-IME, Google Japanese Input and iOS's
/// Japanese romaji keyboard share): Hepburn and Kunrei spellings, small kana with `x` or `l`,
/// and the IME punctuation. Two rules are not rows: a doubled consonant (`kk`, `tt`, also
/// `tch`) types っ and keeps the second consonant, and `n` before a consonant types ん
/// (`RomajiComposer` applies them).
enum RomajiTable {
    /// Romaji spelling → kana.
    static let kana: [String: String] = {
        var t: [String: String] = [
            "a": "あ", "i": "い", "u": "う", "e": "え", "o": "お",
            "ka": "か", "ki": "き", "ku": "く", "ke": "け", "ko": "こ",
            "ga": "が", "gi": "ぎ", "gu": "ぐ", "ge": "げ", "go": "ご",
            "sa": "さ", "si": "し", "shi": "し", "su": "す", "se": "せ", "so": "そ",
            "za": "ざ", "zi": "じ", "ji": "じ", "zu": "ず", "ze": "ぜ", "zo": "ぞ",
            "ta": "た", "ti": "ち", "chi": "ち", "tu": "つ", "tsu": "つ", "te": "て", "to": "と",
            "da": "だ", "di": "ぢ", "du": "づ", "de": "で", "do": "ど",
            "na": "な", "ni": "に", "nu": "ぬ", "ne": "ね", "no": "の",
            "ha": "は", "hi": "ひ", "hu": "ふ", "fu": "ふ", "he": "へ", "ho": "ほ",
            "ba": "ば", "bi": "び", "bu": "ぶ", "be": "べ", "bo": "ぼ",
            "pa": "ぱ", "pi": "ぴ", "pu": "ぷ", "pe": "ぺ", "po": "ぽ",
            "ma": "ま", "mi": "み", "mu": "む", "me": "め", "mo": "も",
            "ya": "や", "yu": "ゆ", "yo": "よ", "ye": "いぇ",
            "ra": "ら", "ri": "り", "ru": "る", "re": "れ", "ro": "ろ",
            "wa": "わ", "wi": "うぃ", "wu": "う", "we": "うぇ", "wo": "を",
            "va": "ゔぁ", "vi": "ゔぃ", "vu": "ゔ", "ve": "ゔぇ", "vo": "ゔぉ",
            "nn": "ん", "n'": "ん", "xn": "ん",
            // C and Q spellings IMEs accept.
            "ca": "か", "ci": "し", "cu": "く", "ce": "せ", "co": "こ",
            "qa": "くぁ", "qi": "くぃ", "qu": "く", "qe": "くぇ", "qo": "くぉ",
            // Hepburn's palatal rows that are not consonant + y.
            "sha": "しゃ", "shu": "しゅ", "she": "しぇ", "sho": "しょ",
            "cha": "ちゃ", "chu": "ちゅ", "che": "ちぇ", "cho": "ちょ",
            "ja": "じゃ", "ju": "じゅ", "je": "じぇ", "jo": "じょ",
            // Foreign sounds.
            "fa": "ふぁ", "fi": "ふぃ", "fe": "ふぇ", "fo": "ふぉ",
            "tsa": "つぁ", "tsi": "つぃ", "tse": "つぇ", "tso": "つぉ",
            "thi": "てぃ", "thu": "てゅ", "dhi": "でぃ", "dhu": "でゅ",
            "twu": "とぅ", "dwu": "どぅ", "wha": "うぁ", "whi": "うぃ", "whe": "うぇ", "who": "うぉ",
            "kwa": "くぁ", "gwa": "ぐぁ",
            // Small kana.
            "xtu": "っ", "xtsu": "っ", "ltu": "っ", "ltsu": "っ",
            "xwa": "ゎ", "lwa": "ゎ", "xka": "ゕ", "lka": "ゕ", "xke": "ゖ", "lke": "ゖ",
            // Punctuation as IMEs type it in kana mode.
            "-": "ー", ",": "、", ".": "。", "[": "「", "]": "」", "~": "〜", "/": "・",
        ]
        // Small vowels and small ya/yu/yo: x- and l- spellings.
        for (v, k) in zip(["a", "i", "u", "e", "o"], ["ぁ", "ぃ", "ぅ", "ぇ", "ぉ"]) {
            t["x" + v] = k
            t["l" + v] = k
        }
        for (v, k) in zip(["a", "u", "o"], ["ゃ", "ゅ", "ょ"]) {
            t["xy" + v] = k
            t["ly" + v] = k
        }
        // Consonant + y + vowel: the i-column kana and a small ya/yu/yo (ye and yi with small
        // e and i, as IMEs have them).
        let iColumn = ["k": "き", "g": "ぎ", "s": "し", "z": "じ", "j": "じ", "t": "ち", "c": "ち", "d": "ぢ",
                       "n": "に", "h": "ひ", "f": "ふ", "b": "び", "p": "ぴ", "m": "み", "r": "り", "v": "ゔ"]
        let small = ["a": "ゃ", "i": "ぃ", "u": "ゅ", "e": "ぇ", "o": "ょ"]
        for (c, head) in iColumn {
            for (v, tail) in small where t[c + "y" + v] == nil { t[c + "y" + v] = head + tail }
        }
        return t
    }()

    /// Every proper prefix of a spelling: a pending romaji that can still become a row.
    static let prefixes: Set<String> = {
        var p = Set<String>()
        for key in kana.keys {
            var s = ""
            for ch in key.dropLast() {
                s.append(ch)
                p.insert(s)
            }
        }
        return p
    }()
}
