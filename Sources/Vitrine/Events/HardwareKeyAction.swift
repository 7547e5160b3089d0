import Foundation
import VitrinePlatform

/// What a hardware key does to the text system, decided on key down from the keysym, the
/// modifiers, the xkb text and the Compose state (`HardwareKeyTyping`).
package enum HardwareKeyAction: Equatable, Sendable {
    /// A key the keyboards share with the on-screen keyboard: its text, BackSpace, Return or
    /// KP_Enter; goes through `TextInputSystem.perform(_:)`, so Korean mode composes.
    case perform(KeyboardAction)
    /// An arrow, Home or End: moves the caret of a `UITextInput` (Shift extends the selection).
    case move(CaretMove, extend: Bool)
    /// The Hangul (한/영) key: Korean on, or off.
    case toggleInputMode
    /// Part of a Compose sequence (a dead key, or a key that broke a sequence): types nothing.
    case swallow
}

/// Where an arrow, Home or End moves the caret.
package enum CaretMove: Equatable, Sendable {
    case left, right, up, down
    /// The start of the line (Home).
    case lineStart
    /// The end of the line (End).
    case lineEnd

    var layoutDirection: UITextLayoutDirection? {
        switch self {
        case .left: .left
        case .right: .right
        case .up: .up
        case .down: .down
        case .lineStart, .lineEnd: nil
        }
    }

    /// Whether the move goes toward the end of the text.
    var isForward: Bool { self == .right || self == .down || self == .lineEnd }
}
