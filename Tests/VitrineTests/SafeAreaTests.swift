import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A view that logs its safe area and layout callbacks into a shared log.
@MainActor
private final class SafeAreaView: UIView {
    let name: String
    let log: SafeAreaLog
    var onLayout: ((SafeAreaView) -> Void)?
    init(_ name: String, _ log: SafeAreaLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }

    override func safeAreaInsetsDidChange() { log.events.append("\(name).safeAreaInsetsDidChange") }
    override func layoutSubviews() {
        log.events.append("\(name).layoutSubviews")
        onLayout?(self)
    }
}

@MainActor
private final class SafeAreaLog { var events: [String] = [] }

/// A controller whose root view is a `SafeAreaView` named "root", logging its callbacks.
@MainActor
private final class SafeAreaViewController: UIViewController {
    let log: SafeAreaLog
    var onLayout: ((UIView) -> Void)?
    init(_ log: SafeAreaLog) {
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() { view = SafeAreaView("root", log) }
    override func viewSafeAreaInsetsDidChange() { log.events.append("vc.viewSafeAreaInsetsDidChange") }
    override func viewWillLayoutSubviews() {
        log.events.append("vc.viewWillLayoutSubviews")
        onLayout?(view)
    }
    override func viewDidLayoutSubviews() { log.events.append("vc.viewDidLayoutSubviews") }
}

private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `UIView.safeAreaInsets`, `UIViewController.additionalSafeAreaInsets` and their callbacks,
/// with the screen's system area standing in for the status bar (20 points at the top).
final class SafeAreaTests: XCTestCase {
    /// An 800×480 scene with a rendered root controller.
    @MainActor private func scene() -> (HeadlessHarness, SafeAreaLog, SafeAreaViewController) {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = SafeAreaLog()
        let vc = SafeAreaViewController(log)
        h.window.rootViewController = vc
        h.renderFrames()
        log.events.removeAll()
        return (h, log, vc)
    }

    @MainActor func testEdgeInsetsAndInsetRect() async {
        XCTAssertEqual(UIEdgeInsets.zero, insets(0, 0, 0, 0))
        let r = CGRect(x: 10, y: 20, width: 100, height: 50).inset(by: insets(5, 1, 10, 2))
        XCTAssertEqual(r, CGRect(x: 11, y: 25, width: 97, height: 35))
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: insets(-1, -1, -1, -1)), CGRect(x: -1, y: -1, width: 12, height: 12))
    }

    @MainActor func testWithoutASystemAreaEverythingIsZero() async {
        let (h, _, vc) = scene()
        let sub = UIView(frame: CGRect(x: -20, y: -20, width: 50, height: 50))
        vc.view.addSubview(sub)
        XCTAssertEqual(h.window.safeAreaInsets, .zero)
        XCTAssertEqual(vc.view.safeAreaInsets, .zero)
        XCTAssertEqual(sub.safeAreaInsets, .zero, "sticking out of a superview without insets is no inset")
    }

    @MainActor func testWindowAndRootViewTakeTheSystemArea() async {
        let (h, _, vc) = scene()
        h.screen.systemSafeAreaInsets = insets(20, 0, 0, 0)
        XCTAssertEqual(h.window.safeAreaInsets, insets(20, 0, 0, 0))
        XCTAssertEqual(vc.view.safeAreaInsets, insets(20, 0, 0, 0))
        XCTAssertEqual(vc.view.bounds.inset(by: vc.view.safeAreaInsets), CGRect(x: 0, y: 20, width: 800, height: 460))
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(detached.safeAreaInsets, .zero, "a view outside a window has none")
        h.screen.systemSafeAreaInsets = .zero
        XCTAssertEqual(vc.view.safeAreaInsets, .zero)
    }

    /// Each view gets the part of its superview's safe area that overlaps it, in its own
    /// coordinates, clamped to its size; the superview's `bounds.origin` counts.
    @MainActor func testNestedViewsGetTheOverlapInTheirOwnCoordinates() async {
        let (h, _, vc) = scene()
        h.screen.systemSafeAreaInsets = insets(20, 0, 0, 0)
        let partly = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))   // rows 10..<20 are under the bar
        let inside = UIView(frame: CGRect(x: 10, y: 30, width: 200, height: 100))
        let under = UIView(frame: CGRect(x: 300, y: 0, width: 100, height: 15))     // entirely under the bar
        for v in [partly, inside, under] { vc.view.addSubview(v) }
        let nested = UIView(frame: CGRect(x: 5, y: 0, width: 50, height: 50))
        let nestedInside = UIView(frame: CGRect(x: 5, y: 20, width: 50, height: 50))
        partly.addSubview(nested)
        partly.addSubview(nestedInside)
        h.renderFrames()
        XCTAssertEqual(partly.safeAreaInsets, insets(10, 0, 0, 0))
        XCTAssertEqual(inside.safeAreaInsets, .zero)
        XCTAssertEqual(under.safeAreaInsets, insets(15, 0, 0, 0), "never more than the view's height")
        XCTAssertEqual(nested.safeAreaInsets, insets(10, 0, 0, 0), "partly's safe area starts 10 points down in its coordinates")
        XCTAssertEqual(nestedInside.safeAreaInsets, .zero)

        // Scrolling partly's content down by 5 (bounds.origin.y = 5) moves nested 5 points up.
        partly.bounds.origin = CGPoint(x: 0, y: 5)
        XCTAssertEqual(nested.safeAreaInsets, insets(15, 0, 0, 0))
        XCTAssertEqual(nestedInside.safeAreaInsets, .zero, "its top is at 15 in partly's visible area, below its safe edge at 10")
        partly.frame.origin.y = 25
        h.renderFrames()
        XCTAssertEqual(partly.safeAreaInsets, .zero)
        XCTAssertEqual(nested.safeAreaInsets, .zero)
    }

    /// Left, bottom and right insets work the same way.
    @MainActor func testAllFourEdges() async {
        let (h, _, vc) = scene()
        h.screen.systemSafeAreaInsets = insets(20, 30, 40, 50)
        let corner = UIView(frame: CGRect(x: 700, y: 400, width: 100, height: 80))
        vc.view.addSubview(corner)
        XCTAssertEqual(vc.view.safeAreaInsets, insets(20, 30, 40, 50))
        XCTAssertEqual(corner.safeAreaInsets, insets(0, 0, 40, 50))
    }

    /// The superview's safe rectangle is converted like any rectangle (`convert(_:from:)`), so
    /// a view's own transform counts: a view scaled ×2 sees the overlap in its unscaled
    /// points; a quarter-turned view sees the bar at its leading edge.
    @MainActor func testTransformsAreConvertedLikeRectangles() async {
        let (h, _, vc) = scene()
        h.screen.systemSafeAreaInsets = insets(20, 0, 0, 0)
        let scaled = UIView(frame: CGRect(x: 50, y: 10, width: 100, height: 100))   // centre (100, 60)
        vc.view.addSubview(scaled)
        XCTAssertEqual(scaled.safeAreaInsets, insets(10, 0, 0, 0))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Now it spans y -40...160 on its superview; the bar's 60 points there are 30 of its own.
        XCTAssertEqual(scaled.safeAreaInsets, insets(30, 0, 0, 0))

        let turned = UIView(frame: CGRect(x: 150, y: 20, width: 100, height: 40))  // centre (200, 40)
        vc.view.addSubview(turned)
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Its +x axis points down the screen: its left edge is at y = -10, the safe edge (y = 20)
        // is 30 of its points from there.
        let i = turned.safeAreaInsets
        XCTAssertEqual(i.left, 30, accuracy: 1e-6)
        XCTAssertEqual(i.top, 0, accuracy: 1e-6)
        XCTAssertEqual(i.bottom, 0, accuracy: 1e-6)
        XCTAssertEqual(i.right, 0, accuracy: 1e-6)
    }

    /// What is not a view's model geometry does not count: the position an animation shows
    /// on the way (the model value counts, as in UIKit where the model layer decides), and a
    /// window's own transform (the system's area applies to the window's frame).
    @MainActor func testAnimationsInFlightAndWindowTransformsAreIgnored() async {
        let (h, _, vc) = scene()
        h.screen.systemSafeAreaInsets = insets(20, 0, 0, 0)
        let moving = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        vc.view.addSubview(moving)
        h.renderFrames()
        UIView.animate(withDuration: 1) { moving.frame.origin.y = 0 }
        h.advance(by: 0.5)
        XCTAssertEqual(moving.safeAreaInsets, insets(20, 0, 0, 0), "the target geometry, not the one on screen")
        h.advance(by: 1)
        XCTAssertEqual(moving.safeAreaInsets, insets(20, 0, 0, 0))

        h.window.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        XCTAssertEqual(h.window.safeAreaInsets, insets(20, 0, 0, 0))
    }

    /// A root view adds its controller's additional insets; a child controller's view
    /// inherits the overlap of the result and adds its own.
    @MainActor func testAdditionalSafeAreaInsets() async {
        let (h, log, vc) = scene()
        h.screen.systemSafeAreaInsets = insets(20, 0, 0, 0)
        h.renderFrames()
        log.events.removeAll()
        vc.additionalSafeAreaInsets = insets(10, 0, 30, 0)
        XCTAssertEqual(vc.additionalSafeAreaInsets, insets(10, 0, 30, 0))
        h.renderFrames()
        XCTAssertEqual(vc.view.safeAreaInsets, insets(30, 0, 30, 0))
        XCTAssertEqual(log.events.first, "root.safeAreaInsetsDidChange")

        let child = UIViewController()
        vc.addChild(child)
        child.view.frame = CGRect(x: 0, y: 10, width: 400, height: 470)
        vc.view.addSubview(child.view)
        child.didMove(toParent: vc)
        XCTAssertEqual(child.view.safeAreaInsets, insets(20, 0, 30, 0), "top: 30 − 10; bottom: it reaches the parent's bottom")
        child.additionalSafeAreaInsets = insets(5, 6, 7, 8)
        XCTAssertEqual(child.view.safeAreaInsets, insets(25, 6, 37, 8))
        let plain = UIView(frame: child.view.bounds)
        child.view.addSubview(plain)
        XCTAssertEqual(plain.safeAreaInsets, insets(25, 6, 37, 8), "a plain view filling the child's view gets all of it")
    }

    /// When the insets change: the view's `safeAreaInsetsDidChange()`, then the controller's
    /// `viewSafeAreaInsetsDidChange()`, then its layout (`viewWillLayoutSubviews` …). Nothing
    /// when they do not change.
    @MainActor func testCallbacksComeOnceBeforeTheLayout() async {
        let (h, log, vc) = scene()
        let partly = SafeAreaView("partly", log, frame: CGRect(x: 0, y: 10, width: 100, height: 100))
        let inside = SafeAreaView("inside", log, frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        vc.view.addSubview(partly)
        vc.view.addSubview(inside)
        h.renderFrames()
        log.events.removeAll()

        h.screen.systemSafeAreaInsets = insets(20, 0, 0, 0)
        h.renderFrames()
        XCTAssertEqual(log.events, [
            "root.safeAreaInsetsDidChange", "vc.viewSafeAreaInsetsDidChange",
            "vc.viewWillLayoutSubviews", "root.layoutSubviews", "vc.viewDidLayoutSubviews",
            "partly.safeAreaInsetsDidChange", "partly.layoutSubviews",
        ], "inside lies in the safe area: no change, no callback, no layout")

        log.events.removeAll()
        h.screen.systemSafeAreaInsets = insets(20, 0, 0, 0)
        vc.view.backgroundColor = .red
        inside.frame.origin.x = 5
        XCTAssertEqual(h.renderFrames(), 1)
        XCTAssertEqual(log.events, [], "same insets, a redraw and a move inside the safe area: no callbacks")

        partly.frame.origin.y = 5
        h.renderFrames()
        XCTAssertEqual(log.events, ["partly.safeAreaInsetsDidChange", "partly.layoutSubviews"])
        XCTAssertEqual(partly.safeAreaInsets, insets(15, 0, 0, 0))
    }

    /// Reading the insets inside a layout gives the current values (the callbacks have run).
    @MainActor func testInsetsAreCurrentDuringLayout() async {
        let (h, _, vc) = scene()
        var seen: [UIEdgeInsets] = []
        vc.onLayout = { seen.append($0.safeAreaInsets) }
        h.screen.systemSafeAreaInsets = insets(20, 0, 0, 0)
        h.renderFrames()
        XCTAssertEqual(seen, [insets(20, 0, 0, 0)])
    }

    /// The system area is at the top of the interface: after a rotation the root view (now
    /// 480×800) still has it at its top, and a view laid out from the new bounds gets the
    /// insets of its new place, with the callback before its layout.
    @MainActor func testInsetsFollowARotation() async {
        let (h, log, vc) = scene()
        h.screen.systemSafeAreaInsets = insets(20, 0, 0, 0)
        let centred = SafeAreaView("centred", log)
        vc.view.addSubview(centred)
        vc.onLayout = { root in
            // 460 points high, centred: 10 points under the bar in landscape, clear in portrait.
            centred.frame = CGRect(x: 0, y: (root.bounds.height - 460) / 2, width: 200, height: 460)
        }
        vc.view.setNeedsLayout()
        h.renderFrames()
        XCTAssertEqual(centred.safeAreaInsets, insets(10, 0, 0, 0))
        log.events.removeAll()

        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(vc.view.bounds.size, CGSize(width: 480, height: 800))
        XCTAssertEqual(h.window.safeAreaInsets, insets(20, 0, 0, 0))
        XCTAssertEqual(vc.view.safeAreaInsets, insets(20, 0, 0, 0))
        XCTAssertEqual(centred.safeAreaInsets, .zero)
        XCTAssertFalse(log.events.contains("vc.viewSafeAreaInsetsDidChange"), "the root's insets did not change")
        let i = log.events.firstIndex(of: "centred.safeAreaInsetsDidChange")
        let j = log.events.lastIndex(of: "centred.layoutSubviews")
        XCTAssertNotNil(i)
        XCTAssertNotNil(j)
        if let i, let j { XCTAssertLessThan(i, j) }

        XCTAssertTrue(h.rotate(to: .landscapeRight))
        h.advance(by: 0.5)
        XCTAssertEqual(centred.safeAreaInsets, insets(10, 0, 0, 0))
    }

    /// A display resize updates the insets the same way.
    @MainActor func testInsetsFollowADisplayResize() async {
        let (h, _, vc) = scene()
        h.screen.systemSafeAreaInsets = insets(20, 0, 20, 0)
        let bottom = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 80))
        vc.view.addSubview(bottom)
        XCTAssertEqual(bottom.safeAreaInsets, insets(0, 0, 20, 0))
        h.resize(to: CGSize(width: 800, height: 600))
        XCTAssertEqual(vc.view.bounds.height, 600)
        XCTAssertEqual(bottom.safeAreaInsets, .zero)
    }
}
