import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `.popover` presentations (UIKit's `UIPopoverPresentationController`,
/// `UIPopoverPresentationControllerDelegate`, `UIModalPresentationStyle.popover`). Metrics:
/// arrow 13 tall, 10 points from the window's edges, 13-point corners (PopoverLayout).
final class PopoverTests: XCTestCase {
    // MARK: Placement (expected frames worked out by hand from the rules)

    private let window = CGRect(x: 0, y: 0, width: 800, height: 600)
    private let centre = CGRect(x: 380, y: 280, width: 40, height: 40)
    private let content = CGSize(width: 200, height: 100)

    /// Each permitted arrow direction puts the popover on the opposite side of the source,
    /// centred on it, the arrow's tip on the source's edge.
    @MainActor func testPlacementForEachArrowDirection() {
        let cases: [(UIPopoverArrowDirection, CGRect, CGPoint)] = [
            (.up, CGRect(x: 300, y: 333, width: 200, height: 100), CGPoint(x: 400, y: 320)),
            (.down, CGRect(x: 300, y: 167, width: 200, height: 100), CGPoint(x: 400, y: 280)),
            (.left, CGRect(x: 433, y: 250, width: 200, height: 100), CGPoint(x: 420, y: 300)),
            (.right, CGRect(x: 167, y: 250, width: 200, height: 100), CGPoint(x: 380, y: 300)),
        ]
        for (direction, frame, tip) in cases {
            let l = PopoverLayout.make(anchor: centre, preferred: content, permitted: direction, in: window)
            XCTAssertEqual(l.arrowDirection, direction)
            XCTAssertEqual(l.contentFrame, frame, "\(direction)")
            XCTAssertEqual(l.arrowTip, tip, "\(direction)")
        }
        // .any: below the source first.
        XCTAssertEqual(PopoverLayout.make(anchor: centre, preferred: content, permitted: .any, in: window).arrowDirection, .up)
    }

    /// "Placed to fit the window": near the right edge the popover slides left to 10 points
    /// from the edge and the arrow stays on the source (clear of the 13-point corner); near the
    /// bottom it goes above the source.
    @MainActor func testPlacementIsClampedToTheWindow() {
        let nearRight = PopoverLayout.make(anchor: CGRect(x: 760, y: 20, width: 30, height: 30), preferred: content, permitted: .any, in: window)
        XCTAssertEqual(nearRight.arrowDirection, .up)
        XCTAssertEqual(nearRight.contentFrame, CGRect(x: 590, y: 63, width: 200, height: 100))
        XCTAssertEqual(nearRight.arrowTip, CGPoint(x: 759, y: 50), "790 − 13 − 18 keeps the arrow off the corner")
        let nearBottom = PopoverLayout.make(anchor: CGRect(x: 380, y: 560, width: 40, height: 30), preferred: content, permitted: .any, in: window)
        XCTAssertEqual(nearBottom.arrowDirection, .down)
        XCTAssertEqual(nearBottom.contentFrame, CGRect(x: 300, y: 447, width: 200, height: 100))
    }

    /// With no preferredContentSize the content is UIKit's default popover size, 320×1100
    /// (`contentSizeForViewInPopover`), shrunk to the side that shows most of it.
    @MainActor func testDefaultContentSizeIsShrunkToFit() {
        let l = PopoverLayout.make(anchor: centre, preferred: .zero, permitted: .any, in: window)
        XCTAssertEqual(l.arrowDirection, .left, "only the sides have room for the full 320 width and the most height")
        XCTAssertEqual(l.contentFrame, CGRect(x: 433, y: 10, width: 320, height: 580))
    }

    // MARK: Presenting

    /// A root controller with a "Filter" button at (100, 100, 80, 40) and an "Other" button at
    /// (600, 400, 100, 40).
    @MainActor private func scene() -> (HeadlessHarness, UIViewController, UIButton, UIButton, PresentationEventLog) {
        let h = HeadlessHarness(width: 800, height: 600)
        let root = UIViewController()
        root.view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
        button.setTitle("Filter", for: .normal)
        root.view.addSubview(button)
        let other = UIButton(type: .system)
        other.frame = CGRect(x: 600, y: 400, width: 100, height: 40)
        other.setTitle("Other", for: .normal)
        root.view.addSubview(other)
        h.window.rootViewController = root
        h.renderFrames()
        return (h, root, button, other, PresentationEventLog())
    }

    @MainActor private func popover(_ events: PresentationEventLog) -> PresentationLogViewController {
        let p = PresentationLogViewController("P", events, style: .popover)
        p.preferredContentSize = CGSize(width: 200, height: 100)
        return p
    }

    /// sourceView with the default sourceRect (CGRectNull: the view's bounds): the popover
    /// points at the button from below.
    @MainActor func testPopoverAnchoredToASourceView() async {
        let (h, root, button, _, events) = scene()
        let p = popover(events)
        p.popoverPresentationController?.sourceView = button
        root.present(p, animated: false)
        h.renderFrames()
        XCTAssertEqual(p.view.frame, CGRect(x: 40, y: 153, width: 200, height: 100))
        XCTAssertEqual(p.popoverPresentationController?.arrowDirection, .up)
        XCTAssertEqual(p.view.layer.cornerRadius, 13)
        XCTAssertNotNil(root.view.window, "the presenter's views stay")
    }

    /// barButtonItem: the popover points at the item's view in the navigation bar.
    @MainActor func testPopoverAnchoredToABarButtonItem() async {
        let h = HeadlessHarness(width: 800, height: 600)
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Add", primaryAction: nil)
        content.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: content)
        h.window.rootViewController = nav
        h.renderFrames()
        guard let itemView = item.displayedView else { return XCTFail("the bar shows no view for the item") }
        let itemFrame = itemView.convert(itemView.bounds, to: h.window)
        let events = PresentationEventLog()
        let p = popover(events)
        p.popoverPresentationController?.barButtonItem = item
        content.present(p, animated: false)
        h.renderFrames()
        XCTAssertEqual(p.popoverPresentationController?.arrowDirection, .up)
        XCTAssertEqual(p.view.frame.minY, itemFrame.maxY + 13)
        XCTAssertEqual(p.view.frame.maxX, 790, "slid in from the right edge")
    }

    /// prepareForPopoverPresentation(_:) comes before the popover is placed: a source set
    /// there is used.
    @MainActor func testPrepareForPopoverPresentationMaySetTheSource() async {
        let (h, root, button, _, events) = scene()
        let p = popover(events)
        let d = RecordingAdaptiveDelegate()
        d.onPrepare = { $0.sourceView = button; $0.permittedArrowDirections = .left }
        p.popoverPresentationController?.delegate = d
        BadInputLog.clear()
        root.present(p, animated: false)
        h.renderFrames()
        XCTAssertEqual(d.log.first, "prepare")
        XCTAssertEqual(p.view.frame, CGRect(x: 193, y: 70, width: 200, height: 100))
        XCTAssertTrue(BadInputLog.recent.isEmpty)
    }

    /// UIKit raises when a popover has neither sourceView nor barButtonItem; Vitrine reports it
    /// and centres the popover, without an arrow.
    @MainActor func testNoSourceIsReportedAndCentred() async {
        let (h, root, _, _, events) = scene()
        let p = popover(events)
        BadInputLog.clear()
        root.present(p, animated: false)
        h.renderFrames()
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("non-nil sourceView or barButtonItem") })
        XCTAssertEqual(p.view.frame, CGRect(x: 300, y: 250, width: 200, height: 100))
        XCTAssertEqual(p.popoverPresentationController?.arrowDirection, .unknown)
    }

    // MARK: Touches

    /// A tap outside dismisses the popover, in UIKit's order since iOS 13 (the adaptive
    /// delegate's shouldDismiss, willDismiss, then didDismiss after the dismissal); the touch
    /// does not reach the button under it.
    @MainActor func testTapOutsideDismisses() async {
        let (h, root, button, other, events) = scene()
        var otherTapped = 0
        other.addAction(UIAction { _ in otherTapped += 1 }, for: .primaryActionTriggered)
        let p = popover(events)
        let d = RecordingAdaptiveDelegate()
        p.popoverPresentationController?.sourceView = button
        p.popoverPresentationController?.delegate = d
        root.present(p, animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        d.log.removeAll()
        h.tap(at: CGPoint(x: 650, y: 420))
        h.advance(by: 1)
        h.renderFrames()
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(p.view.window)
        XCTAssertEqual(d.log, ["shouldDismiss", "willDismiss", "didDismiss"])
        XCTAssertEqual(otherTapped, 0, "the tap was the popover's")
        XCTAssertEqual(p.view.alpha, 1, "the fade-out is undone on the controller's view")
    }

    /// presentationControllerShouldDismiss(_:) returning false keeps the popover and calls
    /// presentationControllerDidAttemptToDismiss(_:); a tap inside the popover never dismisses.
    @MainActor func testDelegateMayRefuseAndTapsInsideStay() async {
        let (h, root, button, _, events) = scene()
        let p = popover(events)
        let d = RecordingAdaptiveDelegate()
        d.allowsDismiss = false
        p.popoverPresentationController?.sourceView = button
        p.popoverPresentationController?.delegate = d
        root.present(p, animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        d.log.removeAll()
        h.tap(at: CGPoint(x: 100, y: 200))
        h.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === p)
        XCTAssertEqual(d.log, [], "inside the popover")
        h.tap(at: CGPoint(x: 700, y: 50))
        h.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === p)
        XCTAssertEqual(d.log, ["shouldDismiss", "didAttemptToDismiss"])
    }

    /// isModalInPresentation: "UIKit ignores events outside the view controller's bounds and
    /// prevents the interactive dismissal of the view controller while it is onscreen" — a tap
    /// outside keeps the popover, and the delegate hears of the attempt (without being asked).
    @MainActor func testModalInPresentationIgnoresTapsOutside() async {
        let (h, root, button, _, events) = scene()
        let p = popover(events)
        p.isModalInPresentation = true
        let d = RecordingAdaptiveDelegate()
        p.popoverPresentationController?.sourceView = button
        p.popoverPresentationController?.delegate = d
        root.present(p, animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        d.log.removeAll()
        h.tap(at: CGPoint(x: 700, y: 50))
        h.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === p)
        XCTAssertEqual(d.log, ["didAttemptToDismiss"])
    }

    /// passthroughViews: "views the user can interact with while the popover is visible" — a
    /// tap on one reaches it and the popover stays.
    @MainActor func testPassthroughViewsGetTheTouch() async {
        let (h, root, button, other, events) = scene()
        var otherTapped = 0
        other.addAction(UIAction { _ in otherTapped += 1 }, for: .primaryActionTriggered)
        let p = popover(events)
        p.popoverPresentationController?.sourceView = button
        p.popoverPresentationController?.passthroughViews = [other]
        root.present(p, animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 650, y: 420))
        h.advance(by: 1)
        XCTAssertEqual(otherTapped, 1)
        XCTAssertTrue(root.presentedViewController === p)
    }

    /// popoverPresentationController(_:willRepositionPopoverTo:in:): after a rotation the
    /// delegate may move the anchor.
    @MainActor func testDelegateRepositionsOnRotation() async {
        let h = HeadlessHarness(width: 1024, height: 768)
        let root = UIViewController()
        h.window.rootViewController = root
        h.renderFrames()
        let events = PresentationEventLog()
        let p = popover(events)
        final class Mover: UIPopoverPresentationControllerDelegate {
            var calls = 0
            func popoverPresentationController(_ c: UIPopoverPresentationController, willRepositionPopoverTo rect: inout CGRect, in view: inout UIView) {
                calls += 1
                rect = CGRect(x: 50, y: 50, width: 10, height: 10)
            }
        }
        let mover = Mover()
        p.popoverPresentationController?.sourceView = root.view
        p.popoverPresentationController?.sourceRect = CGRect(x: 500, y: 300, width: 10, height: 10)
        p.popoverPresentationController?.delegate = mover
        root.present(p, animated: false)
        h.renderFrames()
        XCTAssertEqual(mover.calls, 0)
        h.screen.transition(to: .portrait, animated: false)
        h.renderFrames()
        XCTAssertEqual(mover.calls, 1)
        XCTAssertEqual(p.view.frame.minY, 60 + 13, "below the new anchor")
    }

    /// An animated popover fades in and out in place (iOS's popover animation) rather than
    /// sliding up like a sheet.
    @MainActor func testAnimatedPopoverFadesInPlace() async {
        let (h, root, button, _, events) = scene()
        let p = popover(events)
        p.popoverPresentationController?.sourceView = button
        root.present(p, animated: true)
        h.renderFrames()
        h.advance(by: 0.15)
        XCTAssertEqual(p.view.frame, CGRect(x: 40, y: 153, width: 200, height: 100), "no slide")
        XCTAssertGreaterThan(p.view.presentationAlpha, 0)
        XCTAssertLessThan(p.view.presentationAlpha, 1, "mid-fade")
        h.advance(by: 1)
        XCTAssertEqual(p.view.alpha, 1)
    }

    /// Bad sources are reported and survived: a source view out of the window, a bar button
    /// item no bar shows (centred, no arrow), a non-finite sourceRect (the view's bounds).
    @MainActor func testBadSourcesAreReported() async {
        let (h, root, button, _, events) = scene()
        BadInputLog.clear()
        let p = popover(events)
        p.popoverPresentationController?.sourceView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.present(p, animated: false)
        h.renderFrames()
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("sourceView is not in a window") })
        XCTAssertEqual(p.view.frame, CGRect(x: 300, y: 250, width: 200, height: 100))
        p.dismiss(animated: false)
        h.renderFrames()
        h.advance(by: 0.1)

        let q = popover(events)
        q.popoverPresentationController?.barButtonItem = UIBarButtonItem(title: "Nowhere", primaryAction: nil)
        root.present(q, animated: false)
        h.renderFrames()
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("barButtonItem is not shown") })
        XCTAssertEqual(q.popoverPresentationController?.arrowDirection, .unknown)
        q.dismiss(animated: false)
        h.renderFrames()
        h.advance(by: 0.1)

        let r = popover(events)
        r.popoverPresentationController?.sourceView = button
        r.popoverPresentationController?.sourceRect = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        root.present(r, animated: false)
        h.renderFrames()
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("is not finite") })
        XCTAssertEqual(r.view.frame, CGRect(x: 40, y: 153, width: 200, height: 100), "anchored to the button's bounds")
    }
}
