import Foundation
import XCTest
@testable import Vitrine
import VitrineText

/// NSParagraphStyle / NSMutableParagraphStyle: UIKit's defaults and copy semantics.
final class NSParagraphStyleTests: XCTestCase {
    /// Rule (NSParagraphStyle.default): natural alignment, word wrapping, natural direction,
    /// every spacing, height and indent 0.
    func testDefaultStyleHasUIKitDefaults() {
        let d = NSParagraphStyle.default
        XCTAssertEqual(d.alignment, .natural)
        XCTAssertEqual(d.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(d.baseWritingDirection, .natural)
        for v in [d.lineSpacing, d.paragraphSpacing, d.paragraphSpacingBefore, d.lineHeightMultiple, d.minimumLineHeight,
                  d.maximumLineHeight, d.firstLineHeadIndent, d.headIndent, d.tailIndent] {
            XCTAssertEqual(v, 0)
        }
        XCTAssertEqual(NSMutableParagraphStyle(), d, "a new mutable style equals the default")
        XCTAssertTrue(NSParagraphStyle.default === NSParagraphStyle.default, "one shared default")
    }

    /// Every property is set and read under UIKit's name and reaches the engine's style.
    func testMutablePropertiesReachTheEngineStyle() {
        let m = NSMutableParagraphStyle()
        m.alignment = .center
        m.lineBreakMode = .byTruncatingMiddle
        m.baseWritingDirection = .rightToLeft
        m.lineSpacing = 1; m.paragraphSpacing = 2; m.paragraphSpacingBefore = 3; m.lineHeightMultiple = 1.5
        m.minimumLineHeight = 10; m.maximumLineHeight = 40; m.firstLineHeadIndent = 7; m.headIndent = 5; m.tailIndent = -4
        var expected = ParagraphStyle()
        expected.alignment = .center
        expected.lineBreakMode = .byTruncatingMiddle
        expected.baseWritingDirection = .rightToLeft
        expected.lineSpacing = 1; expected.paragraphSpacing = 2; expected.paragraphSpacingBefore = 3; expected.lineHeightMultiple = 1.5
        expected.minimumLineHeight = 10; expected.maximumLineHeight = 40; expected.firstLineHeadIndent = 7; expected.headIndent = 5
        expected.tailIndent = -4
        XCTAssertEqual(m.textStyle, expected)
        XCTAssertEqual(m.alignment, .center)
        XCTAssertEqual(m.tailIndent, -4)
    }

    /// Rule (NSCopying): `copy()` of an immutable style may return the same object; `copy()`
    /// of a mutable style is an immutable style that later changes to the original do not
    /// reach.
    func testCopyIsImmutableAndIndependent() throws {
        let m = NSMutableParagraphStyle()
        m.lineSpacing = 6
        let c = try XCTUnwrap(m.copy() as? NSParagraphStyle)
        XCTAssertFalse(c is NSMutableParagraphStyle, "copy() of a mutable style is immutable")
        XCTAssertEqual(c, m)
        m.lineSpacing = 9
        XCTAssertEqual(c.lineSpacing, 6, "the copy keeps its value")
        XCTAssertNotEqual(c, m)

        let immutable = NSParagraphStyle.default
        XCTAssertTrue((immutable.copy() as AnyObject) === immutable, "an immutable style copies as itself")
    }

    /// Rule (NSMutableCopying): `mutableCopy()` is a new mutable style with the same values,
    /// independent of its source in both directions.
    func testMutableCopyIsNewAndIndependent() throws {
        let source = NSMutableParagraphStyle()
        source.alignment = .right
        let m = try XCTUnwrap(source.mutableCopy() as? NSMutableParagraphStyle)
        XCTAssertFalse(m === source)
        XCTAssertEqual(m.alignment, .right)
        m.alignment = .left
        XCTAssertEqual(source.alignment, .right)
        source.headIndent = 3
        XCTAssertEqual(m.headIndent, 0)
        let fromDefault = try XCTUnwrap(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        fromDefault.lineSpacing = 4
        XCTAssertEqual(NSParagraphStyle.default.lineSpacing, 0, "changing a mutable copy leaves the shared default alone")
    }

    /// Rule: `setParagraphStyle(_:)` copies every property; non-finite values are ignored
    /// (Vitrine: bad input never traps or poisons layout).
    func testSetParagraphStyleAndNonFiniteValues() {
        let a = NSMutableParagraphStyle()
        a.lineHeightMultiple = 2
        a.alignment = .justified
        let b = NSMutableParagraphStyle()
        b.setParagraphStyle(a)
        XCTAssertEqual(b, a)
        b.lineSpacing = .nan
        b.headIndent = .infinity
        XCTAssertEqual(b.lineSpacing, 0)
        XCTAssertEqual(b.headIndent, 0)
    }

    /// Rule: `defaultWritingDirection(forLanguage:)` is right to left for Arabic and Hebrew.
    func testDefaultWritingDirectionForLanguage() {
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar"), .rightToLeft)
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: "he-IL"), .rightToLeft)
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: "ko"), .leftToRight)
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: nil), .natural)
    }
}
