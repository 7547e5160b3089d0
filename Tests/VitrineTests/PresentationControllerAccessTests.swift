import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Records what an adaptive delegate is asked and told.
@MainActor
final class RecordingAdaptiveDelegate: UIPopoverPresentationControllerDelegate {
    var log: [String] = []
    var style: UIModalPresentationStyle?
    var traitStyle: UIModalPresentationStyle?
    var allowsDismiss = true
    var onPrepare: ((UIPopoverPresentationController) -> Void)?
    var replacement: ((UIPresentationController) -> UIViewController?)?

    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        log.append("replacementFor(\(style))")
        return replacement?(controller)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        log.append("adaptiveStyle")
        return style ?? .automatic
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard let traitStyle else { return adaptivePresentationStyle(for: controller) }
        log.append("adaptiveStyle(traits)")
        return traitStyle
    }
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        log.append("willPresent(\(style))")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allowsDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.append("didAttemptToDismiss") }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        log.append("prepare")
        onPrepare?(popoverPresentationController)
    }
}

/// `presentationController` and `popoverPresentationController` before, during and after a
/// presentation (UIKit's documentation of both properties).
final class PresentationControllerAccessTests: XCTestCase {
    /// presentationController: "If you've not yet presented the current view controller,
    /// accessing this property creates a presentation controller based on the current value in
    /// the modalPresentationStyle property" — and that object manages the presentation, so a
    /// delegate set before `present` is the presentation's delegate.
    @MainActor func testThePresentationControllerMadeBeforePresentingIsTheOneUsed() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .formSheet)
        let delegate = RecordingAdaptiveDelegate()
        guard let early = b.presentationController else { return XCTFail("no presentation controller before presenting") }
        XCTAssertNil(early.presenter, "not known before the presentation")
        XCTAssertEqual(early.presentationStyle, .formSheet)
        XCTAssertTrue(b.presentationController === early, "made once")
        early.delegate = delegate
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertTrue(b.presentationController === early)
        XCTAssertTrue(early.presentingViewController === root)
        XCTAssertTrue(early.delegate === delegate)
        XCTAssertEqual(delegate.log, ["willPresent(none)"], "800 wide is regular: the sheet does not adapt")
    }

    /// presentationController: "If the view controller or one of its ancestors is managed by a
    /// presentation controller, this property contains that object."
    @MainActor func testAChildOfAPresentedControllerSeesItsPresentationController() async {
        let (h, root, events) = makePresentationScene()
        let inner = PresentationLogViewController("I", events)
        let wrapper = WrapperViewController(inner)
        wrapper.modalPresentationStyle = .formSheet
        root.present(wrapper, animated: false)
        h.renderFrames()
        XCTAssertNotNil(wrapper.presentationController)
        XCTAssertTrue(inner.presentationController === wrapper.presentationController)
    }

    /// popoverPresentationController: created before presenting "when the value in the
    /// modalPresentationStyle property is UIModalPresentationPopover. If the modal presentation
    /// style is a different value, this property is nil."
    @MainActor func testPopoverPresentationControllerOnlyForThePopoverStyle() async {
        let vc = UIViewController()
        vc.modalPresentationStyle = .formSheet
        XCTAssertNil(vc.popoverPresentationController)
        vc.modalPresentationStyle = .popover
        guard let popover = vc.popoverPresentationController else { return XCTFail("no popover controller") }
        XCTAssertTrue(vc.presentationController === popover)
        XCTAssertEqual(popover.arrowDirection, .unknown, "unknown until shown")
        XCTAssertEqual(popover.permittedArrowDirections, .any)
        XCTAssertTrue(popover.sourceRect.isNull, "iOS 13.2+: CGRectNull, the source view's bounds")
        // A later change of style away from .popover: not a popover presentation any more.
        vc.modalPresentationStyle = .formSheet
        XCTAssertNil(vc.popoverPresentationController)
        XCTAssertFalse(vc.presentationController is UIPopoverPresentationController)
    }

    /// After a dismissal the next presentation gets a new presentation controller (a popover's
    /// source must be set again for each presentation, as in UIKit).
    @MainActor func testAfterDismissalANewPresentationControllerIsMade() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .formSheet)
        let first = b.presentationController
        root.present(b, animated: false)
        h.renderFrames()
        b.dismiss(animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNotNil(b.presentationController)
        XCTAssertFalse(b.presentationController === first)
    }

    /// The early presentation controller does not keep its controller alive (no cycle).
    @MainActor func testAnEarlyPresentationControllerDoesNotLeakItsController() async {
        weak var weakVC: UIViewController?
        weak var weakPC: UIPresentationController?
        do {
            let vc = UIViewController()
            vc.modalPresentationStyle = .popover
            weakPC = vc.presentationController
            weakVC = vc
        }
        XCTAssertNil(weakVC)
        XCTAssertNil(weakPC)
    }
}
