import Foundation
import XCTest
import VitrineTesting
@testable import VitrineShell

/// A navigation controller under the shell's status bar: the bar sits below the status bar,
/// its colour reaching up under it, and the content below both (as on iOS).
final class NavigationUnderStatusBarTests: XCTestCase {
    @MainActor func testTheBarSitsBelowTheStatusBarAndTheContentBelowTheBar() async {
        let h = HeadlessHarness(width: 400, height: 240)
        let bar = StatusBar(screen: h.screen, text: nil, wallClock: WallClock(timeZone: TimeZone(identifier: "UTC") ?? .current, now: { Date(timeIntervalSince1970: 0) }))
        defer { bar.remove() }
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        h.window.rootViewController = nav
        h.renderFrames()
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 400, height: 44))
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 64, width: 400, height: 176))
        XCTAssertEqual(root.view.safeAreaInsets, .zero, "the content is clear of both bars")
        // The bar's colour under the status bar: the pixel at y = 10 is the bar's grey, not the background.
        XCTAssertEqual(h.screenshot[200, 10] & 0xFFFFFF, h.screenshot[200, 30] & 0xFFFFFF)
        nav.setNavigationBarHidden(true, animated: false)
        h.renderFrames()
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 400, height: 240))
        XCTAssertEqual(root.view.safeAreaInsets.top, 20, "without the bar the status bar's inset reaches the content")
    }
}
