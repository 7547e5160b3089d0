import XCTest
@testable import Vitrine
import VitrineTesting

/// A container that handles only the actions it lists (as a UIKit container answers
/// `canPerformAction(_:withSender:)` for the show selectors).
@MainActor
final class ActionListingContainer: UIViewController, UIViewControllerShowing {
    let name: String
    let events: PresentationEventLog
    var actions: Set<UIViewController.ShowAction>
    init(_ name: String, _ events: PresentationEventLog, actions: Set<UIViewController.ShowAction>) {
        self.name = name
        self.events = events
        self.actions = actions
        super.init()
    }

    required init?(coder: NSCoder) { return nil }

    func canPerformShowAction(_ action: UIViewController.ShowAction, withSender sender: Any?) -> Bool { actions.contains(action) }
    func handleShow(_ vc: UIViewController, sender: Any?, detail: Bool) -> Bool {
        events.add("\(name).handleShow(\(vc.title ?? "?"), detail: \(detail))")
        return true
    }
}

/// `targetViewController(forAction:sender:)`, UIKit's documentation: "This method returns the
/// current view controller if that view controller overrides the method indicated by the action
/// parameter. If the current view controller does not override that method, UIKit walks up the
/// view hierarchy and returns the first view controller that does override it. If no view
/// controller overrides the method, this method returns nil." `show(_:sender:)` and
/// `showDetailViewController(_:sender:)` use it to find who shows. On Linux the selector is a
/// `UIViewController.ShowAction` and "overrides" is adopting `UIViewControllerShowing` and
/// answering `canPerformShowAction`.
final class ShowActionTests: XCTestCase {
    @MainActor func testTargetViewControllerForActionIsTheNearestControllerThatHandlesTheAction() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let events = PresentationEventLog()
        let outer = ActionListingContainer("outer", events, actions: [.show, .showDetailViewController])
        let inner = ActionListingContainer("inner", events, actions: [.show])
        let leaf = UIViewController()
        outer.embed(inner)
        inner.embed(leaf)
        h.window.rootViewController = outer
        h.renderFrames()

        XCTAssertTrue(leaf.targetViewController(forAction: .show, sender: nil) === inner)
        XCTAssertTrue(leaf.targetViewController(forAction: .showDetailViewController, sender: leaf) === outer,
                      "the inner container does not perform the detail action: UIKit walks on up")
        XCTAssertTrue(inner.targetViewController(forAction: .show, sender: nil) === inner, "the current view controller itself")

        let x = UIViewController()
        x.title = "x"
        leaf.show(x, sender: nil)
        leaf.showDetailViewController(x, sender: nil)
        XCTAssertEqual(events.take(), ["inner.handleShow(x, detail: false)", "outer.handleShow(x, detail: true)"],
                       "show and showDetailViewController go to the targets of their actions")
    }

    /// "If no view controller overrides the method, this method returns nil", and `show` then
    /// presents the controller.
    @MainActor func testNoTargetReturnsNilAndShowPresents() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let events = PresentationEventLog()
        let root = ActionListingContainer("root", events, actions: [])
        h.window.rootViewController = root
        h.renderFrames()
        XCTAssertNil(root.targetViewController(forAction: .show, sender: nil))
        XCTAssertNil(root.targetViewController(forAction: .showDetailViewController, sender: nil))
        let x = UIViewController()
        root.showDetailViewController(x, sender: nil)
        XCTAssertTrue(root.presentedViewController === x)
        XCTAssertEqual(events.take(), [])
    }
}
