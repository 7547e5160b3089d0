import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The controls that mirror in a right-to-left app, rendered headless (360×300) in Arabic,
/// light and dark, and compared with reviewed goldens (`GoldenTolerance.standard`): a title
/// label at the right, a segmented control with segment 0 ("اليوم", selected) at the right,
/// a slider at 30 % with its minimum at the right (the tinted minimum track on the right
/// of the thumb), and a flow-layout grid of six numbered tiles, tile 1 at the top right.
final class ControlsRightToLeftGoldenTests: XCTestCase {
    override func tearDown() async throws {
        await MainActor.run { _ = UIApplication.setUserInterfaceLayoutDirection(.leftToRight) }
    }

    final class TileCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .systemBlue
            contentView.cornerRadius = 8
            label.textAlignment = .center
            label.textColor = .white
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            contentView.addSubview(label)
        }

        required init?(coder: NSCoder) { return nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            (cell as? TileCell)?.label.text = "\(indexPath.item + 1)"
            cell.contentView.backgroundColor = indexPath.item == 0 ? .systemOrange : .systemBlue
            return cell
        }
    }

    @MainActor private func scene(dark: Bool) -> HeadlessHarness {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 360, height: 300)
        if dark { h.screen.userInterfaceStyle = .dark }
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 16, y: 12, width: 328, height: 30))
        title.text = "الإعدادات"
        title.font = .systemFont(ofSize: 24, weight: .bold)
        title.textAlignment = .natural
        root.view.addSubview(title)
        let segmented = UISegmentedControl(items: ["اليوم", "الأسبوع", "الشهر"])
        segmented.frame = CGRect(x: 16, y: 54, width: 328, height: 32)
        segmented.selectedSegmentIndex = 0
        root.view.addSubview(segmented)
        let slider = UISlider(frame: CGRect(x: 16, y: 98, width: 328, height: 31))
        slider.value = 0.3
        root.view.addSubview(slider)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 64)
        layout.minimumInteritemSpacing = 14
        layout.minimumLineSpacing = 14
        let collection = UICollectionView(frame: CGRect(x: 16, y: 144, width: 328, height: 142), collectionViewLayout: layout)
        collection.backgroundColor = .clear
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        let source = Source()
        keptSources.append(source)
        collection.dataSource = source
        root.view.addSubview(collection)
        h.window.rootViewController = root
        h.renderFrames()
        return h
    }

    @MainActor func testLightAndDarkGoldens() async {
        for dark in [false, true] {
            let h = scene(dark: dark)
            let name = dark ? "controls-rtl-dark" : "controls-rtl-light"
            let shot = h.screenshot
            if let failure = GoldenImage.verify(shot, name: name, directory: goldenDirectory) { XCTFail(failure) }
            XCTAssertTrue(GoldenImage.compare(shot, h.fullRedraw(), channelTolerance: 2).matches(.standard), "\(name): equals a from-scratch redraw")
        }
    }
}
