import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UICollectionViewCompositionalLayout's frames by hand, from UIKit's documented model:
/// an item's fractional dimensions are fractions of its group, a group's of the section's
/// width (inside the section's content insets); an item's content insets shrink its cell
/// inside its room; a section repeats its group along the scroll axis with
/// `interGroupSpacing` between; a `count` group shares its width equally among `count`
/// copies of its item (minus the inter-item spacing); boundary items (headers) come
/// before the section's content insets.
final class CollectionViewCompositionalLayoutTests: XCTestCase {
    @MainActor static func gridLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// 320 wide: header 0…30; content from y 38 and x 8, 304 wide; the group is 304×80 and
    /// holds 3 items of 101.33 each, inset by 4: cells 93.33×72 at x 12, 113.33, 214.67;
    /// repetitions every 90 points. 7 items → 3 repetitions: 38 + 3·80 + 2·10 + 8 = 306.
    @MainActor func testGridSectionFrames() async {
        let layout = Self.gridLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        let source = GridSource([7, 3])
        keptSources.append(source)
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        cv.dataSource = source
        cv.layoutIfNeeded()
        let f = { (i: Int, s: Int) in cv.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame }
        let w = 304.0 / 3 - 8
        assertRect(f(0, 0), 12, 42, w, 72, "item 0")
        assertRect(f(1, 0), 8 + 304.0 / 3 + 4, 42, w, 72, "item 1")
        assertRect(f(2, 0), 8 + 2 * 304.0 / 3 + 4, 42, w, 72, "item 2")
        assertRect(f(4, 0), 8 + 304.0 / 3 + 4, 132, w, 72, "item 4: second repetition")
        assertRect(f(6, 0), 12, 222, w, 72, "item 6: third repetition")
        assertRect(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame,
                   0, 306, 320, 30, "section 1's header where section 0 ends")
        assertRect(f(0, 1), 12, 306 + 42, w, 72, "section 1 item 0")
        XCTAssertEqual(cv.contentSize.height, 306 + 30 + 8 + 80 + 8, "section 1: 3 items, one repetition")
        XCTAssertEqual(cv.visibleCells.count, 10)
        XCTAssertEqual(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 2)
    }

    /// Nested groups (Apple's "Mosaic" pattern): a horizontal group of a large item (2/3 of
    /// the width) and a vertical group (1/3) of two items of half its height. 300 wide, 200
    /// high: cells (0,0,200,200), (200,0,100,100), (200,100,100,100); the next repetition
    /// 200 lower.
    @MainActor func testNestedGroups() async {
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)), repeatingSubitem: small, count: 2)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [big, column])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 480), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        let source = GridSource([5])
        keptSources.append(source)
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        cv.layoutIfNeeded()
        let f = { (i: Int) in cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame }
        assertRect(f(0), 0, 0, 200, 200, "big")
        assertRect(f(1), 200, 0, 100, 100, "small top")
        assertRect(f(2), 200, 100, 100, 100, "small bottom")
        assertRect(f(3), 0, 200, 200, 200, "next repetition")
        assertRect(f(4), 200, 200, 100, 100, "next repetition, small")
        XCTAssertEqual(cv.contentSize.height, 400)
    }

    /// A `count` group: 4 items share 320 − 3·8 → 74 each at x 0, 82, 164, 246; 100,000
    /// items are placed by arithmetic (a rect deep in the section finds its items).
    @MainActor func testCountGroupSharesTheWidthAndScalesToManyItems() async {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(999), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), repeatingSubitem: item, count: 4)
        group.interItemSpacing = .fixed(8)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        let source = GridSource([100_000])
        keptSources.append(source)
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        cv.layoutIfNeeded()
        for (i, x) in [0.0, 82, 164, 246].enumerated() {
            assertRect(cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame, x, 0, 74, 50, "item \(i)")
        }
        XCTAssertEqual(cv.contentSize.height, 25_000 * 50)
        cv.contentOffset = CGPoint(x: 0, y: 500_000)
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.indexPathsForVisibleItems.first, IndexPath(item: 40_000, section: 0))
        XCTAssertEqual(cv.indexPathsForVisibleItems.count, 4 * 10)
        XCTAssertLessThanOrEqual(cv.cellsCreated, 4 * 12, "⌈544 / 50⌉ + 1 rows of 4")
    }
}
