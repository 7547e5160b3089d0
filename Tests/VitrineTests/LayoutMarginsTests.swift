import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Counts `layoutMarginsDidChange()`.
@MainActor
private final class MarginsView: UIView {
    var marginChanges = 0
    override func layoutMarginsDidChange() { marginChanges += 1 }
}

/// Counts `viewLayoutMarginsDidChange()`.
@MainActor
private final class MarginsViewController: UIViewController {
    var marginChanges = 0
    override func loadView() { view = MarginsView() }
    override func viewLayoutMarginsDidChange() { marginChanges += 1 }
}

/// `layoutMargins`, `directionalLayoutMargins`, `preservesSuperviewLayoutMargins`,
/// `insetsLayoutMarginsFromSafeArea`, the view controller's system minimum margins, and the
/// insets of the layout margins guide (`effectiveLayoutMargins`) the layout engine reads.
final class LayoutMarginsTests: XCTestCase {
    /// UIKit (`directionalLayoutMargins`): "For most views, the default layout margins are 8
    /// points on each side"; `preservesSuperviewLayoutMargins` is off by default ("default is
    /// NO", UIView.h); `insetsLayoutMarginsFromSafeArea`: "The default value of this property
    /// is true."
    @MainActor func testDefaultsAreUIKits() async {
        let v = UIView()
        XCTAssertEqual(v.layoutMargins, insets(8, 8, 8, 8))
        XCTAssertEqual(v.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        XCTAssertFalse(v.preservesSuperviewLayoutMargins)
        XCTAssertTrue(v.insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(v.effectiveLayoutMargins, insets(8, 8, 8, 8))
        XCTAssertEqual(v.autoresizingMask, [])
        XCTAssertTrue(v.autoresizesSubviews)
    }

    /// UIKit (`layoutMargins`): "The leading and trailing edge insets in the
    /// directionalLayoutMargins property are synchronized with the left and right insets in
    /// this property"; (`directionalLayoutMargins`): "the leading margin is applied to the
    /// right edge of the view in right-to-left layouts."
    @MainActor func testDirectionalMarginsMapLeadingAndTrailingByDirection() async {
        let v = UIView()
        v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(v.layoutMargins, insets(1, 2, 3, 4), "left to right: leading is left")
        v.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(v.layoutMargins, insets(1, 4, 3, 2), "right to left: leading is right")
        XCTAssertEqual(v.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(v.effectiveLayoutMargins, insets(1, 4, 3, 2))

        // Set as left and right, the margins stay on their sides; their directional names swap.
        v.layoutMargins = insets(5, 6, 7, 8)
        XCTAssertEqual(v.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 5, leading: 8, bottom: 7, trailing: 6))
        v.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(v.layoutMargins, insets(5, 6, 7, 8))
        XCTAssertEqual(v.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
    }

    /// The app's direction flips directional margins of views in a window too, and the
    /// layout margins guide moves (`layoutMarginsDidChange()`).
    @MainActor func testAppDirectionFlipsDirectionalMarginsInTheNextLayoutPass() async {
        defer { UIApplication.setUserInterfaceLayoutDirection(.leftToRight) }
        let h = HeadlessHarness(width: 800, height: 480)
        let v = MarginsView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(v)
        v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        h.renderFrames()
        XCTAssertEqual(v.effectiveLayoutMargins, insets(0, 30, 0, 10))
        let before = v.marginChanges
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        h.renderFrames()
        XCTAssertEqual(v.marginChanges, before + 1)
        XCTAssertEqual(v.effectiveLayoutMargins, insets(0, 10, 0, 30))
        XCTAssertEqual(v.layoutMargins, insets(0, 10, 0, 30))
    }

    /// UIKit (`directionalLayoutMargins`, iOS 10 text): "If the view is a view controller's
    /// root view, the system sets and manages the margins. The top and bottom margins are set
    /// to zero points. The leading and trailing margins vary depending on the current size
    /// class, but can be either 16 or 20 points" (16 for compact width, 20 for regular).
    /// The harness's 800-point-wide window is horizontally regular, a 480-point one compact.
    @MainActor func testRootViewTakesTheSystemMinimumBySizeClass() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = MarginsViewController()
        h.window.rootViewController = vc
        h.renderFrames()
        XCTAssertEqual(vc.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(vc.systemMinimumLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        XCTAssertTrue(vc.viewRespectsSystemMinimumLayoutMargins)
        XCTAssertEqual(vc.view.layoutMargins, insets(0, 20, 0, 20))
        XCTAssertEqual(vc.view.effectiveLayoutMargins, insets(0, 20, 0, 20))

        let changesBefore = vc.marginChanges
        h.resize(to: CGSize(width: 480, height: 800))
        h.renderFrames()
        XCTAssertEqual(vc.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(vc.systemMinimumLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        XCTAssertEqual(vc.view.effectiveLayoutMargins, insets(0, 16, 0, 16))
        XCTAssertGreaterThan(vc.marginChanges, changesBefore, "viewLayoutMarginsDidChange() follows the root view's margins")

        // A subview keeps UIKit's 8 points: "This property does not affect the margins
        // associated with subviews of the root view."
        let sub = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        vc.view.addSubview(sub)
        XCTAssertEqual(sub.effectiveLayoutMargins, insets(8, 8, 8, 8))
    }

    /// UIKit (`systemMinimumLayoutMargins`): "If you assign a custom value to the
    /// directionalLayoutMargins property of the view controller's root view, the root view's
    /// actual margins are set to either your custom values or the minimum values defined by
    /// this property, whichever values are greater." (`viewRespectsSystemMinimumLayoutMargins`):
    /// "Changing this property to false causes the view to obtain its margins solely from its
    /// directionalLayoutMargins property."
    @MainActor func testCustomRootMarginsAreNeverBelowTheMinimumUnlessItIsTurnedOff() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = MarginsViewController()
        h.window.rootViewController = vc
        h.renderFrames()
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 30, trailing: 40)
        XCTAssertEqual(vc.view.layoutMargins, insets(10, 20, 30, 40), "the example: 10 where the minimum is 20 gives 20")
        XCTAssertEqual(vc.view.effectiveLayoutMargins, insets(10, 20, 30, 40))
        vc.viewRespectsSystemMinimumLayoutMargins = false
        XCTAssertEqual(vc.view.layoutMargins, insets(10, 10, 30, 40))
        XCTAssertEqual(vc.view.effectiveLayoutMargins, insets(10, 10, 30, 40))

        // Without custom margins and without the minimum: UIKit's 8 points.
        let plain = MarginsViewController()
        plain.viewRespectsSystemMinimumLayoutMargins = false
        h.window.rootViewController = plain
        h.renderFrames()
        XCTAssertEqual(plain.view.layoutMargins, insets(8, 8, 8, 8))
    }

    /// UIKit (`insetsLayoutMarginsFromSafeArea`): "When the value of this property is true,
    /// any margins that are outside the safe area are automatically modified to fall within
    /// the safe area boundary. … Changing the value to false allows your margins to remain at
    /// their original locations, even when they are outside the safe area." (`layoutMargins`):
    /// "For the root view of a view controller, the default value of this property reflects
    /// the system minimum margins and safe area insets." As UIKit lays them out, the margin
    /// is measured from the safe area's edge (a root view under a 20-point bar has its
    /// margins guide 20 + 0 points down; a view 10 points under it 10 + 8).
    @MainActor func testMarginsAreMeasuredFromTheSafeAreaUnlessTurnedOff() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = MarginsViewController()
        h.window.rootViewController = vc
        let partly = MarginsView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        let inside = UIView(frame: CGRect(x: 10, y: 100, width: 200, height: 100))
        vc.view.addSubview(partly)
        vc.view.addSubview(inside)
        h.renderFrames()
        let changes = partly.marginChanges
        h.screen.systemSafeAreaInsets = insets(20, 0, 0, 0)
        h.renderFrames()
        XCTAssertEqual(vc.view.safeAreaInsets, insets(20, 0, 0, 0))
        XCTAssertEqual(vc.view.effectiveLayoutMargins, insets(20, 20, 0, 20))
        XCTAssertEqual(vc.view.layoutMargins, insets(0, 20, 0, 20), "the property is the view's own margins")
        XCTAssertEqual(partly.safeAreaInsets, insets(10, 0, 0, 0))
        XCTAssertEqual(partly.effectiveLayoutMargins, insets(18, 8, 8, 8))
        XCTAssertEqual(partly.marginChanges, changes + 1, "a safe-area change that moves the margins calls layoutMarginsDidChange()")
        XCTAssertEqual(inside.effectiveLayoutMargins, insets(8, 8, 8, 8))

        partly.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(partly.effectiveLayoutMargins, insets(8, 8, 8, 8))
        XCTAssertEqual(partly.marginChanges, changes + 2)
        vc.view.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(vc.view.effectiveLayoutMargins, insets(0, 20, 0, 20))
    }

    /// UIKit (`preservesSuperviewLayoutMargins`): "When any of the superview's margins is
    /// inside the area represented by the content view and its own margins, UIKit adjusts the
    /// content view's layout to respect the superview's margins. The amount of the adjustment
    /// is the smallest amount needed to ensure that content is also inside the superview's
    /// margins."
    @MainActor func testPreservingSuperviewMarginsGrowsEachEdgeByTheLeastNeeded() async {
        let sup = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        sup.layoutMargins = insets(40, 40, 40, 40)
        let content = UIView(frame: sup.bounds)
        sup.addSubview(content)
        XCTAssertEqual(content.effectiveLayoutMargins, insets(8, 8, 8, 8), "off by default")
        content.preservesSuperviewLayoutMargins = true
        XCTAssertEqual(content.effectiveLayoutMargins, insets(40, 40, 40, 40), "a frame that matches the superview's bounds")

        // 30 points in from the left and 35 from the top: 10 more to reach the superview's
        // left margin; the top's 5 is less than the view's own 8.
        content.frame = CGRect(x: 30, y: 35, width: 200, height: 100)
        XCTAssertEqual(content.effectiveLayoutMargins, insets(8, 10, 8, 8))
        // Right and bottom: sup's margins start at x 260 and y 160; the view ends at 290 and 180.
        content.frame = CGRect(x: 90, y: 80, width: 200, height: 100)
        XCTAssertEqual(content.effectiveLayoutMargins, insets(8, 8, 20, 30))
        // Scrolling the superview (bounds.origin) moves its margins with its content.
        sup.bounds.origin = CGPoint(x: 20, y: 0)
        XCTAssertEqual(content.effectiveLayoutMargins, insets(8, 8, 20, 10))
    }

    /// The preserved margins cascade ("margins cascade down the view tree, adjusting for
    /// geometry offsets", UIView.h): a change of the superview's margins reaches the
    /// preserving subview in the layout pass, with `layoutMarginsDidChange()`.
    @MainActor func testPreservedMarginsFollowTheSuperviewsChanges() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let sup = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let mid = MarginsView(frame: sup.bounds)
        let leaf = MarginsView(frame: mid.bounds)
        mid.preservesSuperviewLayoutMargins = true
        leaf.preservesSuperviewLayoutMargins = true
        h.window.addSubview(sup)
        sup.addSubview(mid)
        mid.addSubview(leaf)
        h.renderFrames()
        XCTAssertEqual(leaf.effectiveLayoutMargins, insets(8, 8, 8, 8))
        let (midChanges, leafChanges) = (mid.marginChanges, leaf.marginChanges)
        sup.layoutMargins = insets(30, 30, 30, 30)
        h.renderFrames()
        XCTAssertEqual(mid.marginChanges, midChanges + 1)
        XCTAssertEqual(leaf.marginChanges, leafChanges + 1)
        XCTAssertEqual(leaf.effectiveLayoutMargins, insets(30, 30, 30, 30), "through two levels")
    }

    /// UIKit calls `layoutMarginsDidChange()` when the margins change, not when they are set
    /// to what they were; the view is laid out again (the margin guides moved).
    @MainActor func testLayoutMarginsDidChangeOnlyOnAChange() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let v = MarginsView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(v)
        h.renderFrames()
        XCTAssertEqual(v.marginChanges, 0, "the defaults are no change")
        v.layoutMargins = insets(8, 8, 8, 8)
        XCTAssertEqual(v.marginChanges, 0)
        XCTAssertFalse(v.needsLayout)
        v.layoutMargins = insets(1, 2, 3, 4)
        XCTAssertEqual(v.marginChanges, 1, "called from the setter")
        XCTAssertTrue(v.needsLayout)
        v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(v.marginChanges, 1, "the same margins, set the other way")
    }

    /// Moving a view or scrolling it (`bounds.origin`) leaves its margins guides' size alone
    /// and asks for no layout (UIKit lays a view out when its size changes, not when it
    /// moves); a preserving subview still follows its superview's scrolled margins.
    @MainActor func testMovingOrScrollingAsksForNoLayout() async {
        let h = HeadlessHarness(width: 800, height: 480)
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        v.layoutMargins = UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.preservesSuperviewLayoutMargins = true
        v.addSubview(child)
        h.window.addSubview(v)
        h.renderFrames()
        let layouts = v.layouts
        v.center = CGPoint(x: 200, y: 200)
        v.bounds.origin = CGPoint(x: 10, y: 0)
        h.renderFrames()
        XCTAssertEqual(v.layouts, layouts)
        XCTAssertEqual(child.effectiveLayoutMargins, insets(40, 50, 8, 8), "scrolled by 10, the superview's left margin reaches 50 points into the child")
        v.bounds.size = CGSize(width: 310, height: 200)
        h.renderFrames()
        XCTAssertEqual(v.layouts, layouts + 1)
    }

    /// The margins follow lazily, in the layout pass, only where an input changed: among
    /// 10,000 views, changing one view's margins visits the path to it, and changing the
    /// container's visits only the container.
    @MainActor func testMarginChangesDoNotWalkTheTree() async {
        let h = HeadlessHarness(width: 1000, height: 1000)
        var cells: [UIView] = []
        for i in 0..<10_000 {
            let cell = UIView(frame: CGRect(x: (i % 100) * 10, y: (i / 100) * 10, width: 9, height: 9))
            h.window.addSubview(cell)
            cells.append(cell)
        }
        h.renderFrames()
        cells[5000].layoutMargins = insets(1, 1, 1, 1)
        h.renderFrames()
        XCTAssertEqual(h.screen.compositor.lastFrameWork.layoutVisits, 2, "window → cell")
        h.window.layoutMargins = insets(2, 2, 2, 2)
        h.renderFrames()
        XCTAssertEqual(h.screen.compositor.lastFrameWork.layoutVisits, 1, "no subview preserves the window's margins")
        cells[42].preservesSuperviewLayoutMargins = true
        h.renderFrames()
        h.window.layoutMargins = insets(3, 3, 3, 3)
        h.renderFrames()
        XCTAssertEqual(h.screen.compositor.lastFrameWork.layoutVisits, 2, "the one that preserves them")
        XCTAssertEqual(cells[42].effectiveLayoutMargins, insets(8, 8, 8, 8), "its edges are far from the window's margins")
        XCTAssertEqual(cells[0].effectiveLayoutMargins, insets(8, 8, 8, 8))
    }
}
