import Foundation

/// How a hardware keyboard types in each input mode.
extension TextInputMode {
    /// The xkb layout a hardware keyboard types the mode's letters with, whatever is printed
    /// on its keys (the layout `setxkbmap` or a desktop's layout switcher would pick for the
    /// language); nil for English and the composing modes, which keep the configured layout
    /// (Korean 2-set and the romaji, pinyin and zhuyin input methods read Latin keys).
    package var xkbLayout: String? {
        switch self {
        case .german: return "de"
        case .french: return "fr"
        case .spanish: return "es"
        case .russian: return "ru"
        case .greek: return "gr"
        case .hebrew: return "il"
        case .arabic: return "ara"
        case .english, .korean, .japanese, .chinesePinyin, .chineseZhuyin: return nil
        }
    }
}
