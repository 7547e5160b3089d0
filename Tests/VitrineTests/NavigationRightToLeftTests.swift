import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The navigation stack right to left. Apple, "Supporting right-to-left languages": the
/// navigation bar flips (the back button and leading items at the right, its chevron pointing
/// right), a push slides the new screen in from the left, and the swipe back starts at the
/// right edge. UIKit: `UINavigationController.interactivePopGestureRecognizer` pops "when a
/// person swipes horizontally from the leading edge of the screen"; a view's
/// `semanticContentAttribute` `.forceLeftToRight` keeps it left to right.
final class NavigationRightToLeftTests: XCTestCase {
    override func tearDown() async throws {
        await MainActor.run { _ = UIApplication.setUserInterfaceLayoutDirection(.leftToRight) }
    }

    /// Root "Alpha" on screen in `h` and "Beta", pushed without animation unless `push` is
    /// false (then only created).
    @MainActor private func stack(_ h: HeadlessHarness, push: Bool = true) -> (UINavigationController, UIViewController, UIViewController) {
        alphaBetaStack(h, push: push)
    }

    /// `stack` with Beta showing the back button, leading items Close and Help (supplementing
    /// the back button) and trailing items Save and Share.
    @MainActor private func scene(_ h: HeadlessHarness) -> (UINavigationController, UIViewController, UIViewController) {
        let (nav, a, b) = stack(h)
        b.navigationItem.leftItemsSupplementBackButton = true
        b.navigationItem.leftBarButtonItems = ["Close", "Help"].map { UIBarButtonItem(title: $0, primaryAction: UIAction { _ in }) }
        b.navigationItem.rightBarButtonItems = ["Save", "Share"].map { UIBarButtonItem(title: $0, primaryAction: UIAction { _ in }) }
        h.renderFrames()
        return (nav, a, b)
    }

    /// The bar's views that lay out by direction, with their frames.
    @MainActor private func frames(_ bar: UINavigationBar) -> [CGRect] {
        [bar.backButton.frame, bar.chevron.frame, bar.backLabel.frame, bar.titleLabel.frame] + bar.leftViews.map(\.frame) + bar.rightViews.map(\.frame)
    }

    /// Right to left every item's frame is its left-to-right frame mirrored across the bar:
    /// the back button at the right edge with the chevron at its right end, the first
    /// `leftBarButtonItems` item outermost (next to the back button, right of the second), the
    /// first `rightBarButtonItems` item 16 pt from the left edge; the title stays centred.
    @MainActor func testTheBarsItemsMirrorRightToLeft() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, _, _) = scene(h)
        let bar = nav.navigationBar
        let ltr = frames(bar)
        XCTAssertEqual(bar.backButton.frame.minX, 0)
        XCTAssertFalse(bar.chevron.pointsRight)

        XCTAssertTrue(UIApplication.setUserInterfaceLayoutDirection(.rightToLeft))
        h.renderFrames()
        XCTAssertEqual(bar.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        let rtl = frames(bar)
        XCTAssertEqual(rtl.count, ltr.count)
        // The back button's chevron and label mirror inside the button, the rest across the bar.
        for (i, (r, l)) in zip(rtl, ltr).enumerated() {
            let width = i == 1 || i == 2 ? bar.backButton.frame.width : 800
            XCTAssertEqual(r, l.mirrored(inWidth: width), "view \(i)")
        }
        XCTAssertEqual(bar.backButton.frame.maxX, 800, "the back button at the right edge")
        XCTAssertGreaterThan(bar.chevron.frame.minX, bar.backLabel.frame.maxX, "the chevron right of the back title")
        XCTAssertTrue(bar.chevron.pointsRight)
        XCTAssertEqual(bar.leftViews[0].frame.maxX, bar.backButton.frame.minX - 8, "the first leading item next to the back button")
        XCTAssertEqual(bar.leftViews[1].frame.maxX, bar.leftViews[0].frame.minX - 8, "the second to its left")
        XCTAssertEqual(bar.rightViews[0].frame.minX, 16, "the first trailing item at the left margin")
        XCTAssertEqual(bar.rightViews[1].frame.minX, bar.rightViews[0].frame.maxX + 8)
        XCTAssertEqual(bar.titleLabel.frame.midX, 400, "the title centred")
    }

    /// The chevron is drawn pointing right: in its frame, the ink of the middle row (the tip)
    /// is right of the ink of the top row (the arms' ends); left to right the other way round.
    @MainActor func testTheBackChevronIsMirrored() async {
        func tipIsRight(_ h: HeadlessHarness, _ bar: UINavigationBar) -> Bool? {
            let shot = h.screenshot
            let f = bar.chevron.convert(bar.chevron.bounds, to: nil)
            let background = shot[Int(f.minX) - 3, Int(f.midY)]
            func inkX(row y: Int) -> [Int] {
                (Int(f.minX)..<Int(f.maxX)).filter { shot[$0, y] != background }
            }
            let mid = inkX(row: Int(f.midY)), top = inkX(row: Int(f.minY) + 2)
            guard let m = mid.first, let t = top.first else { return nil }
            return m > t
        }
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, _, _) = scene(h)
        XCTAssertEqual(tipIsRight(h, nav.navigationBar), false, "left to right: the tip at the left")
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        h.renderFrames()
        XCTAssertEqual(tipIsRight(h, nav.navigationBar), true, "right to left: the tip at the right")
    }

    /// A bar with `semanticContentAttribute` `.forceLeftToRight` keeps its left-to-right layout
    /// in a right-to-left app (UIKit: `userInterfaceLayoutDirection(for: .forceLeftToRight)`
    /// is left to right whatever the app's direction).
    @MainActor func testAForcedLeftToRightBarStaysLeftToRight() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, _, _) = scene(h)
        let ltr = frames(nav.navigationBar)
        nav.navigationBar.semanticContentAttribute = .forceLeftToRight
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        h.renderFrames()
        XCTAssertEqual(frames(nav.navigationBar), ltr)
        XCTAssertFalse(nav.navigationBar.chevron.pointsRight)
        nav.navigationBar.semanticContentAttribute = .unspecified
        h.renderFrames()
        XCTAssertEqual(nav.navigationBar.backButton.frame.maxX, 800, "back to the app's direction")
    }

    /// The large title sits at the leading edge: right aligned right to left (a Latin title
    /// too, whose own direction is left to right), its ink ending at the right margin.
    @MainActor func testTheLargeTitleIsAtTheLeadingEdge() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 800, height: 480)
        let a = UIViewController()
        a.title = "Settings"
        let nav = UINavigationController(rootViewController: a)
        nav.navigationBar.prefersLargeTitles = true
        h.window.rootViewController = nav
        h.renderFrames()
        let label = nav.navigationBar.largeTitleLabel
        XCTAssertFalse(label.isHidden)
        XCTAssertEqual(label.textAlignment, .right)
        let shot = h.screenshot
        let f = label.convert(label.bounds, to: nil)
        let background = shot[2, Int(f.midY)]
        let ink = (0..<800).filter { x in (Int(f.minY)..<Int(f.maxY)).contains { shot[x, $0] != background } }
        guard let first = ink.first, let last = ink.last else { return XCTFail("no large title drawn") }
        XCTAssertGreaterThan(first, 400, "the title in the right half")
        XCTAssertGreaterThan(last, 800 - 16 - 4, "ending at the right margin")
    }

    /// A push right to left, frame by frame on the virtual clock: the new view comes in from
    /// the left (its minX from -800 up to 0), the old one moves right (0 to 240, 30 %); the
    /// bar's new title slides in from the left. The pop mirrors it: the top view leaves to
    /// the left, the one below comes back from the right.
    @MainActor func testPushAndPopSlideTheOtherWayRightToLeft() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, a, b) = stack(h, push: false)
        nav.pushViewController(b, animated: true)
        h.renderFrames()
        let title = nav.navigationBar.titleLabel
        let finalTitleX = title.frame.minX
        var bX: [CGFloat] = [], aX: [CGFloat] = [], titleX: [CGFloat] = []
        for _ in 0..<8 {
            h.advance(by: 0.04)
            bX.append(b.view.presentationFrame.minX)
            aX.append(a.view.presentationFrame.minX)
            titleX.append(title.presentationFrame.minX)
        }
        XCTAssertTrue(bX.allSatisfy { $0 < 0 }, "B comes from the left: \(bX)")
        XCTAssertEqual(bX, bX.sorted(), "B moves right, never back")
        XCTAssertTrue(aX.allSatisfy { $0 > 0 }, "A moves to the right: \(aX)")
        XCTAssertEqual(aX, aX.sorted())
        XCTAssertTrue(titleX.allSatisfy { $0 < finalTitleX }, "the new title slides in from the left: \(titleX)")
        h.advance(by: 0.5)
        XCTAssertEqual(b.view.frame.minX, 0)
        XCTAssertEqual(b.view.presentationFrame.minX, 0)

        nav.popViewController(animated: true)
        h.renderFrames()
        var poppedX: [CGFloat] = [], revealedX: [CGFloat] = []
        for _ in 0..<8 {
            h.advance(by: 0.04)
            poppedX.append(b.view.presentationFrame.minX)
            revealedX.append(a.view.presentationFrame.minX)
        }
        XCTAssertTrue(poppedX.allSatisfy { $0 < 0 }, "B leaves to the left: \(poppedX)")
        XCTAssertEqual(poppedX, poppedX.sorted(by: >))
        XCTAssertTrue(revealedX.allSatisfy { $0 > 0 }, "A comes back from the right: \(revealedX)")
        XCTAssertEqual(revealedX, revealedX.sorted(by: >))
        h.advance(by: 0.5)
        XCTAssertTrue(nav.topViewController === a)
        XCTAssertEqual(a.view.presentationFrame.minX, 0)
    }

    /// Moves finger 0 from `x0` to `x1` at y 240 in 8 moves 0.03 s apart.
    @MainActor private func swipe(_ h: HeadlessHarness, from x0: CGFloat, to x1: CGFloat) {
        h.touchDown(at: CGPoint(x: x0, y: 240))
        for i in 1...8 {
            h.advance(by: 0.03)
            h.touchMove(to: CGPoint(x: x0 + (x1 - x0) * CGFloat(i) / 8, y: 240))
        }
    }

    /// Right to left the swipe back starts at the right edge and follows a leftward drag (B
    /// where the finger took it, A coming back from the right); let go past the middle the pop
    /// completes. From the left edge nothing happens.
    @MainActor func testTheSwipeBackStartsAtTheRightEdge() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, a, b) = stack(h)

        swipe(h, from: 4, to: 404)
        XCTAssertNil(nav.transitionCoordinator, "no pop from the left (trailing) edge")
        h.touchUp()
        h.advance(by: 0.5)
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertEqual(b.view.frame.minX, 0)

        swipe(h, from: 796, to: 396)
        XCTAssertTrue(nav.topViewController === a)
        XCTAssertEqual(nav.transitionCoordinator?.isInteractive, true)
        XCTAssertEqual(b.view.presentationFrame.minX, -400, accuracy: 0.5, "B where the finger took it")
        XCTAssertEqual(a.view.presentationFrame.minX, 120, accuracy: 0.5, "A half way back from 30 % to the right")
        XCTAssertEqual(nav.transitionCoordinator?.percentComplete ?? 0, 0.5, accuracy: 0.01)
        h.touchMove(to: CGPoint(x: 296, y: 240))
        XCTAssertEqual(b.view.presentationFrame.minX, -500, accuracy: 0.5, "past the middle")
        h.advance(by: 0.3)   // keep still: no flick
        h.touchUp()
        h.advance(by: 0.5)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(a.view.frame.minX, 0)
    }

    /// The app turning right to left while the stack is on screen moves the swipe back to the
    /// right edge. A rightward flick (back towards the edge) cancels the pop even past the
    /// middle; a leftward flick completes it even short of the middle.
    @MainActor func testFlicksDecideTheSwipeBackRightToLeft() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, _, b) = stack(h)
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        h.renderFrames()
        swipe(h, from: 796, to: 96)
        for x in stride(from: 146, through: 296, by: 50) {   // 200 pt in 40 ms back to the right, still past the middle
            h.advance(by: 0.01)
            h.touchMove(to: CGPoint(x: CGFloat(x), y: 240))
        }
        h.touchUp()
        h.advance(by: 0.6)
        XCTAssertEqual(nav.viewControllers.count, 2, "flicked back to the right: cancelled")
        XCTAssertEqual(b.view.frame.minX, 0)
        swipe(h, from: 796, to: 596)
        h.touchUp()
        h.advance(by: 0.6)
        XCTAssertEqual(nav.viewControllers.count, 1, "a quick 200 pt flick to the left pops")
    }

    /// The toolbar mirrors too (UIKit lays its items out from the leading edge): the first item
    /// at the right margin, the next to its left.
    @MainActor func testToolbarItemsMirrorRightToLeft() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 800, height: 480)
        let a = UIViewController()
        a.toolbarItems = ["Edit", "Share"].map { UIBarButtonItem(title: $0, primaryAction: UIAction { _ in }) }
        let nav = UINavigationController(rootViewController: a)
        nav.setToolbarHidden(false, animated: false)
        h.window.rootViewController = nav
        h.renderFrames()
        let views = nav.toolbar.itemViews.compactMap { $0 }
        XCTAssertEqual(views.count, 2)
        XCTAssertEqual(views[0].frame.maxX, 800 - 16, "the first item at the right margin")
        XCTAssertEqual(views[1].frame.maxX, views[0].frame.minX - 8, "the second to its left")
    }
}
