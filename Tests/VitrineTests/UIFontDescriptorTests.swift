import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics

/// `UIFontDescriptor` basics: attributes, symbolic traits, related fonts, and
/// `UIFont(descriptor:size:)`. Expected faces checked with `fc-match` (Debian 12,
/// fonts-dejavu-core, fonts-dejavu-extra and fonts-inter; the system family is Inter).
final class UIFontDescriptorTests: XCTestCase {
    /// Rule (UIKit): the raw values of the symbolic traits and attribute names are UIKit's.
    func testRawValuesAreUIKits() {
        typealias T = UIFontDescriptor.SymbolicTraits
        XCTAssertEqual(T.traitItalic.rawValue, 1 << 0)
        XCTAssertEqual(T.traitBold.rawValue, 1 << 1)
        XCTAssertEqual(T.traitExpanded.rawValue, 1 << 5)
        XCTAssertEqual(T.traitCondensed.rawValue, 1 << 6)
        XCTAssertEqual(T.traitMonoSpace.rawValue, 1 << 10)
        XCTAssertEqual(UIFontDescriptor.AttributeName.family.rawValue, "NSFontFamilyAttribute")
        XCTAssertEqual(UIFontDescriptor.AttributeName.name.rawValue, "NSFontNameAttribute")
        XCTAssertEqual(UIFontDescriptor.AttributeName.size.rawValue, "NSFontSizeAttribute")
        XCTAssertEqual(UIFontDescriptor.AttributeName.face.rawValue, "NSFontFaceAttribute")
        XCTAssertEqual(UIFontDescriptor.AttributeName.textStyle.rawValue, "NSCTFontUIUsageAttribute")
    }

    /// Rule (UIKit `UIFont.fontDescriptor`): a font's descriptor names its family, PostScript
    /// name, size and face, and its traits are the face's.
    func testAFontsDescriptorDescribesIt() {
        let d = UIFont.boldSystemFont(ofSize: 15).fontDescriptor
        XCTAssertEqual(d.postscriptName, "Inter-Bold")
        XCTAssertEqual(d.pointSize, 15)
        XCTAssertEqual(d.fontAttributes[.family] as? String, "Inter")
        XCTAssertEqual(d.fontAttributes[.face] as? String, "Bold")
        XCTAssertEqual(d.fontAttributes[.size] as? CGFloat, 15)
        XCTAssertEqual(d.symbolicTraits, [.traitBold])
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits, [.traitItalic])
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits, [.traitMonoSpace])
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).fontDescriptor.symbolicTraits, [])
    }

    /// Rule (UIKit `withSymbolicTraits(_:)`): the family's face with those traits, or `nil`
    /// when it has none (no font here is condensed); `[]` goes back to regular.
    func testWithSymbolicTraitsFindsTheFaceOrNil() throws {
        let body = UIFont.systemFont(ofSize: 17).fontDescriptor
        let bold = try XCTUnwrap(body.withSymbolicTraits(.traitBold))
        XCTAssertEqual(UIFont(descriptor: bold, size: 0).fontName, "Inter-Bold")
        XCTAssertEqual(UIFont(descriptor: bold, size: 0).pointSize, 17)
        let boldItalic = try XCTUnwrap(body.withSymbolicTraits([.traitBold, .traitItalic]))
        XCTAssertEqual(boldItalic.postscriptName, "Inter-BoldItalic")
        XCTAssertEqual(boldItalic.symbolicTraits, [.traitBold, .traitItalic])
        XCTAssertEqual(try XCTUnwrap(bold.withSymbolicTraits([])).postscriptName, "Inter-Regular")
        // From 20 pt the system font's faces are Inter Display's.
        let title = UIFont.systemFont(ofSize: 28).fontDescriptor
        XCTAssertEqual(title.withSymbolicTraits(.traitBold)?.postscriptName, "InterDisplay-Bold")
        XCTAssertNil(body.withSymbolicTraits(.traitCondensed))
        // A font that is not a system font: by its family through fontconfig.
        let mono = try XCTUnwrap(UIFont(name: "DejaVuSansMono", size: 12)).fontDescriptor
        XCTAssertEqual(mono.withSymbolicTraits(.traitBold)?.postscriptName, "DejaVuSansMono-Bold")
        // A family without an italic face (DejaVu Serif Condensed has one; Noto Sans Mono has none).
        if let notoMono = UIFont(name: "Noto Sans Mono", size: 12) {
            XCTAssertNil(notoMono.fontDescriptor.withSymbolicTraits(.traitItalic))
        }
        // The system font's monospace trait is the monospaced family.
        XCTAssertEqual(body.withSymbolicTraits(.traitMonoSpace)?.postscriptName, "DejaVuSansMono")
    }

    /// Rule (UIKit `withSize(_:)`, `withFamily(_:)`, `UIFont(descriptor:size:)`): size 0
    /// keeps the descriptor's; a family keeps the size and bold/italic; a descriptor by name.
    func testSizeFamilyAndNameDescriptors() throws {
        let bold = UIFont.boldSystemFont(ofSize: 15).fontDescriptor
        XCTAssertEqual(bold.withSize(30).pointSize, 30)
        XCTAssertEqual(UIFont(descriptor: bold.withSize(30), size: 0).pointSize, 30)
        XCTAssertEqual(UIFont(descriptor: bold, size: 22).pointSize, 22)
        let serif = bold.withFamily("DejaVu Serif")
        XCTAssertEqual(UIFont(descriptor: serif, size: 0).fontName, "DejaVuSerif-Bold")
        XCTAssertEqual(serif.pointSize, 15)
        let byName = UIFontDescriptor(name: "DejaVuSans-Oblique", size: 11)
        XCTAssertEqual(UIFont(descriptor: byName, size: 0).fontName, "DejaVuSans-Oblique")
        XCTAssertEqual(UIFont(descriptor: byName, size: 0).pointSize, 11)
        let byAttributes = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans", .face: "Bold", .size: 9])
        XCTAssertEqual(UIFont(descriptor: byAttributes, size: 0).fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont(descriptor: byAttributes, size: 0).pointSize, 9)
        // Nothing that matches: the system font, at UIKit's default 12 pt when no size is given.
        let nothing = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "Vitrine No Such Family"]), size: 0)
        XCTAssertEqual(nothing.fontName, "Inter-Regular")
        XCTAssertEqual(nothing.pointSize, 12)
    }

    /// Rule (UIKit `preferredFontDescriptor(withTextStyle:)`): the text style's size at the
    /// category and the text-style attribute; a font made from it follows Dynamic Type.
    func testPreferredFontDescriptorCarriesTheTextStyle() {
        let d = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline,
                                                         compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))
        XCTAssertEqual(d.pointSize, 19)
        XCTAssertEqual(d.fontAttributes[.textStyle] as? UIFont.TextStyle, .headline)
        XCTAssertEqual(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .largeTitle).pointSize, 34)
        let font = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body), size: 0)
        XCTAssertEqual(font.adjusted(to: .accessibilityMedium)?.pointSize, 28)
    }
}
