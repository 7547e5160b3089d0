import Foundation
import Vitrine
import VitrinePlatform

/// `--scene checkin`: a hotel's self check-in kiosk. A navigation controller leads the guest
/// from the start screen through their booking (a list), their details (a form on the
/// on-screen keyboard, English or Korean), a confirmation alert, to a done screen, and back.
/// An inactivity timer (`CheckInIdleTimer`), pushed back by every touch and keystroke, takes
/// the kiosk back to the start screen after `idleTimeout` seconds. Every controller has a
/// restoration identifier (and a restoration class where it is pushed), so a restart shows
/// the screen the guest was on with what they typed.
@MainActor
final class CheckInFlow: UINavigationController {
    /// The default inactivity timeout, in seconds.
    nonisolated static let defaultIdleTimeout: Double = 60

    let welcome = CheckInWelcomeViewController()
    let idleTimer: CheckInIdleTimer
    /// Guests checked in since launch (for tests and the log).
    private(set) var checkIns = 0
    /// Times the inactivity timer took the kiosk back to the start screen.
    private(set) var idleResets = 0
    /// Where lines about the flow go (the demo: standard error).
    var log: (@MainActor (String) -> Void)?
    private var focusObserver: (any NSObjectProtocol)?

    init(clock: any Clock, idleTimeout: Double = CheckInFlow.defaultIdleTimeout) {
        idleTimer = CheckInIdleTimer(timeout: idleTimeout, clock: clock)
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
        idleTimer.onTimeout = { [weak self] in self?.idleTimeoutFired() }
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
        idleTimer.stop()
        view.window?.endEditing(true)
        if let presented = presentedViewController { presented.dismiss(animated: false) }
        popToRootViewController(animated: animated)
    }

    // MARK: Inactivity

    /// A touch, a keystroke or the screen reader's focus moving: the guest is still there.
    func userDidInteract() {
        if topViewController !== welcome { idleTimer.reset() }
    }

    /// Each screen tells the flow it is up: the start screen stops the timer, the others
    /// start it afresh (a restored screen too).
    func screenDidAppear(_ vc: UIViewController) {
        if vc === welcome { idleTimer.stop() } else { idleTimer.reset() }
    }

    private func idleTimeoutFired() {
        guard topViewController !== welcome else { return }
        idleResets += 1
        log?("check-in: no touch for \(Int(idleTimer.timeout)) s; back to the start screen")
        returnToStart()
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

extension UIViewController {
    /// The check-in flow this controller is shown in, if any.
    var checkInFlow: CheckInFlow? { navigationController as? CheckInFlow }
}
