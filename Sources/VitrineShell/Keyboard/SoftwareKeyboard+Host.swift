import Foundation
import Vitrine

/// The keyboard as the screen's text input system sees it (`SoftwareKeyboardHost`): told
/// which input is active, it shows the keys for the input's traits (or the input's
/// `inputView`, with its `inputAccessoryView` above); its keys go back to the system as
/// `KeyboardAction`s and its frames as will-change / did-change reports.
extension SoftwareKeyboard: SoftwareKeyboardHost {
    var textInput: TextInputSystem { screen.textInput }

    func installHost() {
        onAction = { [weak self] action in self?.perform(action) }
        onFrameChange = { [weak self] change in
            guard let self else { return }
            switch change.phase {
            case .will: self.textInput.keyboardWillChangeFrame(from: change.begin, to: change.end, duration: change.duration, curve: change.curve)
            case .did: self.textInput.keyboardDidChangeFrame(from: change.begin, to: change.end, duration: change.duration, curve: change.curve)
            }
        }
        hardwareKeyboardAttached = textInput.hardwareKeyboardAttached
        textInput.keyboardHost = self
    }

    func uninstallHost() {
        if textInput.keyboardHost === self { textInput.keyboardHost = nil }
    }

    // MARK: SoftwareKeyboardHost

    package func activate(for responder: UIResponder) {
        pendingDeactivation?.cancel()
        pendingDeactivation = nil
        activeResponder = responder
        wanted = presentation(for: responder)
        update()
    }

    /// Hides at the end of the current turn of the main loop (a zero-delay timer on the
    /// screen's clock), not at once: moving from one text field to the next resigns the first
    /// before the second becomes first responder, and the keyboard must stay up through
    /// that, as UIKit's does (no will-hide between two fields).
    package func deactivate() {
        activeResponder = nil
        pendingDeactivation?.cancel()
        pendingDeactivation = screen.clock.schedule(after: 0) { [weak self] in
            guard let self, self.activeResponder == nil else { return }
            self.pendingDeactivation = nil
            self.wanted = nil
            self.update()
        }
    }

    package func inputModeDidChange(_ mode: TextInputMode) {
        guard let r = activeResponder else { return }
        activate(for: r)
    }

    package func inputDidChange() {
        candidatesDidChange()
        guard let r = activeResponder, presentation != nil else { return }
        let p = presentation(for: r)
        wanted = p
        keysView.isReturnEnabled = p.returnEnabled
        if keysView.shiftState != .locked { keysView.setShift(p.capitalize ? .on : .off) }
    }

    package func hardwareKeyboardDidChange(attached: Bool) {
        hardwareKeyboardAttached = attached
    }

    // MARK: From the input to the keyboard

    /// What to show for `responder`.
    func presentation(for responder: UIResponder) -> KeyboardPresentation {
        let traits = responder as? any UITextInputTraits
        let request = KeyboardRequest(traits: traits, mode: textInput.inputMode, otherModes: textInput.hasOtherInputModes)
        let dark: Bool
        switch traits?.keyboardAppearance ?? .default {
        case .dark: dark = true
        case .light: dark = false
        case .default:
            let style = (responder as? UIView)?.traitCollection.userInterfaceStyle ?? screen.userInterfaceStyle
            dark = style == .dark
        }
        let input = responder as? any UIKeyInput
        let returnEnabled = !(traits?.enablesReturnKeyAutomatically ?? false) || (input?.hasText ?? true)
        // An input without UITextInput has no text to look at: the start of its text is
        // known (hasText), nothing else.
        let before = SoftwareKeyboard.textBeforeCaret(of: responder) ?? ((input?.hasText ?? false) ? "x" : "")
        let capitalize = request.hasLetters && request.autocapitalizes
            && KeyboardAutocapitalization(traits?.autocapitalizationType ?? .sentences).capitalizes(after: before[...])
        return KeyboardPresentation(request: request, dark: dark, returnEnabled: returnEnabled, capitalize: capitalize,
                                    inputView: responder.inputView, accessory: responder.inputAccessoryView)
    }

    /// The text before the caret (the last 64 UTF-16 units are enough) when the input
    /// adopts `UITextInput`, else `nil`.
    static func textBeforeCaret(of responder: UIResponder) -> String? {
        guard let input = responder as? any UITextInput else { return nil }
        guard let selection = input.selectedTextRange else { return "" }
        let start = input.position(from: selection.start, offset: -64)
            ?? input.beginningOfDocument
        guard let range = input.textRange(from: start, to: selection.start) else { return "" }
        return input.text(in: range) ?? ""
    }

    // MARK: From the keys to the input

    func perform(_ action: KeyboardView.Action) {
        switch action {
        case .text(let s): textInput.perform(.text(s))
        case .backspace: textInput.perform(.deleteBackward)
        case .returnKey: textInput.perform(.return)
        case .dismiss: textInput.perform(.dismiss)
        case .globe: textInput.switchToNextInputMode()
        }
    }
}
