import XCTest
@testable import Vitrine
import VitrineTesting

/// A container that records its children's preferred-size changes.
@MainActor
final class ContentSizeParent: UIViewController {
    var notifications: [(any UIContentContainer, CGSize)] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        notifications.append((container, container.preferredContentSize))
    }
}

final class ContentSizeTests: XCTestCase {
    @MainActor func testPreferredContentSizeNotifiesTheParent() async {
        let parent = ContentSizeParent()
        let child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        XCTAssertEqual(parent.notifications.count, 1)
        XCTAssertTrue(parent.notifications.first?.0 === child)
        XCTAssertEqual(parent.notifications.first?.1, CGSize(width: 300, height: 200), "the new value is set when told")
        child.preferredContentSize = CGSize(width: 300, height: 200)
        XCTAssertEqual(parent.notifications.count, 1, "an unchanged value tells nobody")
        child.willMove(toParent: nil)
        child.removeFromParent()
        child.preferredContentSize = .zero
        XCTAssertEqual(parent.notifications.count, 1, "a former parent is not told")
    }

    /// UIKit's default `size(forChildContentContainer:withParentContainerSize:)` returns the
    /// parent's size, whatever the child's frame: UIKit's header, "When the content container
    /// forwards viewWillTransitionToSize:withTransitionCoordinator: to its children, it will
    /// call this method to determine what size to send them", and the documentation, "Container
    /// view controllers use this method to return the sizes for their child view controllers"
    /// (a container that lays its children out smaller overrides it).
    @MainActor func testSizeForChildContentContainerDefaultsToTheParentSize() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let parent = UIViewController()
        h.window.rootViewController = parent
        h.renderFrames()
        let filling = UIViewController(), inset = UIViewController(), detached = UIViewController()
        for c in [filling, inset] {
            parent.addChild(c)
            parent.view.addSubview(c.view)
            c.didMove(toParent: parent)
        }
        filling.view.frame = parent.view.bounds
        inset.view.frame = CGRect(x: 10, y: 10, width: 200, height: 100)
        let newSize = CGSize(width: 480, height: 800)
        XCTAssertEqual(parent.size(forChildContentContainer: filling, withParentContainerSize: newSize), newSize)
        XCTAssertEqual(parent.size(forChildContentContainer: inset, withParentContainerSize: newSize), newSize,
                       "a child smaller than its parent is still given the parent's size")
        XCTAssertEqual(parent.size(forChildContentContainer: detached, withParentContainerSize: newSize), newSize)
    }

    @MainActor func testFormSheetHonoursPreferredContentSize() async {
        let (h, root, events) = makePresentationScene(width: 800, height: 600)
        let b = PresentationLogViewController("B", events, style: .formSheet)
        b.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(b.view.frame, CGRect(x: 200, y: 150, width: 400, height: 300))
        root.dismiss(animated: false)
        h.renderFrames()

        // Too wide: clamped to 800 − 2·20 = 760.
        let c = PresentationLogViewController("C", events, style: .formSheet)
        c.preferredContentSize = CGSize(width: 2000, height: 100)
        root.present(c, animated: false)
        h.renderFrames()
        XCTAssertEqual(c.view.frame, CGRect(x: 20, y: 250, width: 760, height: 100))
    }

    @MainActor func testPageSheetHonoursANonZeroPreferredWidth() async {
        let (h, root, events) = makePresentationScene(width: 800, height: 600)
        let b = PresentationLogViewController("B", events, style: .pageSheet)
        b.preferredContentSize = CGSize(width: 500, height: 0)
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(b.view.frame, CGRect(x: 150, y: 20, width: 500, height: 560), "a zero height keeps the default")
    }

    @MainActor func testPresentedSheetFollowsAPreferredContentSizeChangeOnTheNextFrame() async {
        let (h, root, events) = makePresentationScene(width: 800, height: 600)
        let b = PresentationLogViewController("B", events, style: .formSheet)
        root.present(b, animated: false)
        h.renderFrames()
        b.preferredContentSize = CGSize(width: 300, height: 300)
        b.view.setNeedsLayout()
        h.renderFrames()
        XCTAssertEqual(b.view.frame, CGRect(x: 250, y: 150, width: 300, height: 300))
    }
}
