import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Selection and highlighting. UIKit's rules: a touch highlights the item under it
/// (`shouldHighlightItemAt` → `didHighlightItemAt`); lifting it asks `shouldSelectItemAt`,
/// removes the highlight (`didUnhighlightItemAt`) and selects (`didSelectItemAt`) — the
/// order of Apple's "Collection View Programming Guide", "Managing the Visual State for
/// Selections and Highlights". Single selection deselects the previous item first
/// (`didDeselectItemAt`); multiple selection toggles. Programmatic selection
/// (`selectItem`, `deselectItem`) tells the delegate nothing ("It does not call this method
/// when you programmatically set the selection").
final class CollectionViewSelectionTests: XCTestCase {
    @MainActor private func host(_ source: GridSource) -> (HeadlessHarness, UICollectionView) {
        let h = HeadlessHarness(width: 320, height: 480)
        let (cv, _) = makeCollection(source)
        cv.delaysContentTouches = false
        h.window.addSubview(cv)
        h.renderFrames()
        return (h, cv)
    }

    /// The centre of item `i` (50×50 items, 67.5 apart, lines 60 apart, 5 per line).
    private func centre(_ i: Int) -> CGPoint {
        CGPoint(x: 25 + CGFloat(i % 5) * 67.5, y: 25 + CGFloat(i / 5) * 60)
    }

    @MainActor func testTapHighlightsThenSelectsInUIKitsOrder() async {
        let source = GridSource([20])
        let (h, cv) = host(source)
        h.touchDown(at: centre(1))
        h.advance(by: 0.05)
        XCTAssertEqual(source.events, ["shouldHighlight 1", "didHighlight 1"])
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted, true)
        h.touchUp()
        h.renderFrames()
        XCTAssertEqual(source.events, ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didSelect 1"])
        XCTAssertEqual(cv.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, true)
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted, false)

        source.events = []
        h.tap(at: centre(7))
        h.renderFrames()
        XCTAssertEqual(source.events, ["shouldHighlight 7", "didHighlight 7", "shouldSelect 7", "didUnhighlight 7", "didDeselect 1", "didSelect 7"])
        XCTAssertEqual(cv.indexPathsForSelectedItems, [IndexPath(item: 7, section: 0)])
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, false)
    }

    @MainActor func testShouldSelectFalseAndAllowsSelection() async {
        let source = GridSource([20])
        source.shouldSelect = { $0.item != 3 }
        let (h, cv) = host(source)
        h.tap(at: centre(3))
        h.renderFrames()
        XCTAssertNil(cv.indexPathsForSelectedItems, "shouldSelect false: no selection")
        XCTAssertEqual(source.events.last, "didUnhighlight 3")
        cv.allowsSelection = false
        source.events = []
        h.tap(at: centre(4))
        h.renderFrames()
        XCTAssertEqual(source.events, [], "allowsSelection false: no highlight, no selection")
        XCTAssertNil(cv.indexPathsForSelectedItems)
    }

    @MainActor func testMultipleSelectionToggles() async {
        let source = GridSource([20])
        let (h, cv) = host(source)
        cv.allowsMultipleSelection = true
        h.tap(at: centre(2)); h.renderFrames()
        h.tap(at: centre(9)); h.renderFrames()
        XCTAssertEqual(cv.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0), IndexPath(item: 9, section: 0)])
        source.events = []
        h.tap(at: centre(2)); h.renderFrames()
        XCTAssertEqual(source.events.suffix(1), ["didDeselect 2"], "a second tap deselects")
        XCTAssertEqual(cv.indexPathsForSelectedItems, [IndexPath(item: 9, section: 0)])
    }

    /// Programmatic selection is silent, and the selection outlives reuse: a selected item's
    /// cell scrolled away and back is selected again (the cell that shows it may differ).
    @MainActor func testProgrammaticSelectionIsSilentAndSurvivesReuse() async {
        let source = GridSource([5_000])
        let (h, cv) = host(source)
        cv.selectItem(at: IndexPath(item: 6, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(source.events, [])
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 6, section: 0))?.isSelected, true)
        cv.contentOffset = CGPoint(x: 0, y: 30_000)
        h.renderFrames()
        XCTAssertFalse(cv.visibleCells.contains { $0.isSelected }, "reused cells come back unselected")
        cv.contentOffset = .zero
        h.renderFrames()
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 6, section: 0))?.isSelected, true)
        cv.deselectItem(at: IndexPath(item: 6, section: 0), animated: false)
        XCTAssertNil(cv.indexPathsForSelectedItems)
        XCTAssertEqual(source.events, [])
        cv.selectItem(at: IndexPath(item: 4_000, section: 0), animated: false, scrollPosition: .top)
        XCTAssertEqual(cv.contentOffset.y, 800 * 60, "scrolled to line 800")
    }
}
