import Vitrine

extension ScreenReader {
    /// What the reader says for `element`: private content only when headphones are in
    /// (EN 301 549 5.1.3.9, private listening).
    func phrase(for element: UIView) -> ScreenReaderPhrase {
        ScreenReaderPhrase(for: element, appLanguage: appLanguage, speaksPrivateContent: headphonesConnected)
    }

    /// The element's value as said after adjusting it: "private" for private content when no
    /// headphones are in.
    func spokenValue(of element: UIView) -> String? {
        guard let value = element.accessibilityValue else { return nil }
        let isPrivate = element.accessibilityShowsPrivateContent || (element as? UITextField)?.isSecureTextEntry == true
        guard isPrivate, !headphonesConnected else { return value }
        return AudioGuidanceText.privateContent.text(language: phrase(for: element).language)
    }
}
