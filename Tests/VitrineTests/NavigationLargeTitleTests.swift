import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Large titles: `UINavigationBar.prefersLargeTitles` and `UINavigationItem.largeTitleDisplayMode`,
/// checked against UIKit's documentation; the geometry is iOS's (a 96 pt bar: 44 pt plus a
/// 52 pt row with the title in the 34 pt bold system font at the 16 pt margin), and the content
/// area and its safe area start below the taller bar, as in UIKit.
final class NavigationLargeTitleTests: XCTestCase {
    @MainActor private func vc(_ title: String, _ mode: UINavigationItem.LargeTitleDisplayMode = .automatic) -> UIViewController {
        let v = UIViewController()
        v.title = title
        v.navigationItem.largeTitleDisplayMode = mode
        return v
    }

    /// UIKit, `prefersLargeTitles`: when true the bar shows the title large; the first item
    /// (`.automatic`) does. The bar is 96 pt, the content area starts below it (its safe area
    /// too, in window coordinates) and `size(forChildContentContainer:…)` is the rest; the
    /// inline title gives way to the large one. Off again: 44 pt.
    @MainActor func testLargeTitleBarGeometryAndSafeArea() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let root = vc("Settings")
        let nav = UINavigationController(rootViewController: root)
        XCTAssertFalse(nav.navigationBar.prefersLargeTitles, "UIKit's default is false")
        nav.navigationBar.prefersLargeTitles = true
        h.window.rootViewController = nav
        h.renderFrames()
        let bar = nav.navigationBar
        XCTAssertTrue(bar.displaysLargeTitle)
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 800, height: 96))
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 96, width: 800, height: 384))
        let safe = root.view.convert(root.view.bounds.inset(by: root.view.safeAreaInsets), to: nil)
        XCTAssertEqual(safe.minY, 96, "the safe area starts below the large title")
        XCTAssertEqual(nav.size(forChildContentContainer: root, withParentContainerSize: CGSize(width: 800, height: 480)),
                       CGSize(width: 800, height: 384))
        XCTAssertFalse(bar.largeTitleLabel.isHidden)
        XCTAssertTrue(bar.titleLabel.isHidden)
        XCTAssertEqual(bar.largeTitleLabel.text, "Settings")
        XCTAssertEqual(bar.largeTitleLabel.font.pointSize, 34)
        XCTAssertEqual(bar.largeTitleLabel.frame.minX, 16)
        XCTAssertGreaterThanOrEqual(bar.largeTitleLabel.frame.minY, 44, "in the row below the 44 pt one")
        XCTAssertLessThanOrEqual(bar.largeTitleLabel.frame.maxY, 96)
        nav.navigationBar.prefersLargeTitles = false
        h.renderFrames()
        XCTAssertEqual(bar.frame.height, 44)
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 44, width: 800, height: 436))
        XCTAssertTrue(bar.largeTitleLabel.isHidden)
        XCTAssertFalse(bar.titleLabel.isHidden)
    }

    /// UIKit, `LargeTitleDisplayMode.automatic`: "If the previous item’s title was large, the
    /// current item also displays a large title. Similarly, if the previous item’s title was
    /// small, the current item displays a small title."; `.always`: "Always display a large
    /// title"; `.never`: "Never display a large title." — all only while the bar prefers large
    /// titles.
    @MainActor func testDisplayModesAlongTheStack() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let nav = UINavigationController(rootViewController: vc("A"))
        nav.navigationBar.prefersLargeTitles = true
        h.window.rootViewController = nav
        h.renderFrames()
        func push(_ v: UIViewController) -> (Bool, CGFloat) {
            nav.pushViewController(v, animated: false)
            h.renderFrames()
            return (nav.navigationBar.displaysLargeTitle, v.view.frame.minY)
        }
        XCTAssertTrue(push(vc("B")) == (true, 96), "automatic after a large title: large")
        XCTAssertTrue(push(vc("C", .never)) == (false, 44))
        XCTAssertTrue(push(vc("D")) == (false, 44), "automatic after a small title: small")
        XCTAssertTrue(push(vc("E", .always)) == (true, 96))
        nav.popViewController(animated: false)
        h.renderFrames()
        XCTAssertFalse(nav.navigationBar.displaysLargeTitle, "back on D")
        XCTAssertEqual(nav.topViewController?.view.frame.minY, 44)
        nav.navigationBar.prefersLargeTitles = false
        XCTAssertTrue(push(vc("F", .always)) == (false, 44), "always needs the bar to prefer large titles")
    }

    /// Pushing from a large-title item onto a `.never` one, animated: the bar's height changes
    /// in the slide's animation block, so half way through it is between 96 and 44 pt on the
    /// screen and 44 pt at the end.
    @MainActor func testBarHeightAnimatesWithThePush() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let nav = UINavigationController(rootViewController: vc("A"))
        nav.navigationBar.prefersLargeTitles = true
        h.window.rootViewController = nav
        h.renderFrames()
        let b = vc("B", .never)
        nav.pushViewController(b, animated: true)
        h.advance(by: 0.175)
        let mid = nav.navigationBar.presentationFrame.height
        XCTAssertGreaterThan(mid, 50)
        XCTAssertLessThan(mid, 90)
        h.advance(by: 0.3)
        XCTAssertEqual(nav.navigationBar.presentationFrame.height, 44)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 44, width: 800, height: 436))
    }
}
