import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UINavigationItem`'s bar contents: left and right bar button items, `titleView`, the back
/// button (`hidesBackButton`, `leftItemsSupplementBackButton`, `backBarButtonItem`), checked
/// against UIKit's documentation; positions by iOS's metrics (16 pt from the edges, 8 pt
/// between items).
final class NavigationBarItemsTests: XCTestCase {
    /// Root "Alpha" with "Beta" pushed (not animated) in an 800×480 window, rendered.
    @MainActor private func scene(_ h: HeadlessHarness) -> (UINavigationController, UIViewController, UIViewController) {
        alphaBetaStack(h)
    }

    @MainActor private func item(_ title: String, _ log: @escaping (String) -> Void = { _ in }) -> UIBarButtonItem {
        UIBarButtonItem(title: title, primaryAction: UIAction { _ in log(title) })
    }

    /// UIKit, `rightBarButtonItems`: "Items are displayed right-to-left in the same order as
    /// they appear in the array. Thus, the first item in the array is the rightmost item and
    /// other items are added to the left of the previous item"; `rightBarButtonItem` is the
    /// first of them. Each is a button that performs its action when tapped.
    @MainActor func testRightItemsRunRightToLeft() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, _, b) = scene(h)
        var tapped: [String] = []
        b.navigationItem.rightBarButtonItems = [item("Save") { tapped.append($0) }, item("Share") { tapped.append($0) }]
        h.renderFrames()
        let views = nav.navigationBar.rightViews
        XCTAssertEqual(views.count, 2)
        XCTAssertEqual(views[0].frame.maxX, 800 - 16, "the first at the right margin")
        XCTAssertEqual(views[1].frame.maxX, views[0].frame.minX - 8, "the next to its left, 8 pt apart")
        XCTAssertEqual((views[0] as? UIButton)?.currentTitle, "Save")
        XCTAssertTrue(b.navigationItem.rightBarButtonItem?.title == "Save")
        h.tap(at: views[1].convert(CGPoint(x: views[1].bounds.midX, y: views[1].bounds.midY), to: nil))
        XCTAssertEqual(tapped, ["Share"])
    }

    /// UIKit, `leftBarButtonItems`: "Items are displayed left-to-right in the same order as
    /// they appear in the array"; `leftItemsSupplementBackButton`: "When set to false, the
    /// items in those properties are displayed instead of the Back button", true "causes the
    /// items … to be displayed to the right of the Back button"; `leftBarButtonItem`:
    /// "Assigning a new value to this property replaces the first item in the
    /// leftBarButtonItems array", and "Setting this property to nil removes the first item".
    @MainActor func testLeftItemsReplaceOrSupplementTheBackButton() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, _, b) = scene(h)
        let bar = nav.navigationBar
        XCTAssertFalse(bar.backButton.isHidden)
        b.navigationItem.leftBarButtonItems = [item("Close"), item("Help")]
        h.renderFrames()
        XCTAssertTrue(bar.backButton.isHidden, "replaced")
        XCTAssertEqual(bar.leftViews.map(\.frame.minX).first, 16)
        XCTAssertEqual(bar.leftViews[1].frame.minX, bar.leftViews[0].frame.maxX + 8)
        b.navigationItem.leftItemsSupplementBackButton = true
        h.renderFrames()
        XCTAssertFalse(bar.backButton.isHidden)
        XCTAssertEqual(bar.leftViews[0].frame.minX, bar.backButton.frame.maxX + 8, "after the back button")
        b.navigationItem.leftBarButtonItem = item("First")
        XCTAssertEqual(b.navigationItem.leftBarButtonItems?.map { $0.title ?? "" }, ["First", "Help"])
        XCTAssertEqual(bar.leftViews.count, 2)
        b.navigationItem.leftBarButtonItem = nil
        XCTAssertEqual(b.navigationItem.leftBarButtonItems?.map { $0.title ?? "" }, ["Help"])
        XCTAssertEqual(bar.leftViews.count, 1)
    }

    /// UIKit, `titleView`: "A custom view that displays in the center of the navigation bar
    /// when the receiver is the top item … it is displayed instead of the title"; the title
    /// comes back when the item leaves the top.
    @MainActor func testTitleViewIsCentredInsteadOfTheTitle() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, _, b) = scene(h)
        let segment = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        b.navigationItem.titleView = segment
        h.renderFrames()
        XCTAssertTrue(segment.superview === nav.navigationBar)
        XCTAssertEqual(segment.frame, CGRect(x: 300, y: 7, width: 200, height: 30))
        XCTAssertTrue(nav.navigationBar.titleLabel.isHidden)
        nav.popViewController(animated: false)
        h.renderFrames()
        XCTAssertNil(segment.superview)
        XCTAssertFalse(nav.navigationBar.titleLabel.isHidden)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Alpha")
    }

    /// UIKit, `hidesBackButton` ("the Back button is hidden when this navigation item is the top
    /// item … The default value is false") and
    /// `setHidesBackButton(_:animated:)`: hidden at once without animation; animated, the button
    /// fades out on the screen clock (half way it is still there, half transparent) and is
    /// hidden at the end; showing it again fades it in.
    @MainActor func testHidesBackButtonAnimatedOnTheVirtualClock() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, _, b) = scene(h)
        let back = nav.navigationBar.backButton
        XCTAssertFalse(b.navigationItem.hidesBackButton)
        b.navigationItem.hidesBackButton = true
        XCTAssertTrue(back.isHidden)
        b.navigationItem.hidesBackButton = false
        XCTAssertFalse(back.isHidden)
        h.renderFrames()
        b.navigationItem.setHidesBackButton(true, animated: true)
        h.advance(by: 0.1)
        XCTAssertFalse(back.isHidden, "still fading")
        XCTAssertGreaterThan(back.presentationAlpha, 0.05)
        XCTAssertLessThan(back.presentationAlpha, 0.95)
        h.advance(by: 0.2)
        XCTAssertTrue(back.isHidden)
        XCTAssertTrue(b.navigationItem.hidesBackButton)
        b.navigationItem.setHidesBackButton(false, animated: true)
        XCTAssertFalse(back.isHidden)
        h.advance(by: 0.3)
        XCTAssertEqual(back.presentationAlpha, 1)
    }

    /// UIKit, `backBarButtonItem`: "When this navigation item is immediately below the top item
    /// in the stack, the navigation controller derives the Back button for the navigation bar
    /// from this navigation item" (its title wins over `backButtonTitle`; then the item's title).
    @MainActor func testBackBarButtonItemTitleWins() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, a, _) = scene(h)
        a.navigationItem.backButtonTitle = "Menu"
        XCTAssertEqual(nav.navigationBar.backLabel.text, "Menu")
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Home", primaryAction: nil)
        XCTAssertEqual(nav.navigationBar.backLabel.text, "Home")
    }
}
