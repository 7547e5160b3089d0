import Foundation
import VitrinePlatform

/// Hardware keys typing into the active text input (see `HardwareKeyTyping` for which keys do
/// what, and `PressTextDelivery` for how typing meets `pressesBegan`).
///
/// Key commands keep the first look: a key a command takes neither reaches `pressesBegan` nor
/// types. Otherwise the press is delivered with `pressesBegan` first, then typed if the key
/// window's first responder is the active text input and either it is a custom `UIKeyInput`
/// view or (UITextField, UITextView) the press reached `UIResponder.pressesBegan` on it. The
/// mode-switch keys (Hangul, 半角/全角, the `grp:` switch) switch the input mode whatever the
/// responder does with the press.
extension KeyboardRouter {
    /// What the key `code` means for typing, read before the key itself changes the state.
    struct TypedKey {
        let code: Int
        let keysym: XKBKeysym
        let text: String
        let modifiers: XKBModifiers
    }

    func typedKey(_ code: Int) -> TypedKey? {
        guard let state else { return nil }
        return TypedKey(code: code, keysym: state.keysym(code: code), text: state.text(code: code), modifiers: state.modifiers)
    }

    /// Delivers `pressesBegan` for `press` to `to`, and types the key when it should.
    func deliverBegan(_ press: UIPress, to: UIResponder?, typed: TypedKey?, time: Double) {
        let system = screen.textInput
        let input = system.activeInput.flatMap { $0 as? UIResponder }
        let active = input != nil && input === to
        let action = typed.flatMap {
            typing.action(code: $0.code, keysym: $0.keysym, text: $0.text, modifiers: $0.modifiers, typing: active,
                          mode: hardwareInputMode)
        }
        guard let action, let to else {
            to?.pressesBegan([press], with: event(press, time: time))
            return
        }
        if action == .toggleInputMode {
            to.pressesBegan([press], with: event(press, time: time))
            if !press.isRepeat { typing.apply(action, to: system) }
            return
        }
        let reachedBase = PressTextDelivery.deliver(press, to: to) {
            to.pressesBegan([press], with: event(press, time: time))
        }
        guard reachedBase || !(to is any TypesTextInPressesBegan) else { return }
        // pressesBegan may have moved the first responder: type only into the input it was for.
        guard system.activeInput.flatMap({ $0 as? UIResponder }) === to else { return }
        typing.apply(action, to: system)
    }

}
