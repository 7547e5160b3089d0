import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A switch that notes the track colour it has when it arrives in a window.
@MainActor
final class WindowNotingSwitch: UISwitch {
    var onTintAtDidMoveToWindow: UIColor?
    override func didMoveToWindow() {
        super.didMoveToWindow()
        onTintAtDidMoveToWindow = onTintColor
    }
}

@MainActor final class ProxyTestButton: UIButton {}
@MainActor final class OtherProxyTestButton: UIButton {}

/// The appearance proxies, by the rules Apple documents for `UIAppearance` ("iOS applies
/// appearance changes when a view enters a window, but it doesn't change the appearance of a
/// view that's already in a window"; `appearance(whenContainedInInstancesOf:)`'s "ascending
/// hierarchical order"; UIAppearance.h: "the outermost appearance proxy wins. Specificity
/// (depth of the chain) is the tie-breaker").
final class AppearanceProxyTests: XCTestCase {
    /// Proxies are global, as UIKit's: each test starts and ends without any.
    @MainActor private func clean(_ body: () -> Void) {
        AppearanceRegistry.reset()
        defer { AppearanceRegistry.reset() }
        body()
    }

    /// "iOS applies appearance changes when a view enters a window": not before, and before
    /// the view hears `didMoveToWindow()` (so before it is laid out or drawn).
    @MainActor func testProxyIsAppliedWhenTheViewEntersAWindow() async {
        clean {
            UISwitch.appearance().onTintColor = .systemRed
            let h = HeadlessHarness(width: 200, height: 100)
            let s = WindowNotingSwitch(frame: .zero)
            XCTAssertNil(s.onTintColor, "not applied outside a window")
            h.window.addSubview(s)
            XCTAssertEqual(s.onTintColor, .systemRed)
            XCTAssertEqual(s.onTintAtDidMoveToWindow, .systemRed, "applied before didMoveToWindow")
            XCTAssertEqual(UISwitch.appearance().onTintColor, .systemRed, "the proxy reads back what was set")
        }
    }

    /// A value set on the instance wins over the proxy, whether set before the view enters a
    /// window or after, and keeps winning when the view enters a window again.
    @MainActor func testValueSetOnTheInstanceWinsOverTheProxy() async {
        clean {
            UISwitch.appearance().onTintColor = .systemRed
            UISwitch.appearance().thumbTintColor = .systemYellow
            let h = HeadlessHarness(width: 200, height: 100)
            let before = UISwitch(frame: .zero)
            before.onTintColor = .systemGreen
            h.window.addSubview(before)
            XCTAssertEqual(before.onTintColor, .systemGreen, "set before entering the window: the instance's")
            XCTAssertEqual(before.thumbTintColor, .systemYellow, "the other property still comes from the proxy")
            let after = UISwitch(frame: .zero)
            h.window.addSubview(after)
            after.onTintColor = .systemPurple
            after.removeFromSuperview()
            UISwitch.appearance().onTintColor = .systemOrange
            h.window.addSubview(after)
            XCTAssertEqual(after.onTintColor, .systemPurple, "set on the instance once: the proxy never sets it again")
        }
    }

    /// A proxy changed while a view is in a window leaves that view alone ("it doesn't change
    /// the appearance of a view that's already in a window"); the view takes the new value
    /// when it is removed and put back ("remove the view from the view hierarchy and then put
    /// it back").
    @MainActor func testProxyChangedLaterReachesAViewOnlyWhenItReentersAWindow() async {
        clean {
            UILabel.appearance().textColor = .systemRed
            let h = HeadlessHarness(width: 200, height: 100)
            let label = UILabel()
            h.window.addSubview(label)
            XCTAssertEqual(label.textColor, .systemRed)
            UILabel.appearance().textColor = .systemBlue
            XCTAssertEqual(label.textColor, .systemRed, "already in a window: unchanged")
            label.removeFromSuperview()
            XCTAssertEqual(label.textColor, .systemRed, "out of the window: unchanged")
            h.window.addSubview(label)
            XCTAssertEqual(label.textColor, .systemBlue, "back in a window: the proxy's new value")
        }
    }

    /// `appearance(whenContainedInInstancesOf:)`: "an ascending hierarchical list", e.g.
    /// `[UINavigationController.self, UITabBarController.self]` for "a navigation bar … in a
    /// navigation controller inside a tab bar controller"; it outranks the plain proxy, and
    /// the list in the other order does not match.
    @MainActor func testContainmentMatchesTheHierarchyInAscendingOrder() async {
        clean {
            UINavigationBar.appearance().barTintColor = .systemBlue
            UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self, UITabBarController.self]).barTintColor = .systemRed
            UINavigationBar.appearance(whenContainedInInstancesOf: [UITabBarController.self, UINavigationController.self]).barTintColor = .systemGreen
            let tabbed = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController()
            tabs.viewControllers = [tabbed]
            let h = HeadlessHarness(width: 320, height: 480)
            h.window.rootViewController = tabs
            h.renderFrames()
            XCTAssertEqual(tabbed.navigationBar.barTintColor, .systemRed, "in a navigation controller inside a tab bar controller")
            let alone = UINavigationController(rootViewController: UIViewController())
            h.window.rootViewController = alone
            h.renderFrames()
            XCTAssertEqual(alone.navigationBar.barTintColor, .systemBlue, "no tab bar controller: the plain proxy")
        }
    }

    /// "In any given view hierarchy the outermost appearance proxy wins. Specificity (depth of
    /// the chain) is the tie-breaker": the proxies that lose are the ones made last.
    @MainActor func testOutermostContainerWinsAndDepthBreaksTies() async {
        clean {
            UILabel.appearance(whenContainedInInstancesOf: [UITabBarController.self]).textColor = .systemRed
            UILabel.appearance(whenContainedInInstancesOf: [UINavigationController.self]).textColor = .systemGreen
            UILabel.appearance(whenContainedInInstancesOf: [UINavigationController.self, UITabBarController.self]).font = .boldSystemFont(ofSize: 20)
            UILabel.appearance(whenContainedInInstancesOf: [UITabBarController.self]).font = .systemFont(ofSize: 11)
            let content = UIViewController()
            let label = UILabel()
            content.view.addSubview(label)
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: content)]
            let h = HeadlessHarness(width: 320, height: 480)
            h.window.rootViewController = tabs
            h.renderFrames()
            XCTAssertEqual(label.textColor, .systemRed, "the tab bar controller is outermost")
            XCTAssertEqual(label.font, .boldSystemFont(ofSize: 20), "same outermost container: the deeper chain")
        }
    }

    /// A superclass's proxy reaches its subclasses; a subclass's `appearance()` reaches that
    /// subclass only, and wins over its superclass's whatever the order they were set in.
    @MainActor func testSubclassProxyAppliesToTheSubclassOnlyAndWins() async {
        clean {
            ProxyTestButton.appearance().setTitleColor(.systemGreen, for: .normal)
            UIButton.appearance().setTitleColor(.systemRed, for: .normal)
            UIButton.appearance().setTitleColor(.systemGray, for: .highlighted)
            let h = HeadlessHarness(width: 320, height: 200)
            let plain = UIButton(type: .system), sub = ProxyTestButton(type: .system), other = OtherProxyTestButton(type: .system)
            for b in [plain, sub, other] { h.window.addSubview(b) }
            XCTAssertEqual(plain.titleColor(for: .normal), .systemRed)
            XCTAssertEqual(other.titleColor(for: .normal), .systemRed, "a subclass without its own proxy: the superclass's")
            XCTAssertEqual(sub.titleColor(for: .normal), .systemGreen, "the subclass's own proxy wins")
            XCTAssertEqual(sub.titleColor(for: .highlighted), .systemGray, "what the subclass's proxy leaves: the superclass's")
        }
    }

    /// The bars' marked properties: an appearance set on the proxy is copied into each bar;
    /// one read from the proxy and changed styles every bar; `UIView`'s `tintColor` and the
    /// segmented control's per-state title attributes.
    @MainActor func testBarAndControlProperties() async {
        clean {
            let nav = UINavigationBarAppearance()
            nav.configureWithOpaqueBackground()
            nav.backgroundColor = .systemTeal
            UINavigationBar.appearance().standardAppearance = nav
            UITabBar.appearance().standardAppearance.backgroundColor = .systemPink
            UITabBar.appearance().tintColor = .systemOrange
            UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemBrown], for: .selected)
            let h = HeadlessHarness(width: 320, height: 480)
            let tabs = UITabBarController()
            let stack = UINavigationController(rootViewController: UIViewController())
            tabs.viewControllers = [stack]
            h.window.rootViewController = tabs
            let segments = UISegmentedControl(items: ["A", "B"])
            h.window.addSubview(segments)
            h.renderFrames()
            XCTAssertEqual(stack.navigationBar.backgroundColor, .systemTeal)
            XCTAssertFalse(stack.navigationBar.standardAppearance === nav, "the bar keeps its own copy")
            XCTAssertEqual(tabs.tabBar.backgroundColor, .systemPink)
            XCTAssertEqual(tabs.tabBar.tintColor, .systemOrange)
            XCTAssertEqual(segments.titleTextAttributes(for: .selected)?.foregroundColor, .systemBrown)
        }
    }
}
