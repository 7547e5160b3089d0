import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Restoring a tab interface whose selected tab is behind "More": the saved selected index
/// (an index into `viewControllers`, as UIKit's) brings that tab back on the More navigation
/// controller.
final class TabBarMoreRestorationTests: XCTestCase {
    typealias Screen = TabBarRestorationTests.Screen

    @MainActor private func app(_ h: HeadlessHarness) -> UITabBarController {
        UIStateRestoration.register(Screen.self, as: "TabScreen")
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "tabs"
        tabs.viewControllers = ["a", "b", "c", "d", "e", "f"].map { Screen.make($0) }
        h.window.rootViewController = tabs
        h.renderFrames()
        return tabs
    }

    /// Saved with "f" (index 5, count 3) selected behind "More", the app comes back with "f"
    /// selected, on top of the More navigation controller, "More" highlighted, and "f" keeps
    /// its count.
    @MainActor func testATabBehindMoreRoundTrips() async throws {
        let h1 = HeadlessHarness(width: 480, height: 320)
        let saved = app(h1)
        saved.selectedIndex = 5
        (saved.selectedViewController as? Screen)?.count = 3
        h1.renderFrames()
        let data = try UIStateRestoration.archive(root: saved)

        let h = HeadlessHarness(width: 480, height: 320)
        let tabs = app(h)
        try UIStateRestoration.restore(root: tabs, from: data)
        h.renderFrames()
        XCTAssertEqual(tabs.selectedIndex, 5)
        XCTAssertTrue(tabs.moreNavigationController.topViewController === tabs.viewControllers?[5])
        XCTAssertTrue(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        XCTAssertTrue(tabs.viewControllers?[5].isVisibleInHierarchy ?? false)
        XCTAssertEqual((tabs.viewControllers?[5] as? Screen)?.count, 3)
    }
}
