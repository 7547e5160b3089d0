/// The few sentences the kiosk itself says in audio guidance, in English and Korean: the
/// language is the reader's app language (Korean for a `ko` tag, English otherwise).
package enum AudioGuidanceText: CaseIterable, Sendable {
    /// Said when headphones are plugged in: what happened and how to use the reader.
    case headphonesWelcome
    /// Said instead of private content when no headphones are in.
    case privateContent

    /// The text in `language` (a BCP 47 tag; `nil`: English).
    package func text(language: String?) -> String {
        let korean = language.map { $0 == "ko" || $0.hasPrefix("ko-") || $0.hasPrefix("ko_") } ?? false
        switch (self, korean) {
        case (.headphonesWelcome, false):
            return "Headphones connected. Audio guidance is on. Swipe right or left to move between items, and double-tap to activate."
        case (.headphonesWelcome, true):
            return "헤드폰이 연결되었습니다. 음성 안내가 켜졌습니다. 오른쪽이나 왼쪽으로 쓸어서 항목을 이동하고, 두 번 탭하여 실행하세요."
        case (.privateContent, false):
            return "private"
        case (.privateContent, true):
            return "비공개"
        }
    }
}
