import Foundation
import XCTest
import Vitrine
import VitrineTesting

/// A grid of three columns on the common panels (800 or 1024 points wide) gives every cell a
/// width that is a fraction of a pixel. Cells laid out with Auto Layout inside, once shown,
/// stay put: a still screen lays nothing out and draws no frame.
final class FractionalGridStillnessTests: XCTestCase {
    /// A cell whose title and badge are placed by constraints, counting its layout passes.
    @MainActor final class TitleCell: UICollectionViewCell {
        static var passes = 0
        let title = UILabel()
        let badge = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.translatesAutoresizingMaskIntoConstraints = false
            badge.translatesAutoresizingMaskIntoConstraints = false
            badge.backgroundColor = .systemBlue
            contentView.addSubview(title)
            contentView.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                title.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }
        required init?(coder: NSCoder) { return nil }
        override func layoutSubviews() {
            TitleCell.passes += 1
            super.layoutSubviews()
        }
    }

    @MainActor final class Source: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
            (cell as? TitleCell)?.title.text = "Room \(indexPath.item + 1)"
            return cell
        }
    }

    /// Three columns filling `width` points, at `scale` pixels per point.
    @MainActor private func assertStill(width: Int, height: Int, scale: Double = 1, file: StaticString = #filePath, line: UInt = #line) {
        let h = HeadlessHarness(width: width, height: height, scale: scale)
        let source = Source()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.itemSize = CGSize(width: CGFloat(width) / 3, height: 64)
        let grid = UICollectionView(frame: h.window.bounds, collectionViewLayout: layout)
        grid.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        grid.dataSource = source
        h.window.addSubview(grid)
        let label = "\(width)×\(height)@\(scale)"
        guard let first = h.renderFramesUntilStill() else {
            return XCTFail("\(label): the grid never comes to rest (a layout pass and a frame asked for every frame)", file: file, line: line)
        }
        XCTAssertGreaterThan(first, 0, "\(label): the grid is drawn", file: file, line: line)
        let cells = grid.visibleCells
        XCTAssertEqual(cells.count, 12, label, file: file, line: line)
        XCTAssertEqual(cells.first?.frame.width ?? 0, CGFloat(width) / 3, accuracy: 1e-9, "\(label): the layout's fractional width stands", file: file, line: line)

        let passes = TitleCell.passes
        let frames = h.screen.frameCount
        h.advance(by: 1)
        XCTAssertEqual(h.renderFramesUntilStill(), 0, "\(label): a still grid draws no frame", file: file, line: line)
        XCTAssertEqual(h.screen.frameCount, frames, "\(label): a still grid draws no frame", file: file, line: line)
        XCTAssertEqual(TitleCell.passes, passes, "\(label): a still grid lays no cell out", file: file, line: line)
        XCTAssertFalse(h.screen.hasFrameWork, label, file: file, line: line)
    }

    @MainActor func testThreeColumnsOn800PointsComeToRest() async {
        assertStill(width: 800, height: 480)
    }

    @MainActor func testThreeColumnsOn1024PointsComeToRest() async {
        assertStill(width: 1024, height: 600)
    }

    /// At two pixels a point the rounding is to half points: still a fraction of a pixel off.
    @MainActor func testThreeColumnsAtScale2ComeToRest() async {
        assertStill(width: 800, height: 480, scale: 2)
    }
}
