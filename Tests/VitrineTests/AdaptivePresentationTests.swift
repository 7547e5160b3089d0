import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Adaptation to a horizontally compact environment (UIKit's
/// `UIAdaptivePresentationControllerDelegate` and `UIPresentationController.adaptivePresentationStyle`).
/// A 480×800 window is horizontally compact; 800×600 is regular.
final class AdaptivePresentationTests: XCTestCase {
    @MainActor private func present(_ style: UIModalPresentationStyle, width: Int, height: Int,
                                    delegate: RecordingAdaptiveDelegate?) -> (HeadlessHarness, PresentationLogViewController) {
        let (h, root, events) = makePresentationScene(width: width, height: height)
        let b = PresentationLogViewController("B", events, style: style)
        b.presentationController?.delegate = delegate
        if style == .popover {
            b.popoverPresentationController?.sourceView = root.view
            b.popoverPresentationController?.sourceRect = CGRect(x: 20, y: 20, width: 40, height: 40)
            b.preferredContentSize = CGSize(width: 200, height: 100)
        }
        root.present(b, animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        return (h, b)
    }

    /// UIPresentationController.delegate: sheets and popovers "must change to use one of the
    /// full-screen presentation styles" in a compact environment; without a delegate, full screen.
    @MainActor func testSheetsAndPopoversBecomeFullScreenInCompactWidthWithoutADelegate() async {
        for style in [UIModalPresentationStyle.formSheet, .pageSheet, .popover] {
            let (h, b) = present(style, width: 480, height: 800, delegate: nil)
            XCTAssertEqual(b.view.frame, h.window.bounds, "\(style)")
            XCTAssertEqual(b.presentationController?.adaptivePresentationStyle, .fullScreen)
        }
    }

    /// adaptivePresentationStyle(for:) returning `.none`: "no adaptations should be made" — the
    /// form sheet stays a card.
    @MainActor func testDelegateReturningNoneKeepsTheStyle() async {
        let d = RecordingAdaptiveDelegate()
        d.style = UIModalPresentationStyle.none
        let (h, b) = present(.formSheet, width: 480, height: 800, delegate: d)
        XCTAssertNotEqual(b.view.frame, h.window.bounds)
        XCTAssertEqual(b.view.frame.width, 440, "540 clamped to 480 − 2×20")
        XCTAssertEqual(b.presentationController?.adaptivePresentationStyle, UIModalPresentationStyle.none)
        XCTAssertEqual(d.log.first, "adaptiveStyle")
        XCTAssertTrue(d.log.contains("willPresent(none)"))
    }

    /// The delegate's `.overFullScreen` is used, and the delegate is told
    /// (`presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`).
    @MainActor func testDelegatesStyleIsUsedAndAnnounced() async {
        let d = RecordingAdaptiveDelegate()
        d.style = .overFullScreen
        let (h, b) = present(.popover, width: 480, height: 800, delegate: d)
        XCTAssertEqual(b.view.frame, h.window.bounds)
        XCTAssertEqual(b.popoverPresentationController?.arrowDirection, .unknown, "no arrow when adapted")
        XCTAssertTrue(d.log.contains("willPresent(overFullScreen)"))
    }

    /// adaptivePresentationStyle(for:traitCollection:) is preferred over
    /// adaptivePresentationStyle(for:) when implemented; a popover may become a sheet.
    @MainActor func testTraitCollectionVariantIsPreferred() async {
        let d = RecordingAdaptiveDelegate()
        d.style = .fullScreen
        d.traitStyle = .formSheet
        let (h, b) = present(.popover, width: 480, height: 800, delegate: d)
        XCTAssertEqual(b.presentationController?.adaptivePresentationStyle, .formSheet)
        XCTAssertNotEqual(b.view.frame, h.window.bounds, "a card, not full screen")
        XCTAssertFalse(d.log.contains("adaptiveStyle"))
        XCTAssertTrue(d.log.contains("adaptiveStyle(traits)"))
    }

    /// The delegate's answer "must be fullScreen, overFullScreen, or none" (a sheet style for a
    /// popover): anything else is reported and full screen used.
    @MainActor func testAnInvalidAnswerIsReportedAndFullScreenUsed() async {
        BadInputLog.clear()
        let d = RecordingAdaptiveDelegate()
        d.style = .currentContext
        let (h, b) = present(.formSheet, width: 480, height: 800, delegate: d)
        XCTAssertEqual(b.view.frame, h.window.bounds)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("adaptivePresentationStyle") })
    }

    /// In a regular environment nothing adapts and the delegate is not asked.
    @MainActor func testRegularWidthDoesNotAskTheDelegate() async {
        let d = RecordingAdaptiveDelegate()
        d.style = .fullScreen
        let (h, b) = present(.formSheet, width: 800, height: 600, delegate: d)
        XCTAssertNotEqual(b.view.frame, h.window.bounds)
        XCTAssertEqual(d.log, ["willPresent(none)"])
    }

    /// A rotation into compact width adapts a presented popover, and the delegate hears the new style.
    @MainActor func testRotationToCompactAdaptsAndAnnounces() async {
        let d = RecordingAdaptiveDelegate()
        let (h, b) = present(.popover, width: 800, height: 480, delegate: d)
        XCTAssertEqual(b.view.frame.size, CGSize(width: 200, height: 100))
        d.log.removeAll()
        h.screen.transition(to: .portrait, animated: false)
        h.renderFrames()
        XCTAssertEqual(h.window.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(b.view.frame, h.window.bounds)
        XCTAssertTrue(d.log.contains("willPresent(fullScreen)"))
    }

    /// presentationController(_:viewControllerForAdaptivePresentationStyle:): "The view
    /// controller to display in place of the existing presented view controller" — here a
    /// wrapper around it, which is what the presenter then presents; dismissing from the
    /// original controller dismisses the wrapper.
    @MainActor func testDelegateMayReplaceThePresentedControllerWhenAdapting() async {
        let (h, root, events) = makePresentationScene(width: 480, height: 800)
        let b = PresentationLogViewController("B", events, style: .formSheet)
        let d = RecordingAdaptiveDelegate()
        var wrapper: WrapperViewController?
        d.replacement = { pc in
            let w = WrapperViewController(pc.presentedViewController)
            wrapper = w
            return w
        }
        b.presentationController?.delegate = d
        root.present(b, animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        guard let wrapper else { return XCTFail("the delegate was not asked") }
        XCTAssertTrue(d.log.contains("replacementFor(fullScreen)"))
        XCTAssertTrue(root.presentedViewController === wrapper)
        XCTAssertTrue(b.parent === wrapper)
        XCTAssertTrue(b.presentationController === wrapper.presentationController)
        XCTAssertTrue(wrapper.presentationController?.presentedViewController === wrapper)
        XCTAssertEqual(wrapper.view.frame, h.window.bounds)
        XCTAssertNotNil(b.view.window)
        b.dismiss(animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(b.view.window)
    }

    /// In a regular environment the presentation does not adapt and the delegate is not asked
    /// for a replacement.
    @MainActor func testNoReplacementWithoutAdaptation() async {
        let (h, root, events) = makePresentationScene(width: 800, height: 600)
        let b = PresentationLogViewController("B", events, style: .formSheet)
        let d = RecordingAdaptiveDelegate()
        d.replacement = { WrapperViewController($0.presentedViewController) }
        b.presentationController?.delegate = d
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertTrue(root.presentedViewController === b)
        XCTAssertFalse(d.log.contains { $0.hasPrefix("replacementFor") })
    }
}
