import Foundation

/// The app's life on a kiosk, told the UIKit way: `applicationState`, the delegate's
/// `applicationDidBecomeActive(_:)` and friends, and the matching notifications on
/// `NotificationCenter.default` (the delegate hears each one first, as in UIKit).
///
/// | kiosk event | what the app hears, in order | state after |
/// |---|---|---|
/// | launch | (`application(_:didFinishLaunchingWithOptions:)`) | `.inactive` |
/// | the first frame is on the panel | `didBecomeActive` | `.active` |
/// | the panel blanks (idle timeout, `vitrinectl blank`) | `willResignActive`, `didEnterBackground` | `.background` |
/// | the panel wakes from blanking | `willEnterForeground`, `didBecomeActive` | `.active` |
/// | SIGTERM or SIGINT | `willResignActive`, `didEnterBackground` (if not there yet), `willTerminate` | `.background` |
///
/// Blanking maps to iOS's Auto-Lock (which also resigns active and enters the background);
/// dimming tells the app nothing, as on iOS. Unlike iOS, a kiosk app in the background keeps
/// running: frames it asks for are drawn when the panel comes back.
extension UIApplication {
    /// Where the app is in its life. Mirrors `UIApplication.State`.
    public enum State: Int, Sendable {
        /// On screen and receiving events.
        case active
        /// Launched but not yet active, or on its way to the background.
        case inactive
        /// Out of sight: the panel is blanked, or the kiosk is stopping.
        case background
    }

    /// Posted after the app became active. Mirrors `UIApplication.didBecomeActiveNotification`.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active. Mirrors
    /// `UIApplication.willResignActiveNotification`.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted after the app went to the background. Mirrors
    /// `UIApplication.didEnterBackgroundNotification`.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background. Mirrors
    /// `UIApplication.willEnterForegroundNotification`.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to exit. Mirrors `UIApplication.willTerminateNotification`.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Posted (object: the application) when `isIdleTimerDisabled` changes; the kiosk's idle
    /// controller listens.
    package static let idleTimerDisabledDidChange = Notification.Name("VitrineIdleTimerDisabledDidChange")

    /// The app is on screen: from the background through `willEnterForeground`, then
    /// `didBecomeActive` (nothing when already active).
    package func becomeActive() {
        guard applicationState != .active else { return }
        if applicationState == .background {
            delegate?.applicationWillEnterForeground(self)
            post(UIApplication.willEnterForegroundNotification)
        }
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
        post(UIApplication.didBecomeActiveNotification)
    }

    /// The app goes out of sight: `willResignActive` (when active), then `didEnterBackground`
    /// (nothing when already in the background).
    package func enterBackground() {
        guard applicationState != .background else { return }
        if applicationState == .active {
            delegate?.applicationWillResignActive(self)
            post(UIApplication.willResignActiveNotification)
        }
        applicationState = .background
        delegate?.applicationDidEnterBackground(self)
        post(UIApplication.didEnterBackgroundNotification)
    }

    /// The kiosk stops: to the background first, then `willTerminate`.
    package func terminate() {
        enterBackground()
        delegate?.applicationWillTerminate(self)
        post(UIApplication.willTerminateNotification)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
