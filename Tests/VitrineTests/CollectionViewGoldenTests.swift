import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A flow-layout grid with section headers rendered headless (320×240), compared with a
/// reviewed golden PNG (tolerance `GoldenTolerance.standard`: ±2 per channel, no differing
/// pixel), then scrolled by 100 points (headers pinned) and compared again; each frame also
/// equals a from-scratch redraw.
final class CollectionViewGoldenTests: XCTestCase {
    final class HeaderView: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(rgb: 0xE5E5EA)
            label.font = .systemFont(ofSize: 13)
            label.textColor = UIColor(rgb: 0x3A3A3C)
            addSubview(label)
        }

        required init?(coder: NSCoder) { return nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = CGRect(x: 8, y: 0, width: bounds.width - 16, height: bounds.height)
        }
    }

    final class GridViewController: UIViewController, UICollectionViewDataSource {
        let counts = [7, 4, 9]
        let palette: [UInt32] = [0x007AFF, 0x34C759, 0xFF9500, 0xFF3B30, 0xAF52DE, 0x5AC8FA, 0xFFCC00]
        var collectionView: UICollectionView?

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 64, height: 40)
            layout.minimumInteritemSpacing = 8
            layout.minimumLineSpacing = 8
            layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            layout.headerReferenceSize = CGSize(width: 0, height: 24)
            layout.sectionHeadersPinToVisibleBounds = true
            let cv = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            cv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cv.backgroundColor = .white
            cv.contentInsetAdjustmentBehavior = .never
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
            cv.dataSource = self
            view.addSubview(cv)
            collectionView = cv
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = UIColor(rgb: palette[(indexPath.item + indexPath.section * 2) % palette.count])
            cell.contentView.cornerRadius = 6
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (v as? HeaderView)?.label.text = "Section \(indexPath.section + 1) · \(counts[indexPath.section]) items"
            return v
        }
    }

    @MainActor func testFlowGridWithSectionHeaders() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let vc = GridViewController()
        h.window.rootViewController = vc
        h.renderFrames()
        check(h, "collection-flow-grid")
        vc.collectionView?.contentOffset = CGPoint(x: 0, y: 100)
        h.renderFrames()
        check(h, "collection-flow-grid-scrolled")
    }

    /// The same data in a compositional grid (three items a row, inset cells, headers).
    @MainActor func testCompositionalGrid() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let vc = GridViewController()
        h.window.rootViewController = vc
        h.renderFrames()
        vc.collectionView?.collectionViewLayout = CollectionViewCompositionalLayoutTests.gridLayout()
        h.renderFrames()
        check(h, "collection-compositional-grid")
    }

    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let shot = h.screenshot
        if let failure = GoldenImage.verify(shot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
        XCTAssertTrue(GoldenImage.compare(shot, h.fullRedraw(), channelTolerance: 2).matches(.standard),
                      "\(name): the frame equals a from-scratch redraw", file: file, line: line)
    }
}
