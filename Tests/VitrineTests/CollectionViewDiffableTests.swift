import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `UICollectionViewDiffableDataSource`: `apply(_:animatingDifferences:)` turns the
/// difference between the shown snapshot and the new one into a batch update (deletes,
/// inserts, moves) — each item keeps its cell, as UIKit's identifiers promise — and
/// `UICollectionView.CellRegistration` configures cells without reuse identifiers.
final class CollectionViewDiffableTests: XCTestCase {
    override func setUp() async throws {
        await MainActor.run { BadInputLog.clear() }
    }

    /// A cell that remembers the item it was configured for.
    final class ItemCell: UICollectionViewCell {
        var itemID: Int?
    }

    @MainActor private func make() -> (HeadlessHarness, UICollectionView, UICollectionViewDiffableDataSource<String, Int>) {
        let h = HeadlessHarness(width: 320, height: 480)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 30)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        h.window.addSubview(cv)
        let registration = UICollectionView.CellRegistration<ItemCell, Int> { cell, _, id in
            cell.itemID = id
        }
        let header = UICollectionView.SupplementaryRegistration<SectionHeader>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, ip in
            view.section = ip.section
        }
        let ds = UICollectionViewDiffableDataSource<String, Int>(collectionView: cv) { cv, ip, id in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: id)
        }
        ds.supplementaryViewProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: header, for: ip) }
        keptSources.append(ds)
        return (h, cv, ds)
    }

    @MainActor private func snapshot(_ sections: [(String, [Int])]) -> NSDiffableDataSourceSnapshot<String, Int> {
        var s = NSDiffableDataSourceSnapshot<String, Int>()
        for (id, items) in sections {
            s.appendSections([id])
            s.appendItems(items, toSection: id)
        }
        return s
    }

    /// Every shown cell shows the item the data source has at its index path.
    @MainActor private func assertCellsMatch(_ cv: UICollectionView, _ ds: UICollectionViewDiffableDataSource<String, Int>,
                                             file: StaticString = #filePath, line: UInt = #line) {
        for ip in cv.indexPathsForVisibleItems {
            let cell = cv.cellForItem(at: ip) as? ItemCell
            XCTAssertEqual(cell?.itemID, ds.itemIdentifier(for: ip), "cell at \(ip)", file: file, line: line)
        }
    }

    @MainActor func testApplyDiffsIntoDeletesInsertsAndMoves() async {
        let (h, cv, ds) = make()
        ds.apply(snapshot([("a", Array(0..<10)), ("b", Array(100..<105))]), animatingDifferences: false)
        h.renderFrames()
        XCTAssertEqual(cv.numberOfSections, 2)
        XCTAssertEqual(cv.numberOfItems(inSection: 1), 5)
        XCTAssertEqual(ds.itemIdentifier(for: IndexPath(item: 3, section: 1)), 103)
        XCTAssertEqual(ds.indexPath(for: 7), IndexPath(item: 7, section: 0))
        assertCellsMatch(cv, ds)
        let cellOf0 = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        let cellOf100 = cv.cellForItem(at: IndexPath(item: 0, section: 1))

        let next = snapshot([("a", [1, 2, 4, 5, 50, 6, 7, 8, 9, 0, 100]), ("b", [101, 102, 103, 104])])
        let update = next.batchUpdate(from: ds.snapshot())
        XCTAssertEqual(update.deletedItems, [IndexPath(item: 3, section: 0)])
        XCTAssertEqual(update.insertedItems, [IndexPath(item: 4, section: 0)])
        XCTAssertEqual(update.movedItems.map(\.from).sorted(), [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)], "the fewest moves: 0 and 100")
        var done = false
        ds.apply(next, animatingDifferences: true) { done = true }
        h.advance(by: 0.5)
        XCTAssertTrue(done)
        XCTAssertEqual(BadInputLog.recent, [], "the difference is consistent")
        XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 9, section: 0)) === cellOf0, "item 0 kept its cell")
        XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 10, section: 0)) === cellOf100, "item 100 moved sections with its cell")
        assertCellsMatch(cv, ds)
        XCTAssertEqual(ds.snapshot().itemIdentifiers, next.itemIdentifiers)
        XCTAssertEqual(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 2)
    }

    /// Random snapshots (items deleted, inserted, shuffled, moved across sections, sections
    /// added, removed and reordered), applied animated or not: never an inconsistency, and
    /// every shown cell shows its item.
    @MainActor func testRandomSnapshotsKeepCellsAndItemsTogether() async {
        let (h, cv, ds) = make()
        var seed: UInt64 = 0x5EED
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int((seed >> 33) % UInt64(max(1, n))) }
        var nextID = 1_000
        var sections: [(String, [Int])] = [("s0", Array(0..<12)), ("s1", Array(12..<20)), ("s2", Array(20..<26))]
        ds.apply(snapshot(sections), animatingDifferences: false)
        h.renderFrames()
        for round in 0..<40 {
            // Mutate.
            for _ in 0..<(1 + next(4)) {
                switch next(6) {
                case 0: // delete an item
                    let s = next(sections.count); if !sections[s].1.isEmpty { sections[s].1.remove(at: next(sections[s].1.count)) }
                case 1: // insert
                    let s = next(sections.count); sections[s].1.insert(nextID, at: next(sections[s].1.count + 1)); nextID += 1
                case 2: // move within or across sections
                    let a = next(sections.count), b = next(sections.count)
                    if !sections[a].1.isEmpty { let id = sections[a].1.remove(at: next(sections[a].1.count)); sections[b].1.insert(id, at: next(sections[b].1.count + 1)) }
                case 3: // swap two sections
                    if sections.count > 1 { let a = next(sections.count), b = next(sections.count); sections.swapAt(a, b) }
                case 4: // add a section
                    sections.insert(("s\(nextID)", [nextID + 1, nextID + 2]), at: next(sections.count + 1)); nextID += 3
                default: // remove a section
                    if sections.count > 1 { sections.remove(at: next(sections.count)) }
                }
            }
            ds.apply(snapshot(sections), animatingDifferences: round % 3 != 0)
            h.advance(by: round % 2 == 0 ? 0.5 : 0.1)
            h.advance(by: 0.5)
            XCTAssertEqual(BadInputLog.recent, [], "round \(round)")
            BadInputLog.clear()
            assertCellsMatch(cv, ds)
            XCTAssertEqual(cv.numberOfSections, sections.count)
        }
        XCTAssertLessThan(cv.cellsCreated, 120, "cells are reused across applies")
    }

    /// A cell provider that returns nil is logged and an empty cell is shown.
    @MainActor func testNilCellProviderIsLogged() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        h.window.addSubview(cv)
        let ds = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { _, _, _ in nil }
        var s = NSDiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0]); s.appendItems([1, 2])
        ds.apply(s)
        h.renderFrames()
        XCTAssertEqual(cv.visibleCells.count, 2)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("the cell provider returned nil") })
    }
}
