import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Bar items' proxies: an item is not a view; it takes its proxies when a bar in a window
/// shows it, matched against the bar and the bar's containers (UIKit's
/// `UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self])`).
final class BarItemAppearanceProxyTests: XCTestCase {
    /// `UIBarButtonItem.appearance().tintColor` colours the items of every bar; contained in
    /// `UIToolbar` it wins there; the title attributes per state reach tab bar items; a value
    /// set on the item wins.
    @MainActor func testBarItemProxiesReachItemsInBarsInAWindow() async {
        AppearanceRegistry.reset()
        defer { AppearanceRegistry.reset() }
        UIBarButtonItem.appearance().tintColor = .systemRed
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemGreen
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemBrown], for: .normal)
        let content = UIViewController()
        let edit = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })
        let done = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in })
        done.tintColor = .systemPurple
        content.navigationItem.rightBarButtonItems = [edit, done]
        let share = UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in })
        content.toolbarItems = [share]
        let nav = UINavigationController(rootViewController: content)
        nav.isToolbarHidden = false
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        XCTAssertNil(edit.tintColor, "not applied outside a window")
        let h = HeadlessHarness(width: 320, height: 480)
        h.window.rootViewController = tabs
        h.renderFrames()
        XCTAssertEqual(edit.tintColor, .systemRed)
        XCTAssertEqual((nav.navigationBar.rightViews.first as? UIButton)?.titleColor(for: .normal), .systemRed, "the item's view drawn in it")
        XCTAssertEqual(done.tintColor, .systemPurple, "set on the item: the item's")
        XCTAssertEqual(share.tintColor, .systemGreen, "contained in a toolbar")
        XCTAssertEqual(other.tabBarItem.titleTextAttributes(for: .normal)?.foregroundColor, .systemBrown)
    }
}
