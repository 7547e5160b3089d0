import Foundation
import VitrinePlatform

/// A time limit on one step of an app (a form to fill in, a seat held while the customer pays)
/// that warns before it runs out and lets the customer ask for more time, as WCAG 2.2.1 Timing
/// Adjustable (EN 301 549 9.2.2.1, 5.1.3) and 49 CFR 27.71 ask of a kiosk. UIKit has no API for
/// this (an iOS app builds its own alert and timer); Vitrine owns the warning so that every
/// app's limits and the kiosk's own look, sound and answer the same.
///
/// Begin one with `UIApplication.shared.beginTimeLimitedStep(withName:duration:allowsNoTimeLimit:expirationHandler:)`
/// and call `end()` when the step is done:
///
/// ```swift
/// limit = UIApplication.shared.beginTimeLimitedStep(withName: "Payment", duration: 120) { [weak self] in
///     self?.releaseSeatAndStartOver()
/// }
/// // … the customer pays …
/// limit?.end()
/// ```
///
/// An inactivity limit (a form that times out only when the customer stops using it) is the
/// same limit, restarted on every touch and key with `restart()`.
///
/// - Warning: `UITimeLimit.warningDuration` seconds before the limit runs out an alert asks
///   "Do you need more time?", counts the seconds down, and is announced to the screen reader
///   when it runs. Return (or the "More time" button) extends the limit by ten times its
///   `duration`, as often as the customer likes; "No time limit" (when the step allows it)
///   turns it off. A limit shorter than twice the warning warns half-way through and runs
///   out `warningDuration` seconds after the warning appears, so an answer always has the
///   full warning time.
/// - Expiry: `expirationHandler` runs only when nobody answered; the app's views are left as
///   they were (the warning never touches them).
/// - Longer limits: while an accessibility setting is on, the screen reader runs or the
///   customer chose more time (`moreTimeChosen`), every limit is `accessibilityFactor` times
///   longer (the kiosk sets both from `[accessibility]`).
@MainActor
public final class UITimeLimit {
    /// Where a limit is.
    public enum State: Sendable, Equatable {
        /// Counting down, no warning shown.
        case running
        /// The warning is up.
        case warning
        /// Ended by the app (`end()`).
        case ended
        /// Ran out without an answer; the expiration handler ran.
        case expired
        /// The customer chose "No time limit".
        case turnedOff
    }

    /// The name given when it began (shown in logs only).
    public let name: String?
    /// The length of the step as the app asked, in seconds, before any extension or
    /// accessibility factor.
    public let duration: TimeInterval
    /// Whether the warning offers "No time limit".
    public let allowsNoTimeLimit: Bool
    /// Where the limit is.
    public private(set) var state = State.running
    /// How many times the customer asked for more time.
    public private(set) var extensionCount = 0

    /// Seconds until the limit runs out (0 once it is over; infinite when turned off).
    public var remainingTime: TimeInterval {
        switch state {
        case .running, .warning: return max(0, expiry - clock.now)
        case .turnedOff: return .infinity
        case .ended, .expired: return 0
        }
    }

    let clock: any Clock
    let screen: UIScreen
    private let expirationHandler: @MainActor () -> Void
    /// When the current period began (the start, or the last activity for a limit that counts
    /// from input).
    private var start: Double
    /// Seconds granted from `start`, before the factor: the duration plus every extension.
    private var granted: Double
    private var timer: ClockTimer?
    private var warning: TimeLimitWarning?
    /// When the shown warning opened.
    private var warnedAt: Double?

    /// A limit of `duration` seconds on `screen` from now. The app-facing way in is
    /// `UIApplication.beginTimeLimitedStep`; the shell makes its own limits with this.
    package init(name: String?, duration: TimeInterval, allowsNoTimeLimit: Bool, screen: UIScreen,
                 expirationHandler: @escaping @MainActor () -> Void) {
        var d = duration
        if !d.isFinite || d < 0 {
            BadInputLog.report("UITimeLimit: duration \(duration) is not a number of seconds ≥ 0; using 0")
            d = 0
        }
        self.name = name
        self.duration = d
        self.allowsNoTimeLimit = allowsNoTimeLimit
        self.screen = screen
        self.clock = screen.clock
        self.expirationHandler = expirationHandler
        start = screen.clock.now
        granted = d
        Self.startObservingSettings()
        Self.active.append(self)
        schedule()
    }

    isolated deinit {
        timer?.cancel()
        warning?.close()
    }

    // MARK: Answers

    /// The step is done: no warning, no expiry. Call it when the customer finishes the step
    /// (the app's counterpart of `endBackgroundTask`).
    public func end() { finish(.ended) }

    /// Grants ten times the original duration more, as "More time" and Return do in the
    /// warning (WCAG 2.2.1 asks for at least ten extensions; there is no limit to them).
    public func extend() {
        guard state == .running || state == .warning else { return }
        extensionCount += 1
        granted += 10 * duration
        closeWarning()
        schedule()
    }

    /// Turns the limit off, as "No time limit" does: it never warns or runs out again.
    public func turnOff() { finish(.turnedOff) }

    /// Counts the granted time again from now, as an inactivity limit does on each touch:
    /// call it whenever the customer does something (a `UIWindow.sendEvent(_:)` override sees
    /// every touch; a field's `.editingChanged` every keystroke), and the limit runs out only
    /// after `duration` seconds (plus any extension, times the factor) without activity. The
    /// kiosk's own idle limit restarts the same way. UIKit has no counterpart (an iOS kiosk
    /// app restarts a `Timer` of its own and builds its own warning); like
    /// `beginTimeLimitedStep`, which mirrors `beginBackgroundTask(withName:expirationHandler:)`,
    /// the names follow the background-task family.
    ///
    /// While the warning is up this does nothing: only an answer on the warning (More time,
    /// Return, No time limit) or `end()` takes it away, so a touch meant for the warning is
    /// never a silent restart, and activity the app notices meanwhile (the screen reader's
    /// focus moving onto the warning) does not close it unanswered.
    public func restart() {
        guard state == .running else { return }
        restart(from: nil)
    }

    /// Counts the granted time again from `time` (default now). The warning closes unless
    /// `keepingWarning`: the shell sees every input, the warning's included, so its idle limit
    /// closes the warning on any touch or key once nothing is held down (a finger still on it
    /// gives an answer that must land on the warning, not on what is under it).
    package func restart(from time: Double? = nil, keepingWarning: Bool = false) {
        guard state == .running || state == .warning else { return }
        start = time ?? clock.now
        if !keepingWarning { closeWarning() }
        schedule()
    }

    /// Back to the original duration, counted from now (a new customer: extensions were for
    /// the last one).
    package func reset() {
        guard state == .running || state == .warning else { return }
        granted = duration
        extensionCount = 0
        restart()
    }

    /// Whether the warning is up (the idle controller keeps the panel bright meanwhile).
    package var isWarning: Bool { state == .warning }

    /// The shown warning (tests and the shell's introspection).
    package var warningAlert: UIAlertController? { warning?.alert }

    // MARK: Timing

    /// The seconds granted with the accessibility factor applied.
    private var scaled: Double { granted * Self.factor }

    /// When the warning opens, and when the limit runs out.
    private var warnAt: Double {
        let warn = Self.warningDuration
        guard warn > 0 else { return expiry }
        return start + max(scaled - warn, scaled / 2)
    }

    private var expiry: Double {
        let warn = Self.warningDuration
        let end = warn > 0 ? start + max(scaled, scaled / 2 + warn) : start + scaled
        // A warning on screen keeps its full time whatever changes meanwhile (the screen
        // reader stopping shortens limits).
        if state == .warning, let opened = warnedAt { return max(end, opened + warn) }
        return end
    }

    /// Arms one timer for the next thing due (the warning, then the expiry).
    func schedule() {
        timer?.cancel()
        timer = nil
        guard state == .running || state == .warning else { return }
        let next = state == .warning ? expiry : warnAt
        timer = clock.schedule(at: max(clock.now, next)) { [weak self] in self?.timerFired() }
        warning?.update(remaining: remainingTime)
    }

    private func timerFired() {
        timer = nil
        let now = clock.now
        // Float rounding can fire a hair early: within a millisecond is due.
        if now + 0.001 >= expiry {
            if warning?.isBeingAnswered == true {
                // An answer is on its way (its handler runs once the alert is gone): wait for it.
                timer = clock.schedule(after: TimeLimitWarning.answerDelay) { [weak self] in self?.timerFired() }
                return
            }
            finish(.expired)
            expirationHandler()
            return
        }
        if state == .running, now + 0.001 >= warnAt, Self.warningDuration > 0 {
            state = .warning
            warnedAt = now
            let w = TimeLimitWarning(limit: self)
            warning = w
            w.show(remaining: remainingTime)
            onWarningChange?(true)
        }
        schedule()
    }

    private func finish(_ end: State) {
        guard state == .running || state == .warning else { return }
        timer?.cancel()
        timer = nil
        closeWarning()
        state = end
        Self.active.removeAll { $0 === self }
    }

    private func closeWarning() {
        let wasWarning = state == .warning
        if wasWarning { state = .running }
        warnedAt = nil
        warning?.close()
        warning = nil
        if wasWarning { onWarningChange?(false) }
    }

    /// Called when the warning opens (`true`) and closes (`false`): the idle controller keeps
    /// the panel bright meanwhile.
    package var onWarningChange: ((Bool) -> Void)?
}
