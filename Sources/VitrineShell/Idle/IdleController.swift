import Foundation
import Logging
import Vitrine
import VitrinePlatform

/// Dims and blanks the panel when nobody uses it, and wakes it on the next touch or key: the
/// shell's version of what iOS does with Auto-Lock and display dimming (apps are not told; they
/// keep running, and frames they ask for while the panel is off are drawn when it comes back).
///
/// Put it between the input source and the screen: `idle.handle(events) { screen.input.handle($0) }`.
/// A touch (or key) that wakes a blanked panel is swallowed, as on iOS, until every finger and
/// key is up again, so waking never taps a button; waking a dimmed panel passes the input on.
///
/// `UIApplication.shared.isIdleTimerDisabled = true` suspends dimming and blanking (as it
/// suspends iOS's Auto-Lock); setting it back to `false` counts the idle time from then. Blanking
/// sends the app to the background and waking brings it back (`UIApplication+State.swift`).
///
/// Dimming turns the backlight down when there is a writable one (`Backlight`), else lays a
/// translucent black window over everything; blanking turns the display off (`Display.setBlanked`),
/// else covers it in black.
///
/// Blanking ends the customer's session, so it is a time limit like an app's (`UITimeLimit`,
/// WCAG 2.2.1, 49 CFR 27.71): `UITimeLimit.warningDuration` seconds before it the panel
/// brightens and asks "Do you need more time?"; any touch or key counts as activity and
/// restarts the count (the warning closes once nothing is held down, so a finger on it
/// answers it rather than what is under it), "More time" grants ten times `blank_after` more
/// for this customer, and only a warning nobody answers blanks. Both steps are
/// `UITimeLimit.factor` times longer while accessibility settings are on.
@MainActor
public final class IdleController {
    /// Where the panel is.
    public enum State: String, Sendable {
        /// Full brightness.
        case active
        /// Dimmed after `dimAfter` seconds without input.
        case dimmed
        /// Off after `blankAfter` seconds without input.
        case blanked
    }

    /// The current state.
    public private(set) var state = State.active
    /// The timeouts (`[idle]` in the configuration; 0 turns a step off). Changing them (a
    /// configuration reload) counts from the last input.
    public var timeouts: VitrineConfiguration.Idle {
        didSet { if timeouts != oldValue { armBlankLimit(); schedule() } }
    }
    /// The brightness when dimmed, as a fraction of the normal one (default 0.3).
    public var dimmedBrightness = 0.3
    /// Called after every state change (the kiosk stops expecting frames while blanked).
    public var onStateChange: ((State) -> Void)?

    private let screen: UIScreen
    private var backlight: (any Backlight)?
    private var savedBrightness: Int?
    private var overlay: DimmingWindow?
    private var lastActivity: Double
    private var timer: ClockTimer?
    /// The blanking, as a time limit that warns (nil while blanking is off or the panel is blank).
    private var blankLimit: UITimeLimit?
    private var swallow = WakeInputSwallower()
    private let held = HeldInput()
    private let log = Logger(label: "vitrine.shell")
    private var idleTimerObserver: (any NSObjectProtocol)?

    /// Watches input for `screen` with `timeouts`; dims through `backlight` when given.
    public init(screen: UIScreen, timeouts: VitrineConfiguration.Idle, backlight: (any Backlight)? = nil) {
        self.screen = screen
        self.timeouts = timeouts
        self.backlight = backlight
        lastActivity = screen.clock.now
        armBlankLimit()
        schedule()
        idleTimerObserver = NotificationCenter.default.addObserver(forName: UIApplication.idleTimerDisabledDidChange, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.idleTimerDisabledDidChange() }
        }
    }

    isolated deinit {
        if let idleTimerObserver { NotificationCenter.default.removeObserver(idleTimerObserver) }
        blankLimit?.end()
    }

    /// Whether the app suspended idle dimming and blanking.
    private var isSuspended: Bool { UIApplication.shared.isIdleTimerDisabled }

    private func idleTimerDisabledDidChange() {
        if isSuspended {
            log.notice("idle: dimming and blanking suspended (isIdleTimerDisabled)")
        } else {
            // Re-armed from now, as iOS's idle timer restarts.
            lastActivity = screen.clock.now
            log.notice("idle: dimming and blanking re-armed (isIdleTimerDisabled = false)")
        }
        armBlankLimit()
        schedule()
    }

    /// Seconds since the last input.
    public var idleTime: Double { screen.clock.now - lastActivity }

    /// Notes input and passes it to `deliver` — except input that wakes a blanked panel.
    public func handle(_ events: [InputEvent], deliver: ([InputEvent]) -> Void) {
        guard !events.isEmpty else { return }
        lastActivity = screen.clock.now
        switch state {
        case .active:
            break
        case .dimmed:
            wake()
        case .blanked:
            wake()
            swallow.begin()
        }
        let passed = swallow.filter(events)
        held.note(events)
        if !passed.isEmpty { deliver(passed) }
        // After delivery, so a touch on the warning lands on it before it may close.
        blankLimit?.restart(keepingWarning: !held.isEmpty)
        if timer == nil { schedule() }
    }

    /// Whether the warning before blanking is up.
    public var isWarning: Bool { blankLimit?.isWarning ?? false }

    /// The blanking's time limit (tests read its warning).
    package var blankTimeLimit: UITimeLimit? { blankLimit }

    /// Dims now (the control socket's `dim`); the next input wakes.
    public func dim() {
        guard state == .active else { return }
        setDimmed(true)
        change(to: .dimmed, why: "asked")
    }

    /// Blanks now (the control socket's `blank`); the next input wakes.
    public func blank() { blank(why: "asked") }

    private func blank(why: String) {
        guard state != .blanked else { return }
        blankLimit?.end()
        blankLimit = nil
        // The customer's session is over: the next one starts with the normal time limits.
        UITimeLimit.moreTimeChosen = false
        if state == .dimmed { setDimmed(false, animated: false) }
        if !screen.display.setBlanked(true) {
            // The display cannot power down: black it out, and the backlight off if there is one.
            showOverlay(alpha: 1, duration: 0)
            setBacklight(fraction: 0)
        }
        change(to: .blanked, why: why)
    }

    /// Back to full brightness and counting from now (the control socket's `wake`, or input).
    public func wake() {
        lastActivity = screen.clock.now
        switch state {
        case .active:
            return
        case .dimmed:
            setDimmed(false)
        case .blanked:
            if screen.display.isBlanked { screen.display.setBlanked(false) }
            hideOverlay(duration: 0)
            restoreBacklight()
        }
        change(to: .active, why: "input")
        if blankLimit == nil { armBlankLimit() } else { blankLimit?.restart() }
        schedule()
    }

    /// A fresh blanking limit counted from the last input (none while blanking is off, the
    /// app suspended it or the panel is blank): at the start, on a reload, and for the next
    /// customer after a blank.
    private func armBlankLimit() {
        blankLimit?.end()
        blankLimit = nil
        guard !isSuspended, timeouts.blankAfter > 0, state != .blanked else { return }
        let limit = UITimeLimit(name: "idle", duration: timeouts.blankAfter, allowsNoTimeLimit: false, screen: screen) { [weak self] in
            guard let self else { return }
            self.blank(why: "\(self.describe(self.idleTime)) without input")
        }
        limit.restart(from: lastActivity)
        limit.onWarningChange = { [weak self] on in self?.warningChanged(on) }
        blankLimit = limit
    }

    /// The warning keeps the panel bright: it wakes a dimmed one, and no dimming is due while
    /// it is up.
    private func warningChanged(_ on: Bool) {
        if on {
            log.notice("idle: warning before blanking (\(describe(idleTime)) without input)")
            if state == .dimmed {
                setDimmed(false)
                change(to: .active, why: "time-limit warning")
            }
        }
        schedule()
    }

    // MARK: Timing

    /// Arms the dimming timer; input does not re-arm it (the timer checks how long the panel
    /// has really been idle when it fires). Blanking is `blankLimit`'s.
    private func schedule() {
        timer?.cancel()
        timer = nil
        guard !isSuspended, state == .active, timeouts.dimAfter > 0, !isWarning else { return }
        timer = screen.clock.schedule(at: lastActivity + dimAfter) { [weak self] in self?.timerFired() }
    }

    /// `dim_after` with the accessibility factor.
    private var dimAfter: Double { timeouts.dimAfter * UITimeLimit.factor }

    private func timerFired() {
        timer = nil
        if isSuspended { return }
        let idle = idleTime
        // Fired early by float rounding: treat within a millisecond as due.
        if idle + 0.001 >= dimAfter, state == .active, !isWarning {
            setDimmed(true)
            change(to: .dimmed, why: "\(describe(idle)) without input")
        }
        schedule()
    }

    private func describe(_ idle: Double) -> String {
        "\(idle < 10 ? String(format: "%.1f", idle) : String(Int(idle.rounded()))) s"
    }

    private func change(to new: State, why: String) {
        guard new != state else { return }
        let old = state
        state = new
        log.notice("idle: \(old.rawValue) → \(new.rawValue) (\(why))")
        // The panel off is iOS's Auto-Lock for the app: out of sight until it wakes.
        if new == .blanked { UIApplication.shared.enterBackground() }
        if old == .blanked { UIApplication.shared.becomeActive() }
        onStateChange?(new)
    }

    // MARK: Dimming

    private func setDimmed(_ on: Bool, animated: Bool = true) {
        if on {
            if setBacklight(fraction: dimmedBrightness) { return }
            showOverlay(alpha: 1 - dimmedBrightness, duration: animated ? 0.5 : 0)
        } else {
            restoreBacklight()
            hideOverlay(duration: animated ? 0.15 : 0)
        }
    }

    /// Sets the backlight to `fraction` of its normal brightness; `false` without a usable one.
    @discardableResult
    private func setBacklight(fraction: Double) -> Bool {
        guard let b = backlight else { return false }
        do {
            let normal = try savedBrightness ?? b.brightness()
            savedBrightness = normal
            try b.setBrightness(fraction == 0 ? 0 : max(1, Int((Double(normal) * fraction).rounded())))
            return true
        } catch {
            log.warning("idle: backlight \(b.name): \(error); dimming with an overlay instead")
            backlight = nil
            savedBrightness = nil
            return false
        }
    }

    private func restoreBacklight() {
        guard let b = backlight, let normal = savedBrightness else { return }
        savedBrightness = nil
        do { try b.setBrightness(normal) } catch { log.warning("idle: backlight \(b.name): \(error)") }
    }

    private func showOverlay(alpha: CGFloat, duration: Double) {
        let w = overlay ?? DimmingWindow(screen: screen)
        overlay = w
        if w.isHidden {
            w.alpha = 0
            w.isHidden = false
        }
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) { w.alpha = alpha }
        } else {
            w.alpha = alpha
        }
    }

    private func hideOverlay(duration: Double) {
        guard let w = overlay, !w.isHidden else { return }
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: { w.alpha = 0 }) { finished in
                if finished { w.isHidden = true }
            }
        } else {
            w.alpha = 0
            w.isHidden = true
        }
    }
}
