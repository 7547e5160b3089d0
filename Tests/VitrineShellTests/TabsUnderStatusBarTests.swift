import Foundation
import XCTest
import VitrineTesting
@testable import VitrineShell

/// A tab bar controller under the shell's status bar: the selected child's view fills the
/// area above the tab bar and gets the status bar's inset as its top safe area; a navigation
/// controller in a tab puts its bar below the status bar.
final class TabsUnderStatusBarTests: XCTestCase {
    @MainActor func testTheChildGetsTheStatusBarInsetAndStopsAtTheTabBar() async {
        let h = HeadlessHarness(width: 400, height: 240)
        let bar = StatusBar(screen: h.screen, text: nil, wallClock: WallClock(timeZone: TimeZone(identifier: "UTC") ?? .current, now: { Date(timeIntervalSince1970: 0) }))
        defer { bar.remove() }
        let plain = UIViewController()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [plain, nav]
        h.window.rootViewController = tabs
        h.renderFrames()
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 191, width: 400, height: 49))
        XCTAssertEqual(plain.view.frame, CGRect(x: 0, y: 0, width: 400, height: 191))
        XCTAssertEqual(plain.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                       "clear of the status bar through the safe area; nothing at the bottom (the tab bar is opaque)")
        tabs.selectedIndex = 1
        h.renderFrames()
        XCTAssertEqual(nav.view.frame, CGRect(x: 0, y: 0, width: 400, height: 191))
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 400, height: 44))
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 64, width: 400, height: 127))
        XCTAssertEqual(root.view.safeAreaInsets, .zero)
    }
}
