import Foundation
import VitrinePlatform

/// A key of a hardware keyboard as a press reports it: the physical key, the text it types in
/// the current layout and the modifiers held. Mirrors UIKit's `UIKey`; `keyCode` holds a Linux
/// input code (see `UIKeyboardHIDUsage`).
public final class UIKey: Sendable {
    /// The text the key types with the modifiers held (`"A"` for Shift-A, `"!"` for Shift-1).
    /// Keys that type no text but have a `UIKeyCommand` input constant report it (the arrows
    /// give `UIKeyCommand.inputUpArrow` …); modifier keys give `""`. With Control held, the
    /// control character xkb produces (Ctrl-S gives U+0013). Mirrors `UIKey.characters`.
    public let characters: String
    /// The text of the key with no modifiers, in the active layout (`"a"` for Shift-A, `"1"`
    /// for Shift-1; `"z"` for the Y key of a German keyboard). Key commands match this.
    /// Mirrors `UIKey.charactersIgnoringModifiers`.
    public let charactersIgnoringModifiers: String
    /// The modifiers in effect when the key went down (Caps Lock as `.alphaShift`). Mirrors
    /// `UIKey.modifierFlags`.
    public let modifierFlags: UIKeyModifierFlags
    /// The physical key: a Linux `KEY_*` code. Mirrors `UIKey.keyCode`.
    public let keyCode: UIKeyboardHIDUsage

    public init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags = [],
                keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }

    /// The key `code` means in `state` now (read before the state records the key itself, as
    /// xkb clients do).
    convenience init(code: Int, state: XKBState) {
        let sym = state.keysym(code: code)
        let baseSym = state.keysymIgnoringModifiers(code: code)
        var flags = UIKeyModifierFlags(state.modifiers)
        if UIKey.isKeypad(sym) { flags.insert(.numericPad) }
        self.init(characters: UIKey.specialInput(for: sym) ?? state.text(code: code),
                  charactersIgnoringModifiers: UIKey.specialInput(for: baseSym) ?? baseSym.text,
                  modifierFlags: flags, keyCode: UIKeyboardHIDUsage(rawValue: code))
    }

    /// The `UIKeyCommand` input constant of a key that types no text.
    static func specialInput(for sym: XKBKeysym) -> String? {
        switch sym {
        case .up: return UIKeyCommand.inputUpArrow
        case .down: return UIKeyCommand.inputDownArrow
        case .left: return UIKeyCommand.inputLeftArrow
        case .right: return UIKeyCommand.inputRightArrow
        case .home: return UIKeyCommand.inputHome
        case .end: return UIKeyCommand.inputEnd
        case .pageUp: return UIKeyCommand.inputPageUp
        case .pageDown: return UIKeyCommand.inputPageDown
        case .delete: return UIKeyCommand.inputDelete
        case .escape: return UIKeyCommand.inputEscape
        default:
            let f = Int(sym.rawValue) - Int(XKBKeysym.f1.rawValue)
            return (0..<12).contains(f) ? "UIKeyInputF\(f + 1)" : nil
        }
    }

    /// Keypad keysyms (`XKB_KEY_KP_Space` … `XKB_KEY_KP_Equal`).
    static func isKeypad(_ sym: XKBKeysym) -> Bool { (0xff80...0xffbd).contains(sym.rawValue) }
}

extension UIKeyModifierFlags {
    /// The UIKit flags of xkb's effective modifiers (Alt → alternate, Super → command,
    /// Caps Lock → alphaShift; Num Lock has no UIKit flag).
    init(_ m: XKBModifiers) {
        self = []
        if m.contains(.shift) { insert(.shift) }
        if m.contains(.control) { insert(.control) }
        if m.contains(.alt) { insert(.alternate) }
        if m.contains(.logo) { insert(.command) }
        if m.contains(.capsLock) { insert(.alphaShift) }
    }
}
