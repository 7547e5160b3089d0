import Foundation

/// A keyboard shortcut a responder offers through `keyCommands`. Mirrors UIKit's
/// `UIKeyCommand`, with a closure in place of the selector action.
///
/// When a key goes down, the key window's first responder (or, without one, the frontmost view
/// controller, see `KeyboardRouter`) and then each `next` responder are asked for their
/// `keyCommands`; the first command whose `input` equals the key's
/// `charactersIgnoringModifiers` (letters case-insensitively) and whose `modifierFlags` equal
/// the modifiers held (Shift, Control, Alt, Command; Caps Lock ignored) runs, and the press is
/// consumed: no `pressesBegan`/`pressesEnded` for it. As in UIKit, key commands are checked
/// before the press is delivered, and a held shortcut repeats.
@MainActor
public final class UIKeyCommand {
    /// The key, as `charactersIgnoringModifiers` reports it (`"s"`), or one of the input
    /// constants (`UIKeyCommand.inputUpArrow` …). Mirrors `UIKeyCommand.input`.
    public let input: String?
    /// The modifiers that must be held, exactly. Mirrors `UIKeyCommand.modifierFlags`.
    public let modifierFlags: UIKeyModifierFlags
    /// A name for menus and help overlays. Mirrors `UICommand.title`.
    public var title: String
    /// Mirrors `UIKeyCommand.discoverabilityTitle`.
    public var discoverabilityTitle: String?
    /// What the command does (UIKit's selector, sent along the responder chain).
    public let action: @MainActor (UIKeyCommand) -> Void

    /// A shortcut for `input` with `modifierFlags`. Mirrors
    /// `UIKeyCommand(input:modifierFlags:action:)`.
    public init(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
                discoverabilityTitle: String? = nil, action: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.action = action
    }

    /// Whether pressing `key` invokes this command.
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        let held = key.modifierFlags.intersection(UIKeyModifierFlags.commandRelevant)
        guard held == modifierFlags.intersection(UIKeyModifierFlags.commandRelevant) else { return false }
        return input == key.charactersIgnoringModifiers || input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    // MARK: Inputs for keys that type no text (UIKit's values)

    /// Mirrors `UIKeyCommand.inputUpArrow`.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// Mirrors `UIKeyCommand.inputDownArrow`.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// Mirrors `UIKeyCommand.inputLeftArrow`.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// Mirrors `UIKeyCommand.inputRightArrow`.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// Mirrors `UIKeyCommand.inputEscape` (U+001B).
    nonisolated public static let inputEscape = "\u{1b}"
    /// Mirrors `UIKeyCommand.inputHome`.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// Mirrors `UIKeyCommand.inputEnd`.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// Mirrors `UIKeyCommand.inputPageUp`.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// Mirrors `UIKeyCommand.inputPageDown`.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The forward-delete key. Mirrors `UIKeyCommand.inputDelete`.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// `F1`…`F12` are `"UIKeyInputF1"`…`"UIKeyInputF12"`. Mirrors `UIKeyCommand.f1`.
    nonisolated public static let f1 = "UIKeyInputF1"
}
