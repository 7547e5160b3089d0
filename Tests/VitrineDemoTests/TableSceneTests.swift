import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path

/// The `--scene table` appointments list of vitrine-demo (issue 14: "`vitrine-demo --scene
/// table` (10,000 rows, sections, swipe to delete)" and "a fling replayed through the real input
/// path (`--replay`)").
final class TableSceneTests: XCTestCase {
    @MainActor private func scene(width: Int = 800, height: Int = 480, frames: Int = 30) -> (HeadlessHarness, AppointmentsViewController) {
        let h = HeadlessHarness(width: width, height: height)
        let vc = AppointmentsViewController()
        h.window.rootViewController = UINavigationController(rootViewController: vc)
        h.renderFrames()
        // What the demo does with --frames: a scroll at 2,000 pt/s, then a row swiped open.
        for n in 0..<frames {
            vc.advance(frame: n, of: frames)
            h.renderFrames()
        }
        return (h, vc)
    }

    /// 10,000 rows in 100 day sections; the pinned day header, `.value1` list content and a
    /// disclosure indicator per row, the fourth row in sight swiped open (Flag, Delete).
    /// Compared with a reviewed golden (`GoldenTolerance.standard`); the frame also equals a
    /// from-scratch redraw (it was drawn by moving scrolled pixels).
    @MainActor func testGolden() async {
        let (h, vc) = scene()
        XCTAssertEqual(vc.tableView.numberOfSections, 100)
        XCTAssertEqual((0..<100).reduce(0) { $0 + vc.tableView.numberOfRows(inSection: $1) }, 10_000)
        if let failure = GoldenImage.verify(h.screenshot, name: "table-scene", directory: goldenDirectory) { XCTFail(failure) }
        XCTAssertTrue(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels == 0)
        XCTAssertLessThanOrEqual(vc.tableView.cellsCreated, 14, "cells for the rows in sight and a margin only")
    }

    /// Swipe to delete: the row's Delete action removes it from the model and the table
    /// (UIKit's `deleteRows(at:with:)` inside the action's handler), and the day has one row
    /// fewer, with no inconsistency logged.
    @MainActor func testSwipeToDelete() async {
        let (h, vc) = scene()
        BadInputLog.clear()
        guard let ip = vc.tableView.swipedIndexPath, let cell = vc.tableView.cellForRow(at: ip) else {
            return XCTFail("a row is swiped open")
        }
        let doomed = vc.days[ip.section].items[ip.row].time   // unique within a day
        let before = vc.tableView.numberOfRows(inSection: ip.section)
        // The Delete button is the outermost action (UIKit: the first of the configuration's
        // actions), at the table's trailing edge; the swiped cell ends where the actions begin.
        let rowRect = vc.tableView.convert(cell.frame, to: nil)
        XCTAssertLessThan(rowRect.maxX, 800 - 100, "the row slid aside")
        h.tap(at: CGPoint(x: 800 - 20, y: rowRect.midY))
        h.advance(by: 1)
        XCTAssertEqual(vc.tableView.numberOfRows(inSection: ip.section), before - 1)
        XCTAssertEqual(vc.days[ip.section].items.count, before - 1)
        XCTAssertFalse(vc.days[ip.section].items.contains { $0.time == doomed }, "the swiped row is the one gone")
        XCTAssertEqual(BadInputLog.recent, [], "no inconsistency")
        XCTAssertTrue(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels == 0)
    }

    /// A fling recorded with `libinput record` (Fixtures/fling.yml: 2,000 px/s upwards for
    /// 120 ms on an 800×480 panel) replayed through the real input path — EvdevDecoder →
    /// InputReplayer on the screen's clock → InputRouter → the table's pan — decelerates as
    /// UIKit's `decelerationRate` says: the table comes to rest at the target it announced in
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, which is the offset
    /// at lift plus v·r/(1−r) (v in points per millisecond, r = 0.998), and v is the finger's
    /// 2 points per millisecond.
    @MainActor func testFlingReplayedThroughTheInputPath() async throws {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = FlingRecorder()
        h.window.rootViewController = UINavigationController(rootViewController: vc)
        h.renderFrames()
        let start = vc.tableView.contentOffset.y
        let recording = try LibinputRecording(contentsOf: testDirectory.appendingPathComponent("Fixtures/fling.yml"))
        let events = EvdevDecoder(panelSize: PixelSize(width: 800, height: 480)).decode(recording)
        XCTAssertGreaterThan(events.count, 10)
        let replayer = InputReplayer(events: events, clock: h.clock, onEvents: { h.screen.input.handle($0) })
        replayer.start()
        h.advance(by: 8)
        XCTAssertTrue(replayer.isFinished)
        guard let (velocity, target, atLift) = vc.endDrag else { return XCTFail("the drag ended with a fling") }
        XCTAssertEqual(velocity.y, 2.0, accuracy: 0.25, "the finger's speed, in points per millisecond")
        let r = UIScrollView.DecelerationRate.normal.rawValue
        XCTAssertEqual(target.y, atLift.y + velocity.y * r / (1 - r), accuracy: 0.5, "UIKit's projection")
        XCTAssertEqual(vc.tableView.contentOffset.y, target.y, accuracy: 0.01, "at rest where it said")
        XCTAssertFalse(vc.tableView.isDecelerating)
        XCTAssertGreaterThan(vc.tableView.contentOffset.y - start, 900, "the finger's 240 px and about 1,000 of coasting")
        XCTAssertTrue(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels == 0)
    }
}

/// The appointments list, recording how its drag ended.
@MainActor
private final class FlingRecorder: AppointmentsViewController {
    var endDrag: (velocity: CGPoint, target: CGPoint, atLift: CGPoint)?
    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        endDrag = (velocity, targetContentOffset.pointee, scrollView.contentOffset)
    }
}
