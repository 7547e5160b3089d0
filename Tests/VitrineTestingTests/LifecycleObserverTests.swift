import Vitrine
import XCTest

/// Issue 19: "LifecycleRecorder can observe any controller": an app's own controllers record,
/// through the framework's callback dispatch, the same event strings a
/// `RecordingViewController` writes.
final class LifecycleObserverTests: XCTestCase {
    /// An app-style controller (a plain `UIViewController` subclass) observed as "A", with a
    /// child observed as "B": appearance, layout, containment, a rotation's traits and size and
    /// a memory warning; the same scene with `RecordingViewController`s records the same
    /// events in the same order.
    @MainActor func testObservedControllersRecordWhatRecordingControllersRecord() {
        let observed = scene { log in
            let a = AppController(), b = AppController()
            log.observe(a, name: "A")
            log.observe(b, name: "B")
            return (a, b)
        }
        let recorded = scene { log in
            (RecordingViewController(name: "A", recorder: log), RecordingViewController(name: "B", recorder: log))
        }
        XCTAssertFalse(observed.isEmpty)
        XCTAssertEqual(observed, recorded)
        for event in ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewDidAppear(false)",
                      "A.view.layoutSubviews", "B.willMove(toParent:A)", "B.didMove(toParent:A)",
                      "A.viewWillTransition(480x800)", "B.viewWillTransition(480x800)", "A.didReceiveMemoryWarning",
                      "B.didReceiveMemoryWarning"] {
            XCTAssertTrue(observed.contains(event), "\(event) missing from \(observed)")
        }
    }

    /// `stopObserving` stops the recording; an unobserved controller records nothing.
    @MainActor func testStopObserving() {
        let h = HeadlessHarness(width: 320, height: 240)
        let log = LifecycleRecorder()
        let a = AppController()
        log.observe(a, name: "A")
        log.stopObserving(a)
        h.window.rootViewController = a
        h.renderFrames()
        XCTAssertEqual(log.events, [])
    }

    /// Builds the scene: root A with child B in a landscape harness, shown, turned to portrait,
    /// then a memory warning; returns every event.
    @MainActor private func scene(_ make: (LifecycleRecorder) -> (UIViewController, UIViewController)) -> [String] {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (a, b) = make(log)
        h.window.rootViewController = a
        h.renderFrames()
        a.addChild(b)
        b.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        a.view.addSubview(b.view)
        b.didMove(toParent: a)
        h.renderFrames()
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 1)
        UIApplication.shared.deliverMemoryWarning()
        return log.events
    }
}

/// A controller as an app writes one: a subclass with no recording of its own.
private final class AppController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}
