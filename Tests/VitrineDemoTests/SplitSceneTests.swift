import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path

/// `vitrine-demo --scene split` end to end on the headless harness (issue 17: "a split view on
/// a landscape panel [that] collapses to a navigation stack when turned to portrait"): a
/// 1280×800 panel shows the rooms beside the first room's detail; tapping a room shows its
/// detail; turned to portrait it collapses with the detail on top; the overlay primary
/// sliding in is caught halfway on the virtual clock. Goldens with the standard tolerance
/// (±2 per channel, no pixel beyond).
final class SplitSceneTests: XCTestCase {
    @MainActor private func scene() -> (HeadlessHarness, UISplitViewController) {
        let h = HeadlessHarness(width: 1280, height: 800)
        let split = SplitDemo.makeRoot(screen: h.screen)
        h.window.rootViewController = split
        h.renderFrames()
        h.advance(by: 0.2)
        return (h, split)
    }

    /// Landscape (1280 pt, regular width): rooms (0.3 × 1280 = 384 pt, under the raised
    /// 400-pt maximum) beside the detail; tapping "Kitchen" shows its detail in the secondary
    /// column, without a bad-input line.
    @MainActor func testLandscapeShowsRoomsBesideDetailAndATapShowsTheRoom() async {
        let logged = BadInputLog.recent.count
        let (h, split) = scene()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(split.primaryColumnWidth, 384)
        // The third row: 44-pt bar, 16 pt, rows 56 pt every 64 pt → y 44 + 16 + 128 + 28.
        h.tap(at: CGPoint(x: 192, y: 44 + 16 + 128 + 28))
        h.advance(by: 0.2)
        XCTAssertEqual((split.viewController(for: .secondary) as? RoomDetailViewController)?.room, 2)
        XCTAssertEqual(Array(BadInputLog.recent.dropFirst(logged)), [])
    }

    /// Portrait (800 pt: compact under the scene's 900-pt line) collapses: the detail on
    /// top of the rooms' stack, full width.
    @MainActor func testPortraitCollapsesToTheDetailOnTheStack() async {
        let (h, split) = scene()
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertTrue(split.isCollapsed)
        let nav = split.viewControllers.first as? UINavigationController
        XCTAssertEqual(nav?.viewControllers.count, 2)
        XCTAssertTrue(nav?.topViewController is RoomDetailViewController)
        XCTAssertTrue(h.rotate(to: .landscapeRight))
        h.advance(by: 0.5)
        XCTAssertFalse(split.isCollapsed)
    }

    @MainActor func testLandscapeGolden() async {
        let (h, _) = scene()
        if let failure = GoldenImage.verify(h.screenshot, name: "split-landscape", directory: goldenDirectory) { XCTFail(failure) }
    }

    @MainActor func testPortraitGolden() async {
        let (h, _) = scene()
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        if let failure = GoldenImage.verify(h.screenshot, name: "split-portrait", directory: goldenDirectory) { XCTFail(failure) }
    }

    /// 0.15 s into the 0.3-s `show(.primary)` with the overlay behavior (the slide starts on
    /// the frame after the call, so it is a little short of half way): the rooms column is
    /// partly on screen over the full-width detail, its divider moving with its edge, the
    /// detail's dimming fading in with it.
    @MainActor func testOverlayPrimarySlidingInGolden() async {
        let (h, split) = scene()
        split.preferredSplitBehavior = .overlay
        split.preferredDisplayMode = .secondaryOnly
        h.advance(by: 0.2)
        split.show(.primary)
        h.advance(by: 0.15)
        let primary = split.viewControllers[0].view!
        XCTAssertLessThan(primary.frame.minX, 0.1, "the model frame is the final one")
        if let failure = GoldenImage.verify(h.screenshot, name: "split-overlay-midway", directory: goldenDirectory) { XCTFail(failure) }
    }
}
