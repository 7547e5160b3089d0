// The test samples of the VitrineTesting article "Testing an app"
// (Sources/VitrineTesting/VitrineTesting.docc/TestingAnApp.md), run as tests: each class and
// function below is the article's sample character for character (without its imports), and
// Docs/tools/check-samples.py fails `make docs` / `make test` when an article's XCTest sample is
// not found verbatim in a file under Tests/. So the samples compile, run and pass, as an app's
// tests would: this target has the article's `@_exported import VitrineTesting` line
// (Exports.swift), so the synchronous @MainActor methods run on Linux.
import Foundation
import Testing
import Vitrine
import VitrineTesting
import XCTest

final class TapCountTests: XCTestCase {
    // On Linux, mark the test methods @MainActor, not the XCTestCase class.
    @MainActor func testTapCounts() {
        let harness = HeadlessHarness(width: 800, height: 480)
        let label = UILabel()
        var count = 0
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.frame = CGRect(x: 280, y: 200, width: 240, height: 64)
        button.addAction(UIAction { _ in
            count += 1
            label.text = "Tapped \(count)×"
        }, for: .touchUpInside)
        let root = UIViewController()
        root.view.addSubview(label)
        root.view.addSubview(button)
        harness.window.rootViewController = root
        harness.renderFrames()

        // Through the same input path as a touchscreen: hit testing, the responder chain.
        harness.tap(at: CGPoint(x: 400, y: 232))
        XCTAssertEqual(count, 1)
        XCTAssertEqual(label.text, "Tapped 1×")
    }
}

@MainActor @Test func tapCounts() {
    let harness = HeadlessHarness(width: 800, height: 480)
    var count = 0
    let button = UIButton(type: .system)
    button.setTitle("Tap me", for: .normal)
    button.frame = CGRect(x: 280, y: 200, width: 240, height: 64)
    button.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
    harness.window.addSubview(button)
    harness.renderFrames()

    harness.tap(at: CGPoint(x: 400, y: 232))
    #expect(count == 1)
}

final class PushAndRotateTests: XCTestCase {
    @MainActor func testPushShowsDetail() {
        let harness = HeadlessHarness(width: 800, height: 480)
        let navigation = UINavigationController(rootViewController: UIViewController())
        harness.window.rootViewController = navigation
        harness.renderFrames()

        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: true)
        harness.advance(by: 0.5)                  // the push's animation runs to its end
        XCTAssertTrue(navigation.topViewController === detail)

        XCTAssertTrue(harness.rotate(to: .portrait))
        harness.advance(by: 1)
        XCTAssertEqual(harness.window.bounds.size, CGSize(width: 480, height: 800))
        XCTAssertEqual(detail.traitCollection.horizontalSizeClass, .compact)
    }
}

final class DelayedWorkTests: XCTestCase {
    @MainActor func testDelayedWorkFollowsTheVirtualClock() {
        let harness = HeadlessHarness(width: 800, height: 480)
        let hint = UILabel()
        let status = UILabel()
        harness.window.addSubview(hint)
        harness.window.addSubview(status)

        hint.perform(afterDelay: 5) { hint.isHidden = true }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            MainActor.assumeIsolated { status.text = "Saved" }
        }
        Task { @MainActor in
            try await Task.sleep(for: .seconds(3))
            status.text = "Synced"
        }

        harness.advance(by: 1.9)
        XCTAssertNil(status.text)
        harness.advance(by: 0.2)                  // 2.1 s
        XCTAssertEqual(status.text, "Saved")
        harness.advance(by: 1)                    // 3.1 s
        XCTAssertEqual(status.text, "Synced")
        XCTAssertFalse(hint.isHidden)
        harness.advance(by: 2)                    // 5.1 s
        XCTAssertTrue(hint.isHidden)
    }
}

final class RootAppearanceTests: XCTestCase {
    @MainActor func testRootAppears() {
        let harness = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let root = RecordingViewController(name: "A", recorder: log)
        harness.window.rootViewController = root
        harness.renderFrames()
        XCTAssertEqual(log.events(for: "A", only: [.viewWillAppear, .viewDidAppear]),
                       ["A.viewWillAppear(false)", "A.viewDidAppear(false)"])
    }
}

final class PushAppearanceTests: XCTestCase {
    @MainActor func testPushedControllerAppearsAndTheRootDisappears() {
        let harness = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let home = UIViewController()             // any controller: the app's own classes too
        let detail = UIViewController()
        log.observe(home, name: "Home")
        log.observe(detail, name: "Detail")
        let navigation = UINavigationController(rootViewController: home)
        harness.window.rootViewController = navigation
        harness.renderFrames()
        log.clear()

        navigation.pushViewController(detail, animated: true)
        harness.advance(by: 0.5)
        XCTAssertEqual(log.events(for: "Home", only: [.viewWillDisappear, .viewDidDisappear]),
                       ["Home.viewWillDisappear(true)", "Home.viewDidDisappear(true)"])
        XCTAssertEqual(log.events(for: "Detail", only: [.viewWillAppear, .viewDidAppear]),
                       ["Detail.viewWillAppear(true)", "Detail.viewDidAppear(true)"])
        XCTAssertEqual(log.flags(for: "Detail", in: .viewWillAppear),
                       [LifecycleRecorder.AppearanceFlags(isMovingToParent: true)])
    }
}

final class BadgeGoldenTests: XCTestCase {
    @MainActor func testBadge() {
        assertGolden(view: makeBadge(), named: "badge")
    }

    @MainActor private func makeBadge() -> UIView {
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        badge.text = "Room 412"
        badge.font = .boldSystemFont(ofSize: 28)
        badge.textAlignment = .center
        badge.textColor = .white
        badge.backgroundColor = .systemBlue
        badge.cornerRadius = 16
        return badge
    }
}

final class PortraitScreenshotTests: XCTestCase {
    @MainActor func testPortraitScreenshotIsUpright() {
        let harness = HeadlessHarness(width: 800, height: 480)
        harness.window.rootViewController = UIViewController()
        harness.renderFrames()
        XCTAssertTrue(harness.rotate(to: .portrait, animated: false))
        harness.renderFrames()

        let panel = harness.screenshot(orientation: .panel)
        XCTAssertEqual(panel.width, 800)          // the panel's pixels: the interface on its side
        let upright = harness.screenshot(orientation: .interface)
        XCTAssertEqual(upright.width, 480)
        XCTAssertEqual(upright.height, 800)
    }
}

final class CheckInUITests: XCTestCase {
    /// The executable, built by `swift build --build-tests` beside the test bundle.
    private let executable = (Bundle.main.executablePath.map { ($0 as NSString).deletingLastPathComponent }
        ?? ".build/debug") + "/vitrine-demo"

    func testStartShowsTheBookings() throws {
        let app = try KioskAppDriver(executable: executable, arguments: ["--scene", "checkin", "--until-stopped"])
        try app.waitForLabel("Start check-in")
        try app.tap(identifier: "checkin.start")
        try app.waitForLabel("Find your booking")
        XCTAssertEqual(try app.terminate(), 0, app.output)
    }
}

final class LaunchTests: XCTestCase {
    @MainActor func testLaunchMakesTheDelegateTheApplications() {
        let harness = HeadlessHarness(width: 800, height: 480)
        let delegate = KioskDelegate()
        harness.launch(delegate)
        XCTAssertTrue(UIApplication.shared.delegate === delegate)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertTrue(delegate.window?.rootViewController is HomeViewController)
    }
}

// The app's own delegate and controller (an app's test imports them with @testable import).
class KioskDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = HomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class HomeViewController: UIViewController {}
