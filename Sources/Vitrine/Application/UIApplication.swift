import Foundation
import VitrinePlatform

/// The app's delegate: sets up the window at launch and hears app-wide events. Mirrors
/// UIKit's `UIApplicationDelegate` (the parts a kiosk app uses).
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window; the delegate creates it at launch. Mirrors
    /// `UIApplicationDelegate.window`.
    var window: UIWindow? { get set }
    /// Launch is done: create the window and its root view controller here. Mirrors
    /// `application(_:didFinishLaunchingWithOptions:)`.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Memory is low. Mirrors `applicationDidReceiveMemoryWarning(_:)`.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The app is about to exit (the kiosk got SIGTERM or SIGINT). Mirrors
    /// `applicationWillTerminate(_:)`.
    func applicationWillTerminate(_ application: UIApplication)
    /// The app is active: after launch, once its first frame is on the panel, and when the
    /// panel wakes from blanking. Mirrors `applicationDidBecomeActive(_:)`.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active: the panel blanks, or the kiosk stops. Mirrors
    /// `applicationWillResignActive(_:)`.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is out of sight: the panel has blanked, or the kiosk stops. It keeps running
    /// (a kiosk app is never suspended). Mirrors `applicationDidEnterBackground(_:)`.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The panel is waking from blanking: the app is about to be seen again. Mirrors
    /// `applicationWillEnterForeground(_:)`.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The orientations `window` may take; a turn must also be allowed by the window's root
    /// view controller. Mirrors `application(_:supportedInterfaceOrientationsFor:)`; the
    /// default answers `application.allowedInterfaceOrientations`.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// State restoration found no controller for the saved path `identifierComponents` and it
    /// has no restoration class that makes one: return it, or `nil` to leave it out. Mirrors
    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)`; the default
    /// returns `nil`.
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController?
    /// Whether to save the app's state; `coder` is the app-level keyed archiver (secure
    /// coding on). Mirrors `application(_:shouldSaveSecureApplicationState:)`; the default
    /// returns `true` (a kiosk opts in by having a state directory, not by this method as on iOS).
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether to restore the saved state; `coder` holds what the app-level coder saved
    /// (`UIApplication.stateRestorationSystemVersionKey` and the app's own keys). Mirrors
    /// `application(_:shouldRestoreSecureApplicationState:)`; the default returns `true`.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// Save app-level state before the view controllers save theirs. Mirrors
    /// `application(_:willEncodeRestorableStateWith:)`.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Read app-level state after the view controllers were restored. Mirrors
    /// `application(_:didDecodeRestorableStateWith:)`.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
}

extension UIApplicationDelegate {
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        application.allowedInterfaceOrientations
    }
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                            coder: NSCoder) -> UIViewController? { nil }
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
}

/// The running app: its delegate, its windows, the end of the responder chain. Mirrors UIKit's
/// `UIApplication`.
@MainActor
open class UIApplication: UIResponder {
    /// Launch option keys. Mirrors `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private static var _shared: UIApplication?

    /// The app. Mirrors `UIApplication.shared` (created by `UIApplication.main` or on first use,
    /// such as a window asking for its `next` responder; `launch` then adopts that one).
    public static var shared: UIApplication {
        if let s = _shared { return s }
        let s = UIApplication()
        _shared = s
        return s
    }

    static var sharedIfRunning: UIApplication? { _shared }

    /// The delegate (held strongly, as UIKit retains its delegate created by `main`). Mirrors
    /// `UIApplication.delegate`.
    public var delegate: UIApplicationDelegate?

    /// Where the app is in its life (UIApplication+State.swift). Mirrors
    /// `UIApplication.applicationState`.
    public internal(set) var applicationState: State = .inactive

    /// Whether the kiosk's idle dimming and blanking are suspended (`false` by default): set it
    /// while the app shows something people watch without touching (a video, a live chart).
    /// Setting it back to `false` counts the idle time from then. Mirrors
    /// `UIApplication.isIdleTimerDisabled`, which suspends iOS's Auto-Lock the same way.
    public var isIdleTimerDisabled = false {
        didSet {
            if isIdleTimerDisabled != oldValue {
                NotificationCenter.default.post(name: UIApplication.idleTimerDisabledDidChange, object: self)
            }
        }
    }

    /// The orientations the app runs in at all: the stand-in for the Info.plist key
    /// `UISupportedInterfaceOrientations` (a kiosk sets it from `[display] allowed_orientations`).
    /// Default: all four.
    public var allowedInterfaceOrientations: UIInterfaceOrientationMask = .all

    /// The orientations `window` may take: the delegate's answer, else
    /// `allowedInterfaceOrientations`. Mirrors `supportedInterfaceOrientations(for:)`.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? allowedInterfaceOrientations
    }

    /// The windows shown on every screen, back to front. Mirrors `UIApplication.windows`.
    public var windows: [UIWindow] { screens.flatMap(\.windows) }

    /// The key window. Mirrors `UIApplication.keyWindow`.
    public var keyWindow: UIWindow? { screens.lazy.compactMap(\.keyWindow).first }

    var screens: [UIScreen] { UIScreen.allScreens }

    /// The next responder of the application is its delegate, if that is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Runs an app on `screen`: makes the application, calls the delegate's
    /// `application(_:didFinishLaunchingWithOptions:)`, then runs the main run loop forever
    /// (`DispatchMainLoop.run()`: Foundation's main `RunLoop`, which drains the main queue).
    /// Mirrors `UIApplicationMain`.
    public static func main(delegate: UIApplicationDelegate, screen: UIScreen) -> Never {
        launch(delegate: delegate, screen: screen)
        DispatchMainLoop.run()
    }

    /// Launches without running the loop (tests, and hosts that run the loop themselves).
    @discardableResult
    public static func launch(delegate: UIApplicationDelegate, screen: UIScreen) -> UIApplication {
        // The application made on first use (`shared`, a window's `next`) before launch is
        // the one that launches: there is one application, as in UIKit.
        let app = _shared.flatMap { $0.delegate == nil ? $0 : nil } ?? UIApplication()
        _shared = app
        app.delegate = delegate
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        return app
    }

    /// Delivers a memory warning: the delegate's `applicationDidReceiveMemoryWarning(_:)`,
    /// then `didReceiveMemoryWarning()` on every view controller of every window (root,
    /// children, presented), parents before children. The kiosk runtime calls this when the
    /// kernel reports memory pressure.
    public func deliverMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        // Every live controller hears it, on screen or not (UIKit posts it to all).
        for w in screens.flatMap(\.allWindows) {
            guard let root = w.rootViewController else { continue }
            root.forEachControllerInHierarchy {
                $0.notifyLifecycleObserver(.didReceiveMemoryWarning)
                $0.didReceiveMemoryWarning()
            }
        }
        FontRegistry.shared.purgeCaches()
        NamedImageCache.shared.removeAll()
        for s in screens { s.compositor.purgeCaches() }
        SymbolStore.shared.cache.removeAll()
        Log.ui.notice("memory warning delivered; glyph, image and layer caches emptied")
    }

    /// Forgets the shared application (tests).
    package static func reset() { _shared = nil }
}

extension UIViewController {
    /// This controller, its children (depth first) and the controllers it presented.
    func forEachControllerInHierarchy(_ body: (UIViewController) -> Void) {
        body(self)
        for c in children { c.forEachControllerInHierarchy(body) }
        _presentedViewController?.forEachControllerInHierarchy(body)
    }
}
