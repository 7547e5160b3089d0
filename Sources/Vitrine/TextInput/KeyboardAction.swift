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
