import Foundation
import XCTest
import Vitrine
import VitrinePlatform
import VitrineTesting
@testable import VitrineShell

/// The app's state notifications on a kiosk (the mapping in UIApplication+State.swift): the
/// panel blanking is iOS's Auto-Lock — willResignActive, didEnterBackground; waking —
/// willEnterForeground, didBecomeActive; stopping — willResignActive, didEnterBackground,
/// willTerminate. UIKit calls the delegate's method before posting each notification.
final class ApplicationStateNotificationTests: XCTestCase {
    @MainActor private final class Delegate: UIApplicationDelegate {
        var window: UIWindow?
        var heard: [String] = []
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            heard.append("didFinishLaunching")
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { heard.append("delegate didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { heard.append("delegate willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { heard.append("delegate didEnterBackground") }
        func applicationWillEnterForeground(_ application: UIApplication) { heard.append("delegate willEnterForeground") }
        func applicationWillTerminate(_ application: UIApplication) { heard.append("delegate willTerminate") }
    }

    /// Appends every state notification's name to `delegate.heard`.
    @MainActor private func observe(_ delegate: Delegate) -> [any NSObjectProtocol] {
        let names: [(Notification.Name, String)] = [
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            (UIApplication.willTerminateNotification, "willTerminate"),
        ]
        return names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { delegate.heard.append(label) }
            }
        }
    }

    @MainActor func testBlankingResignsActiveAndEntersTheBackgroundAndWakingComesBack() async {
        UIApplication.reset()
        let h = HeadlessHarness(width: 200, height: 100)
        let d = Delegate()
        let tokens = observe(d)
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
        let app = UIApplication.launch(delegate: d, screen: h.screen)
        XCTAssertEqual(app.applicationState, .inactive, "launched, not yet on screen")
        app.becomeActive()   // what the kiosk does once the first frame is on the panel
        XCTAssertEqual(app.applicationState, .active)
        let idle = IdleController(screen: h.screen, timeouts: .init(dimAfter: 30, blankAfter: 90))
        h.advance(by: 30.1)
        XCTAssertEqual(idle.state, .dimmed)
        XCTAssertEqual(d.heard, ["didFinishLaunching", "delegate didBecomeActive", "didBecomeActive"], "dimming tells the app nothing")
        h.advance(by: 60)
        XCTAssertEqual(idle.state, .blanked)
        XCTAssertEqual(app.applicationState, .background)
        idle.wake()
        XCTAssertEqual(app.applicationState, .active)
        XCTAssertEqual(d.heard, ["didFinishLaunching", "delegate didBecomeActive", "didBecomeActive",
                                 "delegate willResignActive", "willResignActive", "delegate didEnterBackground", "didEnterBackground",
                                 "delegate willEnterForeground", "willEnterForeground", "delegate didBecomeActive", "didBecomeActive"])
    }

    @MainActor func testTerminatingResignsActiveEntersTheBackgroundThenWillTerminate() async {
        UIApplication.reset()
        let h = HeadlessHarness(width: 200, height: 100)
        let d = Delegate()
        let tokens = observe(d)
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
        let app = UIApplication.launch(delegate: d, screen: h.screen)
        app.becomeActive()
        d.heard.removeAll()
        app.terminate()
        XCTAssertEqual(d.heard, ["delegate willResignActive", "willResignActive", "delegate didEnterBackground", "didEnterBackground",
                                 "delegate willTerminate", "willTerminate"])
        XCTAssertEqual(app.applicationState, .background)
    }

    @MainActor func testBecomingActiveTwiceOrBlankingTwiceNotifiesOnce() async {
        UIApplication.reset()
        let h = HeadlessHarness(width: 200, height: 100)
        let d = Delegate()
        let app = UIApplication.launch(delegate: d, screen: h.screen)
        app.becomeActive()
        app.becomeActive()
        app.enterBackground()
        app.enterBackground()
        XCTAssertEqual(d.heard, ["didFinishLaunching", "delegate didBecomeActive", "delegate willResignActive", "delegate didEnterBackground"])
    }
}
