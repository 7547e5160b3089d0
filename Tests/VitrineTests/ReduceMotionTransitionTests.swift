import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Reduce Motion turns Vitrine's built-in moving transitions into cross-fades, as iOS does:
/// Apple's `UIAccessibility.prefersCrossFadeTransitions` ("whether the Reduce Motion and the
/// Prefer Cross-Fade Transitions settings are in an enabled state"; "UI should avoid Slide
/// animations and prefer Cross-Fade transitions instead", SwiftUI's
/// `accessibilityPrefersCrossFadeTransitions`). The same duration, the same callbacks at the
/// same times.
///
/// The proof, frame by frame on the virtual clock: with Reduce Motion every frame of the
/// transition is, pixel by pixel and channel by channel, between the first frame and the last
/// (`CrossFadeCheck`) within `crossFadeTolerance` levels — the rounding of an 8-bit alpha blend — so
/// nothing moved; with it off the same check fails, so the check can fail.
final class ReduceMotionTransitionTests: XCTestCase {
    typealias Recording = ReduceMotionRecording

    // MARK: Rotation

    @MainActor private func rotationScene(_ log: LifecycleRecorder) -> HeadlessHarness {
        let h = HeadlessHarness(width: 160, height: 96)
        let root = RecordingViewController(name: "A", recorder: log)
        h.window.rootViewController = root
        root.view.backgroundColor = UIColor(rgb: 0x203040)
        for (i, colour) in [0xFF0000, 0x00C000, 0xF0F000, 0xFFFFFF].enumerated() {
            let v = UIView(frame: CGRect(x: 8 + 36 * i, y: 10 + 12 * i, width: 30, height: 24))
            v.backgroundColor = UIColor(rgb: UInt32(colour))
            root.view.addSubview(v)
        }
        let label = UILabel(frame: CGRect(x: 10, y: 70, width: 120, height: 16))
        label.text = "Vitrine"
        label.textColor = .white
        root.view.addSubview(label)
        return h
    }

    /// Rotation: with Reduce Motion the old orientation's frame dissolves into the new one's,
    /// nothing turns; `viewWillTransition` and the coordinator's completion come as with the turn.
    @MainActor func testRotationCrossFadesUnderReduceMotion() async {
        var results: [Bool: Recording] = [:]
        for reduce in [true, false] {
            let log = LifecycleRecorder()
            let h = rotationScene(log)
            results[reduce] = recordTransition(reduceMotion: reduce, duration: 0.3, in: h, log: log) { XCTAssertTrue(h.rotate(to: .portrait)) }
            XCTAssertNil(h.screen.compositor.rotation, "the turn ended within its 0.3 s")
        }
        guard let on = results[true], let off = results[false] else { return XCTFail() }
        XCTAssertGreaterThanOrEqual(on.frames.count, 19)
        assertCrossFades(on: on, off: off, "the rotation")
        XCTAssertEqual(on.frames.last.map { CrossFadeCheck.worstDeviation([$0, off.frames.last ?? $0]).levels }, 0, "the same end")
    }

    // MARK: Push

    /// A light page A and a dark page B, each with a block of colour at another place.
    @MainActor private func pages(_ log: LifecycleRecorder) -> (RecordingViewController, RecordingViewController) {
        (colouredPage("A", log, colour: 0xF2F2F7, block: 0x0050D0, x: 20), colouredPage("B", log, colour: 0x1C1C1E, block: 0xE0A000, x: 200))
    }

    /// Push and pop: with Reduce Motion the pushed view fades in over the old one in place
    /// (and the popped one out), the bar's titles fade in place; the appearance callbacks and
    /// the completion come as with the slide.
    @MainActor func testPushAndPopCrossFadeUnderReduceMotion() async {
        for pop in [false, true] {
            var results: [Bool: Recording] = [:]
            for reduce in [true, false] {
                let log = LifecycleRecorder()
                let h = HeadlessHarness(width: 320, height: 240)
                let (a, b) = pages(log)
                let nav = UINavigationController(rootViewController: a)
                nav.isNavigationBarHidden = true
                h.window.rootViewController = nav
                if pop { nav.pushViewController(b, animated: false) }
                results[reduce] = recordTransition(reduceMotion: reduce, duration: UINavigationController.transitionDuration, in: h, log: log) {
                    if pop { nav.popViewController(animated: true) } else { nav.pushViewController(b, animated: true) }
                }
                XCTAssertTrue(nav.topViewController === (pop ? a : b))
                XCTAssertEqual(b.view.alpha, 1, "the view leaves as opaque as it came")
            }
            guard let on = results[true], let off = results[false] else { return XCTFail() }
            assertCrossFades(on: on, off: off, pop ? "pop" : "push")
            XCTAssertFalse(on.during.contains { $0.hasSuffix("viewDidAppear(true)") }, "not appeared before the last frame")
        }
    }

    // MARK: Sheet

    /// A cover-vertical presentation (full screen, and a card sheet): with Reduce Motion the
    /// presented view fades in at its final frame; it is presented (and dismissed) when the
    /// slide would have been.
    @MainActor func testCoverVerticalSheetCrossFadesUnderReduceMotion() async {
        var results: [Bool: Recording] = [:]
        for reduce in [true, false] {
            let log = LifecycleRecorder()
            let h = HeadlessHarness(width: 320, height: 240)
            let (a, b) = pages(log)
            b.modalPresentationStyle = .fullScreen
            h.window.rootViewController = a
            results[reduce] = recordTransition(reduceMotion: reduce, duration: UIPresentationController.transitionDuration, in: h, log: log) {
                a.present(b, animated: true)
            }
            XCTAssertTrue(a.presentedViewController === b)
        }
        guard let on = results[true], let off = results[false] else { return XCTFail() }
        assertCrossFades(on: on, off: off, "the cover-vertical presentation")
    }

    /// A card sheet (`.pageSheet`) shows over a fading dimming view, which is not a blend of
    /// the ends inside the card while both fade; so here the card's place is what is checked:
    /// at its final frame on every frame of the presentation and of the dismissal, fading.
    @MainActor func testCardSheetStaysInPlaceUnderReduceMotion() async {
        UIAccessibility.withReduceMotion(true) {
            let h = HeadlessHarness(width: 800, height: 480)
            let a = UIViewController(), b = UIViewController()
            b.view.backgroundColor = .white
            h.window.rootViewController = a
            h.renderFrames()
            a.present(b, animated: true)
            h.renderFrames()
            let final = b.view.frame
            var alphas: [CGFloat] = []
            for _ in 0..<18 {
                h.advance(by: 1.0 / 60)
                XCTAssertEqual(b.view.presentationFrame, final)
                alphas.append(b.view.presentationAlpha)
            }
            XCTAssertEqual(alphas, alphas.sorted(), "fading in")
            XCTAssertGreaterThan(alphas.count, 0)
            h.advance(by: 0.1)
            XCTAssertEqual(b.view.alpha, 1)
            a.dismiss(animated: true)
            for _ in 0..<18 {
                h.advance(by: 1.0 / 60)
                if b.view.superview != nil { XCTAssertEqual(b.view.presentationFrame, final) }
            }
            h.advance(by: 0.1)
            XCTAssertNil(a.presentedViewController)
            XCTAssertEqual(b.view.alpha, 1, "leaves opaque: it may be presented again")
        }
    }

    // MARK: Edge-swipe pop

    /// The edge swipe back stays interactive with Reduce Motion (iOS keeps the gesture), but
    /// the finger scrubs the fade, not a slide: half way across, both views are in place and
    /// the popped one half transparent; let go past the middle, the pop completes and the view
    /// leaves opaque.
    @MainActor func testTheEdgeSwipePopScrubsTheFadeUnderReduceMotion() async {
        UIAccessibility.withReduceMotion(true) {
            let h = HeadlessHarness(width: 800, height: 480)
            let log = LifecycleRecorder()
            let (a, b) = pages(log)
            let nav = UINavigationController(rootViewController: a)
            h.window.rootViewController = nav
            nav.pushViewController(b, animated: false)
            h.renderFrames()
            h.touchDown(at: CGPoint(x: 4, y: 240))
            for i in 1...8 {
                h.advance(by: 0.03)
                h.touchMove(to: CGPoint(x: 4 + 400 * CGFloat(i) / 8, y: 240))
            }
            XCTAssertTrue(a.transitionCoordinator?.isInteractive ?? false)
            XCTAssertEqual(b.view.presentationFrame.minX, 0, "the popped view does not follow the finger")
            XCTAssertEqual(a.view.presentationFrame.minX, 0)
            XCTAssertEqual(b.view.presentationAlpha, 0.5, accuracy: 0.02, "half way across, half faded")
            h.touchMove(to: CGPoint(x: 504, y: 240))
            h.advance(by: 0.3)   // keep still: no flick
            h.touchUp()
            h.advance(by: 0.5)
            XCTAssertTrue(nav.topViewController === a)
            XCTAssertNil(b.view.superview)
            XCTAssertEqual(b.view.alpha, 1)
        }
    }

    // MARK: The bar's titles

    /// The titles' positions on each frame of a push: the new title's and the old one's copy.
    @MainActor private func titlePositions(reduceMotion: Bool) -> Set<CGFloat> {
        UIAccessibility.withReduceMotion(reduceMotion) {
            let h = HeadlessHarness(width: 320, height: 240)
            let (a, b) = pages(LifecycleRecorder())
            let nav = UINavigationController(rootViewController: a)
            h.window.rootViewController = nav
            h.renderFrames()
            nav.pushViewController(b, animated: true)
            let bar = nav.navigationBar
            var xs = Set<CGFloat>()
            for _ in 0..<22 {
                h.advance(by: 1.0 / 60)
                for ghost in bar.subviews.compactMap({ $0 as? NavigationBarGhost }) {
                    for t in ghost.titles { xs.insert(t.presentationFrame.midX) }
                }
                xs.insert(bar.titleLabel.presentationFrame.midX)
            }
            return xs
        }
    }

    /// With Reduce Motion the bar's old and new titles fade where they are (both centred),
    /// without the third-of-the-bar slide they take otherwise.
    @MainActor func testTheBarsTitlesFadeInPlaceUnderReduceMotion() async {
        XCTAssertEqual(titlePositions(reduceMotion: true).count, 1, "every title centred on every frame")
        XCTAssertGreaterThan(titlePositions(reduceMotion: false).count, 5, "they slide without it")
    }
}
