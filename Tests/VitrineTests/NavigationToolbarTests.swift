import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The navigation controller's toolbar: `isToolbarHidden`, `setToolbarHidden(_:animated:)`,
/// `toolbarItems` following the top controller, and `UIToolbar`'s layout of flexible and fixed
/// spaces, checked against UIKit's documentation (metrics iOS's: 44 pt plus the bottom safe
/// area, 16 pt margins, 8 pt between neighbouring items).
final class NavigationToolbarTests: XCTestCase {
    @MainActor private func item(_ title: String) -> UIBarButtonItem { UIBarButtonItem(title: title, primaryAction: UIAction { _ in }) }

    @MainActor private func scene(_ h: HeadlessHarness) -> (UINavigationController, UIViewController) {
        let a = UIViewController()
        a.title = "A"
        let nav = UINavigationController(rootViewController: a)
        h.window.rootViewController = nav
        h.renderFrames()
        return (nav, a)
    }

    /// UIKit, `isToolbarHidden`: "The default value of this property is true." Shown
    /// (`setToolbarHidden(false, animated: false)`, "equivalent to setting the value of the
    /// isToolbarHidden property directly"), the 44 pt toolbar sits along the bottom and the
    /// content area ends above it; the toolbar is a `UIToolbar`.
    @MainActor func testToolbarHiddenByDefaultAndShownAtTheBottom() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, a) = scene(h)
        XCTAssertTrue(nav.isToolbarHidden)
        XCTAssertTrue(nav.toolbar.isHidden)
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 44, width: 800, height: 436))
        nav.setToolbarHidden(false, animated: false)
        h.renderFrames()
        XCTAssertFalse(nav.isToolbarHidden)
        XCTAssertFalse(nav.toolbar.isHidden)
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 436, width: 800, height: 44))
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 44, width: 800, height: 392))
        XCTAssertEqual(nav.size(forChildContentContainer: a, withParentContainerSize: CGSize(width: 800, height: 480)).height, 392)
        nav.isToolbarHidden = true
        h.renderFrames()
        XCTAssertTrue(nav.toolbar.isHidden)
        XCTAssertEqual(a.view.frame.height, 436)
    }

    /// `setToolbarHidden(_:animated:)` with animation ("if you want the toolbar to be animated
    /// on or off the screen") slides it over `UINavigationControllerHideShowBarDuration`
    /// (0.2 s) on the screen clock: half way it is part way up and the content part way
    /// shorter; at the end it is in place; hiding slides it out and hides it at the end.
    @MainActor func testShowAndHideAnimateOnTheVirtualClock() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, a) = scene(h)
        nav.setToolbarHidden(false, animated: true)
        XCTAssertFalse(nav.toolbar.isHidden, "visible while it slides in")
        h.advance(by: 0.1)
        let y = nav.toolbar.presentationFrame.minY
        XCTAssertGreaterThan(y, 436)
        XCTAssertLessThan(y, 480)
        XCTAssertGreaterThan(a.view.presentationFrame.height, 392)
        XCTAssertLessThan(a.view.presentationFrame.height, 436)
        h.advance(by: 0.2)
        XCTAssertEqual(nav.toolbar.presentationFrame.minY, 436)
        XCTAssertEqual(a.view.presentationFrame.height, 392)
        nav.setToolbarHidden(true, animated: true)
        h.advance(by: 0.1)
        XCTAssertFalse(nav.toolbar.isHidden, "still sliding out")
        h.advance(by: 0.2)
        XCTAssertTrue(nav.toolbar.isHidden)
        XCTAssertEqual(a.view.frame.height, 436)
    }

    /// UIKit, `toolbarItems`: "If this view controller is embedded inside a navigation
    /// controller interface, and the navigation controller displays a toolbar, this property
    /// identifies the items to display" — the toolbar shows the top controller's items, and
    /// changes when the top changes (push, pop) or the top controller sets new ones.
    @MainActor func testToolbarItemsFollowTheTopController() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, a) = scene(h)
        let aItems = [item("Reply")]
        a.toolbarItems = aItems
        nav.isToolbarHidden = false
        XCTAssertTrue(nav.toolbar.items?.first === aItems[0])
        let b = UIViewController()
        let bItems = [item("Trash"), item("Move")]
        b.setToolbarItems(bItems, animated: false)
        nav.pushViewController(b, animated: true)
        h.advance(by: 0.5)
        XCTAssertEqual(nav.toolbar.items?.count, 2)
        XCTAssertTrue(nav.toolbar.items?.first === bItems[0])
        let newer = [item("Archive")]
        b.setToolbarItems(newer, animated: true)
        XCTAssertTrue(nav.toolbar.items?.first === newer[0])
        nav.popViewController(animated: false)
        h.renderFrames()
        XCTAssertTrue(nav.toolbar.items?.first === aItems[0])
        XCTAssertEqual((nav.toolbar.itemViews.compactMap { $0 }.first as? UIButton)?.currentTitle, "Reply")
    }

    /// UIToolbar's layout with `UIBarButtonItem.flexibleSpace()` and `.fixedSpace(_:)`
    /// (UIKit: a flexible space takes the room the other items leave, shared equally; a fixed
    /// space is `width` points): [flex, A, flex, B] puts B at the right margin and A in the
    /// middle of what is left; [A, B] packs them at the left, 8 pt apart; [A, fixed 20, B]
    /// puts 20 pt between them.
    @MainActor func testFlexibleAndFixedSpaces() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, _) = scene(h)
        nav.isToolbarHidden = false
        let t = nav.toolbar!
        let a = item("Alpha"), b = item("Beta")
        t.items = [.flexibleSpace(), a, .flexibleSpace(), b]
        h.renderFrames()
        let views = t.itemViews.compactMap { $0 }
        XCTAssertEqual(views.count, 2, "spaces draw nothing")
        let wa = views[0].frame.width, wb = views[1].frame.width
        XCTAssertEqual(views[1].frame.maxX, 800 - 16, accuracy: 1)
        let share = (768 - wa - wb) / 2
        XCTAssertEqual(views[0].frame.minX, 16 + share, accuracy: 1)
        t.items = [a, b]
        h.renderFrames()
        var v2 = t.itemViews.compactMap { $0 }
        XCTAssertEqual(v2[0].frame.minX, 16)
        XCTAssertEqual(v2[1].frame.minX, v2[0].frame.maxX + 8, accuracy: 1)
        t.items = [a, .fixedSpace(20), b]
        h.renderFrames()
        v2 = t.itemViews.compactMap { $0 }
        XCTAssertEqual(v2[1].frame.minX, v2[0].frame.maxX + 20, accuracy: 1)
    }
}
