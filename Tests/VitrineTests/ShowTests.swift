import XCTest
@testable import Vitrine
import VitrineTesting

/// A container that shows what its descendants hand it (a navigation controller would push).
@MainActor
final class ShowingContainer: UIViewController, UIViewControllerShowing {
    let name: String
    let events: PresentationEventLog
    var acceptsDetail = true
    var handles = true
    init(_ name: String, _ events: PresentationEventLog) {
        self.name = name
        self.events = events
        super.init()
    }

    required init?(coder: NSCoder) { return nil }

    func canHandleShow(_ vc: UIViewController, detail: Bool, sender: Any?) -> Bool { !detail || acceptsDetail }
    func handleShow(_ vc: UIViewController, sender: Any?, detail: Bool) -> Bool {
        events.add("\(name).handleShow(\(vc.title ?? "?"), detail: \(detail), sender: \(sender as? String ?? "nil"))")
        return handles
    }
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

final class ShowTests: XCTestCase {
    @MainActor func testShowRoutesToTheNearestContainerThatHandlesIt() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let events = PresentationEventLog()
        let outer = ShowingContainer("outer", events)
        let inner = ShowingContainer("inner", events)
        let leaf = UIViewController()
        outer.embed(inner)
        inner.embed(leaf)
        h.window.rootViewController = outer
        h.renderFrames()
        let x = UIViewController()
        x.title = "x"
        leaf.show(x, sender: "button")
        XCTAssertEqual(events.take(), ["inner.handleShow(x, detail: false, sender: button)"])
        XCTAssertTrue(leaf.targetViewController(forShowing: x, detail: false, sender: nil) === inner)

        // The inner container does not take detail: the outer one does.
        inner.acceptsDetail = false
        leaf.showDetailViewController(x, sender: nil)
        XCTAssertEqual(events.take(), ["outer.handleShow(x, detail: true, sender: nil)"])
        XCTAssertTrue(leaf.targetViewController(forShowing: x, detail: true, sender: nil) === outer)
        XCTAssertNil(outer.presentedViewController)
    }

    @MainActor func testShowPassesOnWhenTheHandlerDeclines() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let events = PresentationEventLog()
        let outer = ShowingContainer("outer", events)
        let inner = ShowingContainer("inner", events)
        inner.handles = false
        outer.embed(inner)
        h.window.rootViewController = outer
        let x = UIViewController()
        x.title = "x"
        inner.show(x, sender: nil)
        XCTAssertEqual(events.take(), ["inner.handleShow(x, detail: false, sender: nil)",
                                       "outer.handleShow(x, detail: false, sender: nil)"])
    }

    @MainActor func testShowWithoutContainerPresents() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let events = PresentationEventLog()
        let root = PresentationLogViewController("A", events)
        h.window.rootViewController = root
        h.renderFrames()
        let x = PresentationLogViewController("X", events, style: .formSheet)
        XCTAssertNil(root.targetViewController(forShowing: x, detail: false, sender: nil))
        root.show(x, sender: nil)
        XCTAssertTrue(root.presentedViewController === x)
        XCTAssertTrue(x.isBeingPresented, "animated, so still in its transition")
        h.advance(by: 0.5)
        XCTAssertFalse(x.isBeingPresented)
        root.dismiss(animated: false)
        h.renderFrames()
        let y = PresentationLogViewController("Y", events, style: .formSheet)
        root.showDetailViewController(y, sender: nil)
        XCTAssertTrue(root.presentedViewController === y, "detail with no container presents too")
    }

    @MainActor func testShowFromAPresentedControllerReachesThePresentersContainer() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let events = PresentationEventLog()
        let root = ShowingContainer("root", events)
        h.window.rootViewController = root
        h.renderFrames()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        h.renderFrames()
        let x = UIViewController()
        x.title = "x"
        XCTAssertTrue(sheet.targetViewController(forShowing: x, detail: false, sender: nil) === root)
        sheet.show(x, sender: nil)
        XCTAssertEqual(events.take(), ["root.handleShow(x, detail: false, sender: nil)"])
    }
}
