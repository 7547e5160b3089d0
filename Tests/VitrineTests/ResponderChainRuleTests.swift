import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIKit's responder chain (`UIResponder.next`) and first-responder rules, as the
/// UIResponder and UIViewController references describe them: a view's next responder is its
/// controller when it is a controller's root view, else its superview; a controller's is its
/// view's superview (the window for a root controller); the window's is the application; the
/// application's is its delegate when that is a responder.
final class ResponderChainRuleTests: XCTestCase {
    /// Names the responders of a scene, so the chain reads as a list of names.
    @MainActor private func chain(from start: UIResponder, names: [(UIResponder, String)]) -> [String] {
        var out: [String] = []
        var r: UIResponder? = start
        while let cur = r, out.count < 20 {
            out.append(names.first { $0.0 === cur }?.1 ?? String(describing: type(of: cur)))
            r = cur.next
        }
        return out
    }

    /// view → … → root view → root controller → window → application → app delegate, and a
    /// child controller's view → child → the container's view → container → ….
    @MainActor func testResponderChainRunsFromViewsThroughControllersAndWindowToTheApplication() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let root = RecordingViewController(name: "R", recorder: log)
        let child = RecordingViewController(name: "C", recorder: log)
        let delegate = ResponderAppDelegate(window: h.window, root: root)
        let app = UIApplication.launch(delegate: delegate, screen: h.screen)
        defer { UIApplication.reset() }
        root.embed(child)
        let label = UIView(), inner = UIView()
        root.view.addSubview(label)
        child.view.addSubview(inner)
        let names: [(UIResponder, String)] = [(label, "label"), (inner, "inner"), (root.view, "root.view"), (root, "root"),
                                              (child.view, "child.view"), (child, "child"), (h.window, "window"),
                                              (app, "app"), (delegate, "delegate")]

        XCTAssertEqual(chain(from: label, names: names), ["label", "root.view", "root", "window", "app", "delegate"])
        XCTAssertEqual(chain(from: inner, names: names),
                       ["inner", "child.view", "child", "root.view", "root", "window", "app", "delegate"])
    }

    /// UIKit (`UIResponder.next`): "UIWindow returns the application object", and the
    /// application exists before any window: the chain
    /// ends at `UIApplication.shared` even when nothing launched an application yet, getting
    /// there opens no screen, and a later launch is that same application.
    @MainActor func testWindowsNextResponderIsTheApplicationEvenBeforeLaunch() async {
        UIApplication.reset()
        defer { UIApplication.reset() }
        let h = HeadlessHarness(width: 800, height: 480)
        let screens = UIScreen.screens.count
        XCTAssertNil(UIApplication.sharedIfRunning, "nothing made the application yet")
        let first = try? XCTUnwrap(h.window.next as? UIApplication, "the window's next responder is the application")
        XCTAssertTrue(first === UIApplication.shared)
        XCTAssertEqual(UIScreen.screens.count, screens, "reaching the application opens no screen")
        let root = UIViewController()
        let delegate = ResponderAppDelegate(window: h.window, root: root)
        let app = UIApplication.launch(delegate: delegate, screen: h.screen)
        XCTAssertTrue(app === first, "launching adopts the application the chain already ended at")
        XCTAssertTrue(h.window.next === app)
        XCTAssertTrue(app.next === delegate)
    }

    /// A presented controller's next responder is the controller that presented it.
    @MainActor func testPresentedControllersNextResponderIsItsPresenter() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let root = RecordingViewController(name: "R", recorder: log)
        h.window.rootViewController = root
        h.renderFrames()
        let modal = RecordingViewController(name: "M", recorder: log)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        h.renderFrames()
        XCTAssertTrue(modal.presentingViewController === root)
        XCTAssertTrue(modal.next === root)
        XCTAssertTrue(modal.view.next === modal)
    }

    /// A controller whose view is in no superview ends the chain (nothing to pass to).
    @MainActor func testControllerOutsideAnyHierarchyHasNoNextResponder() async {
        let log = LifecycleRecorder()
        let vc = RecordingViewController(name: "A", recorder: log)
        vc.loadViewIfNeeded()
        XCTAssertTrue(vc.view.next === vc)
        XCTAssertNil(vc.next)
    }

    /// `becomeFirstResponder()` is refused when `canBecomeFirstResponder` is false (the
    /// default), even in a window.
    @MainActor func testBecomeFirstResponderIsRefusedWhenCanBecomeFirstResponderIsFalse() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let v = UIView()
        h.window.addSubview(v)
        XCTAssertFalse(v.canBecomeFirstResponder)
        XCTAssertFalse(v.becomeFirstResponder())
        XCTAssertFalse(v.isFirstResponder)
    }

    /// `becomeFirstResponder()` is refused for a responder in no window, and accepted once
    /// it is in one.
    @MainActor func testBecomeFirstResponderIsRefusedOutsideAWindow() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let field = FocusableView()
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertFalse(field.isFirstResponder)
        h.window.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isFirstResponder)
    }

    /// `resignFirstResponder()` gives the status up; another responder becoming first makes
    /// the current one resign; one that refuses to resign keeps it.
    @MainActor func testResignAndHandOverFirstResponder() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let a = FocusableView(), b = FocusableView()
        h.window.addSubview(a)
        h.window.addSubview(b)
        XCTAssertTrue(a.becomeFirstResponder())
        XCTAssertTrue(b.becomeFirstResponder())
        XCTAssertFalse(a.isFirstResponder)
        XCTAssertTrue(b.isFirstResponder)
        XCTAssertTrue(b.resignFirstResponder())
        XCTAssertFalse(b.isFirstResponder)

        b.keepsFocus = true
        XCTAssertTrue(b.becomeFirstResponder())
        XCTAssertFalse(a.becomeFirstResponder(), "the first responder refused to resign")
        XCTAssertTrue(b.isFirstResponder)
        XCTAssertFalse(b.resignFirstResponder())
    }
}

/// A view that can become first responder (a text field, say).
final class FocusableView: UIView {
    var keepsFocus = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !keepsFocus }
}

/// An app delegate that is a responder (as UIKit's templates make it) and installs a root.
final class ResponderAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let root: UIViewController
    init(window: UIWindow, root: UIViewController) {
        self.window = window
        self.root = root
        super.init()
    }
    override convenience init() { self.init(window: UIWindow(frame: .zero), root: UIViewController()) }
    /// What `@main` would call (not used here): a delegate with its own designated initializer
    /// provides it.
    required convenience init?(coder: NSCoder) { self.init() }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }
}
