import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Tables rendered headless and compared with reviewed golden PNGs (tolerance:
/// `GoldenTolerance.standard`, ±2 per channel and no differing pixel). The rows use
/// `TableTestCell` (one label placed by the test), so these pictures show the table's part:
/// row placement, separators, section headers (plain: floating, grey band, bold title;
/// grouped: small grey capitals), the inset groups and the swipe actions.
final class TableViewGoldenTests: XCTestCase {
    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// A plain table with two titled sections, scrolled by 60 pt: the first section's header
    /// floats at the top over its rows (row 1 passes under it), separators inset 16 pt on
    /// the left, section 1's header further down in its place.
    @MainActor func testPlainWithFloatingSectionHeaders() async {
        let h = HeadlessHarness(width: 240, height: 260)
        let source = TableTestSource(sections: [["Apples", "Bananas", "Cherries", "Dates"], ["Carrots", "Leeks", "Onions"]])
        source.headerTitles = ["Fruits", "Vegetables"]
        let t = makeTable(h, source: source)
        t.contentOffset.y = 60
        check(h, "table-plain-headers")
    }

    /// An inset-grouped table: grey background, two white rounded groups inset 20 pt from
    /// the sides, small grey capital headers above each, a footer under the second group,
    /// separators between rows but not under the last row of a group.
    @MainActor func testInsetGrouped() async {
        let h = HeadlessHarness(width: 240, height: 360)
        let source = TableTestSource(sections: [["Wi-Fi", "Bluetooth"], ["Display", "Sounds", "Privacy"]])
        source.headerTitles = ["Network", "Device"]
        source.footerTitles = [nil, "Changes apply at once."]
        _ = makeTable(h, style: .insetGrouped, source: source)
        check(h, "table-inset-grouped")
    }

    /// Row 1 swiped open: the row shifted left, a grey "Flag" and a red "Delete" (outermost,
    /// the first action) in the space it left.
    @MainActor func testSwipeActionsRevealed() async {
        let h = HeadlessHarness(width: 240, height: 140)
        let source = TableTestSource(sections: [["Inbox", "Meeting at 10", "Invoice"]])
        source.trailingActions = { _ in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        let t = makeTable(h, source: source)
        t.revealSwipeActions(at: IndexPath(row: 1, section: 0))
        h.advance(by: 0.5)
        XCTAssertEqual(t.swipedIndexPath, IndexPath(row: 1, section: 0))
        check(h, "table-swipe-actions")
    }
}

/// The pixels after every scrolled frame equal a from-scratch render of the same tree (the
/// table's cell moves, reuse, floating headers and separators damage what they change).
final class TableViewRenderConsistencyTests: XCTestCase {
    @MainActor func testScrolledFramesMatchAFullRedraw() async {
        let h = HeadlessHarness(width: 200, height: 180)
        let source = TableTestSource(sections: [TableTestSource.rows(40), TableTestSource.rows(40)])
        source.headerTitles = ["One", "Two"]
        let t = makeTable(h, source: source)
        var rng = SystemRandomNumberGenerator()
        for step in 0..<40 {
            let dy = CGFloat(Int.random(in: -60...90, using: &rng))
            t.contentOffset.y = min(max(0, t.contentOffset.y + dy), t.contentSize.height - t.bounds.height)
            h.renderFrames()
            let cmp = GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0)
            XCTAssertEqual(cmp.differingPixels, 0, "step \(step) at offset \(t.contentOffset.y): first difference \(String(describing: cmp.firstDifference))")
            if cmp.differingPixels > 0 { break }
        }
    }
}
