import Foundation

/// The language the keyboards type: one of the screen's configured modes
/// (`TextInputSystem.inputModes`), switched in turn by the on-screen keyboard's globe key
/// and a hardware keyboard's Hangul (layout switch) key.
package enum TextInputMode: String, Sendable, CaseIterable {
    /// English (QWERTY; a hardware keyboard types its xkb layout's text).
    case english = "en"
    /// Korean 2-set (두벌식), composed into syllables.
    case korean = "ko"
    /// Japanese romaji, kana-kanji conversion through anthy (iOS's "ja-JP" Romaji keyboard).
    case japanese = "ja-JP"
    /// Simplified Chinese Pinyin through rime (iOS's "zh-Hans" Pinyin keyboard).
    case chinesePinyin = "zh-Hans"
    /// Traditional Chinese Zhuyin through rime (iOS's "zh-Hant" Zhuyin keyboard, 大千 layout
    /// keys; the on-screen keyboard has no bopomofo layout yet: hardware keys type it).
    case chineseZhuyin = "zh-Hant"
    /// German, French, Spanish, Russian, Greek, Hebrew and Arabic: typed directly, each key's
    /// text as it is (the on-screen keyboard shows the language's letters).
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case russian = "ru"
    case greek = "el"
    case hebrew = "he"
    case arabic = "ar"

    /// The mode a configuration or command line names: its code, or `"ja"` for Japanese
    /// (Chinese has two modes, so `"zh"` alone names none); nil for anything else.
    package init?(languageCode code: String) {
        if code == "ja" { self = .japanese; return }
        self.init(rawValue: code)
    }

    /// The language of the on-screen keyboard's letters in this mode, a BCP-47 code: the one
    /// place the mode picks its layout. Japanese romaji and Chinese pinyin type on QWERTY.
    package var keyboardLanguage: String {
        switch self {
        case .japanese, .chinesePinyin, .chineseZhuyin: return "en"
        default: return rawValue
        }
    }

    /// Whether the keyboard turns shift on by `autocapitalizationType`: not for scripts
    /// without letter case, nor for romaji and pinyin, which iOS types lowercase.
    package var autocapitalizes: Bool {
        switch self {
        case .english, .german, .french, .spanish, .russian, .greek: return true
        case .korean, .japanese, .chinesePinyin, .chineseZhuyin, .hebrew, .arabic: return false
        }
    }

    /// Whether the mode types each key's text as it is (no composition, no candidates).
    package var typesDirectly: Bool {
        switch self {
        case .korean, .japanese, .chinesePinyin, .chineseZhuyin: return false
        default: return true
        }
    }
}
