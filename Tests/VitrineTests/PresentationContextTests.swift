import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A container that lays out two children side by side, like a split view: `left` 300 points
/// wide, `right` the rest.
@MainActor
final class SideBySideViewController: UIViewController {
    let left: UIViewController
    let right: UIViewController

    init(left: UIViewController, right: UIViewController) {
        self.left = left
        self.right = right
        super.init()
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        for c in [left, right] {
            addChild(c)
            view.addSubview(c.view)
            c.didMove(toParent: self)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = view.bounds.width, h = view.bounds.height
        left.view.frame = CGRect(x: 0, y: 0, width: 300, height: h)
        right.view.frame = CGRect(x: 300, y: 0, width: w - 300, height: h)
    }
}

/// A container with one child filling it.
@MainActor
final class WrapperViewController: UIViewController {
    let child: UIViewController
    init(_ child: UIViewController) {
        self.child = child
        super.init()
    }
    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        child.view.frame = view.bounds
    }
}

/// The presentation context (UIKit's `definesPresentationContext`,
/// `UIModalPresentationStyle.currentContext` / `.overCurrentContext`,
/// `UIPresentationController.presentingViewController`,
/// `providesPresentationContextTransitionStyle`).
final class PresentationContextTests: XCTestCase {
    /// 800×600: root = side by side; left `L`; right `R` (a wrapper) holding `C`.
    @MainActor func makeScene() -> (HeadlessHarness, SideBySideViewController, l: PresentationLogViewController,
                                    r: WrapperViewController, c: PresentationLogViewController, PresentationEventLog) {
        let h = HeadlessHarness(width: 800, height: 600)
        let events = PresentationEventLog()
        let l = PresentationLogViewController("L", events)
        let c = PresentationLogViewController("C", events)
        let r = WrapperViewController(c)
        let root = SideBySideViewController(left: l, right: r)
        h.window.rootViewController = root
        h.renderFrames()
        _ = events.take()
        return (h, root, l, r, c, events)
    }

    /// definesPresentationContext: "UIKit starts at the presenting view controller and walks
    /// up the view controller hierarchy. If it finds a view controller whose value for this
    /// property is true, it asks that view controller to present"; the presented content covers
    /// that controller's view only.
    @MainActor func testOverCurrentContextCoversTheNearestAncestorThatDefinesTheContext() async {
        let (h, root, l, r, c, events) = makeScene()
        r.definesPresentationContext = true
        let d = PresentationLogViewController("D", events, style: .overCurrentContext)
        c.present(d, animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        // UIPresentationController.presentingViewController: "a parent view controller that is
        // marked as defining the current context".
        XCTAssertTrue(d.presentingViewController === r)
        XCTAssertTrue(r.presentedViewController === d)
        XCTAssertTrue(d.presentationController?.presentingViewController === r)
        XCTAssertNil(root.presentedViewController)
        let covered = d.view.convert(d.view.bounds, to: h.window)
        XCTAssertEqual(covered, CGRect(x: 300, y: 0, width: 500, height: 600), "covers the context's view only")
        // The left column is not covered: a touch there reaches L.
        XCTAssertTrue(h.window.hitTest(CGPoint(x: 100, y: 300), with: nil)?.isDescendant(of: l.view) ?? false)
        XCTAssertTrue(h.window.hitTest(CGPoint(x: 500, y: 300), with: nil)?.isDescendant(of: d.view) ?? false)
        // .overCurrentContext keeps the context's view, without appearance callbacks.
        XCTAssertNotNil(r.view.window)
        XCTAssertEqual(events.take(), ["D.viewWillAppear", "D.viewIsAppearing", "D.viewDidAppear"])
    }

    /// definesPresentationContext: "If no view controller defines the presentation context,
    /// UIKit asks the window's root view controller to handle the presentation."
    @MainActor func testWithoutADefinerTheWindowsRootPresentsAndTheWindowIsCovered() async {
        let (h, root, _, _, c, events) = makeScene()
        let d = PresentationLogViewController("D", events, style: .overCurrentContext)
        c.present(d, animated: false)
        h.renderFrames()
        XCTAssertTrue(d.presentingViewController === root)
        XCTAssertEqual(d.view.convert(d.view.bounds, to: h.window), h.window.bounds)
    }

    /// definesPresentationContext applies "when using the currentContext or overCurrentContext
    /// style": a full-screen presentation ignores it and is made from the root.
    @MainActor func testFullScreenStyleIgnoresDefinesPresentationContext() async {
        let (h, root, _, r, c, events) = makeScene()
        r.definesPresentationContext = true
        let d = PresentationLogViewController("D", events, style: .fullScreen)
        c.present(d, animated: false)
        h.renderFrames()
        XCTAssertTrue(d.presentingViewController === root)
        XCTAssertEqual(d.view.convert(d.view.bounds, to: h.window), h.window.bounds)
    }

    /// UIModalPresentationStyle.currentContext: "The views belonging to the presenting view
    /// controller are removed after the presentation completes" (with the disappearance
    /// callbacks); dismissing puts them back where they were.
    @MainActor func testCurrentContextRemovesTheContextsViewAndDismissalPutsItBack() async {
        let (h, _, l, r, c, events) = makeScene()
        r.definesPresentationContext = true
        let d = PresentationLogViewController("D", events, style: .currentContext)
        c.present(d, animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        XCTAssertNil(r.view.window, "the context's view is removed")
        XCTAssertNotNil(l.view.window, "the rest stays")
        XCTAssertEqual(d.view.convert(d.view.bounds, to: h.window), CGRect(x: 300, y: 0, width: 500, height: 600))
        XCTAssertEqual(events.take(), ["C.viewWillDisappear", "D.viewWillAppear", "D.viewIsAppearing", "D.viewDidAppear", "C.viewDidDisappear"])
        d.dismiss(animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        XCTAssertNotNil(r.view.window)
        XCTAssertEqual(r.view.frame, CGRect(x: 300, y: 0, width: 500, height: 600))
        XCTAssertNil(d.view.window)
        XCTAssertNil(r.presentedViewController)
        XCTAssertEqual(events.take(), ["D.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear", "D.viewDidDisappear"])
    }

    /// The context controller's view keeps the presented content: when its frame changes (the
    /// split layout on rotation), the covered area follows.
    @MainActor func testOverCurrentContextFollowsTheContextOnRotation() async {
        let (h, _, _, r, c, events) = makeScene()
        r.definesPresentationContext = true
        let d = PresentationLogViewController("D", events, style: .overCurrentContext)
        c.present(d, animated: false)
        h.renderFrames()
        h.screen.transition(to: .portrait, animated: false)
        h.renderFrames()
        XCTAssertEqual(h.window.bounds.size, CGSize(width: 600, height: 800))
        XCTAssertEqual(d.view.convert(d.view.bounds, to: h.window), CGRect(x: 300, y: 0, width: 300, height: 800))
    }

    /// providesPresentationContextTransitionStyle: "When the value of this property is true,
    /// the current view controller's transition style is used instead of the style associated
    /// with the presented view controller."
    @MainActor func testProvidesPresentationContextTransitionStyleNamesTheContext() async {
        let (h, _, _, r, c, events) = makeScene()
        r.definesPresentationContext = true
        r.providesPresentationContextTransitionStyle = true
        let d = PresentationLogViewController("D", events, style: .overCurrentContext)
        c.present(d, animated: false)
        h.renderFrames()
        XCTAssertTrue(d.presentationController?.transitionStyleSource === r)
        d.dismiss(animated: false)
        h.renderFrames()
        h.advance(by: 0.1)
        r.providesPresentationContextTransitionStyle = false
        let e = PresentationLogViewController("E", events, style: .overCurrentContext)
        c.present(e, animated: false)
        h.renderFrames()
        XCTAssertTrue(e.presentationController?.transitionStyleSource === e)
    }

    /// UIModalPresentationStyle's raw values are UIKit's.
    @MainActor func testStyleRawValuesAreUIKits() {
        XCTAssertEqual(UIModalPresentationStyle.currentContext.rawValue, 3)
        XCTAssertEqual(UIModalPresentationStyle.overCurrentContext.rawValue, 6)
        XCTAssertEqual(UIModalPresentationStyle.popover.rawValue, 7)
        XCTAssertEqual(UIModalPresentationStyle.none.rawValue, -1)
    }

    /// UIModalPresentationStyle.none: "Do not use this style to present a view controller":
    /// reported, and presented as `.automatic`.
    @MainActor func testPresentingWithStyleNoneIsReported() async {
        let (h, root, _, _, _, events) = makeScene()
        BadInputLog.clear()
        let d = PresentationLogViewController("D", events, style: .none)
        root.present(d, animated: false)
        h.renderFrames()
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("modalPresentationStyle .none") })
        XCTAssertEqual(d.presentationController?.presentationStyle, .pageSheet)
    }

    /// An animated current-context presentation slides up inside the context's area only (the
    /// container clips to the context's view), and slides back down when dismissed.
    @MainActor func testAnimatedContextPresentationStaysInsideTheContext() async {
        let (h, _, _, r, c, events) = makeScene()
        r.definesPresentationContext = true
        let d = PresentationLogViewController("D", events, style: .overCurrentContext)
        c.present(d, animated: true)
        h.renderFrames()
        h.advance(by: 0.15)
        guard let container = d.view.superview else { return XCTFail("no container") }
        XCTAssertTrue(container.clipsToBounds)
        XCTAssertEqual(container.frame, CGRect(x: 300, y: 0, width: 500, height: 600))
        let mid = d.view.presentationFrame
        XCTAssertGreaterThan(mid.minY, 0, "mid-slide")
        XCTAssertLessThan(mid.minY, 600)
        h.advance(by: 1)
        XCTAssertEqual(d.view.frame, CGRect(x: 0, y: 0, width: 500, height: 600))
        XCTAssertEqual(events.take(), ["D.viewWillAppear", "D.viewIsAppearing", "D.viewDidAppear"])
        d.dismiss(animated: true)
        h.advance(by: 0.15)
        XCTAssertGreaterThan(d.view.presentationFrame.minY, 0)
        h.advance(by: 1)
        XCTAssertNil(d.view.window)
        XCTAssertNil(r.presentedViewController)
        XCTAssertEqual(events.take(), ["D.viewWillDisappear", "D.viewDidDisappear"])
    }

    /// definesPresentationContext: "The default value for this property is false. Some
    /// system-provided view controllers, such as UINavigationController, change the default
    /// value to true." A controller pushed on a navigation controller in the right column
    /// presents over the navigation controller's view.
    @MainActor func testNavigationControllerDefinesTheContextByDefault() async {
        XCTAssertFalse(UIViewController().definesPresentationContext)
        let h = HeadlessHarness(width: 800, height: 600)
        let events = PresentationEventLog()
        let top = PresentationLogViewController("T", events)
        let nav = UINavigationController(rootViewController: top)
        XCTAssertTrue(nav.definesPresentationContext)
        let root = SideBySideViewController(left: PresentationLogViewController("L", events), right: nav)
        h.window.rootViewController = root
        h.renderFrames()
        let d = PresentationLogViewController("D", events, style: .overCurrentContext)
        top.present(d, animated: false)
        h.renderFrames()
        XCTAssertTrue(d.presentingViewController === nav)
        XCTAssertEqual(d.view.convert(d.view.bounds, to: h.window), CGRect(x: 300, y: 0, width: 500, height: 600))
        nav.definesPresentationContext = false
        XCTAssertFalse(nav.definesPresentationContext)
    }
}
