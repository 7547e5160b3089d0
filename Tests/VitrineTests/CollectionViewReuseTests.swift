import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Reuse and what is on screen: "cells are created only for visible items plus a small
/// margin; nothing is allocated per item while scrolling" (issue 14), with UIKit's
/// `dequeueReusableCell(withReuseIdentifier:for:)` contract (a reused cell gets
/// `prepareForReuse()` first) and the visible-item queries.
final class CollectionViewReuseTests: XCTestCase {
    override func setUp() async throws {
        await MainActor.run { BadInputLog.clear() }
    }

    /// Scrolling 100,000 items (50×50 in a 320×480 view: 5 per line, a line every 60 points)
    /// makes no cell after the first screen. The prepared rectangle is the view plus 32
    /// points above and below: 544 points meet at most ⌈544/60⌉ + 1 = 11 lines = 55 cells.
    @MainActor func testCellsCreatedStayBoundedWhileScrolling100000Items() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let source = GridSource([100_000])
        let (cv, _) = makeCollection(source)
        h.window.addSubview(cv)
        h.renderFrames()
        let firstScreen = cv.cellsCreated
        XCTAssertGreaterThan(firstScreen, 40, "8 lines of 5 are visible")
        XCTAssertLessThanOrEqual(firstScreen, 55)
        var y: CGFloat = 0
        var maxShown = 0
        for _ in 0..<600 {
            y += 37
            cv.contentOffset = CGPoint(x: 0, y: y)
            h.renderFrames()
            maxShown = max(maxShown, cv.visibleCellsByIndexPath.count)
        }
        XCTAssertLessThanOrEqual(cv.cellsCreated, 55, "bounded: \(cv.cellsCreated) cells for 100,000 items")
        XCTAssertLessThanOrEqual(maxShown, 55)
        // Scroll far (line 10,000) at once: still no new cells.
        cv.contentOffset = CGPoint(x: 0, y: 600_000)
        h.renderFrames()
        XCTAssertLessThanOrEqual(cv.cellsCreated, 55)
        // What is shown is right: each visible cell sits at its item's frame and shows it.
        let visible = cv.indexPathsForVisibleItems
        XCTAssertEqual(visible.first, IndexPath(item: 50_000, section: 0), "line 10,000 starts at y 600,000")
        XCTAssertEqual(visible.count, 40, "8 whole lines in 480 points: \(visible.map(\.item)) \(cv.bounds)")
        for ip in visible {
            guard let cell = cv.cellForItem(at: ip) as? CountingCell else { XCTFail("no cell for \(ip)"); continue }
            XCTAssertEqual(cell.item, ip)
            XCTAssertEqual(cell.frame, cv.layoutAttributesForItem(at: ip)?.frame)
            XCTAssertEqual(cv.indexPath(for: cell), ip)
            XCTAssertFalse(cell.isHidden)
        }
        XCTAssertGreaterThan(cv.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +), 0, "cells were reused (prepareForReuse ran)")
        XCTAssertEqual(cv.contentSize, CGSize(width: 320, height: 20_000 * 60 - 10))
    }

    /// `indexPathForItem(at:)` finds the item under a point, `nil` in a gap; `scrollToItem`
    /// puts an item at the top, centre or bottom, clamped to the content.
    @MainActor func testHitTestingAndScrollToItem() async {
        let (cv, _) = makeCollection(GridSource([1_000]))
        // 50×50 items, step 67.5 across, 60 down.
        XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 70, y: 65)), IndexPath(item: 6, section: 0))
        XCTAssertNil(cv.indexPathForItem(at: CGPoint(x: 55, y: 20)), "the gap between items 0 and 1")
        cv.scrollToItem(at: IndexPath(item: 500, section: 0), at: .top, animated: false)
        XCTAssertEqual(cv.contentOffset.y, 6_000, "line 100 at the top")
        cv.scrollToItem(at: IndexPath(item: 500, section: 0), at: .centeredVertically, animated: false)
        XCTAssertEqual(cv.contentOffset.y, 6_025 - 240)
        cv.scrollToItem(at: IndexPath(item: 500, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(cv.contentOffset.y, 6_050 - 480)
        cv.scrollToItem(at: IndexPath(item: 999, section: 0), at: .top, animated: false)
        XCTAssertEqual(cv.contentOffset.y, 11_990 - 480, "clamped to the end of the content (200 lines: 11,990)")
        XCTAssertTrue(cv.indexPathsForVisibleItems.contains(IndexPath(item: 999, section: 0)))
        cv.scrollToItem(at: IndexPath(item: 5_000, section: 0), at: .top, animated: false)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("scrollToItem") }, "an item out of range is logged")
    }

    /// Supplementary views are reused like cells, and a header asked for through a kind
    /// nobody registered is logged and shown empty.
    @MainActor func testSupplementaryViewsAreReusedAndUnregisteredIdentifiersLogged() async {
        let (cv, _) = makeCollection(GridSource(Array(repeating: 4, count: 2_000))) {
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
        }
        // Each section: 30 + 50 = 80 points.
        for step in 1...200 {
            cv.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 50)
            cv.layoutIfNeeded()
        }
        XCTAssertLessThanOrEqual(cv.supplementaryViewsCreated, 9, "544 / 80 → at most 8 headers at once (+1)")
        let headers = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).compactMap { $0 as? SectionHeader }
        XCTAssertFalse(headers.isEmpty)
        for hd in headers { XCTAssertEqual(hd.frame.minY, CGFloat(hd.section) * 80, "header of section \(hd.section)") }

        _ = cv.dequeueReusableCell(withReuseIdentifier: "nobody", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier nobody") })
    }

    /// A data source that builds cells itself (not dequeued) is logged; the cell is shown
    /// and never reused.
    @MainActor func testACellNotDequeuedIsLoggedAndShown() async {
        final class Rogue: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
        }
        let source = Rogue()
        let (cv, _) = makeCollection(source)
        XCTAssertEqual(cv.visibleCells.count, 3)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("does not have a reuseIdentifier") })
        cv.reloadData()
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.subviews.filter { $0 is UICollectionViewCell }.count, 3, "the rogue cells left the view instead of waiting for reuse")
    }

    /// Zero items and zero sections show nothing and survive.
    @MainActor func testZeroItemsAndNoDataSource() async {
        let (cv, _) = makeCollection(GridSource([]))
        XCTAssertEqual(cv.numberOfSections, 0)
        XCTAssertEqual(cv.contentSize, CGSize(width: 320, height: 0))
        let bare = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        bare.layoutIfNeeded()
        XCTAssertEqual(bare.visibleCells.count, 0)
        XCTAssertEqual(bare.numberOfItems(inSection: 3), 0, "out of range: logged, 0")
    }
}
