import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The tab bar's and toolbar's scroll-edge appearances (iOS 15): "the appearance settings
/// for the tab bar [toolbar] when the edge of scrollable content aligns with the edge of the
/// tab bar [toolbar]" — the content's bottom edge, as both bars sit below it.
final class BarScrollEdgeTests: XCTestCase {
    /// A tab bar controller around `content` with a red standard and a blue scroll-edge
    /// appearance, on screen.
    @MainActor private func makeTabs(around content: UIViewController, in h: HeadlessHarness) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = [content]
        tabs.tabBar.standardAppearance = opaqueBarAppearance(.systemRed)
        tabs.tabBar.scrollEdgeAppearance = opaqueBarAppearance(.systemBlue)
        h.window.rootViewController = tabs
        h.renderFrames()
        return tabs
    }

    /// `UITabBar.scrollEdgeAppearance`: the standard appearance while the selected
    /// controller's table has more below; the scroll-edge one with its last row at the bar.
    @MainActor func testTabBarShowsScrollEdgeAppearanceAtTheContentsBottom() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let rows = AppearanceRowsController()
        let tabs = makeTabs(around: rows, in: h)
        XCTAssertEqual(tabs.tabBar.backgroundColor, .systemRed, "more rows below: the standard appearance")
        rows.tableView.scrollToBottomEdge()
        XCTAssertEqual(tabs.tabBar.backgroundColor, .systemBlue, "the last row at the bar: the scroll-edge appearance")
        rows.tableView.contentOffset = .zero
        XCTAssertEqual(tabs.tabBar.backgroundColor, .systemRed)
    }

    /// Through a navigation controller the tab bar follows its top controller's content, and
    /// a plain view (no content scroll view) keeps the standard appearance.
    @MainActor func testTabBarFollowsTheNavigationControllersTopContent() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let plain = UIViewController()
        let nav = UINavigationController(rootViewController: plain)
        let tabs = makeTabs(around: nav, in: h)
        XCTAssertEqual(tabs.tabBar.backgroundColor, .systemRed, "no content scroll view: not at the edge")
        let rows = AppearanceRowsController()
        nav.pushViewController(rows, animated: false)
        h.renderFrames()
        rows.tableView.scrollToBottomEdge()
        XCTAssertEqual(tabs.tabBar.backgroundColor, .systemBlue, "the pushed table at its bottom")
        nav.popViewController(animated: false)
        h.renderFrames()
        XCTAssertEqual(tabs.tabBar.backgroundColor, .systemRed, "popped back to the plain view")
    }

    /// `UIToolbar.scrollEdgeAppearance` in a navigation controller: the scroll-edge one with
    /// the top controller's content at its bottom, and `compactAppearance` in a compact-height
    /// bar otherwise.
    @MainActor func testToolbarSwitchesLikeTheNavigationBar() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let rows = AppearanceRowsController()
        rows.toolbarItems = [UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })]
        let nav = UINavigationController(rootViewController: rows)
        nav.isToolbarHidden = false
        nav.toolbar.standardAppearance = opaqueBarAppearance(.systemRed)
        nav.toolbar.scrollEdgeAppearance = opaqueBarAppearance(.systemBlue)
        h.window.rootViewController = nav
        h.renderFrames()
        XCTAssertEqual(nav.toolbar.backgroundColor, .systemRed)
        rows.tableView.scrollToBottomEdge()
        XCTAssertEqual(nav.toolbar.backgroundColor, .systemBlue)
        let choice = BarAppearanceChoice<UIToolbarAppearance>(standard: opaqueBarAppearance(.systemRed), compact: opaqueBarAppearance(.systemGreen),
                                         scrollEdge: opaqueBarAppearance(.systemBlue), compactScrollEdge: nil)
        XCTAssertEqual(choice.current(compactHeight: true, atScrollEdge: false).backgroundColor, .systemGreen, "compact")
        XCTAssertEqual(choice.current(compactHeight: true, atScrollEdge: true).backgroundColor, .systemBlue, "compact at the edge without compactScrollEdge: the scroll-edge one")
    }
}

/// An opaque bar appearance in `color`.
@MainActor func opaqueBarAppearance<A: UIBarAppearance>(_ color: UIColor) -> A {
    let a = A()
    a.configureWithOpaqueBackground()
    a.backgroundColor = color
    return a
}

extension UIScrollView {
    /// Scrolls so the content's bottom is at the bottom of the visible area.
    @MainActor func scrollToBottomEdge() {
        contentOffset = CGPoint(x: 0, y: contentSize.height + adjustedContentInset.bottom - bounds.height)
    }
}
