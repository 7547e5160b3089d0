import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UIApplication`'s launch and memory-warning rules: launching calls the delegate's
/// `application(_:didFinishLaunchingWithOptions:)`; a memory warning goes to the delegate
/// (`applicationDidReceiveMemoryWarning(_:)`) and then to every view controller
/// (`didReceiveMemoryWarning()`), which keep their views (iOS 6 and later).
final class ApplicationTests: XCTestCase {
    /// `launch(delegate:screen:)` makes the shared application, gives it the delegate and calls
    /// `application(_:didFinishLaunchingWithOptions:)` once, with no options, where the
    /// delegate builds its window.
    @MainActor func testLaunchCallsTheDelegatesDidFinishLaunching() async {
        let h = HeadlessHarness(width: 800, height: 480)
        defer { UIApplication.reset() }
        let log = LifecycleRecorder()
        let delegate = RecordingAppDelegate(recorder: log, window: h.window, root: RecordingViewController(name: "R", recorder: log))
        let app = UIApplication.launch(delegate: delegate, screen: h.screen)
        XCTAssertTrue(UIApplication.shared === app)
        XCTAssertTrue(app.delegate === delegate)
        XCTAssertEqual(delegate.launches, 1)
        XCTAssertTrue(delegate.launchedWith === app)
        XCTAssertTrue(delegate.launchOptionsWereNil)
        XCTAssertTrue(h.window.rootViewController === delegate.root)
        XCTAssertTrue(app.keyWindow === h.window)
        XCTAssertTrue(app.windows.contains { $0 === h.window })
    }

    /// `deliverMemoryWarning()` tells the delegate first, then every controller of every
    /// window (root and children), parents before their children, each once.
    @MainActor func testMemoryWarningReachesTheDelegateThenEveryControllerParentsBeforeChildren() async {
        let h = HeadlessHarness(width: 800, height: 480)
        defer { UIApplication.reset() }
        let log = LifecycleRecorder()
        let root = RecordingViewController(name: "R", recorder: log)
        let delegate = RecordingAppDelegate(recorder: log, window: h.window, root: root)
        let app = UIApplication.launch(delegate: delegate, screen: h.screen)
        let a = RecordingViewController(name: "A", recorder: log), b = RecordingViewController(name: "B", recorder: log)
        let a1 = RecordingViewController(name: "A1", recorder: log)
        root.embed(a)
        root.embed(b)
        a.embed(a1)
        h.renderFrames()
        log.clear()

        app.deliverMemoryWarning()
        let events = log.events(only: [.didReceiveMemoryWarning])
        XCTAssertEqual(events.first, "app.didReceiveMemoryWarning", "the delegate hears it first")
        XCTAssertEqual(events.sorted(), ["A.didReceiveMemoryWarning", "A1.didReceiveMemoryWarning", "B.didReceiveMemoryWarning",
                                         "R.didReceiveMemoryWarning", "app.didReceiveMemoryWarning"])
        func index(_ n: String) -> Int { events.firstIndex(of: "\(n).didReceiveMemoryWarning") ?? -1 }
        XCTAssertLessThan(index("R"), index("A"))
        XCTAssertLessThan(index("R"), index("B"))
        XCTAssertLessThan(index("A"), index("A1"))
    }
}

/// An app delegate that records launches and memory warnings (as `"app.…"` events) and
/// installs a root controller at launch.
final class RecordingAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    let root: UIViewController
    let recorder: LifecycleRecorder
    var launches = 0
    weak var launchedWith: UIApplication?
    var launchOptionsWereNil = false

    init(recorder: LifecycleRecorder, window: UIWindow, root: UIViewController) {
        self.recorder = recorder
        self.window = window
        self.root = root
    }

    /// What `@main` would call (not used here).
    convenience init() { self.init(recorder: LifecycleRecorder(), window: UIWindow(frame: .zero), root: UIViewController()) }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launches += 1
        launchedWith = application
        launchOptionsWereNil = launchOptions == nil
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        recorder.record(LifecycleRecorder.Record(name: "app", callback: .didReceiveMemoryWarning))
    }
}
