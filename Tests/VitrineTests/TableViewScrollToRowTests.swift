import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `scrollToRow(at:at:animated:)`: UIKit's `ScrollPosition` — `.top` "scrolls the row of
/// interest to the top of the visible table view", `.middle` to the middle, `.bottom` to the
/// bottom, `.none` "scrolls the row of interest to be fully visible with a minimum of
/// movement"; the offset stays within the content.
final class TableViewScrollToRowTests: XCTestCase {
    /// 100 rows of 44 pt in a 200-pt table (content 4400). Row 50 spans 2200–2244:
    /// top → 2200; middle → 2222 − 100 = 2122; bottom → 2244 − 200 = 2044; row 99 at top is
    /// clamped to the end, 4400 − 200 = 4200; row 0 at bottom clamps to 0.
    @MainActor func testPositions() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(100)])
        let t = makeTable(h, source: source)
        let ip = IndexPath(row: 50, section: 0)
        t.scrollToRow(at: ip, at: .top, animated: false)
        XCTAssertEqual(t.contentOffset.y, 2200)
        t.scrollToRow(at: ip, at: .middle, animated: false)
        XCTAssertEqual(t.contentOffset.y, 2122)
        t.scrollToRow(at: ip, at: .bottom, animated: false)
        XCTAssertEqual(t.contentOffset.y, 2044)
        t.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        XCTAssertEqual(t.contentOffset.y, 4200)
        t.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(t.contentOffset.y, 0)
    }

    /// `.none`: a row below moves up to the bottom edge; a row already visible does not move
    /// the table; a row above comes to the top edge.
    @MainActor func testNoneMovesLeast() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(100)])
        let t = makeTable(h, source: source)
        t.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
        XCTAssertEqual(t.contentOffset.y, 484 - 200)
        t.scrollToRow(at: IndexPath(row: 8, section: 0), at: .none, animated: false)
        XCTAssertEqual(t.contentOffset.y, 284, "row 8 (352–396) is already in sight")
        t.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
        XCTAssertEqual(t.contentOffset.y, 88)
    }

    /// Plain tables keep the row clear of the floating header: `.top` puts the row just
    /// under its section's header (header 28: row 5 of section 0 at 28 + 220 = 248 → 220).
    @MainActor func testTopLeavesRoomForTheFloatingHeader() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(30)])
        source.headerTitles = ["Header"]
        let t = makeTable(h, source: source)
        t.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        XCTAssertEqual(t.contentOffset.y, 220)
        XCTAssertEqual(t.headerView(forSection: 0)?.frame.maxY, t.cellForRow(at: IndexPath(row: 5, section: 0))?.frame.minY)
    }

    /// Self-sized rows on the way (estimated 44, measured 88): the row still lands at the top.
    @MainActor func testTopWithRowsMeasuredOnTheWay() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(1000)])
        source.fittingHeight = { _ in 88 }
        let t = makeTable(h, source: source, rowHeight: UITableView.automaticDimension)
        t.estimatedRowHeight = 44
        t.reloadData()
        let ip = IndexPath(row: 600, section: 0)
        t.scrollToRow(at: ip, at: .top, animated: false)
        XCTAssertEqual(t.cellForRow(at: ip)?.frame.minY, t.contentOffset.y)
        XCTAssertEqual(t.indexPathsForVisibleRows?.first, ip)
    }

    /// A row that does not exist: logged, nothing moves.
    @MainActor func testMissingRowIsLogged() async {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(10)])
        let t = makeTable(h, source: source)
        t.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        XCTAssertEqual(t.contentOffset.y, 0)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("scrollToRow(at:) row 10 of section 0 does not exist") })
    }

    /// indexPathForRow(at:), rectForRow(at:), indexPath(for:).
    @MainActor func testQueries() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(3), TableTestSource.rows(3)])
        source.headerTitles = [nil, "Two"]
        let t = makeTable(h, source: source)
        XCTAssertNil(t.indexPathForRow(at: CGPoint(x: 10, y: 140)), "140 is in section 1's header (132–160)")
        XCTAssertEqual(t.indexPathForRow(at: CGPoint(x: 10, y: 161)), IndexPath(row: 0, section: 1))
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 1, section: 1)), CGRect(x: 0, y: 204, width: 320, height: 44))
        if let c = t.cellForRow(at: IndexPath(row: 2, section: 0)) {
            XCTAssertEqual(t.indexPath(for: c), IndexPath(row: 2, section: 0))
        } else {
            XCTFail("row 2 is visible")
        }
        XCTAssertEqual(t.numberOfRows(inSection: 1), 3)
        XCTAssertEqual(t.rect(forSection: 1), CGRect(x: 0, y: 132, width: 320, height: 28 + 132))
    }
}

/// Animated `scrollToRow`: the offset follows an ease-in-out curve over 0.3 s on the screen
/// clock (half way at half time, by the curve's symmetry), rows are laid out on the way, and
/// `scrollViewDidEndScrollingAnimation` comes once at the end.
final class TableViewAnimatedScrollTests: XCTestCase {
    @MainActor final class EndRecorder: UITableViewDelegate {
        var ends = 0
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ends += 1 }
    }

    @MainActor func testAnimatedScrollFollowsTheCurve() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(100)])
        let t = makeTable(h, source: source)
        let recorder = EndRecorder()
        t.delegate = recorder
        t.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
        XCTAssertEqual(t.contentOffset.y, 0, "starts where it was")
        h.advance(by: 0.15)
        XCTAssertEqual(t.contentOffset.y, 1100, accuracy: 60, "half way (2200 / 2) at half time, within a frame's step")
        XCTAssertEqual(recorder.ends, 0)
        XCTAssertFalse(t.visibleCells.isEmpty, "rows laid out on the way")
        h.advance(by: 0.3)
        XCTAssertEqual(t.contentOffset.y, 2200)
        XCTAssertEqual(recorder.ends, 1)
        XCTAssertEqual(t.indexPathsForVisibleRows?.first, IndexPath(row: 50, section: 0))
    }
}
