import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UIView.transition(with:…) and transition(from:to:…), and UIViewController's
/// transition(from:to:…) for custom containers, against UIKit's documentation.
final class ViewTransitionTests: XCTestCase {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    /// A 100 × 60 red card at (50, 20) with a white 20 × 20 square at its top left, on a black window.
    @MainActor private func scene() -> (HeadlessHarness, UIView, UIView) {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 200, height: 100)
        h.window.backgroundColor = .black
        let card = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = .white
        card.addSubview(square)
        h.window.addSubview(card)
        h.renderFrames()
        return (h, card, square)
    }

    private func rgb(_ p: UInt32) -> (Int, Int, Int) { (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)) }

    /// `.transitionCrossDissolve`: the old rendering dissolves into the new. Half way through a
    /// linear 1 s transition every pixel is half old, half new: red (255, 0, 0) over green
    /// (0, 255, 0) → (128, 128, 0) ± 3; the square that moved shows half white over each.
    @MainActor func testCrossDissolveHalfWay() async {
        let (h, card, square) = scene()
        var finished: Bool?
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            card.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            square.frame.origin = CGPoint(x: 80, y: 40)
        }, completion: { finished = $0 })
        XCTAssertEqual(square.frame.origin, CGPoint(x: 80, y: 40), "the changes are made at once (no .allowAnimatedContent)")
        XCTAssertEqual(square.presentationFrame.origin, CGPoint(x: 80, y: 40), "not animated themselves")
        h.advance(by: 0.5)
        let shot = h.screenshot
        let mid = rgb(shot[100, 50])
        XCTAssertEqual(mid.0, 128, accuracy: 3); XCTAssertEqual(mid.1, 128, accuracy: 3); XCTAssertEqual(mid.2, 0, accuracy: 3)
        let oldSquare = rgb(shot[60, 30])  // white fading over green
        XCTAssertEqual(oldSquare.0, 128, accuracy: 3); XCTAssertEqual(oldSquare.1, 255, accuracy: 3)
        let newSquare = rgb(shot[140, 70]) // red fading over white
        XCTAssertEqual(newSquare.0, 255, accuracy: 3); XCTAssertEqual(newSquare.1, 128, accuracy: 3)
        if let failure = GoldenImage.verify(shot, name: "view-transition-cross-dissolve-half", directory: Self.goldenDirectory) {
            XCTFail(failure)
        }
        XCTAssertEqual(GoldenImage.compare(shot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0,
                       "the incremental frame matches a from-scratch render")
        h.advance(by: 0.6)
        XCTAssertEqual(finished, true)
        XCTAssertTrue(card.subviews.count == 1 && card.subviews[0] === square, "the snapshot is gone")
        XCTAssertEqual(rgb(h.screenshot[100, 50]).1, 255)
    }

    /// `.transitionFlipFromLeft`, drawn in 2D: a quarter through, the card has narrowed
    /// (linear halves: to 1 − 0.5 × 0.99 ≈ 0.5 of its width, 50 pt about its centre x = 100)
    /// still showing the old rendering; past half way it widens back showing the new.
    @MainActor func testFlipNarrowsShowingTheOldThenWidensShowingTheNew() async {
        let (h, card, square) = scene()
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft], animations: {
            card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            square.isHidden = true
        })
        XCTAssertEqual(card.transform, .identity, "the model transform is untouched")
        h.advance(by: 0.25)
        let shot = h.screenshot
        XCTAssertEqual(rgb(shot[100, 50]).0, 255, "old red in the middle")
        XCTAssertEqual(rgb(shot[60, 50]).0, 0, "left of the narrowed card: the black window")
        XCTAssertEqual(rgb(shot[140, 50]).0, 0, "right of it too")
        XCTAssertTrue(rgb(shot[80, 25]) == (255, 255, 255), "the old square, narrowed with it (x 75…85)")
        if let failure = GoldenImage.verify(shot, name: "transition-flip-quarter", directory: Self.goldenDirectory) { XCTFail(failure) }
        h.advance(by: 0.5)
        let later = h.screenshot
        XCTAssertEqual(rgb(later[100, 50]).2, 255, "three quarters: the new blue")
        XCTAssertEqual(rgb(later[80, 25]).2, 255, "no square any more")
        h.advance(by: 0.3)
        XCTAssertEqual(card.presentationFrame, card.frame)
        XCTAssertTrue(card.subviews.count == 1 && card.subviews[0] === square)
    }

    /// Curls fall back to a cross-dissolve, logged.
    @MainActor func testCurlIsACrossDissolve() async {
        let (h, card, _) = scene()
        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: {
            card.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        })
        XCTAssertEqual(BadInputLog.recent.count, 1)
        h.advance(by: 0.5)
        XCTAssertEqual(rgb(h.screenshot[100, 50]).0, 128, accuracy: 3)
    }

    /// transition(from:to:…): "fromView … By default, this view is removed from its superview";
    /// "toView … added to the superview of fromView"; `.showHideTransitionViews` hides and shows
    /// instead; a duration of 0: "the transition is made without animations".
    @MainActor func testTransitionFromViewToView() async {
        let (h, card, square) = scene()
        let other = UIView(frame: CGRect(x: 40, y: 20, width: 20, height: 20))
        var finished: Bool?
        UIView.transition(from: square, to: other, duration: 0.3, options: .transitionCrossDissolve, completion: { finished = $0 })
        XCTAssertNil(square.superview)
        XCTAssertTrue(other.superview === card)
        h.advance(by: 0.4)
        XCTAssertEqual(finished, true)
        XCTAssertTrue(card.subviews.count == 1 && card.subviews[0] === other)

        let shown = UIView(frame: .zero)
        shown.isHidden = true
        card.addSubview(shown)
        UIView.transition(from: other, to: shown, duration: 0, options: .showHideTransitionViews)
        XCTAssertTrue(other.isHidden)
        XCTAssertFalse(shown.isHidden)
        XCTAssertTrue(other.superview === card, "hidden, not removed")

        UIView.transition(from: UIView(), to: shown, duration: 0.3, options: [])
        XCTAssertEqual(BadInputLog.recent.count, 1, "a from view without a superview is logged")
    }

    /// UIViewController.transition(from:to:…): "adds the second view controller's view to the
    /// view hierarchy and then performs the animations … After the animation completes, it
    /// removes the first view controller's view"; UIKit's header: it "will fail … if the parent
    /// view controllers are not the same as the receiver" (logged here, nothing done). The
    /// appearance callbacks come around the animation.
    @MainActor func testViewControllerTransitionBetweenChildren() async {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 200, height: 100)
        let log = LifecycleRecorder()
        let parent = UIViewController()
        let a = RecordingViewController(name: "A", recorder: log)
        let b = RecordingViewController(name: "B", recorder: log)
        parent.addChild(a)
        parent.view.addSubview(a.view)
        a.didMove(toParent: parent)
        h.window.rootViewController = parent
        h.renderFrames()
        log.clear()

        parent.transition(from: b, to: a, duration: 0.3, animations: nil)
        XCTAssertEqual(BadInputLog.recent.count, 1, "b is not a child yet")
        XCTAssertEqual(log.events, [])

        a.willMove(toParent: nil)
        parent.addChild(b)
        let order: Set<LifecycleRecorder.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                                                      .willMoveToParent, .didMoveToParent]
        var finished: Bool?
        parent.transition(from: a, to: b, duration: 0.3, options: .curveLinear, animations: {
            b.view.alpha = 0.5
        }, completion: { done in
            finished = done
            a.removeFromParent()
            b.didMove(toParent: parent)
        })
        XCTAssertTrue(b.view.superview === parent.view, "added before the animations")
        XCTAssertTrue(a.view.superview === parent.view, "removed only after them")
        XCTAssertEqual(log.events(only: order), ["A.willMove(toParent:nil)", "B.willMove(toParent:\(type(of: parent)))",
                                                 "A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        h.advance(by: 0.15)
        XCTAssertEqual(log.events(only: [.viewDidAppear, .viewDidDisappear]), [], "nothing ends before the animation")
        h.advance(by: 0.3)
        XCTAssertEqual(finished, true)
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(log.events(only: order).suffix(4), ["A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                                                           "A.didMove(toParent:nil)", "B.didMove(toParent:\(type(of: parent)))"],
                       "the appearance ends, then the completion's containment calls")
    }
}
