import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The memory-warning rule: `didReceiveMemoryWarning()` reaches every view controller in the
/// hierarchy (roots of every window, their children, controllers they presented), and — since
/// iOS 6 — the view is not unloaded.
final class MemoryWarningRuleTests: XCTestCase {
    @MainActor private func launch(_ h: HeadlessHarness, _ log: LifecycleRecorder, root: UIViewController) -> UIApplication {
        UIApplication.launch(delegate: RecordingAppDelegate(recorder: log, window: h.window, root: root), screen: h.screen)
    }

    /// Every controller of the hierarchy, at every depth, gets exactly one warning.
    @MainActor func testMemoryWarningIsDeliveredToEveryControllerInTheHierarchy() async {
        let h = HeadlessHarness(width: 800, height: 480)
        defer { UIApplication.reset() }
        let log = LifecycleRecorder()
        let root = RecordingViewController(name: "R", recorder: log)
        let app = launch(h, log, root: root)
        var parent: UIViewController = root
        for name in ["C1", "C2", "C3"] {
            let c = RecordingViewController(name: name, recorder: log)
            parent.embed(c)
            parent = c
        }
        // A child whose view is not shown (a container's hidden page) is still in the hierarchy.
        let offscreen = RecordingViewController(name: "Off", recorder: log)
        root.addChild(offscreen)
        offscreen.didMove(toParent: root)
        h.renderFrames()
        log.clear()

        app.deliverMemoryWarning()
        XCTAssertEqual(log.events(only: [.didReceiveMemoryWarning]).sorted(), [
            "C1.didReceiveMemoryWarning", "C2.didReceiveMemoryWarning", "C3.didReceiveMemoryWarning",
            "Off.didReceiveMemoryWarning", "R.didReceiveMemoryWarning", "app.didReceiveMemoryWarning",
        ])
    }

    /// Controllers of every visible window get the warning, not only the key window's.
    @MainActor func testMemoryWarningReachesTheControllersOfEveryWindow() async {
        let h = HeadlessHarness(width: 800, height: 480)
        defer { UIApplication.reset() }
        let log = LifecycleRecorder()
        let app = launch(h, log, root: RecordingViewController(name: "R", recorder: log))
        let overlay = UIWindow(screen: h.screen)
        overlay.windowLevel = .alert
        overlay.rootViewController = RecordingViewController(name: "O", recorder: log)
        overlay.isHidden = false
        h.renderFrames()
        log.clear()

        app.deliverMemoryWarning()
        XCTAssertEqual(log.events(only: [.didReceiveMemoryWarning]).sorted(),
                       ["O.didReceiveMemoryWarning", "R.didReceiveMemoryWarning", "app.didReceiveMemoryWarning"])
    }

    /// A hidden window's controllers are still alive and still hold memory: they get the
    /// warning too (UIKit delivers it to every view controller, on screen or not).
    @MainActor func testMemoryWarningReachesTheControllersOfAHiddenWindow() async throws {
        let h = HeadlessHarness(width: 800, height: 480)
        defer { UIApplication.reset() }
        let log = LifecycleRecorder()
        let app = launch(h, log, root: RecordingViewController(name: "R", recorder: log))
        let spare = UIWindow(screen: h.screen)
        spare.rootViewController = RecordingViewController(name: "H", recorder: log)
        h.renderFrames()
        log.clear()

        app.deliverMemoryWarning()
        let events = log.events(only: [.didReceiveMemoryWarning]).sorted()
        XCTAssertEqual(events, ["H.didReceiveMemoryWarning", "R.didReceiveMemoryWarning", "app.didReceiveMemoryWarning"])
    }

    /// A controller presented from the hierarchy gets the warning too.
    @MainActor func testMemoryWarningReachesPresentedControllers() async throws {
        let h = HeadlessHarness(width: 800, height: 480)
        defer { UIApplication.reset() }
        let log = LifecycleRecorder()
        let root = RecordingViewController(name: "R", recorder: log)
        let app = launch(h, log, root: root)
        h.renderFrames()
        let modal = RecordingViewController(name: "M", recorder: log)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        h.advance(by: 1)
        XCTAssertTrue(try XCTUnwrap(root.presentedViewController, "the modal is presented") === modal)
        log.clear()
        app.deliverMemoryWarning()
        XCTAssertEqual(log.events(only: [.didReceiveMemoryWarning]),
                       ["app.didReceiveMemoryWarning", "R.didReceiveMemoryWarning", "M.didReceiveMemoryWarning"])
    }

    /// The warning does not unload views: the same view stays loaded and on screen, with no
    /// `loadView`, `viewDidLoad` or appearance callback following it.
    @MainActor func testMemoryWarningDoesNotUnloadTheView() async {
        let h = HeadlessHarness(width: 800, height: 480)
        defer { UIApplication.reset() }
        let log = LifecycleRecorder()
        let root = RecordingViewController(name: "R", recorder: log)
        let app = launch(h, log, root: root)
        let child = RecordingViewController(name: "C", recorder: log)
        root.embed(child)
        h.renderFrames()
        let rootView = root.view, childView = child.view
        log.clear()

        app.deliverMemoryWarning()
        h.renderFrames()
        XCTAssertEqual(log.events, ["app.didReceiveMemoryWarning", "R.didReceiveMemoryWarning", "C.didReceiveMemoryWarning"])
        XCTAssertTrue(root.isViewLoaded)
        XCTAssertTrue(child.isViewLoaded)
        XCTAssertTrue(root.viewIfLoaded === rootView)
        XCTAssertTrue(child.viewIfLoaded === childView)
        XCTAssertTrue(rootView?.window === h.window)
    }
}
