import Foundation
import Vitrine

/// UIKit's text input traits in the keyboard's terms.
extension KeyboardRequest {
    /// The keyboard for an input with `traits` (`nil`: UIKit's defaults) in input `mode`
    /// (`otherModes`: whether the globe key has another mode to switch to):
    /// - `keyboardType`: `.URL`, `.emailAddress` and the pads have their own keys; the others
    ///   get the letters (`.numbersAndPunctuation` opening on the numbers page);
    /// - ASCII only — `.asciiCapable`, `.asciiCapableNumberPad` and secure text entry, as iOS
    ///   gives password fields only ASCII keyboards — means QWERTY and no globe key, whatever
    ///   the input mode (they type English);
    /// - otherwise the input mode picks the letters and autocapitalization;
    /// - `returnKeyType` names the return key.
    @MainActor package init(traits: (any UITextInputTraits)?, mode: TextInputMode, otherModes: Bool = true) {
        let type = traits?.keyboardType ?? .default
        let secure = traits?.isSecureTextEntry ?? false
        let asciiOnly = type == .asciiCapable || type == .asciiCapableNumberPad || secure
        let kind: Kind
        switch type {
        case .URL: kind = .url
        case .emailAddress: kind = .email
        case .numberPad, .asciiCapableNumberPad: kind = .numberPad
        case .decimalPad: kind = .decimalPad
        case .phonePad: kind = .phonePad
        case .default, .asciiCapable, .numbersAndPunctuation, .namePhonePad, .twitter, .webSearch: kind = .text
        }
        let returnType = traits?.returnKeyType ?? .default
        self.init(kind: kind, mode: asciiOnly ? .english : mode, hasGlobe: !asciiOnly && otherModes,
                  returnLabel: KeyboardRequest.returnLabel(returnType),
                  returnIsProminent: returnType != .default && returnType != .next,
                  initialPage: type == .numbersAndPunctuation ? .numbers : .letters)
    }

    /// The return key's label for `type`, as iOS's English keyboard names it.
    package static func returnLabel(_ type: UIReturnKeyType) -> String {
        switch type {
        case .default: return "return"
        case .go: return "go"
        case .google, .search, .yahoo: return "search"
        case .join: return "join"
        case .next: return "next"
        case .route: return "route"
        case .send: return "send"
        case .done: return "done"
        case .emergencyCall: return "Emergency call"
        case .continue: return "continue"
        }
    }
}

extension KeyboardAutocapitalization {
    /// UIKit's `UITextAutocapitalizationType`.
    package init(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .none
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .allCharacters
        }
    }
}
