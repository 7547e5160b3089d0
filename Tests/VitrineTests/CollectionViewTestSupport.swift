import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A cell that counts its reuses and shows a colour per item.
final class CountingCell: UICollectionViewCell {
    var reuses = 0
    var item: IndexPath?
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A header that remembers its section.
final class SectionHeader: UICollectionReusableView {
    var section = -1
}

/// A data source over item counts per section, with a log of delegate calls.
@MainActor
final class GridSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var events: [String] = []
    var cellColor: (IndexPath) -> UIColor = { ip in UIColor(rgb: [0x007AFF, 0x34C759, 0xFF9500, 0xFF3B30, 0xAF52DE][ip.item % 5]) }
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var headerKind = true

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? CountingCell)?.item = indexPath
        cell.contentView.backgroundColor = cellColor(indexPath)
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (v as? SectionHeader)?.section = indexPath.section
        v.backgroundColor = kind == UICollectionView.elementKindSectionHeader ? UIColor(rgb: 0x3A3A3C) : UIColor(rgb: 0xC7C7CC)
        return v
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { events.append("shouldHighlight \(indexPath.item)"); return true }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { events.append("shouldSelect \(indexPath.item)"); return shouldSelect(indexPath) }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.item)") }
}

/// A flow delegate giving each item its own size.
@MainActor
final class SizedSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizes: [[CGSize]]
    init(_ sizes: [[CGSize]]) { self.sizes = sizes }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.section][indexPath.item]
    }
}

/// A flow delegate that implements nothing of the flow protocol but one section inset.
@MainActor
final class InsetOnlySource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let count: Int
    var sizeCalls = 0
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
    }
}

@MainActor var keptSources: [AnyObject] = []

/// A collection view with a flow layout, its data source set, laid out once.
@MainActor
func makeCollection(_ source: UICollectionViewDataSource, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
                    configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> (UICollectionView, UICollectionViewFlowLayout) {
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let cv = UICollectionView(frame: frame, collectionViewLayout: layout)
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    cv.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
    cv.contentInsetAdjustmentBehavior = .never
    // The data source is weak (as UIKit's): the tests' temporaries are kept alive here.
    keptSources.append(source)
    cv.dataSource = source
    if let d = source as? UICollectionViewDelegate { cv.delegate = d }
    cv.layoutIfNeeded()
    return (cv, layout)
}

func assertRect(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ what: String, accuracy: CGFloat = 0.01,
                file: StaticString = #filePath, line: UInt = #line) {
    guard let r else { XCTFail("\(what): no frame", file: file, line: line); return }
    XCTAssertEqual(r.minX, x, accuracy: accuracy, "\(what) x", file: file, line: line)
    XCTAssertEqual(r.minY, y, accuracy: accuracy, "\(what) y", file: file, line: line)
    XCTAssertEqual(r.width, w, accuracy: accuracy, "\(what) width", file: file, line: line)
    XCTAssertEqual(r.height, h, accuracy: accuracy, "\(what) height", file: file, line: line)
}
