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
    /// The Hangul (한/영) key, the 半角/全角 key or the `grp:` layout switch: the next
    /// configured input mode.
    case toggleInputMode
    /// Part of a Compose sequence (a dead key, or a key that broke a sequence): types nothing.
    case swallow
    /// Delete (forward delete): the selection, else the character after the caret.
    case deleteForward
    /// Tab: "\t" in a text view; nothing in a field (see `HardwareKeyTyping`).
    case tab
    /// Escape: commits a composition under way.
    case escape
    /// A Control shortcut for an edit command.
    case edit(EditShortcut)
}

/// The edit commands of the Control shortcuts (PC keyboards' Ctrl where UIKit's text views
/// answer Command): Ctrl+A select all, Ctrl+C copy, Ctrl+X cut, Ctrl+V paste, Ctrl+Z undo,
/// Shift+Ctrl+Z and Ctrl+Y redo.
package enum EditShortcut: Equatable, Sendable {
    case standard(UIResponderStandardEditAction)
    case undo, redo
}

/// Where an arrow, Home or End moves the caret.
package enum CaretMove: Equatable, Sendable {
    case left, right, up, down
    /// The start of the line (Home).
    case lineStart
    /// The end of the line (End).
    case lineEnd
    /// The start of the word before the caret (Ctrl+Left).
    case wordBackward
    /// The end of the word after the caret (Ctrl+Right).
    case wordForward

    var layoutDirection: UITextLayoutDirection? {
        switch self {
        case .left: .left
        case .right: .right
        case .up: .up
        case .down: .down
        case .lineStart, .lineEnd, .wordBackward, .wordForward: nil
        }
    }

    /// Whether the move goes toward the end of the text.
    var isForward: Bool { self == .right || self == .down || self == .lineEnd || self == .wordForward }
}
