import Foundation
import VitrinePlatform

/// The warning a `UITimeLimit` shows before it runs out: an alert ("Do you need more time?",
/// the seconds left counting down, "More time" as the preferred action so Return chooses it,
/// "No time limit" when the step allows it) in a window of its own above the app and the
/// keyboard, so the app's views and first responder stay as they are. Being a
/// `UIAlertController`, it follows the trait collection and layout direction, reads as
/// one modal element to the screen reader, and answers Return; it is also announced when the
/// screen reader runs.
@MainActor
final class TimeLimitWarning {
    /// Above the on-screen keyboard (the warning must be seen while a field is edited), below
    /// the idle controller's dimming.
    static let windowLevel = UIWindow.Level(rawValue: 20_000)
    /// How long an answer given just before the expiry may take to arrive (the alert's
    /// dismissal runs before the action's handler).
    static let answerDelay: TimeInterval = 0.5

    let alert: UIAlertController
    private let window: UIWindow
    private let host = UIViewController()
    private weak var previousKeyWindow: UIWindow?
    /// Where the screen reader was before the warning: it goes back there.
    private weak var previousFocus: (any AccessibilityFocusable)?
    private var countdown: ClockTimer?
    private let clock: any Clock
    private var remaining: TimeInterval = 0
    private var closed = false
    private weak var limit: UITimeLimit?

    init(limit: UITimeLimit) {
        self.limit = limit
        clock = limit.clock
        alert = UIAlertController(title: TimeLimitText.title, message: nil, preferredStyle: .alert)
        // The handlers run once the alert is gone: the window goes first.
        weak var box: TimeLimitWarning?
        let more = UIAlertAction(title: TimeLimitText.moreTime, style: .default) { [weak limit] _ in
            box?.answered()
            limit?.extend()
        }
        alert.addAction(more)
        if limit.allowsNoTimeLimit {
            alert.addAction(UIAlertAction(title: TimeLimitText.noTimeLimit, style: .default) { [weak limit] _ in
                box?.answered()
                limit?.turnOff()
            })
        }
        alert.preferredAction = more
        window = UIWindow(screen: limit.screen)
        window.windowLevel = Self.windowLevel
        window.backgroundColor = .clear
        host.view.backgroundColor = .clear
        window.rootViewController = host
        box = self
    }

    /// Warnings the limit let go of while an answer was on its way, kept until its handler runs.
    private static var answering: [TimeLimitWarning] = []

    /// Whether the customer chose an answer whose handler has not run yet.
    var isBeingAnswered: Bool { alert.isBeingDismissed }

    /// Shows the warning with `remaining` seconds left, and announces it.
    func show(remaining: TimeInterval) {
        previousKeyWindow = window.screen.keyWindow
        previousFocus = UIAccessibility.lastFocusedElement
        update(remaining: remaining)
        window.makeKeyAndVisible()
        host.present(alert, animated: true) { [weak self] in
            guard let self else { return }
            // After the transition's own screen change (posted once this completion has run),
            // so the reader's move onto the alert does not cut the announcement off.
            _ = self.clock.schedule(after: 0) { [weak self] in
                guard let self, !self.closed, UIAccessibility.isVoiceOverRunning else { return }
                UIAccessibility.post(notification: .announcement, argument: TimeLimitText.announcement(seconds: self.seconds))
            }
        }
    }

    /// The seconds left changed (a tick, or the factor changed): the message follows.
    func update(remaining: TimeInterval) {
        self.remaining = remaining
        alert.message = TimeLimitText.countdown(seconds: seconds)
        countdown?.cancel()
        guard !closed else { return }
        // The next whole second shown.
        let untilNext = remaining - floor(remaining)
        let step = untilNext > 0.001 ? untilNext : 1
        countdown = clock.schedule(at: clock.now + step) { [weak self] in
            guard let self, let limit = self.limit else { return }
            self.update(remaining: limit.remainingTime)
        }
    }

    /// The whole seconds shown (rounded up: "1 second" until the very end).
    private var seconds: Int { Int(remaining.rounded(.up)) }

    /// Takes the warning away (answered, restarted or expired) and gives the key back. While
    /// an answer is on its way (the alert leaving after a choice) the alert finishes leaving
    /// and the answer's handler takes the window away.
    func close() {
        guard !closed else { return }
        countdown?.cancel()
        countdown = nil
        if alert.isBeingDismissed {
            if !Self.answering.contains(where: { $0 === self }) { Self.answering.append(self) }
            return
        }
        closed = true
        if alert.presentingViewController != nil { host.dismiss(animated: false) }
        hideWindow()
    }

    /// The customer chose an answer and the alert is gone.
    private func answered() {
        closed = true
        countdown?.cancel()
        countdown = nil
        hideWindow()
        Self.answering.removeAll { $0 === self }
    }

    private func hideWindow() {
        window.isHidden = true
        if let previous = previousKeyWindow, !previous.isHidden, window.screen.keyWindow === window { previous.makeKey() }
        // The reader was on the warning: back to where the customer was (else the first
        // element), after the screen change a dismissal posts once its completion has run.
        guard UIAccessibility.isVoiceOverRunning else { return }
        let focus = previousFocus
        _ = clock.schedule(after: 0) { [weak focus] in
            guard UIAccessibility.isVoiceOverRunning else { return }
            UIAccessibility.post(notification: .screenChanged, argument: focus)
        }
    }
}
