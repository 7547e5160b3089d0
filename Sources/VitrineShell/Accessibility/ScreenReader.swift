import Vitrine
import VitrinePlatform

/// The kiosk's screen reader, with VoiceOver's model: a focus cursor over the accessibility
/// elements in reading order (AccessibilityReadingOrder), a focus ring around the focused
/// element, VoiceOver's touch gestures (ScreenReader+Gestures.swift) and what it says for
/// each element (ScreenReaderPhrase), spoken through a `ScreenReaderSpeech`.
///
/// While it runs, every touch goes to it, not to the app; `UIAccessibility.isVoiceOverRunning`
/// is `true`, and the app's `UIAccessibility.post(notification:argument:)` reaches it. Any new
/// input stops speech at once.
@MainActor
package final class ScreenReader {
    let screen: UIScreen
    let speech: any ScreenReaderSpeech
    /// The language when neither an element nor its containers name one (`nil`: the engine's
    /// default).
    package var appLanguage: String?
    /// The pause before an element's hint is said, in seconds.
    package var hintPause = 0.8
    /// The keys of the keypad in front of the app (`configure(_:)`), so that the reader can
    /// say how to use them; `nil` without a keypad.
    package var keypadKeys: AccessibilityKeyMap?
    /// Whether headphones are in: only then is private content spoken (ScreenReader+Privacy.swift).
    package var headphonesConnected = false

    /// Whether the reader is on.
    package private(set) var isRunning = false
    /// The focused element (a view or a `UIAccessibilityElement`).
    package private(set) weak var focusedElement: (any AccessibilityFocusable)?
    /// The last thing said (the "repeat" command says it again).
    package internal(set) var lastUtterance: (text: String, language: String?)?

    /// Whether an element was focused (it may have gone since: `focusedElement` is weak).
    private var hasFocus = false
    private var madeRingWindow: FocusRingWindow?

    /// The window that draws the focus ring, made when the reader first starts (a kiosk whose
    /// reader never runs has no extra window in its tree).
    var ringWindow: FocusRingWindow {
        if let w = madeRingWindow { return w }
        let w = FocusRingWindow(screen: screen)
        madeRingWindow = w
        return w
    }
    private var presentObserver: UIScreen.PresentObserverToken?
    private var hintTimer: ClockTimer?
    var gestures = ScreenReaderGestureState()
    /// The rotor chosen and the custom action chosen on the focused element
    /// (ScreenReader+Rotor.swift, ScreenReader+CustomActions.swift).
    var rotor = ScreenReaderRotorState()
    /// Whether speech is paused (two-finger tap, `pauseOrResume()`).
    var speechPaused = false
    /// The read-all under way (ScreenReader+ReadAll.swift): its number, nil when none.
    var readingAll: Int?
    var readAllCount = 0

    /// A reader for `screen` speaking through `speech`; off until `start()`.
    package init(screen: UIScreen, speech: any ScreenReaderSpeech) {
        self.screen = screen
        self.speech = speech
    }

    /// A reader that goes away while on turns itself off (touches back to the app,
    /// `isVoiceOverRunning` false).
    isolated deinit { stop() }

    // MARK: On and off

    /// Turns the reader on: touches become its gestures, the ring shows, and the first
    /// element is focused and said.
    package func start() {
        guard !isRunning else { return }
        isRunning = true
        screen.input.touchFilter = { [weak self] event in self?.handle(event) ?? false }
        UIAccessibility.notificationHandler = { [weak self] n, argument in self?.handle(n, argument: argument) }
        screen.textInput.typingEcho = { [weak self] text in self?.echoTyping(text) }
        presentObserver = screen.addPresentObserver { [weak self] _, _ in self?.frameShown() }
        ringWindow.isHidden = false
        UIAccessibility.setVoiceOverRunning(true)
        focusFirst()
    }

    /// Turns the reader off: silence, no ring, touches go to the app again.
    package func stop() {
        guard isRunning else { return }
        isRunning = false
        interrupt()
        gestures.pendingTap?.cancel()
        gestures = ScreenReaderGestureState()
        rotor = ScreenReaderRotorState()
        screen.textInput.typingEcho = nil
        screen.input.touchFilter = nil
        UIAccessibility.notificationHandler = nil
        if let presentObserver { screen.removePresentObserver(presentObserver) }
        presentObserver = nil
        focusedElement = nil
        hasFocus = false
        ringWindow.surround(nil)
        ringWindow.isHidden = true
        UIAccessibility.setVoiceOverRunning(false)
    }

    // MARK: Focus

    /// The elements on screen in reading order.
    package var elements: [any AccessibilityFocusable] { AccessibilityReadingOrder.elements(on: screen, excluding: madeRingWindow.map { [$0] } ?? []) }

    /// Focuses `element` and says it.
    package func focus(_ element: (any AccessibilityFocusable)?) {
        focusedElement = element
        hasFocus = element != nil
        rotor.actionIndex = nil
        followFocus()
        guard let element else { return }
        say(phrase(for: element))
        UIAccessibility.postElementFocused(element)
    }

    /// Moves the focus and its ring to `element` without saying it (read-all says it itself).
    func moveFocusSilently(to element: any AccessibilityFocusable) {
        focusedElement = element
        hasFocus = true
        rotor.actionIndex = nil
        followFocus()
    }

    /// The next element in reading order (swipe right); at the last, focus stays.
    package func focusNext() { moveFocus(by: 1) }

    /// The previous element (swipe left).
    package func focusPrevious() { moveFocus(by: -1) }

    /// The first element on screen.
    package func focusFirst() { focus(elements.first) }

    /// The last element on screen.
    package func focusLast() { focus(elements.last) }

    private func moveFocus(by step: Int) {
        let all = elements
        guard !all.isEmpty else { return }
        guard let current = focusedElement, let i = all.firstIndex(where: { $0 === current }) else {
            focus(step > 0 ? all.first : all.last)
            return
        }
        let next = i + step
        guard all.indices.contains(next) else { return }
        focus(all[next])
    }

    /// The element under `point` (screen coordinates): the smallest whose frame holds it.
    package func element(at point: CGPoint) -> (any AccessibilityFocusable)? {
        elements.filter { $0.accessibilityFrame.contains(point) }
            .min { $0.accessibilityFrame.width * $0.accessibilityFrame.height < $1.accessibilityFrame.width * $1.accessibilityFrame.height }
    }

    /// After each frame: the ring follows the focused element; when that element has left
    /// the screen (its screen was replaced), the first element is focused and said, as
    /// VoiceOver does on a screen change.
    private func frameShown() {
        if hasFocus, !isOnScreen(focusedElement?.accessibilityHostView) {
            focusFirst()
        } else {
            followFocus()
        }
    }

    private func isOnScreen(_ view: UIView?) -> Bool {
        guard let view, let window = view.window, !window.isHidden else { return false }
        var v: UIView? = view
        while let s = v {
            if s.isHidden { return false }
            v = s.superview
        }
        return true
    }

    /// Moves the ring to where the focused element is now (it scrolled, moved or left).
    func followFocus() {
        guard let e = focusedElement, e.accessibilityHostView?.window != nil else {
            ringWindow.surround(nil)
            return
        }
        ringWindow.surround(e.accessibilityFrame)
    }

    // MARK: Actions

    /// Activates the focused element (double tap): its `accessibilityActivate()`, else a tap
    /// at its `accessibilityActivationPoint` that the app receives as any tap.
    package func activate() {
        guard let e = focusedElement else { return }
        if performChosenCustomAction() { return }
        if e.accessibilityActivate() { return }
        let p = screen.input.panelPoint(screenPoint: e.accessibilityActivationPoint)
        let slot = 99, now = screen.clock.now
        screen.input.handleUnfiltered(.touchDown(slot: slot, x: Double(p.x), y: Double(p.y), time: now))
        screen.input.handleUnfiltered(.touchFrame(time: now))
        screen.input.handleUnfiltered(.touchUp(slot: slot, time: now))
        screen.input.handleUnfiltered(.touchFrame(time: now))
    }

    /// Adjusts the focused adjustable element up (swipe up) or down, and says its new value.
    package func adjust(up: Bool) {
        guard let e = focusedElement, e.accessibilityTraits.contains(.adjustable) else { return }
        if up { e.accessibilityIncrement() } else { e.accessibilityDecrement() }
        if let value = spokenValue(of: e) { say(text: value, language: phrase(for: e).language) }
    }

    /// Says the last utterance again.
    package func repeatLast() {
        guard let last = lastUtterance else { return }
        say(text: last.text, language: last.language)
    }

    // MARK: Speaking

    /// Stops speech, a pending hint and a read-all (new input).
    func interrupt() {
        hintTimer?.cancel()
        hintTimer = nil
        speechPaused = false
        readingAll = nil
        speech.stop()
    }

    /// Cancels a hint waiting to be said.
    func cancelHint() {
        hintTimer?.cancel()
        hintTimer = nil
    }

    private func say(_ phrase: ScreenReaderPhrase) {
        say(text: phrase.text, language: phrase.language)
        guard let hint = phrase.hint else { return }
        hintTimer = screen.clock.schedule(after: hintPause) { [weak self] in
            guard let self else { return }
            self.hintTimer = nil
            self.speech.speak(hint, language: phrase.hintLanguage, interrupting: false)
        }
    }

    /// Says `text`, cutting off what was being said (a pause and a read-all end).
    func say(text: String, language: String?) {
        cancelHint()
        guard !text.isEmpty else { return }
        speechPaused = false
        readingAll = nil
        lastUtterance = (text, language)
        speech.speak(text, language: language, interrupting: true)
    }
}
