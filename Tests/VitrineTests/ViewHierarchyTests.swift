import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

final class ViewHierarchyTests: XCTestCase {
    @MainActor func testAddInsertAndOrder() async {
        let p = UIView(), a = UIView(), b = UIView(), c = UIView()
        p.addSubview(a)
        p.addSubview(b)
        p.insertSubview(c, at: 0)
        XCTAssertTrue(p.subviews.elementsEqual([c, a, b], by: ===))
        p.bringSubviewToFront(c)
        XCTAssertTrue(p.subviews.elementsEqual([a, b, c], by: ===))
        p.sendSubviewToBack(b)
        XCTAssertTrue(p.subviews.elementsEqual([b, a, c], by: ===))
        p.insertSubview(a, at: 99)
        XCTAssertTrue(p.subviews.elementsEqual([b, c, a], by: ===), "index past the end appends")
        p.insertSubview(c, aboveSubview: a)
        XCTAssertTrue(p.subviews.elementsEqual([b, a, c], by: ===))
        p.insertSubview(c, belowSubview: b)
        XCTAssertTrue(p.subviews.elementsEqual([c, b, a], by: ===))
        XCTAssertTrue(a.superview === p)
    }

    @MainActor func testAddingToAnotherSuperviewMovesTheView() async {
        let p1 = UIView(), p2 = UIView(), v = UIView()
        p1.addSubview(v)
        p2.addSubview(v)
        XCTAssertTrue(p1.subviews.isEmpty)
        XCTAssertTrue(v.superview === p2)
        v.removeFromSuperview()
        XCTAssertNil(v.superview)
        XCTAssertTrue(p2.subviews.isEmpty)
    }

    @MainActor func testHooksInUIKitOrder() async {
        let h = HeadlessHarness(width: 100, height: 100)
        let parent = RecordingView()
        let child = RecordingView()
        h.window.addSubview(parent)
        parent.log.removeAll()
        parent.addSubview(child)
        XCTAssertEqual(child.log, ["willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToSuperview", "didMoveToWindow"])
        XCTAssertEqual(parent.log, ["didAddSubview"])
        child.log.removeAll(); parent.log.removeAll()
        child.removeFromSuperview()
        XCTAssertEqual(parent.log, ["willRemoveSubview"])
        XCTAssertEqual(child.log, ["willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToSuperview", "didMoveToWindow"])
        XCTAssertNil(child.window)
    }

    @MainActor func testWindowPropagatesToDescendants() async {
        let h = HeadlessHarness(width: 100, height: 100)
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(b)
        b.addSubview(c)
        XCTAssertNil(c.window)
        h.window.addSubview(a)
        XCTAssertTrue(c.window === h.window)
        a.removeFromSuperview()
        XCTAssertNil(c.window)
        XCTAssertTrue(h.window.window === h.window, "a window is its own window")
    }

    @MainActor func testIsDescendantAndViewWithTag() async {
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(b); b.addSubview(c)
        c.tag = 7
        XCTAssertTrue(c.isDescendant(of: a))
        XCTAssertFalse(a.isDescendant(of: c))
        XCTAssertTrue(a.viewWithTag(7) === c)
        XCTAssertNil(a.viewWithTag(8))
    }

    @MainActor func testResponderChainOfViews() async {
        let h = HeadlessHarness(width: 100, height: 100)
        let a = UIView(), b = UIView()
        h.window.addSubview(a)
        a.addSubview(b)
        XCTAssertTrue(b.next === a)
        XCTAssertTrue(a.next === h.window)
    }
}

final class ViewLayoutTests: XCTestCase {
    @MainActor func testSetNeedsLayoutRunsLayoutOnceBeforeTheNextFrame() async {
        let h = HeadlessHarness(width: 100, height: 100)
        let v = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        h.window.addSubview(v)
        h.renderFrames()
        XCTAssertEqual(v.layoutCount, 1, "a new view is laid out before its first frame")
        v.setNeedsLayout()
        v.setNeedsLayout()
        XCTAssertEqual(v.layoutCount, 1, "layout is deferred")
        h.renderFrames()
        XCTAssertEqual(v.layoutCount, 2, "coalesced into one pass")
    }

    @MainActor func testLayoutIfNeededRunsNow() async {
        let v = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        v.layoutIfNeeded()
        XCTAssertEqual(v.layoutCount, 1)
        v.layoutIfNeeded()
        XCTAssertEqual(v.layoutCount, 1, "nothing pending, nothing run")
        v.frame.size = CGSize(width: 60, height: 50)
        v.layoutIfNeeded()
        XCTAssertEqual(v.layoutCount, 2, "a bounds size change needs layout")
        v.frame.origin = CGPoint(x: 5, y: 5)
        v.layoutIfNeeded()
        XCTAssertEqual(v.layoutCount, 2, "moving does not")
    }

    @MainActor func testSizeToFitUsesLabelText() async {
        let l = UILabel()
        l.text = "Hello"
        l.font = .systemFont(ofSize: 20)
        l.sizeToFit()
        XCTAssertGreaterThan(l.bounds.width, 40)
        XCTAssertLessThan(l.bounds.width, 70)
        XCTAssertEqual(l.bounds.height, l.font.lineHeight.rounded(.up))
    }
}
