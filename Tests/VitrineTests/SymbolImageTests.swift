import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `UIImage(systemName:)` drawn from the Material Icons font, and `UIImage.SymbolConfiguration`.
final class SymbolImageTests: XCTestCase {
    /// Dark pixels (alpha above half) of a symbol rendering: how much ink it has.
    private func ink(_ image: Image) -> Int {
        var n = 0
        for y in 0..<image.height {
            for p in image.buffer.row(y) where p >> 24 > 128 { n += 1 }
        }
        return n
    }

    // MARK: Mapping

    /// The issue asks for at least the 100 most-used SF Symbol names, and every mapped name
    /// must draw a real glyph of the font (no dead mappings): each shapes to exactly one glyph
    /// that is not `.notdef` and has ink.
    func testEveryMappedNameIsARealGlyphAndThereAreAtLeast100() throws {
        let store = SymbolStore(loadFont: SymbolStore.installedFont)
        let face = try XCTUnwrap(store.font, "the Material Icons font is installed by make deps")
        XCTAssertGreaterThanOrEqual(SymbolNames.material.count, 100)
        var dead: [String] = []
        for (sf, material) in SymbolNames.material.sorted(by: { $0.key < $1.key }) {
            guard SymbolStore.glyph(named: material, in: face) != nil,
                  let pixels = store.pixels(systemName: sf, configuration: nil, scale: 1), ink(pixels) > 0 else {
                dead.append("\(sf) -> \(material)"); continue
            }
        }
        XCTAssertEqual(dead, [], "mapped names without a glyph")
        // The examples are among them.
        for name in ["chevron.right", "checkmark", "xmark", "gear", "person", "trash", "magnifyingglass", "house.fill"] {
            XCTAssertNotNil(UIImage(systemName: name), name)
        }
    }

    /// Distinct icons are distinct glyphs (the ligature lookup is not answering one glyph for
    /// everything), and an outlined/filled pair differs.
    func testLigaturesGiveDistinctGlyphs() throws {
        let face = try XCTUnwrap(SymbolStore.installedFont())
        let a = try XCTUnwrap(SymbolStore.glyph(named: "chevron_right", in: face))
        let b = try XCTUnwrap(SymbolStore.glyph(named: "chevron_left", in: face))
        let heart = try XCTUnwrap(SymbolStore.glyph(named: "favorite", in: face))
        let outline = try XCTUnwrap(SymbolStore.glyph(named: "favorite_border", in: face))
        XCTAssertNotEqual(a.index, b.index)
        XCTAssertNotEqual(heart.index, outline.index)
        XCTAssertNil(SymbolStore.glyph(named: "no_such_icon_name", in: face))
    }

    // MARK: Bad input

    /// UIKit returns `nil` for a name it has no symbol for; Vitrine also logs it, once per name.
    func testUnknownNameIsNilAndLoggedOnce() {
        let store = SymbolStore(loadFont: SymbolStore.installedFont)
        XCTAssertNil(UIImage(systemName: "no.such.symbol", configuration: nil, scale: 1, store: store))
        XCTAssertNil(UIImage(systemName: "no.such.symbol", configuration: nil, scale: 2, store: store))
        XCTAssertNil(UIImage(systemName: "", configuration: nil, scale: 1, store: store))
        XCTAssertEqual(store.reports.filter { $0.contains("\"no.such.symbol\"") }.count, 1, "\(store.reports)")
        XCTAssertEqual(store.reports.count, 2)
        XCTAssertNotNil(UIImage(systemName: "gear", configuration: nil, scale: 1, store: store))
        XCTAssertEqual(store.reports.count, 2)
    }

    /// Without the font every symbol is `nil`, with one log line that says what to install.
    func testMissingFontMakesEverySymbolNilWithOneLogLine() {
        let store = SymbolStore(loadFont: { nil })
        for name in ["gear", "chevron.right", "no.such.symbol"] {
            XCTAssertNil(UIImage(systemName: name, configuration: nil, scale: 1, store: store), name)
        }
        XCTAssertEqual(store.reports.count, 1, "\(store.reports)")
        XCTAssertTrue(store.reports.first?.contains("fonts-material-design-icons-iconfont") == true)
    }

    // MARK: Configuration

    /// "Values in this object take precedence over the image's current configuration
    /// values" (`applyingSymbolConfiguration(_:)`), "giving precedence to [values] in
    /// otherConfiguration unless the trait is unspecified" (`applying(_:)`).
    func testApplyingTakesTheSpecifiedValuesOfTheArgument() {
        typealias C = UIImage.SymbolConfiguration
        let base = C(pointSize: 20, weight: .bold, scale: .large)
        XCTAssertEqual(base.applying(C(weight: .light)), C(pointSize: 20, weight: .light, scale: .large))
        XCTAssertEqual(base.applying(C(scale: .small)), C(pointSize: 20, weight: .bold, scale: .small))
        XCTAssertEqual(base.applying(C(pointSize: 30)), C(pointSize: 30, weight: .bold, scale: .large))
        XCTAssertEqual(base.applying(.unspecified), base)
        XCTAssertEqual(base.applying(nil), base)
        XCTAssertEqual(C.unspecified.applying(base), base)
        // A text style and a point size are one value, the size: the argument's replaces both.
        let styled = base.applying(C(textStyle: .headline))
        XCTAssertEqual(styled.textStyle, .headline)
        XCTAssertEqual(styled.pointSize, 0)
        XCTAssertEqual(styled.weight, .bold)
        XCTAssertEqual(styled.applying(C(pointSize: 12)).textStyle, nil)
        XCTAssertEqual(base.configurationWithoutPointSizeAndWeight(), C(scale: .large))
        // init(font:) takes the font's size and weight.
        let fromFont = C(font: .systemFont(ofSize: 22, weight: .semibold))
        XCTAssertEqual(fromFont.pointSize, 22)
        XCTAssertEqual(fromFont.weight, .semibold)
    }

    /// "For symbol images, the default value of this property is a symbol image
    /// configuration object with unspecified values"; for other images it is nil. And
    /// `applyingSymbolConfiguration(_:)` merges onto the image's configuration.
    func testImageConfiguration() throws {
        let gear = try XCTUnwrap(UIImage(systemName: "gear"))
        XCTAssertTrue(gear.isSymbolImage)
        XCTAssertEqual(gear.symbolConfiguration, .unspecified)
        XCTAssertNil(UIImage(image: Image.placeholder()).symbolConfiguration)
        XCTAssertNil(UIImage(image: Image.placeholder()).applyingSymbolConfiguration(.init(weight: .bold)))
        let big = try XCTUnwrap(UIImage(systemName: "gear", withConfiguration: .init(pointSize: 40, weight: .bold)))
        let merged = try XCTUnwrap(big.applyingSymbolConfiguration(.init(weight: .light)))
        XCTAssertEqual(merged.symbolConfiguration, .init(pointSize: 40, weight: .light))
        XCTAssertEqual(merged.size, big.size)
        XCTAssertEqual(big.withConfiguration(.init(scale: .small)).symbolConfiguration, .init(scale: .small))
        // Symbol images are templates under `.automatic` (UIKit draws them in the tint colour).
        XCTAssertEqual(gear.renderingMode, .automatic)
        XCTAssertTrue(gear.drawsAsTemplate)
    }

    // MARK: Size, weight and scale

    /// The default point size is the body text style's (17 pt at the default content size
    /// category): the same size as an explicit 17-pt configuration, and the image is the
    /// glyph's box at 1.2 em per point (Material's 24-unit em, 20.4 pt at 17 pt) rounded up
    /// to whole points: 21 × 21. At 2× it has twice the pixels and the same size in points.
    func testDefaultSizeIsBodyTextSizeAndScaleIndependent() throws {
        let store = SymbolStore.shared
        let d = try XCTUnwrap(store.layout(systemName: "gear", configuration: nil))
        let p17 = try XCTUnwrap(store.layout(systemName: "gear", configuration: .init(pointSize: 17)))
        XCTAssertEqual(d, p17)
        XCTAssertEqual(d.size, CGSize(width: 21, height: 21))
        let one = try XCTUnwrap(UIImage(systemName: "gear", configuration: nil, scale: 1, store: store))
        let two = try XCTUnwrap(UIImage(systemName: "gear", configuration: nil, scale: 2, store: store))
        XCTAssertEqual(one.size, two.size)
        XCTAssertEqual(two.image.width, 2 * one.image.width)
        // Headline is 17 pt semibold: the same size as body, more ink.
        let headline = try XCTUnwrap(store.pixels(systemName: "gear", configuration: .init(textStyle: .headline), scale: 2))
        XCTAssertEqual(headline.width, two.image.width)
        XCTAssertGreaterThan(ink(headline), ink(two.image))
        // A symbol's baseline puts it on the middle of the capitals of 17-pt text: 10.5 pt
        // (half of 21) less half of 17 × 0.7046.
        XCTAssertEqual(try XCTUnwrap(one.baselineOffsetFromBottom), 10.5 - 17 * 0.7046 / 2, accuracy: 0.001)
    }

    /// Small, medium and large are 0.783, 1 and 1.29 of the medium size: at 40 pt the boxes
    /// are 48 × 0.783 = 37.6 → 38, 48, 48 × 1.29 = 61.9 → 62 points wide.
    func testScalesSizeTheSymbol() throws {
        let store = SymbolStore.shared
        func width(_ scale: UIImage.SymbolScale) throws -> CGFloat {
            try XCTUnwrap(store.layout(systemName: "star.fill", configuration: .init(pointSize: 40, weight: .regular, scale: scale))).size.width
        }
        XCTAssertEqual(try width(.small), 38)
        XCTAssertEqual(try width(.medium), 48)
        XCTAssertEqual(try width(.default), 48)
        XCTAssertEqual(try width(.unspecified), 48)
        XCTAssertEqual(try width(.large), 62)
    }

    /// Heavier weights draw thicker strokes: more dark pixels for heavier weights, in
    /// UIKit's order of `SymbolWeight`, at the same size.
    func testWeightChangesTheInk() throws {
        let store = SymbolStore.shared
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let inks = try weights.map { w in
            ink(try XCTUnwrap(store.pixels(systemName: "gearshape", configuration: .init(pointSize: 40, weight: w), scale: 2)))
        }
        for (a, b) in zip(inks, inks.dropFirst()) { XCTAssertLessThan(a, b, "\(inks)") }
        let sizes = try weights.map { w in
            try XCTUnwrap(store.layout(systemName: "gearshape", configuration: .init(pointSize: 40, weight: w))).size
        }
        XCTAssertEqual(Set(sizes).count, 1, "weight does not change the size")
    }

    /// The rendering is kept per name, style and scale: the second request is the same image.
    func testRenderingsAreCachedPerScale() throws {
        let store = SymbolStore(loadFont: SymbolStore.installedFont)
        let a = try XCTUnwrap(store.pixels(systemName: "bell", configuration: nil, scale: 2))
        XCTAssertTrue(a === store.pixels(systemName: "bell", configuration: nil, scale: 2))
        XCTAssertFalse(a === store.pixels(systemName: "bell", configuration: nil, scale: 1))
        XCTAssertEqual(store.cache.count, 2)
        store.cache.removeAll()
        XCTAssertEqual(store.cache.count, 0)
    }

    // MARK: Image views

    /// An image view draws a symbol at its display scale from the vector glyph: at 2× its
    /// pixels are a fresh 2× rendering, not the 1× image enlarged, and
    /// `preferredSymbolConfiguration` (under the image's own) resizes it.
    @MainActor func testImageViewDrawsAtItsDisplayScaleWithPreferredConfiguration() async throws {
        let h = HeadlessHarness(width: 100, height: 100, scale: 2)
        let image = try XCTUnwrap(UIImage(systemName: "heart.fill", configuration: nil, scale: 1, store: .shared))
        let view = UIImageView(image: image)
        h.window.addSubview(view)
        h.renderFrames()
        let pixels = view.shownPixels(of: image)
        XCTAssertEqual(pixels.width, 2 * image.image.width)
        XCTAssertEqual(view.intrinsicContentSize, image.size)
        view.preferredSymbolConfiguration = .init(pointSize: 40)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 48, height: 48))
        XCTAssertEqual(view.shownPixels(of: image).width, 96)
        // The image's own values win over the view's preferred ones.
        let own = try XCTUnwrap(image.withConfiguration(.init(pointSize: 20)))
        view.image = own
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 24, height: 24))
    }
}
