import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A shared, ordered record of what several controllers were told.
@MainActor
final class PresentationEventLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    func take() -> [String] { defer { entries = [] }; return entries }
}

/// A controller that records its appearance callbacks (and, optionally, isBeingPresented /
/// isBeingDismissed inside them) in a shared log.
@MainActor
class PresentationLogViewController: UIViewController {
    let name: String
    let events: PresentationEventLog
    var background: UIColor?
    var logsFlags = false
    var supported: UIInterfaceOrientationMask = .allButUpsideDown
    var preferred: UIInterfaceOrientation = .unknown

    init(_ name: String, _ events: PresentationEventLog, style: UIModalPresentationStyle = .automatic) {
        self.name = name
        self.events = events
        super.init()
        modalPresentationStyle = style
    }

    required init?(coder: NSCoder) { return nil }

    private var flags: String { logsFlags ? "(presented:\(isBeingPresented),dismissed:\(isBeingDismissed))" : "" }

    override func loadView() {
        view = UIView()
        view.backgroundColor = background
    }
    override func viewWillAppear(_ a: Bool) { events.add("\(name).viewWillAppear\(flags)") }
    override func viewIsAppearing(_ a: Bool) { events.add("\(name).viewIsAppearing\(flags)") }
    override func viewDidAppear(_ a: Bool) { events.add("\(name).viewDidAppear\(flags)") }
    override func viewWillDisappear(_ a: Bool) { events.add("\(name).viewWillDisappear\(flags)") }
    override func viewDidDisappear(_ a: Bool) { events.add("\(name).viewDidDisappear\(flags)") }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { preferred }
}

/// A harness with a root controller `A` that has appeared.
@MainActor
func makePresentationScene(width: Int = 800, height: Int = 600) -> (HeadlessHarness, PresentationLogViewController, PresentationEventLog) {
    let h = HeadlessHarness(width: width, height: height)
    let events = PresentationEventLog()
    let root = PresentationLogViewController("A", events)
    h.window.rootViewController = root
    h.renderFrames()
    _ = events.take()
    return (h, root, events)
}

final class PresentationTests: XCTestCase {
    // MARK: Present

    @MainActor func testCompletionOfPresentRunsAfterViewDidAppear() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .formSheet)
        root.present(b, animated: true) { events.add("completion") }
        XCTAssertTrue(root.presentedViewController === b)
        XCTAssertTrue(b.presentingViewController === root)
        h.advance(by: 0.15)
        XCTAssertEqual(events.entries, ["B.viewWillAppear", "B.viewIsAppearing"], "mid-slide: not appeared yet")
        h.advance(by: 0.5)
        XCTAssertEqual(events.take(), ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "completion"])
    }

    @MainActor func testNonAnimatedPresentEndsAfterTheFrameThatShowsIt() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .fullScreen)
        h.screen.onFramePresented = { _ in events.add("frame") }
        root.present(b, animated: false) { events.add("completion") }
        XCTAssertEqual(events.entries, ["A.viewWillDisappear", "B.viewWillAppear"])
        h.renderFrames()
        // (Taking the covered presenter's view out damages the screen: one more frame follows.)
        XCTAssertEqual(Array(events.take().prefix(7)), ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "frame",
                                                         "B.viewDidAppear", "A.viewDidDisappear", "completion"])
    }

    @MainActor func testFullScreenPresentationDisappearsThePresenter() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .fullScreen)
        root.present(b, animated: true) { events.add("completion") }
        h.advance(by: 0.5)
        XCTAssertEqual(events.take(), ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                                       "B.viewDidAppear", "A.viewDidDisappear", "completion"])
        XCTAssertNil(root.view.window, "full screen takes the presenter's view out of the window")
        XCTAssertTrue(b.view.window === h.window)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 800, height: 600))
        XCTAssertEqual(b.view.convert(CGPoint.zero, to: nil), .zero)
        XCTAssertTrue(h.window.orientationAuthority === b)

        root.dismiss(animated: true) { events.add("dismissed") }
        XCTAssertTrue(root.view.window === h.window, "the presenter's view is back under the sliding one")
        h.advance(by: 0.5)
        XCTAssertEqual(events.take(), ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                       "A.viewDidAppear", "B.viewDidDisappear", "dismissed"])
        XCTAssertNil(b.view.window)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertEqual(root.view.frame, h.window.bounds)
        XCTAssertTrue(h.window.orientationAuthority === root)
    }

    @MainActor func testOverFullScreenKeepsThePresenterWithoutCallbacks() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .overFullScreen)
        root.present(b, animated: true)
        h.advance(by: 0.5)
        XCTAssertEqual(events.take(), ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        XCTAssertTrue(root.view.window === h.window)
        XCTAssertEqual(b.view.frame, h.window.bounds)
        XCTAssertTrue(root.isVisibleInHierarchy)
        root.dismiss(animated: true)
        h.advance(by: 0.5)
        XCTAssertEqual(events.take(), ["B.viewWillDisappear", "B.viewDidDisappear"])
        XCTAssertTrue(root.view.window === h.window)
    }

    @MainActor func testSheetKeepsThePresenterWithoutCallbacks() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .pageSheet)
        root.present(b, animated: false)
        h.renderFrames()
        root.dismiss(animated: false)
        h.renderFrames()
        XCTAssertEqual(events.take(), ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
                                       "B.viewWillDisappear", "B.viewDidDisappear"])
        XCTAssertTrue(root.view.window === h.window)
    }

    @MainActor func testFormSheetIsACentredCardOnRegularWidthAndFullScreenOnCompact() async {
        // 800×600 is horizontally regular: 540 wide, 620 clamped to 600 − 2·20 = 560 tall.
        let (h, root, events) = makePresentationScene(width: 800, height: 600)
        let b = PresentationLogViewController("B", events, style: .formSheet)
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(b.view.frame, CGRect(x: 130, y: 20, width: 540, height: 560))
        let pc = try! XCTUnwrap(b.presentationController)
        XCTAssertEqual(pc.presentationStyle, .formSheet)
        XCTAssertEqual(pc.dimmingView.frame, h.window.bounds)
        XCTAssertFalse(pc.dimmingView.isHidden)
        XCTAssertEqual(pc.dimmingView.alpha, 0.4)
        XCTAssertEqual(pc.dimmingView.backgroundColor, .black)

        // 480 wide is horizontally compact: the sheet covers the window, without dimming.
        let (h2, root2, events2) = makePresentationScene(width: 480, height: 800)
        let c = PresentationLogViewController("C", events2, style: .formSheet)
        root2.present(c, animated: false)
        h2.renderFrames()
        XCTAssertEqual(c.view.frame, CGRect(x: 0, y: 0, width: 480, height: 800))
        XCTAssertTrue(c.presentationController!.dimmingView.isHidden)
        XCTAssertEqual(c.presentationController!.adaptivePresentationStyle(for: c.traitCollection), .fullScreen)
        XCTAssertTrue(root2.view.window === h2.window, "an adapted sheet keeps the presenter")
    }

    @MainActor func testAutomaticIsAPageSheet() async {
        // Page sheet on 800×600: min(800 − 40, 0.75·800) = 600 wide, 600 − 40 = 560 tall.
        let (h, root, events) = makePresentationScene(width: 800, height: 600)
        let b = PresentationLogViewController("B", events)
        XCTAssertEqual(b.modalPresentationStyle, .automatic)
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(b.presentationController?.presentationStyle, .pageSheet)
        XCTAssertEqual(b.view.frame, CGRect(x: 100, y: 20, width: 600, height: 560))
    }

    @MainActor func testAnimatedPresentSlidesUpFromTheBottomAndDismissSlidesDown() async {
        let (h, root, events) = makePresentationScene(width: 800, height: 600)
        let b = PresentationLogViewController("B", events, style: .formSheet)
        root.present(b, animated: true)
        let pc = b.presentationController!
        XCTAssertEqual(b.view.frame.minY, 20, "the model value is final at once")
        h.runUntilIdle()
        XCTAssertEqual(b.view.presentationFrame.minY, 600, accuracy: 1, "starts just below the window")
        XCTAssertEqual(pc.dimmingView.presentationAlpha, 0, accuracy: 0.01)
        h.advance(by: 0.15)
        let mid = b.view.presentationFrame.minY
        XCTAssertTrue(mid > 20 && mid < 600, "half way: \(mid)")
        h.advance(by: 0.5)
        XCTAssertEqual(b.view.presentationFrame.minY, 20)
        XCTAssertEqual(pc.dimmingView.presentationAlpha, 0.4, accuracy: 0.001)

        root.dismiss(animated: true)
        h.advance(by: 0.15)
        let down = b.view.presentationFrame.minY
        XCTAssertTrue(down > 20 && down < 600, "half way down: \(down)")
        XCTAssertTrue(b.view.window === h.window, "still sliding")
        h.advance(by: 0.5)
        XCTAssertNil(b.view.window)
        XCTAssertNil(pc.containerView)
    }

    @MainActor func testPresentedControllerInheritsThePresentersTraits() async {
        let (h, root, events) = makePresentationScene(width: 800, height: 480)
        root.traitOverrides.userInterfaceStyle = .dark
        let b = PresentationLogViewController("B", events, style: .formSheet)
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(b.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(b.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(b.traitCollection.verticalSizeClass, .compact)
    }

    @MainActor func testPresentingTwiceIsIgnored() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .formSheet)
        let c = PresentationLogViewController("C", events, style: .formSheet)
        root.present(b, animated: false)
        var cCompleted = false
        root.present(c, animated: false) { cCompleted = true }
        h.renderFrames()
        XCTAssertTrue(root.presentedViewController === b)
        XCTAssertNil(c.presentingViewController)
        XCTAssertFalse(c.isViewLoaded)
        XCTAssertFalse(cCompleted)
        XCTAssertEqual(events.take(), ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
    }

    @MainActor func testPresentingFromAChildPresentsFromTheTopOfItsParentChain() async {
        let (h, root, events) = makePresentationScene()
        let child = PresentationLogViewController("child", events)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        h.renderFrames()
        _ = events.take()
        let b = PresentationLogViewController("B", events, style: .formSheet)
        child.present(b, animated: false)
        h.renderFrames()
        XCTAssertTrue(root.presentedViewController === b)
        XCTAssertTrue(child.presentedViewController === b, "UIKit: presented by this view controller or one of its ancestors")
        XCTAssertTrue(b.presentingViewController === root)
        // The child asks for the dismissal: its ancestor presents, so that is dismissed.
        var done = false
        child.dismiss(animated: false) { done = true }
        h.renderFrames()
        XCTAssertTrue(done)
        XCTAssertNil(root.presentedViewController)
    }

    // MARK: Dismiss

    @MainActor func testDismissFromThePresentedAsksThePresenter() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .fullScreen)
        let inner = PresentationLogViewController("inner", events)
        b.addChild(inner)
        b.view.addSubview(inner.view)
        inner.didMove(toParent: b)
        root.present(b, animated: false)
        h.renderFrames()
        _ = events.take()
        XCTAssertTrue(inner.presentingViewController === root, "a child of a presented controller reports its presenter")
        inner.dismiss(animated: true) { events.add("completion") }
        h.advance(by: 0.5)
        XCTAssertEqual(events.take(), ["B.viewWillDisappear", "inner.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                       "A.viewDidAppear", "B.viewDidDisappear", "inner.viewDidDisappear", "completion"])
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(b.presentingViewController)
    }

    @MainActor func testDismissingFromTheBottomDismissesTheWholeStack() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .formSheet)
        let c = PresentationLogViewController("C", events, style: .formSheet)
        root.present(b, animated: false)
        h.renderFrames()
        b.present(c, animated: false)
        h.renderFrames()
        XCTAssertTrue(b.presentedViewController === c)
        _ = events.take()
        let bContainer = b.presentationController!.container
        root.dismiss(animated: true) { events.add("completion") }
        XCTAssertNil(bContainer.window, "the ones below the top leave at once")
        XCTAssertTrue(c.view.window === h.window, "the top one slides")
        h.advance(by: 0.5)
        XCTAssertEqual(events.take(), ["C.viewWillDisappear", "B.viewWillDisappear", "C.viewDidDisappear",
                                       "B.viewDidDisappear", "completion"])
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(b.presentedViewController)
        XCTAssertNil(c.presentingViewController)
        XCTAssertEqual(h.window.subviews.count, 1, "only the root view is left")
    }

    @MainActor func testADismissedControllerCanBePresentedAgain() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .formSheet)
        root.present(b, animated: true)
        h.advance(by: 0.5)
        root.dismiss(animated: true)
        h.advance(by: 0.5)
        XCTAssertNil(b.view.superview, "the presented view leaves its container")
        root.present(b, animated: true)
        h.advance(by: 0.5)
        XCTAssertTrue(root.presentedViewController === b)
        XCTAssertEqual(b.view.frame, CGRect(x: 130, y: 20, width: 540, height: 560))
        XCTAssertEqual(events.take(), ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
                                       "B.viewWillDisappear", "B.viewDidDisappear",
                                       "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
    }

    @MainActor func testDismissWithNothingPresentedOnlyRunsTheCompletion() async {
        let (_, root, events) = makePresentationScene()
        var done = false
        root.dismiss(animated: true) { done = true }
        XCTAssertTrue(done)
        XCTAssertEqual(events.entries, [])
    }

    @MainActor func testIsBeingPresentedOnlyDuringTheTransition() async {
        let (h, root, events) = makePresentationScene()
        let b = PresentationLogViewController("B", events, style: .formSheet)
        b.logsFlags = true
        XCTAssertFalse(b.isBeingPresented)
        root.present(b, animated: true)
        XCTAssertTrue(b.isBeingPresented)
        h.advance(by: 0.5)
        XCTAssertFalse(b.isBeingPresented)
        root.dismiss(animated: true)
        XCTAssertTrue(b.isBeingDismissed)
        h.advance(by: 0.5)
        XCTAssertFalse(b.isBeingDismissed)
        XCTAssertFalse(b.isBeingPresented)
        XCTAssertEqual(events.take(), ["B.viewWillAppear(presented:true,dismissed:false)",
                                       "B.viewIsAppearing(presented:true,dismissed:false)",
                                       "B.viewDidAppear(presented:true,dismissed:false)",
                                       "B.viewWillDisappear(presented:false,dismissed:true)",
                                       "B.viewDidDisappear(presented:false,dismissed:true)"])
    }

    @MainActor func testPresenterOfAFullScreenControllerIsNotBeingPresented() async {
        let (h, root, events) = makePresentationScene()
        root.logsFlags = true
        let b = PresentationLogViewController("B", events, style: .fullScreen)
        root.present(b, animated: false)
        h.renderFrames()
        root.dismiss(animated: false)
        h.renderFrames()
        XCTAssertEqual(events.take().filter { $0.hasPrefix("A.") },
                       ["A.viewWillDisappear(presented:false,dismissed:false)", "A.viewDidDisappear(presented:false,dismissed:false)",
                        "A.viewWillAppear(presented:false,dismissed:false)", "A.viewIsAppearing(presented:false,dismissed:false)",
                        "A.viewDidAppear(presented:false,dismissed:false)"])
    }

    // MARK: Orientation and size

    @MainActor func testFullScreenPresentationRotatesToItsPreferredOrientation() async {
        let (h, root, events) = makePresentationScene(width: 800, height: 480)
        root.supported = .landscape
        let b = PresentationLogViewController("B", events, style: .fullScreen)
        b.supported = .portrait
        b.preferred = .portrait
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(h.screen.interfaceOrientation, .portrait)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 480, height: 800))
        XCTAssertFalse(h.window.setOrientation(.landscapeRight, animated: false), "the presented controller decides now")
        root.dismiss(animated: false)
        h.renderFrames()
        XCTAssertEqual(h.screen.interfaceOrientation, .landscapeRight, "back to one the root supports")
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 800, height: 480))
    }

    @MainActor func testSheetsDoNotDecideOrientation() async {
        let (h, root, events) = makePresentationScene(width: 800, height: 480)
        let b = PresentationLogViewController("B", events, style: .formSheet)
        b.supported = .portrait
        b.preferred = .portrait
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(h.screen.interfaceOrientation, .landscapeRight)
        XCTAssertTrue(h.window.orientationAuthority === root)
    }

    @MainActor func testPresentedSheetRecentresAfterRotation() async {
        // 1024×768 is regular × regular both ways round: a 540×620 form sheet stays a card.
        let (h, root, events) = makePresentationScene(width: 1024, height: 768)
        let b = PresentationLogViewController("B", events, style: .formSheet)
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(b.view.frame, CGRect(x: 242, y: 74, width: 540, height: 620))
        XCTAssertTrue(h.window.setOrientation(.portrait, animated: true))
        h.advance(by: 0.5)
        XCTAssertEqual(h.window.bounds.size, CGSize(width: 768, height: 1024))
        XCTAssertEqual(b.view.frame, CGRect(x: 114, y: 202, width: 540, height: 620))
        XCTAssertEqual(b.presentationController!.dimmingView.frame, CGRect(x: 0, y: 0, width: 768, height: 1024))
    }

    @MainActor func testSheetBecomesFullScreenWhenRotationMakesTheWidthCompact() async {
        // 800×480 → 480×800: horizontally compact, so the sheet covers the window.
        let (h, root, events) = makePresentationScene(width: 800, height: 480)
        let b = PresentationLogViewController("B", events, style: .formSheet)
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(b.view.frame, CGRect(x: 130, y: 20, width: 540, height: 440))
        XCTAssertTrue(h.window.setOrientation(.portrait, animated: false))
        h.advance(by: 0.5)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 480, height: 800))
        XCTAssertTrue(b.presentationController!.dimmingView.isHidden)
    }

    @MainActor func testFullScreenPresentedFollowsRotationAndThePresenterKeepsItsTraits() async {
        let (h, root, events) = makePresentationScene(width: 800, height: 480)
        let b = PresentationLogViewController("B", events, style: .fullScreen)
        root.present(b, animated: false)
        h.renderFrames()
        XCTAssertNil(root.view.window)
        _ = events.take()
        XCTAssertTrue(h.window.setOrientation(.portrait, animated: true))
        h.advance(by: 0.5)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 480, height: 800))
        XCTAssertEqual(root.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(b.traitCollection.horizontalSizeClass, .compact)
        root.dismiss(animated: false)
        h.renderFrames()
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 480, height: 800))
    }

    // MARK: Pixels

    @MainActor func testFormSheetDimsTheWindowAndShowsTheCard() async {
        let h = HeadlessHarness(width: 800, height: 600)
        let events = PresentationEventLog()
        let root = PresentationLogViewController("A", events)
        root.background = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        h.window.rootViewController = root
        h.renderFrames()
        let b = PresentationLogViewController("B", events, style: .formSheet)
        b.background = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.present(b, animated: true)
        h.advance(by: 0.5)
        let shot = h.screenshot
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = shot[x, y]
            return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
        }
        // White under black at 0.4: 255 × 0.6 = 153 (±1 for rounding).
        let corner = rgb(0, 0)
        XCTAssertEqual(corner.0, 153, accuracy: 1)
        XCTAssertEqual(corner.1, 153, accuracy: 1)
        XCTAssertEqual(corner.2, 153, accuracy: 1)
        let far = rgb(799, 599)
        XCTAssertEqual(far.0, 153, accuracy: 1)
        // The card (130, 20, 540, 560) is centred on (400, 300).
        let centre = rgb(400, 300)
        XCTAssertEqual(centre.0, 0)
        XCTAssertEqual(centre.1, 0)
        XCTAssertEqual(centre.2, 255)
    }
}
