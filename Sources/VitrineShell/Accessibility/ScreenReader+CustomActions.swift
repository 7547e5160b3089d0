import Vitrine
import VitrinePlatform

extension ScreenReader {
    /// The focused element's custom actions (`accessibilityCustomActions`).
    var focusedCustomActions: [UIAccessibilityCustomAction] { focusedElement?.accessibilityCustomActions ?? [] }

    /// Swipe down (`forward`) or up on an element with custom actions: the next or previous
    /// action, its name said ("Delete"); after the last comes "Activate" (the element's own
    /// action, as VoiceOver lists it), then the first again. A double tap then performs it.
    package func chooseCustomAction(forward: Bool) {
        let actions = focusedCustomActions
        guard !actions.isEmpty, let e = focusedElement else { return }
        // Positions 0..<count are the actions, `count` is "Activate" (where the choice starts).
        let count = actions.count + 1
        let at = rotor.actionIndex ?? actions.count
        let next = (at + (forward ? 1 : count - 1)) % count
        rotor.actionIndex = next
        let name = next < actions.count ? actions[next].name : "Activate"
        say(text: name, language: ScreenReaderPhrase(for: e, appLanguage: appLanguage).language)
    }

    /// Performs the custom action chosen on the focused element (double tap); `false` when
    /// none is chosen (or "Activate" is), so the element is activated as usual.
    func performChosenCustomAction() -> Bool {
        let actions = focusedCustomActions
        guard let i = rotor.actionIndex, actions.indices.contains(i) else { return false }
        if !actions[i].perform() {
            Log.ui.info("custom action \"\(actions[i].name)\" reported it did not succeed")
        }
        return true
    }
}
