import Foundation
import Vitrine
import VitrinePlatform

/// The customer's own accessibility switch on a kiosk (EN 301 549 5.1.6 and 5.2, the
/// European Accessibility Act): a menu the kiosk shows, so that a customer with low vision, a
/// tremor or a heavy cognitive load can switch the screen into a form they can use, by
/// themselves, at the terminal — Larger text, Increase contrast, Bold text, Reduce motion,
/// Audio mode (the screen reader), More time, Reset and Close.
///
/// It only flips the settings, as iOS's Settings app does: `UIApplication`'s content size
/// category, `UIAccessibility.apply(_:)`, the reader's start and stop; the app and the rest of
/// the shell follow them. More time is kept here and handed to ``onMoreTimeChange``.
///
/// It opens from the menu keys (`[accessibility.keys] menu`), a two-second press in the
/// top-leading corner (AccessibilityMenu+Gesture.swift), the optional corner button
/// (AccessibilityMenuButton.swift) and `vitrinectl accessibility menu`; it is worked by touch,
/// by the keypad (AccessibilityMenu+Keypad.swift) and by the screen reader. The choices last
/// for one customer's session: when the panel leaves `active` for being idle, they go back to
/// ``defaults``.
@MainActor
package final class AccessibilityMenu {
    let screen: UIScreen
    /// The choices each customer starts with (from the configuration).
    package var defaults: AccessibilityMenuChoices
    /// The reader Audio mode starts and stops (`nil`: the row does nothing).
    package weak var reader: ScreenReader?
    /// The keys: the menu's own, and the keypad's moves, Enter and Escape inside it.
    package var keys: AccessibilityKeyMap
    /// Called when More time is chosen or given up (a reset included), with the new value:
    /// the kiosk's time limits lengthen their warnings and extensions while it is on.
    package var onMoreTimeChange: (@MainActor (Bool) -> Void)?
    /// Called after the menu opens or closes.
    package var onOpenChange: (@MainActor (Bool) -> Void)?
    /// Whether More time is on.
    package private(set) var moreTime = false
    /// Whether the menu is on screen.
    package var isOpen: Bool { window.map { !$0.isHidden } ?? false }
    /// The menu's window, made the first time it opens.
    private(set) var window: AccessibilityMenuWindow?
    /// The row the keypad is on (`nil` until a key moves or the menu opens by a key).
    var selectedRow: Int?
    /// Whether Audio mode turned the reader on (then a session's end turns it off).
    private(set) var startedReader = false
    /// The corner press under way (AccessibilityMenu+Gesture.swift).
    var cornerPress = AccessibilityMenuCornerPress()
    /// Whether the corner press opens the menu.
    package var gestureEnabled = true
    /// Keys the menu took, until their release.
    var heldKeys: Set<Int> = []
    private var observers: [any NSObjectProtocol] = []

    /// A menu for `screen` with `defaults` and `keys`; it sees no input until `install()`.
    package init(screen: UIScreen, defaults: AccessibilityMenuChoices, keys: AccessibilityKeyMap = .standard) {
        self.screen = screen
        self.defaults = defaults
        self.keys = keys
        // The rows follow the settings however they change (vitrinectl, headphones, the keys).
        let names = [UIContentSizeCategory.didChangeNotification, UIAccessibility.voiceOverStatusDidChangeNotification,
                     UIAccessibility.darkerSystemColorsStatusDidChangeNotification, UIAccessibility.boldTextStatusDidChangeNotification,
                     UIAccessibility.reduceMotionStatusDidChangeNotification]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.refresh() }
            })
        }
    }

    isolated deinit {
        for o in observers { NotificationCenter.default.removeObserver(o) }
        if screen.input.systemFilter != nil { screen.input.systemFilter = nil }
    }

    /// Puts the menu's keys and gesture in front of the reader and the app.
    package func install() {
        screen.input.systemFilter = { [weak self] event in self?.handle(event) ?? false }
    }

    // MARK: Choices

    /// What is in force now: the content size category, the display settings, whether the
    /// reader runs, More time.
    package var choices: AccessibilityMenuChoices {
        var c = AccessibilityMenuChoices(textSize: UIApplication.shared.preferredContentSizeCategory)
        let s = UIAccessibility.settings
        c.increaseContrast = s.darkerSystemColors
        c.boldText = s.boldText
        c.reduceMotion = s.reduceMotion
        c.grayscale = s.grayscale
        c.audio = reader?.isRunning ?? false
        c.moreTime = moreTime
        return c
    }

    /// Puts `new` in force: each setting that differs is switched the way iOS's Settings
    /// app switches it (its traits and notifications follow).
    package func apply(_ new: AccessibilityMenuChoices) {
        UIApplication.setPreferredContentSizeCategory(new.textSize)
        var s = UIAccessibility.settings
        s.darkerSystemColors = new.increaseContrast
        s.boldText = new.boldText
        s.reduceMotion = new.reduceMotion
        s.grayscale = new.grayscale
        UIAccessibility.apply(s)
        if let reader, new.audio != reader.isRunning {
            if new.audio {
                reader.start()
                startedReader = true
            } else {
                reader.stop()
                startedReader = false
            }
        }
        if new.moreTime != moreTime {
            moreTime = new.moreTime
            onMoreTimeChange?(moreTime)
        }
        refresh()
    }

    /// Changes one choice (a row's tap, Enter).
    func change(_ edit: (inout AccessibilityMenuChoices) -> Void) {
        var c = choices
        edit(&c)
        apply(c)
    }

    /// Back to ``defaults`` (the Reset row, `vitrinectl accessibility reset`, a session's end).
    /// The reader stays as it is unless Audio mode turned it on (headphones or the operator
    /// may have).
    package func reset() {
        var d = defaults
        d.audio = startedReader ? false : (reader?.isRunning ?? false)
        apply(d)
    }

    /// Chains onto `idle`'s state changes: leaving `active` ends the customer's session, so
    /// the menu closes and the choices go back to the defaults.
    package func watch(_ idle: IdleController) {
        let previous = idle.onStateChange
        idle.onStateChange = { [weak self] state in
            previous?(state)
            if state != .active { self?.sessionEnded() }
        }
    }

    /// The end of a customer's session.
    package func sessionEnded() {
        close()
        reset()
    }

    // MARK: Opening and closing

    /// Shows the menu (`selecting`: with the keypad's selection on the first row, when a key
    /// opened it). With the reader on, its first row is focused and said.
    package func open(selecting: Bool = false) {
        let w = window ?? makeWindow()
        selectedRow = selecting ? 0 : nil
        refresh()
        guard w.isHidden else { return }
        w.isHidden = false
        if reader?.isRunning == true { UIAccessibility.post(notification: .screenChanged, argument: w.rows.first) }
        onOpenChange?(true)
    }

    /// Hides the menu.
    package func close() {
        guard let w = window, !w.isHidden else { return }
        w.isHidden = true
        selectedRow = nil
        if reader?.isRunning == true { UIAccessibility.post(notification: .screenChanged, argument: nil) }
        onOpenChange?(false)
    }

    private func makeWindow() -> AccessibilityMenuWindow {
        let w = AccessibilityMenuWindow(screen: screen, textSizeSteps: ["Default"] + AccessibilityMenuChoices.largerSizes.map(\.title))
        w.isHidden = true
        w.panel.onEscape = { [weak self] in self?.close() }
        w.textSize.onActivate = { [weak self] in self?.stepTextSize(by: 1, wrapping: true) }
        w.textSize.onAdjust = { [weak self] step in self?.stepTextSize(by: step, wrapping: false) }
        w.textSize.onSelect = { [weak self] i in self?.selectTextSize(i) }
        let toggles: [(AccessibilityMenuRow, WritableKeyPath<AccessibilityMenuChoices, Bool>)] = [
            (w.contrast, \.increaseContrast), (w.bold, \.boldText), (w.motion, \.reduceMotion), (w.audio, \.audio), (w.moreTime, \.moreTime),
        ]
        for (row, path) in toggles {
            row.onActivate = { [weak self] in self?.change { $0[keyPath: path].toggle() } }
        }
        w.reset.onActivate = { [weak self] in self?.reset() }
        w.close.onActivate = { [weak self] in self?.close() }
        window = w
        return w
    }

    /// The rows show what is in force, and the keypad's selection.
    func refresh() {
        guard let w = window else { return }
        let c = choices
        w.textSize.sizes.selectedSegmentIndex = textSizeIndex(of: c.textSize) ?? UISegmentedControl.noSegment
        w.contrast.toggle.isOn = c.increaseContrast
        w.bold.toggle.isOn = c.boldText
        w.motion.toggle.isOn = c.reduceMotion
        w.audio.toggle.isOn = c.audio
        w.audio.isEnabled = reader != nil
        w.moreTime.toggle.isOn = c.moreTime
        for (i, row) in w.rows.enumerated() { row.isSelectedByKeypad = i == selectedRow }
    }

    // MARK: Text size

    /// The sizes Larger text steps through: the default, then the larger ones above it.
    var textSizeSteps: [UIContentSizeCategory] {
        [defaults.textSize] + AccessibilityMenuChoices.largerSizes.map(\.category).filter { defaults.textSize < $0 }
    }

    /// The segment of `category` (`nil`: a size set elsewhere that is not a step).
    func textSizeIndex(of category: UIContentSizeCategory) -> Int? {
        if category == defaults.textSize { return 0 }
        return AccessibilityMenuChoices.largerSizes.firstIndex { $0.category == category }.map { $0 + 1 }
    }

    private func selectTextSize(_ segment: Int) {
        let all = [defaults.textSize] + AccessibilityMenuChoices.largerSizes.map(\.category)
        guard all.indices.contains(segment) else { return }
        change { $0.textSize = all[segment] }
    }

    /// One step larger (or smaller); `wrapping`: after the largest, back to the default.
    private func stepTextSize(by step: Int, wrapping: Bool) {
        let steps = textSizeSteps
        let current = UIApplication.shared.preferredContentSizeCategory
        // A size set elsewhere steps to the next step beyond it.
        let at = steps.firstIndex(of: current) ?? (step > 0 ? (steps.lastIndex { $0 < current } ?? -1) : (steps.firstIndex { current < $0 } ?? steps.count))
        var next = at + step
        if !steps.indices.contains(next) {
            guard wrapping else { return }
            next = next < 0 ? steps.count - 1 : 0
        }
        change { $0.textSize = steps[next] }
    }
}
