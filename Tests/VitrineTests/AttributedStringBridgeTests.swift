import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineText

/// NSAttributedString → the engine's AttributedText: UTF-16 ranges, defaults, every key's
/// value types, wrong-typed values ignored, links styled as UILabel styles them.
final class AttributedStringBridgeTests: XCTestCase {
    private let regular = UIFont(contentsOfFile: FontFace.defaultPath, size: 14)
    private let bold = UIFont(contentsOfFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", size: 20)

    private func bridge(_ s: NSAttributedString, color: UIColor = .black, paragraph: NSParagraphStyle? = nil,
                        linkColor: UIColor? = nil) throws -> AttributedText {
        try XCTUnwrap(s.attributedText(defaultFont: regular, defaultColor: color, defaultParagraph: paragraph, traits: nil,
                                       linkColor: linkColor))
    }

    private func run(_ t: AttributedText, at unit: Int, file: StaticString = #filePath, line: UInt = #line) -> AttributedText.Run? {
        let r = t.runs.first { $0.range.contains(unit) }
        XCTAssertNotNil(r, "no run covers unit \(unit)", file: file, line: line)
        return r
    }

    /// Rule: NSAttributedString ranges count UTF-16 units, so an emoji (two units) or a ZWJ
    /// family (eight) shifts later ranges by that many; the bridge keeps the same units.
    func testRangesCountUTF16UnitsAcrossNonBMPCharacters() throws {
        let text = "a👋b한👩‍👩‍👧c"
        let s = NSMutableAttributedString(string: text)
        XCTAssertEqual(s.length, 1 + 2 + 1 + 1 + 8 + 1)
        s.addAttribute(.font, value: bold, range: NSRange(location: 1, length: 2))          // 👋
        s.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 4, length: 8))  // the family
        let t = try bridge(s)
        XCTAssertEqual(t.utf16, Array(text.utf16))
        XCTAssertEqual(t.runs.first?.range.lowerBound, 0)
        XCTAssertEqual(t.runs.last?.range.upperBound, 14)
        XCTAssertEqual(run(t, at: 0)?.attributes.font.size, 14)
        XCTAssertEqual(run(t, at: 1)?.range, 1..<3)
        XCTAssertTrue(run(t, at: 2)?.attributes.font.face === bold.face)
        XCTAssertEqual(run(t, at: 2)?.attributes.font.size, 20)
        XCTAssertEqual(run(t, at: 3)?.attributes.font.size, 14, "b after the emoji is back to the default")
        XCTAssertEqual(run(t, at: 4)?.range, 4..<12)
        XCTAssertEqual(run(t, at: 11)?.attributes.color, UIColor.red.color)
        XCTAssertEqual(run(t, at: 12)?.attributes.color, UIColor.black.color)
        XCTAssertTrue(run(t, at: 12)?.attributes.font.face === regular.face)
    }

    /// Attributes the string lacks take the defaults given (font, colour, paragraph style);
    /// an empty string gives empty text.
    func testDefaultsFillWhatTheStringLacks() throws {
        let p = NSMutableParagraphStyle()
        p.alignment = .center
        let t = try bridge(NSAttributedString(string: "plain"), color: .blue, paragraph: p)
        XCTAssertEqual(t.runs.count, 1)
        XCTAssertEqual(t.runs[0].attributes.color, UIColor.blue.color)
        XCTAssertTrue(t.runs[0].attributes.font.face === regular.face)
        XCTAssertEqual(t.runs[0].paragraphStyle.alignment, .center)
        XCTAssertNil(t.runs[0].attributes.underline)
        XCTAssertEqual(try bridge(NSAttributedString(string: "")).utf16, [])
        XCTAssertEqual(try bridge(NSAttributedString(string: "x")).runs[0].paragraphStyle, .default)
    }

    /// Every supported key with each value type UIKit code passes (objects, raw values as
    /// Int or NSNumber, Double or CGFloat numbers).
    func testEveryKeyAndItsValueTypes() throws {
        let p = NSMutableParagraphStyle()
        p.lineSpacing = 5
        p.firstLineHeadIndent = 12
        let s = NSMutableAttributedString(string: "0123456789")
        s.addAttributes([.backgroundColor: UIColor.yellow, .kern: 2, .underlineStyle: NSUnderlineStyle.double.rawValue,
                         .underlineColor: UIColor.green], range: NSRange(location: 0, length: 2))
        s.addAttributes([.kern: 1.5, .strikethroughStyle: NSUnderlineStyle.thick, .strikethroughColor: UIColor.red.cgColor],
                        range: NSRange(location: 2, length: 2))
        s.addAttributes([.kern: NSNumber(value: 3), .underlineStyle: NSNumber(value: 1), .paragraphStyle: p],
                        range: NSRange(location: 4, length: 2))
        s.addAttributes([.kern: CGFloat(0.5), .underlineStyle: NSUnderlineStyle.patternDot.rawValue],
                        range: NSRange(location: 6, length: 2))
        s.addAttribute(.languageIdentifier, value: "ja", range: NSRange(location: 6, length: 1))
        // Made by raw name (as read from an archive): the same key.
        s.addAttribute(NSAttributedString.Key("NSColor"), value: UIColor.magenta, range: NSRange(location: 8, length: 2))
        s.addAttribute(.baselineOffset, value: 4, range: NSRange(location: 9, length: 1))
        let t = try bridge(s)
        let a0 = try XCTUnwrap(run(t, at: 0)).attributes
        XCTAssertEqual(a0.backgroundColor, UIColor.yellow.color)
        XCTAssertEqual(a0.kern, 2)
        XCTAssertEqual(a0.underline, .double)
        XCTAssertEqual(a0.underlineColor, UIColor.green.color)
        let a2 = try XCTUnwrap(run(t, at: 2)).attributes
        XCTAssertEqual(a2.kern, 1.5)
        XCTAssertEqual(a2.strikethrough, .thick)
        XCTAssertEqual(a2.strikethroughColor, UIColor.red.color)
        XCTAssertNil(a2.underline)
        let r4 = try XCTUnwrap(run(t, at: 4))
        XCTAssertEqual(r4.attributes.kern, 3)
        XCTAssertEqual(r4.attributes.underline, .single)
        XCTAssertEqual(r4.paragraphStyle.lineSpacing, 5)
        XCTAssertEqual(r4.paragraphStyle.firstLineHeadIndent, 12)
        let a6 = try XCTUnwrap(run(t, at: 6)).attributes
        XCTAssertEqual(a6.kern, 0.5)
        XCTAssertNil(a6.underline, "a pattern without a line style draws no line (UIKit reads the low byte)")
        XCTAssertEqual(a6.language, "ja")
        XCTAssertNil(run(t, at: 7)?.attributes.language)
        XCTAssertEqual(run(t, at: 9)?.attributes.color, UIColor.magenta.color)
        XCTAssertEqual(run(t, at: 9)?.attributes.baselineOffset, 4)
        XCTAssertEqual(run(t, at: 8)?.attributes.baselineOffset, 0)
    }

    /// Rule (issue 11, bad input): a value of the wrong type for its key is ignored — the
    /// default is used — and reported once per key and type; nothing traps.
    func testWrongTypedValuesAreIgnoredAndReportedOnce() throws {
        let s = NSMutableAttributedString(string: "abcdef")
        s.addAttributes([.foregroundColor: "red", .font: 17, .paragraphStyle: "centered"], range: NSRange(location: 0, length: 3))
        s.addAttributes([.kern: Double.nan, .underlineStyle: "single", .link: 42, .backgroundColor: NSNull()],
                        range: NSRange(location: 3, length: 3))
        let t = try bridge(s, color: .blue)
        let a = try XCTUnwrap(run(t, at: 0))
        XCTAssertEqual(a.attributes.color, UIColor.blue.color)
        XCTAssertTrue(a.attributes.font.face === regular.face)
        XCTAssertEqual(a.attributes.font.size, 14)
        XCTAssertEqual(a.paragraphStyle, .default)
        let b = try XCTUnwrap(run(t, at: 4)).attributes
        XCTAssertEqual(b.kern, 0)
        XCTAssertNil(b.underline, "a bad link value is not styled as a link")
        XCTAssertEqual(b.color, UIColor.blue.color)
        XCTAssertNil(b.backgroundColor)
        XCTAssertTrue(TextAttributeDiagnostics.wasReported(.foregroundColor, type: String.self))
        // Numbers come back out of the string boxed (NSNumber on Linux): the report names
        // the type actually stored.
        let storedNumber = try XCTUnwrap(s.attribute(.font, at: 0, effectiveRange: nil))
        XCTAssertTrue(TextAttributeDiagnostics.wasReported(.font, type: type(of: storedNumber)))
        XCTAssertTrue(TextAttributeDiagnostics.wasReported(.link, type: type(of: storedNumber)))
        XCTAssertTrue(TextAttributeDiagnostics.wasReported(.backgroundColor, type: NSNull.self))
        // Bridging again reports nothing new: the second report of the same key and type is
        // not logged.
        _ = try bridge(s)
        XCTAssertFalse(TextAttributeDiagnostics.reportIgnored(.foregroundColor, value: "again", expected: "a UIColor"))
    }

    /// Rule (`UILabel.adjustsFontSizeToFitWidth`): a label shrinking its text scales every
    /// font, the default and the string's own, by the same factor.
    func testFontScaleScalesEveryFont() throws {
        let s = NSMutableAttributedString(string: "ab")
        s.addAttribute(.font, value: bold, range: NSRange(location: 1, length: 1))
        let t = try XCTUnwrap(s.attributedText(defaultFont: regular, defaultColor: .black, defaultParagraph: nil, traits: nil,
                                               fontScale: 0.5))
        XCTAssertEqual(run(t, at: 0)?.attributes.font.size, 7)
        XCTAssertEqual(run(t, at: 1)?.attributes.font.size, 10)
        XCTAssertTrue(run(t, at: 1)?.attributes.font.face === bold.face)
    }

    /// Rule (issue 11, bad input): a 2,000-pt font is laid out at the engine's largest size
    /// (1,024 pt) with one log line, not refused and not trapped on.
    func testHugeFontSizesAreClampedAndReported() throws {
        let huge = UIFont(contentsOfFile: FontFace.defaultPath, size: 2000)
        let t = try bridge(NSAttributedString(string: "W", attributes: [.font: huge]))
        XCTAssertEqual(t.runs[0].attributes.font.size, 1024)
        XCTAssertEqual(TextFont.maximumSize, 1024)
        XCTAssertFalse(TextAttributeDiagnostics.reportClampedFontSize(3000), "already reported once")
    }

    /// Rule (UILabel's drawing of `.link`): link ranges are drawn in the link colour — over
    /// any foreground colour — and underlined; a range's own underline line style is kept.
    func testLinksAreColouredAndUnderlined() throws {
        let s = NSMutableAttributedString(string: "see docs or site")
        s.addAttributes([.link: URL(fileURLWithPath: "/docs"), .foregroundColor: UIColor.red], range: NSRange(location: 4, length: 4))
        s.addAttributes([.link: "https://example.com", .underlineStyle: NSUnderlineStyle.double.rawValue],
                        range: NSRange(location: 12, length: 4))
        let t = try bridge(s)
        XCTAssertEqual(run(t, at: 0)?.attributes.color, UIColor.black.color)
        XCTAssertNil(run(t, at: 0)?.attributes.underline)
        XCTAssertEqual(run(t, at: 5)?.attributes.color, UIColor.systemBlue.color)
        XCTAssertEqual(run(t, at: 5)?.attributes.underline, .single)
        XCTAssertEqual(run(t, at: 13)?.attributes.color, UIColor.systemBlue.color)
        XCTAssertEqual(run(t, at: 13)?.attributes.underline, .double)
        let tinted = try bridge(s, linkColor: .orange)
        XCTAssertEqual(run(tinted, at: 5)?.attributes.color, UIColor.orange.color)
    }
}
