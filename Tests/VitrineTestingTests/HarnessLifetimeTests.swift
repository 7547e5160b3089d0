import Vitrine
import VitrineGraphics
import XCTest

/// Issue 19: "a second HeadlessHarness must not reset UIScreen.main under the first (today it
/// hides the first one's windows from the application)".
final class HarnessLifetimeTests: XCTestCase {
    /// Two harnesses alive at once: the main screen stays the first one's, both windows are
    /// the application's; when the first is released the second's screen becomes main.
    @MainActor func testSecondHarnessKeepsTheFirstsMainScreenUntilItIsReleased() {
        var first: HeadlessHarness? = HeadlessHarness(width: 320, height: 240)
        let firstScreen = first?.screen
        let firstWindow = first?.window
        XCTAssertTrue(UIScreen.main === firstScreen)
        let second = HeadlessHarness(width: 200, height: 100, scale: 2)
        XCTAssertTrue(UIScreen.main === firstScreen, "the second harness leaves UIScreen.main alone")
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 320, height: 240))
        let windows = UIApplication.shared.windows
        XCTAssertTrue(windows.contains { $0 === firstWindow }, "the first harness's window is still the application's")
        XCTAssertTrue(windows.contains { $0 === second.window })
        XCTAssertEqual(UIScreen.screens.count, 2)
        first = nil
        XCTAssertTrue(UIScreen.main === second.screen, "the next live harness takes the main screen over")
        XCTAssertEqual(UIScreen.main.scale, 2)
    }

    /// The first harness made when none is alive starts afresh: the screens of released
    /// harnesses are forgotten (each test sees only its own).
    @MainActor func testAHarnessMadeWhenNoneIsAliveStartsAfresh() {
        do {
            let old = HeadlessHarness(width: 100, height: 100)
            old.renderFrames()
        }
        let h = HeadlessHarness(width: 60, height: 40)
        XCTAssertTrue(UIScreen.main === h.screen)
        XCTAssertEqual(UIScreen.screens.count, 1)
        XCTAssertEqual(UIApplication.shared.windows.count, 1)
    }
}

/// Issue 19: `screenshot(orientation: .interface)` is the screenshot turned upright as the
/// interface is; the default stays the panel's pixels.
final class ScreenshotOrientationTests: XCTestCase {
    /// A red square in the interface's top-left corner, the interface turned to portrait on a
    /// landscape panel: the interface screenshot is portrait with red at its top-left; the
    /// panel screenshot keeps the panel's 800x480 and has no red in its top-left corner (the
    /// corner is elsewhere on the panel).
    @MainActor func testInterfaceOrientationTurnsAPortraitInterfaceUpright() {
        let h = HeadlessHarness(width: 800, height: 480)
        let root = UIViewController()
        root.view.backgroundColor = .white
        let mark = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        mark.backgroundColor = .red
        root.view.addSubview(mark)
        h.window.rootViewController = root
        h.renderFrames()
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 1)
        let upright = h.screenshot(orientation: .interface)
        XCTAssertEqual(upright.width, 480)
        XCTAssertEqual(upright.height, 800)
        XCTAssertEqual(upright.row(5)[5] & 0xFF_FFFF, 0xFF_0000, "top-left of the upright image is the red mark")
        XCTAssertEqual(upright.row(795)[475] & 0xFF_FFFF, 0xFF_FFFF, "bottom-right is the white background")
        let panel = h.screenshot(orientation: .panel)
        XCTAssertEqual(panel.width, 800)
        XCTAssertEqual(panel.height, 480)
        XCTAssertNotEqual(panel.row(5)[5] & 0xFF_FFFF, 0xFF_0000, "the panel's pixels are not turned")
        XCTAssertEqual(GoldenImage.compare(panel, h.screenshot, channelTolerance: 0).differingPixels, 0,
                       "the default is the panel's pixels, as `screenshot`")
        // Turning the panel image by the interface's quarter turns gives the upright one.
        let corners = [panel.row(5)[5], panel.row(5)[794], panel.row(474)[5], panel.row(474)[794]].map { $0 & 0xFF_FFFF }
        XCTAssertEqual(corners.filter { $0 == 0xFF_0000 }.count, 1, "the mark is in exactly one panel corner: \(corners)")
    }
}
