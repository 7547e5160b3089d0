import XCTest
@testable import Vitrine
import VitrineTesting

/// `presentedViewController` is "The view controller that is presented by this view
/// controller, or one of its ancestors in the view controller hierarchy" (UIKit's
/// documentation of `UIViewController.presentedViewController`): a child or grandchild of the
/// presenter sees the presented controller; the presenter's ancestors and the presented
/// controller's own children do not; `nil` once it is dismissed.
final class PresentedViewControllerRuleTests: XCTestCase {
    @MainActor func testChildrenOfThePresenterSeeThePresentedController() async {
        let (h, root, events) = makePresentationScene()
        let child = PresentationLogViewController("child", events)
        let grandchild = PresentationLogViewController("grandchild", events)
        root.embed(child)
        child.embed(grandchild)
        h.renderFrames()
        let b = PresentationLogViewController("B", events, style: .formSheet)
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertTrue(root.presentedViewController === b)
        XCTAssertTrue(child.presentedViewController === b)
        XCTAssertTrue(grandchild.presentedViewController === b)
        XCTAssertNil(b.presentedViewController, "the presented controller presents nothing itself")

        root.dismiss(animated: false)
        h.renderFrames()
        XCTAssertNil(child.presentedViewController)
        XCTAssertNil(grandchild.presentedViewController)
    }

    /// Only the presenter and its descendants see it: the presented controller's children do
    /// not see its presenter's presentation, and a controller presenting from the middle of a
    /// hierarchy (as a presentation context does) is not seen by its parent.
    @MainActor func testThePresentersAncestorsAndThePresentedsChildrenDoNotSeeIt() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .fullScreen)
        let inner = PresentationLogViewController("inner", events)
        b.embed(inner)
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertNil(inner.presentedViewController, "the presented controller's child: its ancestor B presents nothing")

        // A mid-hierarchy presenter (the link the machinery keeps, set as a context would).
        let middle = UIViewController(), leaf = UIViewController(), other = UIViewController()
        let top = UIViewController()
        top.addChild(middle)
        middle.addChild(leaf)
        middle._presentedViewController = other
        XCTAssertTrue(middle.presentedViewController === other)
        XCTAssertTrue(leaf.presentedViewController === other)
        XCTAssertNil(top.presentedViewController, "an ancestor of the presenter does not see it")
        middle._presentedViewController = nil
    }

    /// A child of the presenter dismissing dismisses what its ancestor presented (UIKit: "If
    /// you call this method on the presented view controller itself, UIKit asks the presenting
    /// view controller to handle the dismissal"; a child asks up its parents), and the public
    /// answer through the ancestor does not make the child the presenter.
    @MainActor func testDismissFromAChildOfThePresenterDismissesTheAncestorsPresentation() async {
        let (h, root, events) = makePresentationScene()
        let child = PresentationLogViewController("child", events)
        root.embed(child)
        h.renderFrames()
        let b = PresentationLogViewController("B", events, style: .formSheet)
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertNil(child._presentedViewController, "the link stays on the presenter")
        var done = false
        child.dismiss(animated: false) { done = true }
        h.renderFrames()
        XCTAssertTrue(done)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(b.presentingViewController)
    }
}
