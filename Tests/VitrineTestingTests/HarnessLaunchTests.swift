import Vitrine
import XCTest

/// `HeadlessHarness.launch(_:)` launches an app delegate as the kiosk runtime does, so an app's
/// tests see `UIApplication.shared.delegate` as the running app does.
final class HarnessLaunchTests: XCTestCase {
    /// A delegate like the app template's: its window on `UIScreen.main`, a root controller.
    @MainActor private final class LaunchedDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var events: [String] = []

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            events.append("didFinishLaunching")
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) { events.append("didBecomeActive") }
    }

    /// The application holds the delegate, which launched, drew its window on the harness's
    /// screen and became active after the first frame, in that order.
    @MainActor func testLaunchSetsTheApplicationsDelegate() throws {
        let h = HeadlessHarness(width: 320, height: 240)
        let delegate = LaunchedDelegate()
        let app = h.launch(delegate)
        XCTAssertTrue(app === UIApplication.shared)
        XCTAssertTrue(UIApplication.shared.delegate === delegate)
        XCTAssertEqual(delegate.events, ["didFinishLaunching", "didBecomeActive"])
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        let window = try XCTUnwrap(delegate.window)
        XCTAssertTrue(window.screen === h.screen)
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        XCTAssertGreaterThan(h.display.presentedFrameCount, 0)
    }
}
