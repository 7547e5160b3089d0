import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Self-sizing cells: with an `estimatedItemSize`, UIKit lays items out at the estimate,
/// asks each shown cell for `preferredLayoutAttributesFitting(_:)` (Auto Layout's fitting
/// size by default) and lays the lines out again with the sizes they give.
final class CollectionViewSelfSizingTests: XCTestCase {
    /// A cell that wants a given size (`sizeThatFits`, no constraints).
    final class SizingCell: UICollectionViewCell {
        var wanted = CGSize(width: 10, height: 10)
        var asked = 0
        override func sizeThatFits(_ size: CGSize) -> CGSize { wanted }
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            asked += 1
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
    }

    @MainActor final class Source: UICollectionViewDataSource {
        let sizes: [CGSize]
        init(_ sizes: [CGSize]) { self.sizes = sizes }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let c = collectionView.dequeueReusableCell(withReuseIdentifier: "s", for: indexPath)
            (c as? SizingCell)?.wanted = sizes[indexPath.item]
            return c
        }
    }

    /// Wanted sizes 100×30, 150×60, 120×30, 200×40 in 320 points: line 1 holds items 0 and 1
    /// (260 with the minimum gap; 120 more would not fit), justified (gap 70: x 0 and 170),
    /// centred on its 60-point extent (item 0 at y 15); item 2 alone on a full line is
    /// centred (x 100, y 70); item 3 alone on the last line is left-aligned (x 0, y 110).
    @MainActor func testCellsSizeThemselvesFromTheEstimate() async {
        let source = Source([CGSize(width: 100, height: 30), CGSize(width: 150, height: 60), CGSize(width: 120, height: 30), CGSize(width: 200, height: 40)])
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(SizingCell.self, forCellWithReuseIdentifier: "s")
        cv.dataSource = source
        cv.layoutIfNeeded()
        let f = { (i: Int) in cv.cellForItem(at: IndexPath(item: i, section: 0))?.frame }
        assertRect(f(0), 0, 15, 100, 30, "item 0")
        assertRect(f(1), 170, 0, 150, 60, "item 1")
        assertRect(f(2), 100, 70, 120, 30, "item 2 centred alone")
        assertRect(f(3), 0, 110, 200, 40, "item 3 on the last line, left")
        XCTAssertEqual(cv.contentSize.height, 150)
        // A cell is measured when it is given its item, not on every frame.
        let asked = cv.visibleCells.compactMap { $0 as? SizingCell }.map(\.asked).reduce(0, +)
        XCTAssertEqual(asked, 4)
        for y in 1...10 {
            cv.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            cv.layoutIfNeeded()
        }
        XCTAssertEqual(cv.visibleCells.compactMap { $0 as? SizingCell }.map(\.asked).reduce(0, +), 4, "scrolling measures nothing again")
    }

    /// With `automaticSize` and Auto Layout inside the cell, the fitting size of the
    /// constraints is used: a 70 + 10·i by 44 box with 5-point margins → (80 + 10·i) × 54.
    @MainActor func testAutoLayoutCellsWithAutomaticSize() async {
        final class ALCell: UICollectionViewCell {
            let box = UIView()
            var width: NSLayoutConstraint?
            override init(frame: CGRect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                let w = box.widthAnchor.constraint(equalToConstant: 70)
                width = w
                NSLayoutConstraint.activate([
                    w, box.heightAnchor.constraint(equalToConstant: 44),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 5),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -5),
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
                ])
            }

            required init?(coder: NSCoder) { return nil }
        }
        @MainActor final class ALSource: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let c = collectionView.dequeueReusableCell(withReuseIdentifier: "al", for: indexPath)
                (c as? ALCell)?.width?.constant = 70 + 10 * CGFloat(indexPath.item)
                return c
            }
        }
        let source = ALSource()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 0
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 480), collectionViewLayout: layout)
        cv.register(ALCell.self, forCellWithReuseIdentifier: "al")
        cv.dataSource = source
        cv.layoutIfNeeded()
        for i in 0..<3 {
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: i, section: 0))?.frame.size, CGSize(width: 80 + 10 * CGFloat(i), height: 54), "item \(i)")
        }
    }
}
