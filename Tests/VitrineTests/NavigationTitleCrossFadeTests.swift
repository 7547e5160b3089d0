import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The title cross-fade of an animated push or pop, as iOS draws it: the old bar contents fade
/// out, the old title sliding away, while the new ones fade in, the new title sliding in, all
/// in the slide's own animation block (so whatever drives that block drives the bar too).
final class NavigationTitleCrossFadeTests: XCTestCase {
    /// Half way through a push (0.175 s of 0.35 s): the old contents ("Alpha") are in a ghost
    /// view, part faded, their title moved left; the new title "Beta" is part faded in and
    /// still right of its place — by the same fraction of its 240 pt slide (0.3 × 800) as the
    /// new view's slide of 800 pt, since both run in one animation block with one curve. At the
    /// end the ghost is gone and the new title is in place, opaque.
    @MainActor func testPushCrossFadesTheTitleInTheSlidesBlock() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, _, b) = alphaBetaStack(h, push: false)
        let bar = nav.navigationBar
        let before = bar.titleLabel.frame
        nav.pushViewController(b, animated: true)
        let final = bar.titleLabel.frame
        h.advance(by: 0.175)
        let ghost = try! XCTUnwrap(bar.subviews.compactMap { $0 as? NavigationBarGhost }.first)
        XCTAssertGreaterThan(ghost.presentationAlpha, 0.05)
        XCTAssertLessThan(ghost.presentationAlpha, 0.95)
        let oldTitle = try! XCTUnwrap(ghost.titles.first as? UILabel)
        XCTAssertEqual(oldTitle.text, "Alpha")
        XCTAssertLessThan(oldTitle.presentationFrame.minX, before.minX - 10, "sliding left")
        XCTAssertGreaterThan(bar.titleLabel.presentationAlpha, 0.05)
        XCTAssertLessThan(bar.titleLabel.presentationAlpha, 0.95)
        let titleProgress = 1 - (bar.titleLabel.presentationFrame.minX - final.minX) / 240
        let slideProgress = 1 - b.view.presentationFrame.minX / 800
        XCTAssertGreaterThan(slideProgress, 0.1)
        XCTAssertLessThan(slideProgress, 0.9)
        XCTAssertEqual(titleProgress, slideProgress, accuracy: 0.01, "one block, one curve")
        XCTAssertEqual(1 - ghost.presentationAlpha, slideProgress, accuracy: 0.01)
        h.advance(by: 0.3)
        XCTAssertNil(ghost.superview)
        XCTAssertEqual(bar.titleLabel.presentationFrame, final)
        XCTAssertEqual(bar.titleLabel.presentationAlpha, 1)
        XCTAssertEqual(bar.backButton.presentationAlpha, 1)
    }

    /// A pop mirrors it: the old title ("Beta") slides right as it fades, the back button of
    /// the root goes with the ghost, and "Alpha" comes in from the left.
    @MainActor func testPopSlidesTheOtherWay() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (nav, _, _) = alphaBetaStack(h)
        let bar = nav.navigationBar
        let before = bar.titleLabel.frame
        nav.popViewController(animated: true)
        let final = bar.titleLabel.frame
        h.advance(by: 0.175)
        let ghost = try! XCTUnwrap(bar.subviews.compactMap { $0 as? NavigationBarGhost }.first)
        XCTAssertGreaterThan((ghost.titles.first?.presentationFrame.minX ?? 0), before.minX + 10, "old title sliding right")
        XCTAssertLessThan(bar.titleLabel.presentationFrame.minX, final.minX - 10, "new title coming from the left")
        XCTAssertTrue(bar.backButton.isHidden, "no back button on the root")
        h.advance(by: 0.3)
        XCTAssertNil(ghost.superview)
        XCTAssertEqual(bar.titleLabel.text, "Alpha")
    }

    /// Without animation there is no cross-fade: no ghost, the new title at once.
    @MainActor func testNoCrossFadeWithoutAnimation() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let a = UIViewController(), b = UIViewController()
        b.title = "Beta"
        let nav = UINavigationController(rootViewController: a)
        h.window.rootViewController = nav
        h.renderFrames()
        nav.pushViewController(b, animated: false)
        XCTAssertTrue(nav.navigationBar.subviews.allSatisfy { !($0 is NavigationBarGhost) })
        XCTAssertNil(nav.navigationBar.outgoing)
        XCTAssertEqual(nav.navigationBar.titleLabel.presentationAlpha, 1)
    }
}
