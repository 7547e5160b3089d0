import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Batch updates (`performBatchUpdates(_:completion:)`, `insertItems`, `deleteItems`,
/// `moveItem`, sections). UIKit's rules: deletes and reloads name index paths before the
/// update, inserts after it; the data source's new counts must equal the old ones plus the
/// inserts minus the deletes (and moves in and out), else UIKit raises
/// NSInternalInconsistencyException ("Invalid update: invalid number of items in section…")
/// — here that message is logged and the view reloads; survivors move to their new frames,
/// inserted items fade in and deleted ones fade out (flow layout's default
/// initial/final attributes), all on the screen clock.
final class CollectionViewBatchUpdateTests: XCTestCase {
    override func setUp() async throws {
        await MainActor.run { BadInputLog.clear() }
    }

    @MainActor private func host(_ source: GridSource) -> (HeadlessHarness, UICollectionView) {
        let h = HeadlessHarness(width: 320, height: 480)
        let (cv, _) = makeCollection(source)
        h.window.addSubview(cv)
        h.renderFrames()
        return (h, cv)
    }

    /// Deleting item 0: the cell of old item 1 slides from x 67.5 to 0 (half way at half
    /// time on the ease-in-out curve, which is symmetric), the deleted cell fades out and
    /// is queued for reuse when the 0.3 s animation ends; the completion gets `true`.
    @MainActor func testDeleteMovesSurvivorsAndFadesTheDeletedOut() async {
        let source = GridSource([10])
        let (h, cv) = host(source)
        let deleted = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        var finished: Bool?
        source.counts = [9]
        cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished = $0 })
        XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === second, "the survivor keeps its cell under its new index path")
        XCTAssertEqual(second?.frame.minX, 0, "the model is final at once")
        h.advance(by: 0.15)
        XCTAssertEqual(second?.presentationFrame.minX ?? -1, 33.75, accuracy: 4, "half way at half time")
        XCTAssertEqual(deleted?.presentationAlpha ?? -1, 0.5, accuracy: 0.1, "the deleted cell fades")
        XCTAssertNil(finished)
        h.advance(by: 0.3)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(second?.presentationFrame.minX, 0)
        XCTAssertEqual(deleted?.isHidden, true, "queued for reuse when the animation ended")
        XCTAssertEqual(cv.indexPathsForVisibleItems.count, 9)
        XCTAssertEqual(cv.cellsCreated, 10, "nothing new was made")
    }

    /// An inserted item's cell starts transparent where it lands and fades in.
    @MainActor func testInsertFadesTheNewItemIn() async {
        let source = GridSource([10])
        let (h, cv) = host(source)
        source.counts = [11]
        cv.insertItems(at: [IndexPath(item: 5, section: 0)])
        let inserted = cv.cellForItem(at: IndexPath(item: 5, section: 0))
        XCTAssertEqual(inserted?.frame.origin, CGPoint(x: 0, y: 60), "item 5 begins line 2")
        XCTAssertEqual(inserted?.alpha, 1)
        h.advance(by: 0.0167)
        XCTAssertLessThan(inserted?.presentationAlpha ?? 1, 0.2, "starts transparent")
        h.advance(by: 0.5)
        XCTAssertEqual(inserted?.presentationAlpha, 1)
        // The old item 5 moved to 6 (x 67.5).
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.minX, 67.5)
    }

    /// Moves and sections: item 0 moved to 4 takes its cell along; a section inserted before
    /// pushes the old section down (its index paths become section 1).
    @MainActor func testMoveAndInsertSection() async {
        let source = GridSource([10])
        let (h, cv) = host(source)
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 4, section: 0)) === first)
        XCTAssertEqual(first?.frame.minX, 270)
        h.advance(by: 0.5)
        let old3 = cv.cellForItem(at: IndexPath(item: 3, section: 0))
        source.counts = [5, 10]
        cv.insertSections(IndexSet(integer: 0))
        XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 3, section: 1)) === old3)
        XCTAssertEqual(old3?.frame.minY, 50, "section 0 (5 items, one line of 50), then section 1 right after it (line spacing is within a section)")
        h.advance(by: 0.5)
        XCTAssertEqual(cv.numberOfSections, 2)
        XCTAssertEqual(cv.indexPathsForVisibleItems.count, 15)
    }

    /// Inconsistent counts: UIKit's exception text is logged, the view reloads, the
    /// completion gets `false`, and what is shown matches the data source.
    @MainActor func testInconsistentCountsAreLoggedAndReloaded() async {
        let source = GridSource([10])
        let (h, cv) = host(source)
        var finished: Bool?
        cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 2, section: 0)]) }, completion: { finished = $0 })
        XCTAssertEqual(finished, false)
        let expected = "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (10) must be equal to the number of items contained in that section before the update (10), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains(expected) }, "\(BadInputLog.recent)")
        h.renderFrames()
        XCTAssertEqual(cv.indexPathsForVisibleItems.count, 10)

        source.counts = [10, 3]
        cv.performBatchUpdates(nil)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).") })
        h.renderFrames()
        XCTAssertEqual(cv.indexPathsForVisibleItems.count, 13, "reloaded: both sections shown")

        source.counts = [11, 3]
        cv.insertItems(at: [IndexPath(item: 40, section: 0)])
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("attempt to insert item 40 into section 0, but there are only 11 items in section 0 after the update") })
    }

    /// `reloadItems` asks the data source for a new cell for the item (the old one fades
    /// out); the neighbours keep theirs. Deleting the content under the offset brings the
    /// offset back inside the content.
    @MainActor func testReloadMakesANewCellAndShrinkingContentClampsTheOffset() async {
        let source = GridSource([400])
        let (h, cv) = host(source)
        let old2 = cv.cellForItem(at: IndexPath(item: 2, section: 0))
        let old3 = cv.cellForItem(at: IndexPath(item: 3, section: 0))
        source.cellColor = { _ in UIColor(rgb: 0x000000) }
        cv.reloadItems(at: [IndexPath(item: 2, section: 0)])
        let new2 = cv.cellForItem(at: IndexPath(item: 2, section: 0))
        XCTAssertFalse(new2 === old2, "a reloaded item gets a cell from the data source again")
        XCTAssertEqual(new2?.contentView.backgroundColor, UIColor(rgb: 0x000000))
        XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === old3)
        h.advance(by: 0.5)
        XCTAssertEqual(old2?.isHidden, true, "the old cell went back to the queue")

        cv.contentOffset = CGPoint(x: 0, y: 4_000)
        h.renderFrames()
        source.counts = [20]
        cv.deleteItems(at: (20..<400).map { IndexPath(item: $0, section: 0) })
        // 20 items: 4 lines, 230 points, shorter than the view: the offset returns to 0.
        XCTAssertEqual(cv.contentOffset.y, 0)
        h.advance(by: 0.5)
        XCTAssertEqual(cv.indexPathsForVisibleItems.count, 20)
    }

    /// `setCollectionViewLayout(_:animated:)` moves the shown cells to the new layout's
    /// frames on the screen clock and completes with `true`.
    @MainActor func testSetCollectionViewLayoutAnimates() async {
        let source = GridSource([10])
        let (h, cv) = host(source)
        let cell1 = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        let wide = UICollectionViewFlowLayout()
        wide.itemSize = CGSize(width: 300, height: 40)
        var done: Bool?
        cv.setCollectionViewLayout(wide, animated: true) { done = $0 }
        // One item a line, centred: x 10, y 50.
        XCTAssertEqual(cell1?.frame, CGRect(x: 10, y: 50, width: 300, height: 40))
        h.advance(by: 0.15)
        XCTAssertNotEqual(cell1?.presentationFrame, cell1?.frame, "still moving")
        h.advance(by: 0.5)
        XCTAssertEqual(cell1?.presentationFrame, CGRect(x: 10, y: 50, width: 300, height: 40))
        XCTAssertEqual(done, true)
        XCTAssertTrue(wide.collectionView === cv)
    }

    /// The index mapping by itself: deletes and inserts shift the survivors, moves go where
    /// they are told, a deleted section takes its items.
    @MainActor func testIndexMappingFollowsUIKitsOrder() async {
        var u = ListBatchUpdate()
        u.deletedItems = [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)]
        u.insertedItems = [IndexPath(item: 0, section: 0)]
        u.movedItems = [(IndexPath(item: 5, section: 0), IndexPath(item: 1, section: 0))]
        u.deletedSections = IndexSet(integer: 1)
        let m = u.mapper()
        // Old 0..6 minus 1, 3, 5 (moved) = survivors 0, 2, 4, 6; new slots 0 (insert) and 1
        // (move) taken: survivors land on 2, 3, 4, 5.
        XCTAssertEqual(m.newIndexPath(forOld: IndexPath(item: 0, section: 0)), IndexPath(item: 2, section: 0))
        XCTAssertEqual(m.newIndexPath(forOld: IndexPath(item: 2, section: 0)), IndexPath(item: 3, section: 0))
        XCTAssertEqual(m.newIndexPath(forOld: IndexPath(item: 6, section: 0)), IndexPath(item: 5, section: 0))
        XCTAssertEqual(m.newIndexPath(forOld: IndexPath(item: 5, section: 0)), IndexPath(item: 1, section: 0))
        XCTAssertNil(m.newIndexPath(forOld: IndexPath(item: 1, section: 0)))
        XCTAssertNil(m.newIndexPath(forOld: IndexPath(item: 0, section: 1)), "its section was deleted")
        XCTAssertEqual(m.newIndexPath(forOld: IndexPath(item: 4, section: 2)), IndexPath(item: 4, section: 1))
        // Section 0: 7 − 2 deleted + 1 inserted (the move stays inside) = 6; section 2 → 1.
        XCTAssertNil(u.inconsistency(before: [7, 2, 4], after: [6, 4]))
        XCTAssertNotNil(u.inconsistency(before: [7, 2, 4], after: [5, 4]))
    }
}
