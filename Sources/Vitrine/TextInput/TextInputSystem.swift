import Foundation

/// The text system of one screen: which responder takes text, the input mode both keyboards
/// type in, and the on-screen keyboard's frame as the app sees it (notifications, the
/// keyboard layout guide). Mirrors what UIKit's private input system does for a window scene.
///
/// - The active input is the key window's first responder when it adopts `UIKeyInput` or
///   has an `inputView`; it changes when a window's first responder or the key window
///   changes. While an input adopting `UITextInput` is active, this object is its
///   `inputDelegate`.
/// - Keys from the on-screen keyboard and text keys from hardware keyboards arrive as
///   `KeyboardAction`s in `perform(_:)`.
/// - The shell's on-screen keyboard (a `SoftwareKeyboardHost`) is told when to show and
///   hide, and reports its frames back through `keyboardWillChangeFrame` /
///   `keyboardDidChangeFrame`.
@MainActor
package final class TextInputSystem {
    unowned let screen: UIScreen
    /// Scroll views inset by the keyboard (TextInputSystem+KeyboardAvoidance.swift).
    var insetScrollViews: [UIScrollView] {
        get { _insetScrollViews.compactMap(\.view) }
        set { _insetScrollViews = newValue.map(WeakScrollView.init) }
    }
    private var _insetScrollViews: [WeakScrollView] = []
    private struct WeakScrollView { weak var view: UIScrollView? }

    init(screen: UIScreen) {
        self.screen = screen
    }

    // MARK: The active input

    /// The presented controller keeping the keyboard up after its input resigned
    /// (`disablesAutomaticKeyboardDismissal`; TextInputSystem+KeyboardHold.swift).
    package internal(set) weak var keyboardHeldBy: UIViewController?

    /// The responder text goes to (see the type's documentation), nil when none.
    package private(set) weak var activeResponder: UIResponder?

    /// The active responder as a `UIKeyInput` (nil for a responder with only an `inputView`).
    package var activeInput: (any UIKeyInput)? { activeResponder as? any UIKeyInput }

    /// The on-screen keyboard (installed by the shell; nil: none, as in unit tests).
    package weak var keyboardHost: (any SoftwareKeyboardHost)? {
        didSet {
            guard keyboardHost !== oldValue else { return }
            if let r = activeResponder { keyboardHost?.activate(for: r) }
            keyboardHost?.inputModeDidChange(inputMode)
        }
    }

    /// Whether a hardware keyboard is attached (the kiosk sets it from libinput's devices).
    package var hardwareKeyboardAttached = false {
        didSet { if hardwareKeyboardAttached != oldValue { keyboardHost?.hardwareKeyboardDidChange(attached: hardwareKeyboardAttached) } }
    }

    /// The language both keyboards type. Every change ends the old mode's composition,
    /// relabels the keys and posts `UITextInputMode.currentInputModeDidChangeNotification`.
    package var inputMode: TextInputMode = .english {
        didSet {
            guard inputMode != oldValue else { return }
            inputMethod(for: oldValue).commitComposition(in: activeInput)
            keyboardHost?.inputModeDidChange(inputMode)
            NotificationCenter.default.post(name: UITextInputMode.currentInputModeDidChangeNotification,
                                            object: UITextInputMode(inputMode))
        }
    }

    /// The modes the globe key and a hardware layout-switch key go through, in order (the
    /// kiosk's `[input.keyboard] languages`; never empty). Leaving out the current mode
    /// switches to the first.
    package var inputModes: [TextInputMode] = [.english, .korean] {
        didSet {
            var seen = Set<TextInputMode>()
            let unique = inputModes.filter { seen.insert($0).inserted }
            // Assigning here does not run didSet again.
            if unique.isEmpty || unique != inputModes { inputModes = unique.isEmpty ? [.english] : unique }
            if !inputModes.contains(inputMode) { inputMode = inputModes[0] }
            if inputModes != oldValue, let r = activeResponder { keyboardHost?.activate(for: r) }
            if inputModes != oldValue { startEngines() }
        }
    }

    /// Whether `r` takes text from the keyboards.
    static func takesText(_ r: UIResponder?) -> Bool {
        guard let r else { return false }
        // A read-only text view is first responder to select, not to type: no keyboard.
        if let view = r as? UITextView, !view.isEditable { return r.inputView != nil }
        return r is any UIKeyInput || r.inputView != nil
    }

    /// A window's first responder or the key window changed: activate the new input.
    func firstResponderDidChange() {
        let candidate = screen.keyWindow?.firstResponder
        let next = TextInputSystem.takesText(candidate) ? candidate : nil
        guard next !== activeResponder else { return }
        inputMethod.commitComposition(in: activeInput)
        let old = activeResponder
        if let old = activeResponder as? any UITextInput, old.inputDelegate === self { old.inputDelegate = nil }
        activeResponder = next
        if let input = next as? any UITextInput { input.inputDelegate = self }
        if let wanted = next?.textInputMode?.mode, wanted != inputMode, inputModes.contains(wanted) { inputMode = wanted }
        if let next {
            keyboardHeldBy = nil
            keyboardHost?.activate(for: next)
        } else if let holder = Self.keyboardHolder(for: old) {
            keyboardHeldBy = holder
        } else {
            keyboardHeldBy = nil
            keyboardHost?.deactivate()
        }
        TextInteractionRegistry.firstResponderDidChange(old)
        TextInteractionRegistry.firstResponderDidChange(next)
        activeInputDidChangeUnderKeyboard()
    }

    /// The active responder asked for its input views to be shown again.
    func reloadInputViews(for responder: UIResponder) {
        guard responder === activeResponder else { return }
        keyboardHost?.activate(for: responder)
    }

    // MARK: Keys

    /// Applies a key to the active input (nothing happens without one).
    /// The input mode's `InputMethod` turns the key into edits (TextInputSystem+InputMethods.swift).
    package func perform(_ action: KeyboardAction) {
        guard let input = activeInput else { return }
        let before = typingEcho == nil ? nil : echoContext(for: action, in: input)
        applyKey(action, to: input)
        if let echo = typingEcho, let text = echoText(for: action, in: input, before: before) { echo(text) }
        if action == .dismiss { activeResponder?.resignFirstResponder() }
        TextInteractionRegistry.inputDidChange(activeResponder)
        keyboardHost?.inputDidChange()
    }

    /// Told what to say for each key applied to the active input, on-screen or hardware
    /// (the screen reader's typing echo; `nil`: nobody listens). See TextInputSystem+Echo.swift.
    package var typingEcho: (@MainActor (String) -> Void)?

    /// The input methods, one per mode.
    let englishInputMethod = EnglishInputMethod()
    lazy var koreanInputMethod: KoreanInputMethod? = makeKoreanInputMethod()
    /// How the Chinese methods start rime (a seam: tests hold it pending). Set before a
    /// Chinese mode is first used or listed in `inputModes`.
    package var chineseEngineStarter = ChineseEngineStarter.rime
    // The engines start on first use of their mode, the Chinese ones also when their mode is
    // listed in `inputModes` (rime deploys its schemas in the background).
    lazy var japaneseInputMethod: JapaneseInputMethod = makeJapaneseInputMethod()
    lazy var chinesePinyinInputMethod: ChineseInputMethod = makeChineseInputMethod(zhuyin: false)
    lazy var chineseZhuyinInputMethod: ChineseInputMethod = makeChineseInputMethod(zhuyin: true)
    /// How deep `applyKey` is: the input's own delegate calls while a key is applied are not
    /// outside changes.
    var keyDepth = 0

    // MARK: The keyboard's frame

    /// The on-screen keyboard's frame in screen coordinates of the interface's orientation
    /// (the end frame of the last change; `.zero` before the keyboard was ever shown).
    package private(set) var keyboardFrame: CGRect = .zero
    /// Whether the keyboard covers part of the screen (after the last change began).
    package private(set) var isKeyboardVisible = false

    /// The on-screen keyboard starts moving from `begin` to `end` (screen coordinates of the
    /// interface's orientation; an `end` below the screen or empty means hidden) over
    /// `duration` seconds with `curve` (UIKit's raw curve, 7 for the keyboard's).
    package func keyboardWillChangeFrame(from begin: CGRect, to end: CGRect, duration: Double, curve: Int) {
        let wasVisible = isKeyboardVisible
        keyboardFrame = end
        isKeyboardVisible = visible(end)
        let info = userInfo(begin, end, duration, curve)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        if isKeyboardVisible {
            center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
        } else if wasVisible {
            center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
        }
        followKeyboard(duration: duration, curve: curve)
    }

    /// The on-screen keyboard's move from `begin` to `end` finished.
    package func keyboardDidChangeFrame(from begin: CGRect, to end: CGRect, duration: Double, curve: Int) {
        let info = userInfo(begin, end, duration, curve)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        if visible(end) {
            center.post(name: UIResponder.keyboardDidShowNotification, object: nil, userInfo: info)
        } else {
            center.post(name: UIResponder.keyboardDidHideNotification, object: nil, userInfo: info)
        }
    }

    private func visible(_ r: CGRect) -> Bool {
        !r.isEmpty && r.minY < screen.bounds.maxY && r.maxY > screen.bounds.minY
    }

    private func userInfo(_ begin: CGRect, _ end: CGRect, _ duration: Double, _ curve: Int) -> [AnyHashable: Any] {
        [UIResponder.keyboardFrameBeginUserInfoKey: begin, UIResponder.keyboardFrameEndUserInfoKey: end,
         UIResponder.keyboardAnimationDurationUserInfoKey: duration, UIResponder.keyboardAnimationCurveUserInfoKey: curve,
         UIResponder.keyboardIsLocalUserInfoKey: true]
    }
}

extension TextInputSystem: UITextInputDelegate {
    package func selectionWillChange(_ textInput: (any UITextInput)?) {}
    package func selectionDidChange(_ textInput: (any UITextInput)?) {
        inputDidChangeExternally(textInput)
        TextInteractionRegistry.inputDidChange(textInput)
        keyboardHost?.inputDidChange()
    }
    package func textWillChange(_ textInput: (any UITextInput)?) {}
    package func textDidChange(_ textInput: (any UITextInput)?) {
        inputDidChangeExternally(textInput)
        TextInteractionRegistry.inputDidChange(textInput)
        keyboardHost?.inputDidChange()
    }
}
