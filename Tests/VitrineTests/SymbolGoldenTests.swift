import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Symbol images in image views, rendered headless and compared with reviewed golden PNGs
/// (tolerance: `GoldenTolerance.standard`, ±2 per channel and no differing pixel).
final class SymbolGoldenTests: XCTestCase {
    static let common = ["chevron.right", "checkmark", "xmark", "gear", "person.fill", "house.fill", "magnifyingglass",
                         "trash", "heart.fill", "star", "bell.fill", "envelope", "lock.fill", "wifi", "play.fill",
                         "info.circle", "exclamationmark.triangle", "ellipsis.circle"]

    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// Two rows of common symbols at the default configuration (body size, 21-pt boxes):
    /// the first in the window's tint (system blue), the second tinted orange, on a
    /// system background, in `style`.
    @MainActor private func commonRows(scale: Double, style: UIUserInterfaceStyle) -> HeadlessHarness {
        let h = HeadlessHarness(width: 250, height: 64, scale: scale)
        h.window.overrideUserInterfaceStyle = style
        h.window.backgroundColor = .systemBackground
        for (i, name) in Self.common.enumerated() {
            guard let image = UIImage(systemName: name) else { XCTFail(name); continue }
            let view = UIImageView(image: image)
            view.frame.origin = CGPoint(x: 4 + CGFloat(i % 9) * 27, y: 4 + CGFloat(i / 9) * 30)
            if i / 9 == 1 { view.tintColor = .systemOrange }
            h.window.addSubview(view)
        }
        return h
    }

    @MainActor func testCommonSymbols1xLight() async { check(commonRows(scale: 1, style: .light), "symbols-common-1x-light") }
    @MainActor func testCommonSymbols2xLight() async { check(commonRows(scale: 2, style: .light), "symbols-common-2x-light") }
    @MainActor func testCommonSymbols1xDark() async { check(commonRows(scale: 1, style: .dark), "symbols-common-1x-dark") }
    @MainActor func testCommonSymbols2xDark() async { check(commonRows(scale: 2, style: .dark), "symbols-common-2x-dark") }

    /// Top rows: `xmark` and `gearshape` at 24 pt in every weight, ultraLight to black
    /// (strokes thicken left to right; on the filled gear the change is slight). Bottom row: `heart.fill` and `chevron.right` at small, medium and
    /// large scales beside 17-pt text ("Aa") on one baseline (the symbols sit on the middle
    /// of the capitals).
    @MainActor func testWeightsAndScales() async {
        let h = HeadlessHarness(width: 300, height: 120, scale: 2)
        h.window.backgroundColor = .white
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for (row, name) in ["xmark", "gearshape"].enumerated() {
            for (i, w) in weights.enumerated() {
                let view = UIImageView(image: UIImage(systemName: name, withConfiguration: .init(pointSize: 24, weight: w)))
                view.frame.origin = CGPoint(x: 4 + CGFloat(i) * 32, y: 4 + CGFloat(row) * 32)
                view.tintColor = .label
                h.window.addSubview(view)
            }
        }
        let baseline: CGFloat = 106
        var x: CGFloat = 4
        for name in ["heart.fill", "chevron.right"] {
            for scale in [UIImage.SymbolScale.small, .medium, .large] {
                guard let image = UIImage(systemName: name, withConfiguration: .init(scale: scale)) else { XCTFail(name); continue }
                let view = UIImageView(image: image)
                view.frame.origin = CGPoint(x: x, y: baseline - image.size.height + (image.baselineOffsetFromBottom ?? 0))
                h.window.addSubview(view)
                x += image.size.width + 4
            }
            let label = UILabel()
            label.text = "Aa"
            label.font = .systemFont(ofSize: 17)
            label.sizeToFit()
            label.frame.origin = CGPoint(x: x, y: baseline - label.font.ascender)
            h.window.addSubview(label)
            x += label.frame.width + 12
        }
        check(h, "symbols-weights-scales")
    }
}
