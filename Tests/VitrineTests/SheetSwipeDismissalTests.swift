import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Records what a presentation controller's delegate is told.
@MainActor
final class DismissalDelegateLog: UIAdaptivePresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { entries.append("didAttemptToDismiss") }
}

/// A sheet's swipe down (UIKit, iOS 13 and later: page and form sheets can be dragged down to
/// dismiss), `isModalInPresentation`, and the dismissal half of
/// `UIAdaptivePresentationControllerDelegate`.
final class SheetSwipeDismissalTests: XCTestCase {
    /// An 800×600 window, root `A`, with form sheet `B` presented: the card is (130, 20, 540, 560).
    @MainActor private func scene() -> (HeadlessHarness, LifecycleRecorder, UIViewController, RecordingViewController, DismissalDelegateLog) {
        let h = HeadlessHarness(width: 800, height: 600)
        let rec = LifecycleRecorder()
        let a = RecordingViewController(name: "A", recorder: rec)
        h.window.rootViewController = a
        h.renderFrames()
        let b = RecordingViewController(name: "B", recorder: rec)
        b.modalPresentationStyle = .formSheet
        a.present(b, animated: false)
        h.renderFrames()
        let log = DismissalDelegateLog()
        b.presentationController?.delegate = log
        rec.clear()
        return (h, rec, a, b, log)
    }

    @MainActor private var appearance: Set<LifecycleRecorder.Callback> { LifecycleRecorder.appearanceCallbacks.subtracting([.viewIsAppearing]) }

    @MainActor func testDraggedPastHalfwayTheSheetDismisses() async {
        let (h, rec, a, b, log) = scene()
        // Slowly (no flick): 2 s for 350 points, past half the 580-point travel.
        h.drag(from: CGPoint(x: 400, y: 100), to: CGPoint(x: 400, y: 450), steps: 20, duration: 2, lift: false)
        XCTAssertEqual(b.view.presentationFrame.minY, 20 + 340, accuracy: 12, "the sheet follows the finger")
        XCTAssertTrue(b.isBeingDismissed)
        h.touchUp()
        h.advance(by: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.view.window)
        // UIKit: shouldDismiss, then willDismiss as the dismissal starts, didDismiss once it is over.
        XCTAssertEqual(log.entries, ["shouldDismiss", "willDismiss", "didDismiss"])
        XCTAssertEqual(rec.events(only: appearance), ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)"])
    }

    @MainActor func testReleasedBeforeHalfwayTheSheetSpringsBack() async {
        let (h, rec, a, b, log) = scene()
        h.drag(from: CGPoint(x: 400, y: 100), to: CGPoint(x: 400, y: 200), steps: 20, duration: 2)
        h.advance(by: 1)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(b.view.frame, CGRect(x: 130, y: 20, width: 540, height: 560))
        XCTAssertEqual(b.view.presentationFrame, b.view.frame)
        XCTAssertFalse(b.isBeingDismissed)
        XCTAssertEqual(log.entries, ["shouldDismiss", "willDismiss"], "no didDismiss for a dismissal that did not happen")
        XCTAssertEqual(rec.events(only: appearance), ["B.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)"])
        // It can still be dismissed afterwards.
        a.dismiss(animated: false)
        h.renderFrames()
        XCTAssertNil(a.presentedViewController)
    }

    @MainActor func testAFlickDismissesEvenAShortDrag() async {
        let (h, _, a, _, log) = scene()
        // 100 points in 0.05 s: 2,000 points a second.
        h.drag(from: CGPoint(x: 400, y: 100), to: CGPoint(x: 400, y: 200), steps: 5, duration: 0.05)
        h.advance(by: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(log.entries, ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @MainActor func testModalInPresentationBlocksTheSwipeAndTellsTheDelegate() async {
        // UIKit: "When you set it to true, UIKit ignores events outside the view controller's
        // bounds and prevents the interactive dismissal of the view controller while it is
        // onscreen"; presentationControllerDidAttemptToDismiss(_:) is called instead.
        let (h, rec, a, b, log) = scene()
        b.isModalInPresentation = true
        h.drag(from: CGPoint(x: 400, y: 100), to: CGPoint(x: 400, y: 500), steps: 10, duration: 0.1)
        h.advance(by: 1)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(b.view.presentationFrame, CGRect(x: 130, y: 20, width: 540, height: 560))
        XCTAssertEqual(log.entries, ["didAttemptToDismiss"])
        XCTAssertEqual(rec.events(only: appearance), [])
    }

    @MainActor func testTheDelegateCanRefuseTheDismissal() async {
        let (h, _, a, b, log) = scene()
        log.allowsDismissal = false
        h.drag(from: CGPoint(x: 400, y: 100), to: CGPoint(x: 400, y: 500), steps: 10, duration: 0.1)
        h.advance(by: 1)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(log.entries, ["shouldDismiss", "didAttemptToDismiss"])
    }

    @MainActor func testProgrammaticDismissalDoesNotCallTheDelegate() async {
        // UIKit, presentationControllerDidDismiss(_:): "not called if the presentation is
        // dismissed programmatically".
        let (h, _, a, _, log) = scene()
        a.dismiss(animated: true)
        h.advance(by: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(log.entries, [])
    }

    @MainActor func testFullScreenControllersCannotBeSwipedDown() async {
        let h = HeadlessHarness(width: 800, height: 600)
        let a = UIViewController()
        h.window.rootViewController = a
        h.renderFrames()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        h.renderFrames()
        h.drag(from: CGPoint(x: 400, y: 100), to: CGPoint(x: 400, y: 500), steps: 10, duration: 0.1)
        h.advance(by: 1)
        XCTAssertTrue(a.presentedViewController === b)
    }
}
