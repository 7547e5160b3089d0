import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A table of 40 rows, the content scroll view its navigation bar follows.
@MainActor
final class AppearanceRowsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Row \(indexPath.row + 1)"
        return c
    }
}

/// The bar appearances (iOS 13+), by Apple's documented rules for `UINavigationBar`'s
/// `standardAppearance` / `scrollEdgeAppearance` / `compactAppearance`, `UINavigationItem`'s
/// overrides, `UIBarAppearance`'s configure methods and the legacy properties mapped onto them.
final class BarAppearanceTests: XCTestCase {
    @MainActor private func appearance(_ color: UIColor) -> UINavigationBarAppearance { opaqueBarAppearance(color) }

    /// `scrollEdgeAppearance`: "If the edge of the scrolled content reaches that bar, UIKit
    /// applies the appearance settings in this property" — at the table's top the bar shows
    /// the scroll-edge appearance, scrolled down the standard one, and back at the top the
    /// scroll-edge one again.
    @MainActor func testScrollEdgeAppearanceWhileTheTableIsAtItsTop() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let rows = AppearanceRowsController()
        let nav = UINavigationController(rootViewController: rows)
        nav.navigationBar.standardAppearance = appearance(.systemRed)
        nav.navigationBar.scrollEdgeAppearance = appearance(.systemBlue)
        h.window.rootViewController = nav
        h.renderFrames()
        XCTAssertEqual(nav.navigationBar.backgroundColor, .systemBlue, "at the top: the scroll-edge appearance")
        rows.tableView.contentOffset = CGPoint(x: 0, y: 120)
        XCTAssertEqual(nav.navigationBar.backgroundColor, .systemRed, "scrolled: the standard appearance")
        rows.tableView.contentOffset = .zero
        XCTAssertEqual(nav.navigationBar.backgroundColor, .systemBlue, "back at the top: the scroll-edge appearance")
    }

    /// "If no navigation controller manages your navigation bar, UIKit ignores this property
    /// and uses the standard appearance"; without a content scroll view the bar is not at an
    /// edge here either.
    @MainActor func testScrollEdgeAppearanceNeedsANavigationControllerAndContent() async {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.standardAppearance = appearance(.systemRed)
        bar.scrollEdgeAppearance = appearance(.systemBlue)
        XCTAssertEqual(bar.backgroundColor, .systemRed)
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.navigationBar.standardAppearance = appearance(.systemRed)
        nav.navigationBar.scrollEdgeAppearance = appearance(.systemBlue)
        let h = HeadlessHarness(width: 320, height: 480)
        h.window.rootViewController = nav
        h.renderFrames()
        XCTAssertEqual(nav.navigationBar.backgroundColor, .systemRed)
    }

    /// `UINavigationItem.standardAppearance` / `scrollEdgeAppearance`: "When the navigation bar
    /// displays the top navigation item, the appearance settings in this property override"
    /// the bar's; "if the top item's … property is nil, UIKit uses the navigation bar's".
    @MainActor func testTopItemAppearanceOverridesTheBars() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let root = AppearanceRowsController()
        root.navigationItem.standardAppearance = appearance(.systemGreen)
        root.navigationItem.scrollEdgeAppearance = appearance(.systemYellow)
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.standardAppearance = appearance(.systemRed)
        h.window.rootViewController = nav
        h.renderFrames()
        XCTAssertEqual(nav.navigationBar.backgroundColor, .systemYellow, "the item's scroll-edge appearance at the top")
        root.tableView.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(nav.navigationBar.backgroundColor, .systemGreen, "the item's standard appearance scrolled")
        nav.pushViewController(UIViewController(), animated: false)
        h.renderFrames()
        XCTAssertEqual(nav.navigationBar.backgroundColor, .systemRed, "an item without overrides: the bar's")
        nav.popViewController(animated: false)
        h.renderFrames()
        XCTAssertEqual(nav.navigationBar.backgroundColor, .systemGreen)
        root.navigationItem.standardAppearance = nil
        XCTAssertEqual(nav.navigationBar.backgroundColor, .systemRed, "cleared: the bar's again")
    }

    /// `compactAppearance`: "If the value of this property is nil, UIKit uses the
    /// standardAppearance"; set, a compact-height bar shows it.
    @MainActor func testCompactAppearanceInACompactHeightBar() async {
        let h = HeadlessHarness(width: 480, height: 320)
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.navigationBar.standardAppearance = appearance(.systemRed)
        h.window.rootViewController = nav
        h.renderFrames()
        let bar = nav.navigationBar
        XCTAssertTrue(bar.currentAppearance === bar.standardAppearance || !bar.isCompactHeight)
        bar.compactAppearance = appearance(.systemOrange)
        XCTAssertEqual(bar.backgroundColor, bar.isCompactHeight ? .systemOrange : .systemRed)
    }

    /// The bar keeps a copy (`@NSCopying`): the object given can change afterwards without
    /// the bar following; the bar's own copy changes show at once.
    @MainActor func testTheBarKeepsACopyAndFollowsChangesToIt() async {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let given = appearance(.systemRed)
        bar.standardAppearance = given
        given.backgroundColor = .systemBlue
        XCTAssertEqual(bar.backgroundColor, .systemRed)
        XCTAssertFalse(bar.standardAppearance === given)
        bar.standardAppearance.backgroundColor = .systemGreen
        XCTAssertEqual(bar.backgroundColor, .systemGreen)
        bar.standardAppearance.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        XCTAssertEqual(bar.titleLabel.textColor, .systemPink)
    }

    /// The legacy properties map onto the standard appearance, as UIKit's: `barTintColor` is
    /// its background colour, `titleTextAttributes` its title attributes.
    @MainActor func testLegacyPropertiesMapOntoTheStandardAppearance() async {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.barTintColor = .systemTeal
        XCTAssertEqual(bar.standardAppearance.backgroundColor, .systemTeal)
        XCTAssertEqual(bar.backgroundColor, .systemTeal)
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        XCTAssertEqual(bar.standardAppearance.titleTextAttributes.foregroundColor, .systemPurple)
        XCTAssertEqual(bar.titleLabel.textColor, .systemPurple)
        let tab = UITabBar(frame: .zero)
        tab.barTintColor = .systemTeal
        XCTAssertEqual(tab.standardAppearance.backgroundColor, .systemTeal)
        let tool = UIToolbar(frame: .zero)
        tool.barTintColor = .systemTeal
        XCTAssertEqual(tool.standardAppearance.backgroundColor, .systemTeal)
    }

    /// `configureWithTransparentBackground`: no background and no shadow;
    /// `configureWithOpaqueBackground`: the system background and the shadow;
    /// `configureWithDefaultBackground`: the chrome material (drawn as the bar grey) and the shadow.
    @MainActor func testConfigureMethods() async {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let a = UINavigationBarAppearance()
        a.configureWithTransparentBackground()
        bar.standardAppearance = a
        XCTAssertEqual(bar.backgroundColor, .clear)
        XCTAssertTrue(bar.hairline.isHidden)
        a.configureWithOpaqueBackground()
        XCTAssertNil(a.backgroundEffect)
        XCTAssertEqual(a.backgroundColor, .systemBackground)
        bar.standardAppearance = a
        XCTAssertEqual(bar.backgroundColor, .systemBackground)
        XCTAssertFalse(bar.hairline.isHidden)
        a.configureWithDefaultBackground()
        XCTAssertNil(a.backgroundColor)
        XCTAssertEqual(a.backgroundEffect?.style, .systemChromeMaterial)
        bar.standardAppearance = a
        XCTAssertEqual(bar.backgroundColor, .defaultBarBackground)
    }

    /// Buttons: the plain and done button appearances' normal and disabled title colours, the
    /// back button's colour on its title and chevron, and the back indicator image in place
    /// of the chevron (set only with its transition mask, as UIKit requires both).
    @MainActor func testButtonAppearancesAndBackIndicator() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let root = UIViewController()
        root.title = "Root"
        let nav = UINavigationController(rootViewController: root)
        let a = UINavigationBarAppearance()
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        a.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemBrown]
        a.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        a.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let arrow = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 20)).image { _ in }
        a.setBackIndicatorImage(arrow, transitionMaskImage: nil)
        XCTAssertNil(a.backIndicatorImage, "one image alone is refused")
        a.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        nav.navigationBar.standardAppearance = a
        h.window.rootViewController = nav
        h.renderFrames()
        let next = UIViewController()
        let edit = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })
        let off = UIBarButtonItem(title: "Off", primaryAction: UIAction { _ in })
        off.isEnabled = false
        let done = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in })
        done.style = .done
        next.navigationItem.rightBarButtonItems = [done, edit, off]
        nav.pushViewController(next, animated: false)
        h.renderFrames()
        let bar = nav.navigationBar
        let colours = bar.rightViews.map { ($0 as? UIButton)?.titleColor(for: .normal) }
        XCTAssertEqual(colours, [.systemPurple, .systemOrange, .systemBrown])
        XCTAssertEqual(bar.backLabel.textColor, .systemGreen)
        XCTAssertEqual(bar.chevron.color, .systemGreen)
        XCTAssertTrue(bar.chevron.isHidden)
        XCTAssertFalse(bar.backIndicatorView.isHidden)
        XCTAssertTrue(bar.backIndicatorView.image === arrow)
    }

    /// `UITabBarItemAppearance` in the stacked layout: the selected and normal icon colours and
    /// title attributes, and the badge background colour.
    @MainActor func testTabBarItemAppearance() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        second.tabBarItem.badgeValue = "2"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let a = UITabBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = .systemIndigo
        a.stackedLayoutAppearance.selected.iconColor = .systemYellow
        a.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemMint]
        a.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemCyan
        tabs.tabBar.standardAppearance = a
        h.window.rootViewController = tabs
        h.renderFrames()
        let bar = tabs.tabBar
        XCTAssertEqual(bar.backgroundColor, .systemIndigo)
        XCTAssertEqual(bar.buttons[0].titleLabel.textColor, .systemYellow, "selected: the icon colour, no title colour set")
        XCTAssertEqual(bar.buttons[1].titleLabel.textColor, .systemMint)
        XCTAssertEqual(bar.buttons[1].badge?.backgroundColor, .systemCyan)
    }
}
