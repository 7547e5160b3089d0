import Foundation

/// What a key asks of the active text input: the on-screen keyboard's keys and a hardware
/// keyboard's text keys both become one of these and go through
/// `TextInputSystem.perform(_:)`, so both type the same way (Korean composition included).
package enum KeyboardAction: Equatable, Sendable {
    /// A key's text in the current layout ("a", "A", "1", "@", " "). In Korean mode the
    /// on-screen keyboard sends the QWERTY letter its key sits on ("r" for ㄱ, "R" for ㄲ)
    /// and the input method composes.
    case text(String)
    /// Backspace.
    case deleteBackward
    /// The return key.
    case `return`
    /// The keyboard's own hide key: the input resigns first responder.
    case dismiss
}

/// The language the keyboards type: switched by the on-screen keyboard's globe key and a
/// hardware keyboard's Hangul key.
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
}
