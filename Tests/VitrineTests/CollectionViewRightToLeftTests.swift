import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UIKit's `flipsHorizontallyInOppositeLayoutDirection`: "When this property is set to true,
/// the collection view automatically flips the horizontal coordinate system" when its
/// direction is the opposite of the layout's `developmentLayoutDirection` ("the direction of
/// the language you used when designing your custom layout"). The base class answers `false`;
/// the flow and compositional layouts answer `true`, so in a right-to-left layout item 0,
/// the leading section inset and the leading header are at the right, and a touch selects
/// the item drawn under it.
final class CollectionViewRightToLeftTests: XCTestCase {
    override func tearDown() async throws {
        await MainActor.run { _ = UIApplication.setUserInterfaceLayoutDirection(.leftToRight) }
    }

    @MainActor func testWhichLayoutsFlipAreUIKits() async {
        XCTAssertFalse(UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection, "the base class: false")
        XCTAssertEqual(UICollectionViewLayout().developmentLayoutDirection, .leftToRight)
        XCTAssertTrue(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        XCTAssertTrue(CollectionViewCompositionalLayoutTests.gridLayout().flipsHorizontallyInOppositeLayoutDirection)
    }

    /// 320 wide, 50×50 items 67.5 apart: left to right item i of a line is at x = 67.5·i;
    /// right to left at 320 − 50 − 67.5·i, and the cells on screen are where the attributes say.
    @MainActor func testFlowLayoutPutsItemZeroAtTheRight() async {
        let (cv, _) = makeCollection(GridSource([7]))
        let f = { (i: Int) in cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame }
        assertRect(f(0), 0, 0, 50, 50, "left to right: item 0")
        cv.semanticContentAttribute = .forceRightToLeft
        cv.layoutIfNeeded()
        assertRect(f(0), 270, 0, 50, 50, "item 0 at the right")
        assertRect(f(1), 202.5, 0, 50, 50, "item 1 to its left")
        assertRect(f(5), 270, 60, 50, 50, "the second line starts at the right too")
        assertRect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, 202.5, 0, 50, 50, "item 1's cell")
        XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 295, y: 25)), IndexPath(item: 0, section: 0))
        XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 25, y: 25)), IndexPath(item: 4, section: 0))
        XCTAssertEqual(cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 0,
                       "the layout itself keeps computing for its development direction")

        cv.semanticContentAttribute = .spatial
        cv.layoutIfNeeded()
        assertRect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, 67.5, 0, 50, 50, "spatial: not flipped, and the cells move back")
    }

    /// A horizontal row shorter than the view starts at the right edge, as the text of a
    /// right-to-left line does.
    @MainActor func testShortHorizontalRowStartsAtTheRightEdge() async {
        let (cv, _) = makeCollection(GridSource([3]), frame: CGRect(x: 0, y: 0, width: 320, height: 50)) { $0.scrollDirection = .horizontal }
        cv.semanticContentAttribute = .forceRightToLeft
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.maxX, 320)
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX, 320 - 50 - 2 * 60)
    }

    /// Rule (flipsHorizontallyInOppositeLayoutDirection: the horizontal coordinate system is
    /// flipped): a horizontal row longer than the view starts at its right end, so the view
    /// first shows item 0 at the right, scrolled as far right as it goes; content growing
    /// keeps what is shown; forced left to right, it is as far from the start, at the left.
    @MainActor func testLongHorizontalRowFirstShowsItemZeroAtTheRight() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let source = GridSource([12])
        let (cv, _) = makeCollection(source, frame: CGRect(x: 0, y: 0, width: 320, height: 50)) { $0.scrollDirection = .horizontal }
        let maxX = cv.contentSize.width - cv.bounds.width
        XCTAssertGreaterThan(maxX, 0, "wider than the view")
        XCTAssertEqual(cv.contentOffset.x, maxX, "scrolled to the right end")
        let zero = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        XCTAssertNotNil(zero, "item 0 is shown")
        XCTAssertEqual(zero?.frame.maxX, cv.contentSize.width, "at the right end")
        XCTAssertEqual(cv.indexPathsForVisibleItems.map(\.item).min(), 0)

        // Scrolled two items towards the end (left), then the row grows by three items: the
        // same items stay in view.
        cv.contentOffset.x = maxX - 120
        cv.layoutIfNeeded()
        let shown = Set(cv.indexPathsForVisibleItems)
        source.counts = [15]
        cv.reloadData()
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.contentOffset.x, cv.contentSize.width - cv.bounds.width - 120)
        XCTAssertEqual(Set(cv.indexPathsForVisibleItems), shown)

        cv.semanticContentAttribute = .forceLeftToRight
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.contentOffset.x, 120, "left to right: as far from the start, at the left")
    }

    /// The compositional grid with a leading inset of 20 and a header half as wide as the
    /// section: right to left, the inset is at the right, item 0 next to it and the header's
    /// leading edge at the right.
    @MainActor func testCompositionalLayoutMirrorsItemsInsetsAndHeaders() async {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.contentInsetAdjustmentBehavior = .never
        let source = GridSource([5])
        keptSources.append(source)
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        cv.semanticContentAttribute = .forceRightToLeft
        cv.dataSource = source
        cv.layoutIfNeeded()
        // Items are 75 wide (a quarter of 300) from x 20 left to right; mirrored: from 300 leftwards.
        assertRect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, 225, 30, 75, 50, "item 0 inside the leading inset, at the right")
        assertRect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, 0, 30, 75, 50, "item 3 at the left end")
        assertRect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, 225, 80, 75, 50, "the next group starts at the right")
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        assertRect(header?.frame, 160, 0, 160, 30, "the header's leading edge at the right")
        assertRect(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
                   160, 0, 160, 30, "the header's attributes")
    }

    /// A touch in a right-to-left app selects the item under the finger: the rightmost cell is
    /// item 0.
    @MainActor func testTouchSelectsTheItemUnderTheFinger() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 320, height: 480)
        let source = GridSource([20])
        let (cv, _) = makeCollection(source)
        cv.delaysContentTouches = false
        h.window.addSubview(cv)
        h.renderFrames()
        XCTAssertEqual(cv.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        h.tap(at: CGPoint(x: 295, y: 25))
        h.renderFrames()
        XCTAssertEqual(source.events, ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didSelect 0"])
        source.events = []
        h.tap(at: CGPoint(x: 25, y: 85))
        h.renderFrames()
        XCTAssertEqual(source.events.last, "didSelect 9", "the leftmost cell of the second line is its last item")
        XCTAssertEqual(cv.indexPathsForSelectedItems, [IndexPath(item: 9, section: 0)])
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 9, section: 0))?.isSelected, true)
    }

    /// A custom layout keeps what it hands out; with flipping on it is mirrored once per
    /// answer (a copy), not again on every pass. One that does not opt in is not flipped.
    @MainActor func testCustomLayoutsFlipOnlyWhenTheyOptIn() async {
        for flips in [false, true] {
            let layout = FixedLayout(flips: flips)
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
            cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
            let source = GridSource([1])
            keptSources.append(source)
            cv.semanticContentAttribute = .forceRightToLeft
            cv.dataSource = source
            for _ in 0..<3 {
                cv.setNeedsLayout()
                cv.layoutIfNeeded()
            }
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, flips ? 150 : 10, "flips \(flips)")
            XCTAssertEqual(layout.stored.frame.minX, 10, "the layout's own attributes are untouched")
        }
    }
}

/// A layout of one item at (10, 10), 40×40, in a 200-point-wide content, kept in one object.
@MainActor
private final class FixedLayout: UICollectionViewLayout {
    let flips: Bool
    let stored = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    init(flips: Bool) {
        self.flips = flips
        super.init()
        stored.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
    override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rect.intersects(stored.frame) ? [stored] : []
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { stored }
}
