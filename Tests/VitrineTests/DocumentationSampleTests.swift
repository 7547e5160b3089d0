// The test samples of the VitrineTesting article "Testing an app"
// (Sources/VitrineTesting/VitrineTesting.docc/TestingAnApp.md), run as tests: each class below
// is the article's sample character for character (without its imports), and
// Docs/tools/check-samples.py fails `make docs` / `make test` when an article's XCTest sample is
// not found verbatim in a file under Tests/. So the samples compile, run and pass.
import Foundation
import XCTest
import Vitrine
import VitrineTesting

final class TapCountTests: XCTestCase {
    // On Linux, mark the test methods @MainActor, not the XCTestCase class.
    @MainActor func testTapCounts() async {
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

final class PushAndRotateTests: XCTestCase {
    @MainActor func testPushShowsDetail() async {
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

final class RootAppearanceTests: XCTestCase {
    @MainActor func testRootAppears() async {
        let harness = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let root = RecordingViewController(name: "A", recorder: log)
        harness.window.rootViewController = root
        harness.renderFrames()
        XCTAssertEqual(log.events(for: "A", only: [.viewWillAppear, .viewDidAppear]),
                       ["A.viewWillAppear(false)", "A.viewDidAppear(false)"])
    }
}

final class BadgeGoldenTests: XCTestCase {
    @MainActor func testBadge() async {
        let harness = HeadlessHarness(width: 320, height: 200)
        let badge = UIView(frame: CGRect(x: 40, y: 40, width: 240, height: 120))
        badge.backgroundColor = .systemBlue
        badge.cornerRadius = 16
        harness.window.addSubview(badge)
        harness.renderFrames()
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path
        if let failure = GoldenImage.verify(harness.screenshot, name: "badge", directory: goldens) {
            XCTFail(failure)
        }
    }
}
