import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UICollectionViewFlowLayout's frames, computed by hand from UIKit's documented rules: items
/// fill a line while they fit with at least `minimumInteritemSpacing` between them; a full line
/// is justified between the section insets; a line of one item is centred; the last line keeps
/// the grid when the items share one size and is left-aligned at the minimum spacing when they
/// do not; items of one line are centred on its extent; headers span the content and come
/// before the section inset, footers after it.
final class CollectionViewFlowLayoutTests: XCTestCase {
    override func setUp() async throws {
        await MainActor.run { BadInputLog.clear() }
    }

    /// UIKit's documented defaults: itemSize 50×50, minimumLineSpacing 10,
    /// minimumInteritemSpacing 10, sectionInset zero, vertical, no headers; the element kinds'
    /// string values.
    @MainActor func testDefaultsAreUIKits() async {
        let l = UICollectionViewFlowLayout()
        XCTAssertEqual(l.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(l.minimumLineSpacing, 10)
        XCTAssertEqual(l.minimumInteritemSpacing, 10)
        XCTAssertEqual(l.sectionInset, .zero)
        XCTAssertEqual(l.scrollDirection, .vertical)
        XCTAssertEqual(l.headerReferenceSize, .zero)
        XCTAssertEqual(l.estimatedItemSize, .zero)
        XCTAssertEqual(l.sectionInsetReference, .fromContentInset)
        XCTAssertFalse(l.sectionHeadersPinToVisibleBounds)
        XCTAssertEqual(UICollectionView.elementKindSectionHeader, "UICollectionElementKindSectionHeader")
        XCTAssertEqual(UICollectionView.elementKindSectionFooter, "UICollectionElementKindSectionFooter")
    }

    /// A 320-point-wide grid of 90×50 items, insets 5/10/5/10, header 40, footer 30, 7 items:
    /// room across 300 → 3 per line (3·90 + 2·10 = 290 ≤ 300; 4 would need 390); the spare
    /// 30 points are shared by the 2 gaps (15 each): x = 10, 115, 220. Lines at y = 40 + 5 =
    /// 45, 105, 165; the last line's one item stays in the grid's first column (x = 10).
    /// Items end at 215, the footer sits at 215 + 5 = 220, the section ends at 250, and the
    /// second section's header starts there.
    @MainActor func testVerticalGridJustifiesLinesAndKeepsTheLastLineOnTheGrid() async {
        let (cv, layout) = makeCollection(GridSource([7, 2])) {
            $0.itemSize = CGSize(width: 90, height: 50)
            $0.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.footerReferenceSize = CGSize(width: 0, height: 30)
        }
        let f = { (i: Int, s: Int) in layout.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame }
        assertRect(f(0, 0), 10, 45, 90, 50, "item 0")
        assertRect(f(1, 0), 115, 45, 90, 50, "item 1")
        assertRect(f(2, 0), 220, 45, 90, 50, "item 2 (flush with the right inset)")
        assertRect(f(3, 0), 10, 105, 90, 50, "item 3")
        assertRect(f(5, 0), 220, 105, 90, 50, "item 5")
        assertRect(f(6, 0), 10, 165, 90, 50, "item 6: the last line keeps the grid")
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        assertRect(header?.frame, 0, 0, 320, 40, "header 0 spans the width")
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        assertRect(footer?.frame, 0, 220, 320, 30, "footer 0 after the bottom inset")
        let header1 = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        assertRect(header1?.frame, 0, 250, 320, 40, "header 1")
        // Section 1: 2 items on one (last) line of the same grid: x = 10 and 115.
        assertRect(f(0, 1), 10, 295, 90, 50, "section 1 item 0")
        assertRect(f(1, 1), 115, 295, 90, 50, "section 1 item 1 (grid, not stretched to the right edge)")
        // Height: 250 + 40 + 5 + 50 + 5 + 30 = 380.
        XCTAssertEqual(cv.contentSize, CGSize(width: 320, height: 380))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 380))
    }

    /// A line with room for one item only centres it: 200 wide in 300 → x = 10 + 50.
    @MainActor func testALineOfOneItemIsCentred() async {
        let (_, layout) = makeCollection(GridSource([2])) {
            $0.itemSize = CGSize(width: 200, height: 20)
            $0.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        }
        assertRect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 60, 0, 200, 20, "item 0")
        assertRect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, 60, 30, 200, 20, "item 1")
    }

    /// Items of different sizes: widths 120, 80, 70 fit (290 ≤ 300), 50 more would not; the
    /// full line is justified (gaps 10 + 10/2 = 15: x = 10, 145, 240) and its items centred on
    /// its 60-point extent; the last line (50, 60) is left-aligned at the minimum spacing
    /// (x = 10, 70) on y = 60 + 10.
    @MainActor func testItemsOfDifferentSizesJustifyFullLinesAndLeftAlignTheLast() async {
        let sizes = [CGSize(width: 120, height: 40), CGSize(width: 80, height: 60), CGSize(width: 70, height: 50),
                     CGSize(width: 50, height: 30), CGSize(width: 60, height: 30)]
        let source = SizedSource([sizes])
        let (cv, layout) = makeCollection(source) {
            $0.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        }
        cv.delegate = source
        layout.invalidateLayout()
        let f = { (i: Int) in layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame }
        assertRect(f(0), 10, 10, 120, 40, "item 0, centred on the 60-point line")
        assertRect(f(1), 145, 0, 80, 60, "item 1")
        assertRect(f(2), 240, 5, 70, 50, "item 2 ends at the right inset")
        assertRect(f(3), 10, 70, 50, 30, "item 3: last line, left")
        assertRect(f(4), 70, 70, 60, 30, "item 4: minimum spacing")
        XCTAssertEqual(layout.collectionViewContentSize.height, 100)
    }

    /// Horizontal: lines are columns filled top to bottom. 200 high, 50×40 items: 4 per
    /// column (4·40 + 3·10 = 190), spare 40 over 3 gaps → y = 0, 53.33, 106.67, 160; columns
    /// at x = 30 (after a 30-wide header), 90, 150. Content 30 + 3·50 + 2·10 = 200 wide.
    @MainActor func testHorizontalDirectionFillsColumns() async {
        let (cv, layout) = makeCollection(GridSource([10]), frame: CGRect(x: 0, y: 0, width: 320, height: 200)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 50, height: 40)
            $0.headerReferenceSize = CGSize(width: 30, height: 999)
        }
        let f = { (i: Int) in layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame }
        assertRect(f(0), 30, 0, 50, 40, "item 0")
        assertRect(f(1), 30, 160.0 / 3, 50, 40, "item 1")
        assertRect(f(3), 30, 160, 50, 40, "item 3 at the bottom")
        assertRect(f(4), 90, 0, 50, 40, "item 4: second column")
        assertRect(f(9), 150, 160.0 / 3, 50, 40, "item 9: last column keeps the grid")
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        assertRect(header?.frame, 0, 0, 30, 200, "the header is a column as high as the view (its reference height is ignored)")
        XCTAssertEqual(cv.contentSize, CGSize(width: 200, height: 200))
    }

    /// Empty sections keep their header, insets and footer (UIKit applies the section inset
    /// even with no items).
    @MainActor func testAnEmptySectionKeepsHeaderInsetsAndFooter() async {
        let (cv, _) = makeCollection(GridSource([0])) {
            $0.sectionInset = UIEdgeInsets(top: 7, left: 0, bottom: 3, right: 0)
            $0.headerReferenceSize = CGSize(width: 0, height: 20)
            $0.footerReferenceSize = CGSize(width: 0, height: 10)
        }
        XCTAssertEqual(cv.contentSize.height, 40)
        XCTAssertEqual(cv.visibleCells.count, 0)
        XCTAssertEqual(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 1)
    }

    /// A rectangle deep in 100,000 items returns exactly the items it meets. 50×50 items in
    /// 320: 5 per line, lines every 60 points; y 600,000…600,100 meets lines 10,000 and
    /// 10,001 → items 50,000 … 50,009. Both code paths agree (arithmetic for one size, per line
    /// with a delegate giving sizes), but for the last line.
    @MainActor func testRectQueriesFindTheLinesByArithmeticOrBinarySearch() async {
        let (_, layout) = makeCollection(GridSource([100_000]))
        let rect = CGRect(x: 0, y: 600_000, width: 320, height: 100)
        let items = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath.item).sorted()
        XCTAssertEqual(items, Array(50_000..<50_010))

        let source = SizedSource([Array(repeating: CGSize(width: 50, height: 50), count: 100_000)])
        let (cv2, layout2) = makeCollection(source)
        cv2.delegate = source
        layout2.invalidateLayout()
        let attrs2 = (layout2.layoutAttributesForElements(in: rect) ?? []).sorted { $0.indexPath < $1.indexPath }
        XCTAssertEqual(attrs2.map(\.indexPath.item), Array(50_000..<50_010))
        for a in attrs2 {
            XCTAssertEqual(a.frame, layout.layoutAttributesForItem(at: a.indexPath)?.frame, "item \(a.indexPath.item): both paths agree")
        }
    }

    /// A delegate that adopts UICollectionViewDelegateFlowLayout without implementing
    /// sizeForItemAt: every item has `itemSize` (and the section is computed by arithmetic).
    @MainActor func testAFlowDelegateWithoutSizeForItemUsesItemSize() async {
        let source = InsetOnlySource(1_000)
        let (_, layout) = makeCollection(source)
        assertRect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 4, 0, 50, 50, "item 0 inside the delegate's inset")
        XCTAssertNotNil(layout.sections.first?.uniformSize, "one size: no per-item storage")
    }

    /// Pinned headers (`sectionHeadersPinToVisibleBounds`) stay at the top of the visible
    /// area while their section scrolls by, and are pushed up by the section's end.
    @MainActor func testPinnedHeadersStayAtTheTopWithinTheirSection() async {
        let (cv, layout) = makeCollection(GridSource([30, 30])) {
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        // Section 0: header 0…40, 30 items in 6 lines: 40 + 6·50 + 5·10 = 390.
        cv.contentOffset = CGPoint(x: 0, y: 100)
        cv.layoutIfNeeded()
        let h0 = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        assertRect(h0?.frame, 0, 100, 320, 40, "header 0 pinned at the offset")
        cv.contentOffset = CGPoint(x: 0, y: 370)
        cv.layoutIfNeeded()
        let h0b = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        assertRect(h0b?.frame, 0, 350, 320, 40, "header 0 pushed up by its section's end (390 − 40)")
        _ = layout
    }

    /// Pinned footers (`sectionFootersPinToVisibleBounds`) stay at the bottom of the visible
    /// area while their section is on screen and never rise above their section's items.
    /// Section 0: items 0…350, footer 350…370 (inside the view: stays); section 1: items
    /// 370…720, footer natural at 720, pinned to 480 − 20 = 460.
    @MainActor func testPinnedFootersStayAtTheBottom() async {
        let (cv, _) = makeCollection(GridSource([30, 30])) {
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
            $0.sectionFootersPinToVisibleBounds = true
        }
        let footer = { (s: Int) in cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: s))?.frame }
        assertRect(footer(0), 0, 350, 320, 20, "footer 0 where it is")
        assertRect(footer(1), 0, 460, 320, 20, "footer 1 pinned to the bottom")
    }

    /// `sectionInsetReference = .fromLayoutMargins`: the section insets are measured from
    /// the layout margins (8 points a side set here): 50×50 items start at (8, 8); 304
    /// points across hold 5 (5·50 + 4·10 = 290; the spare 14 shares out as 3.5 a gap: step 63.5).
    @MainActor func testSectionInsetsFromTheLayoutMargins() async {
        let (cv, layout) = makeCollection(GridSource([6]))
        cv.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        layout.sectionInsetReference = .fromLayoutMargins
        cv.layoutIfNeeded()
        assertRect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 8, 8, 50, 50, "item 0")
        assertRect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame, 8 + 4 * 63.5, 8, 50, 50, "item 4 ends at 320 − 8")
        assertRect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame, 8, 68, 50, 50, "item 5")
    }

    /// A million items of one size (issue 14's bad input): no per-item storage, the content
    /// is 200,000 lines of 60 points less the last spacing, and the last line shows at the
    /// end with the same few cells.
    @MainActor func testAMillionItemsNeedNoPerItemMemory() async {
        let source = GridSource([1_000_000])
        let (cv, layout) = makeCollection(source)
        XCTAssertEqual(layout.sections[0].sizes.count, 0)
        XCTAssertEqual(layout.sections[0].lines.count, 0)
        XCTAssertEqual(cv.contentSize.height, 200_000 * 60 - 10)
        cv.contentOffset = CGPoint(x: 0, y: cv.contentSize.height - 480)
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.indexPathsForVisibleItems.last, IndexPath(item: 999_999, section: 0))
        XCTAssertLessThanOrEqual(cv.cellsCreated, 55, "one screen (plus margin) of cells, never per item: the jump reuses them")
    }

    /// Bad input: NaN and negative item sizes are logged and replaced by `itemSize`; an item
    /// wider than the room logs UIKit's console message; nothing crashes.
    @MainActor func testBadItemSizesAreLoggedAndSurvived() async {
        let source = SizedSource([[CGSize(width: CGFloat.nan, height: 10), CGSize(width: -5, height: 10), CGSize(width: 500, height: 20)]])
        let (cv, layout) = makeCollection(source)
        cv.delegate = source
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        assertRect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 0, 0, 50, 50, "NaN → itemSize; two fit on a line, justified")
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("2 item size(s) in section 0 are not finite and non-negative") }, "\(BadInputLog.recent)")
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("the item width must be less than the width of the UICollectionView") })
        XCTAssertEqual(cv.visibleCells.count, 3)
    }
}

/// Zero-size items cover no point: they are in no rect and get no cell, however many there
/// are (without spacing they all sit on one spot, and every one used to be "visible").
final class CollectionViewZeroSizeItemTests: XCTestCase {
    @MainActor func testZeroSizeItemsOfOneSizeAreNotVisible() async {
        let (cv, layout) = makeCollection(GridSource([10_000, 3])) {
            $0.itemSize = .zero
            $0.minimumLineSpacing = 0
            $0.minimumInteritemSpacing = 0
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
        }
        // The two headers (the first section's items all sit at y = 40, inside the bounds).
        XCTAssertEqual(layout.layoutAttributesForElements(in: cv.bounds)?.map(\.representedElementCategory), [.supplementaryView, .supplementaryView])
        XCTAssertEqual(cv.visibleCells.count, 0)
        // Each still has its frame, asked for one by one.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 9_999, section: 0))?.frame.size, .zero)
    }

    @MainActor func testZeroSizeItemsAmongSizedOnesGetNoCellsAndTheSizedOnesDo() async {
        let sizes = Array(repeating: CGSize.zero, count: 10_000) + [CGSize(width: 40, height: 40)] + Array(repeating: CGSize(width: 0, height: 30), count: 1_000)
        let (cv, layout) = makeCollection(SizedSource([sizes])) {
            $0.minimumLineSpacing = 0
            $0.minimumInteritemSpacing = 0
        }
        let visible = layout.layoutAttributesForElements(in: cv.bounds) ?? []
        XCTAssertEqual(visible.map(\.indexPath.item), [10_000], "only the item with an area")
        XCTAssertEqual(cv.visibleCells.count, 1)
    }
}
