import Foundation
import Vitrine

/// `--scene checkin`: a hotel's self check-in kiosk. A navigation controller leads the guest
/// from the start screen through their booking (a list), their details (a form on the
/// on-screen keyboard, English or Korean), a confirmation alert, to a done screen, and back.
/// An inactivity limit (a `UITimeLimit` restarted by every touch and keystroke) warns the
/// guest before `idleTimeout` seconds without activity run out, as every limit the kiosk owns
/// must (WCAG 2.2.1 Timing Adjustable): "Do you need more time?" counts down, "More time" (or
/// Return) keeps the guest where they were with what they typed, and only a warning nobody
/// answers takes the kiosk back to the start screen. Every controller has a
/// restoration identifier (and a restoration class where it is pushed), so a restart shows
/// the screen the guest was on with what they typed.
@MainActor
final class CheckInFlow: UINavigationController {
    /// The default inactivity timeout, in seconds.
    nonisolated static let defaultIdleTimeout: Double = 60

    let welcome = CheckInWelcomeViewController()
    /// Seconds without a touch or a key before the kiosk goes back to the start screen (the
    /// warning comes `UITimeLimit.warningDuration` seconds before; both are
    /// `UITimeLimit.factor` times longer while accessibility settings are on).
    let idleTimeout: Double
    /// The guest's inactivity limit: begun when they leave the start screen, ended when they
    /// are back on it.
    private(set) var idleLimit: UITimeLimit?
    /// Guests checked in since launch (for tests and the log).
    private(set) var checkIns = 0
    /// Times the inactivity limit took the kiosk back to the start screen.
    private(set) var idleResets = 0
    /// Where lines about the flow go (the demo: standard error).
    var log: (@MainActor (String) -> Void)?
    private var focusObserver: (any NSObjectProtocol)?

    init(idleTimeout: Double = CheckInFlow.defaultIdleTimeout) {
        self.idleTimeout = idleTimeout
        Self.registerRestorationClasses()
        super.init(rootViewController: welcome)
        restorationIdentifier = "checkin"
        // The brand is a light design (paper, ink, white fields): the flow stays light when the
        // panel is dark, as an iOS app that supports one appearance does (the keyboard, the
        // system's, still follows the panel).
        overrideUserInterfaceStyle = .light
        navigationBar.prefersLargeTitles = false
        navigationBar.tintColor = CheckInTheme.accentDark
        navigationBar.barTintColor = CheckInTheme.paper
        welcome.onStart = { [weak self] in self?.showBookings() }
        // A guest who cannot see moves the screen reader's focus (keypad, swipes) without
        // touching the app: that is activity too, or the kiosk would leave them mid-form.
        focusObserver = NotificationCenter.default.addObserver(forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.userDidInteract() }
        }
    }

    required init?(coder: NSCoder) { return nil }

    isolated deinit {
        if let focusObserver { NotificationCenter.default.removeObserver(focusObserver) }
        idleLimit?.end()
    }

    /// The archive names pushed controllers by these names.
    static func registerRestorationClasses() {
        UIStateRestoration.register(CheckInBookingsViewController.self, as: "CheckInBookingsViewController")
        UIStateRestoration.register(CheckInDetailsViewController.self, as: "CheckInDetailsViewController")
        UIStateRestoration.register(CheckInDoneViewController.self, as: "CheckInDoneViewController")
    }

    // MARK: The steps

    func showBookings() {
        log?("check-in: find your booking")
        pushViewController(CheckInBookingsViewController(), animated: true)
    }

    func showDetails(for booking: CheckInBooking) {
        log?("check-in: details for \(booking.reference)")
        pushViewController(CheckInDetailsViewController(booking: booking), animated: true)
    }

    /// The guest confirmed: the done screen replaces the list and the form (Back would make
    /// no sense after checking in).
    func finish(booking: CheckInBooking, guest: String) {
        checkIns += 1
        log?("check-in: \(booking.reference) checked in (room \(booking.room))")
        setViewControllers([welcome, CheckInDoneViewController(booking: booking, guest: guest)], animated: true)
    }

    /// Back to the start screen, forgetting the guest: an alert over the form is dismissed,
    /// the stack is popped (the pushed controllers, and what was typed in them, go away).
    func returnToStart(animated: Bool = true) {
        endIdleLimit()
        view.window?.endEditing(true)
        if let presented = presentedViewController { presented.dismiss(animated: false) }
        popToRootViewController(animated: animated)
    }

    // MARK: Inactivity

    /// A touch, a keystroke or the screen reader's focus moving: the guest is still there, and
    /// the limit counts from now (not while its warning is up: that is answered on the warning).
    func userDidInteract() {
        if topViewController !== welcome { idleLimit?.restart() }
    }

    /// Each screen tells the flow it is up: the start screen ends the limit, the others count
    /// from now (the first of them, a restored screen too, begins it).
    func screenDidAppear(_ vc: UIViewController) {
        if vc === welcome { return endIdleLimit() }
        if let limit = idleLimit, limit.state == .running || limit.state == .warning {
            limit.restart()
        } else {
            idleLimit = UIApplication.shared.beginTimeLimitedStep(withName: "check-in inactivity", duration: idleTimeout) { [weak self] in
                self?.idleLimitRanOut()
            }
        }
    }

    /// Off the screen (the demo menu took the kiosk's place): nobody is here to warn. The
    /// top screen begins a new limit if the kiosk comes back.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if view.window == nil { endIdleLimit() }
    }

    private func endIdleLimit() {
        idleLimit?.end()
        idleLimit = nil
    }

    /// Nobody answered the warning: the guest walked away.
    private func idleLimitRanOut() {
        idleLimit = nil
        guard topViewController !== welcome else { return }
        idleResets += 1
        log?("check-in: no touch for \(Int(idleTimeout)) s and no answer to the warning; back to the start screen")
        returnToStart()
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

extension UIViewController {
    /// The check-in flow this controller is shown in, if any.
    var checkInFlow: CheckInFlow? { navigationController as? CheckInFlow }
}
