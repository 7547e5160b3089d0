import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Restoring a tab interface as UIKit does: the tab bar controller saves its selected index
/// and its tabs' restoration identifiers; at launch it selects the saved tab again (a
/// navigation controller in it rebuilds its own stack), recreates tabs the app did not make
/// through their restoration classes, and keeps its selection when the saved index is out of
/// range.
final class TabBarRestorationTests: XCTestCase {
    /// A screen with a counter; its restoration class makes a new one for any path.
    @MainActor final class Screen: UIViewController, UIViewControllerRestoration {
        var count = 0

        static func make(_ id: String, count: Int = 0) -> Screen {
            let s = Screen()
            s.restorationIdentifier = id
            s.restorationClass = Screen.self
            s.title = id.capitalized
            s.count = count
            return s
        }

        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
            make(identifierComponents.last ?? "?")
        }

        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(count, forKey: "count")
        }
        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            count = coder.containsValue(forKey: "count") ? coder.decodeInteger(forKey: "count") : -1
        }
    }

    /// A navigation controller that its restoration class can make again (with an empty
    /// stack: decoding rebuilds it).
    @MainActor final class Nav: UINavigationController, UIViewControllerRestoration {
        static func make(_ id: String, root: String) -> Nav {
            let nav = Nav(rootViewController: Screen.make(root))
            nav.restorationIdentifier = id
            nav.restorationClass = Nav.self
            nav.title = id.capitalized
            return nav
        }

        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
            let nav = Nav()
            nav.restorationClass = Nav.self
            nav.title = identifierComponents.last?.capitalized
            return nav
        }
    }

    /// The app as it starts: tabs "home", "library" (a navigation controller with "shelf")
    /// and "settings" (a navigation controller with "general"), the first selected.
    @MainActor private func freshApp(_ h: HeadlessHarness, buildTabs: Bool = true) -> UITabBarController {
        UIStateRestoration.register(Screen.self, as: "TabScreen")
        UIStateRestoration.register(Nav.self, as: "TabNav")
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "tabs"
        if buildTabs {
            tabs.viewControllers = [Screen.make("home"), Nav.make("library", root: "shelf"), Nav.make("settings", root: "general")]
        }
        h.window.rootViewController = tabs
        return tabs
    }

    /// The third tab selected with "display" (count 4) pushed on its navigation stack.
    @MainActor private func savedState() throws -> Data {
        let h = HeadlessHarness(width: 480, height: 320)
        let tabs = freshApp(h)
        h.renderFrames()
        tabs.selectedIndex = 2
        (tabs.selectedViewController as? UINavigationController)?.pushViewController(Screen.make("display", count: 4), animated: false)
        h.renderFrames()
        return try UIStateRestoration.archive(root: tabs)
    }

    @MainActor private func ids(_ vcs: [UIViewController]?) -> [String] {
        (vcs ?? []).map { $0.restorationIdentifier ?? "?" }
    }

    /// Saved with the third tab selected and a pushed stack in it, the app comes back on that
    /// tab with that stack (the pushed screen recreated with its count), the tab bar showing
    /// it selected; the other tabs' views are still not loaded.
    @MainActor func testSelectedTabAndItsPushedStackRoundTrip() async throws {
        let data = try savedState()
        let saved = try StateArchiveFixture(data)
        XCTAssertEqual(saved.controllers.values.compactMap { $0[UITabBarController.restorationSelectedKey] as? Int }, [2])

        let h = HeadlessHarness(width: 480, height: 320)
        let tabs = freshApp(h)
        h.renderFrames()
        XCTAssertEqual(try UIStateRestoration.restore(root: tabs, from: data), 7)
        h.advance(by: 0.5)
        XCTAssertEqual(tabs.selectedIndex, 2)
        XCTAssertEqual(ids(tabs.viewControllers), ["home", "library", "settings"])
        let settings = try XCTUnwrap(tabs.selectedViewController as? UINavigationController)
        XCTAssertEqual(ids(settings.viewControllers), ["general", "display"])
        XCTAssertEqual((settings.topViewController as? Screen)?.count, 4)
        XCTAssertTrue(settings.topViewController?.isVisibleInHierarchy ?? false)
        XCTAssertTrue(settings.view.superview === tabs.view)
        XCTAssertEqual(settings.navigationBar.titleLabel.text, "Display")
        XCTAssertTrue(tabs.tabBar.selectedItem === settings.tabBarItem)
        XCTAssertFalse(tabs.viewControllers?[1].isViewLoaded ?? true, "the library tab was never selected")
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems, [])
    }

    /// When the app does not build the tabs, they are recreated through their restoration
    /// classes, in the saved order, and the saved one is selected.
    @MainActor func testTabsTheAppDidNotBuildAreRecreated() async throws {
        let data = try savedState()
        let h = HeadlessHarness(width: 480, height: 320)
        let tabs = freshApp(h, buildTabs: false)
        try UIStateRestoration.restore(root: tabs, from: data)
        h.renderFrames()
        XCTAssertEqual(ids(tabs.viewControllers), ["home", "library", "settings"])
        XCTAssertEqual(tabs.selectedIndex, 2)
        let settings = try XCTUnwrap(tabs.selectedViewController as? UINavigationController)
        XCTAssertEqual(ids(settings.viewControllers), ["general", "display"])
        XCTAssertTrue(settings.topViewController?.isVisibleInHierarchy ?? false)
        XCTAssertEqual(tabs.tabBar.buttons.map { $0.titleLabel.text ?? "" }, ["Home", "Library", "Settings"])
    }

    /// A saved index out of range (an app that has fewer tabs now) leaves the first tab
    /// selected and reports the problem.
    @MainActor func testOutOfRangeIndexStaysOnTheFirstTabWithALogLine() async throws {
        var saved = try StateArchiveFixture(try savedState())
        let path = try XCTUnwrap(saved.controllers.first { $0.value[UITabBarController.restorationSelectedKey] != nil }?.key)
        saved.controllers[path]?[UITabBarController.restorationSelectedKey] = 7
        let h = HeadlessHarness(width: 480, height: 320)
        let tabs = freshApp(h)
        try UIStateRestoration.restore(root: tabs, from: saved.data())
        h.renderFrames()
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.viewControllers?[0].isVisibleInHierarchy ?? false)
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems.count, 1, "\(UIStateRestoration.lastRestoreProblems)")
        XCTAssertTrue(UIStateRestoration.lastRestoreProblems[0].contains("selected index 7, out of range for 3 tabs"))
    }
}
