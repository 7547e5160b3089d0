import Foundation
import XCTest
@testable import Vitrine
import VitrineText

/// UIKit's raw values for the attributed-string keys and the enums and option sets around
/// them, so attributes made by name (or read from an archive) mean what they mean on iOS.
final class AttributedStringKeyTests: XCTestCase {
    /// Rule (UIKit headers, NSAttributedString.h): the keys' raw values are NSFont, NSColor, …
    func testKeysHaveUIKitRawValues() {
        let expected: [(NSAttributedString.Key, String)] = [
            (.font, "NSFont"), (.foregroundColor, "NSColor"), (.backgroundColor, "NSBackgroundColor"),
            (.kern, "NSKern"), (.underlineStyle, "NSUnderline"), (.underlineColor, "NSUnderlineColor"),
            (.strikethroughStyle, "NSStrikethrough"), (.strikethroughColor, "NSStrikethroughColor"),
            (.paragraphStyle, "NSParagraphStyle"), (.link, "NSLink"), (.baselineOffset, "NSBaselineOffset"),
            (.languageIdentifier, "NSLanguage"),
        ]
        for (key, raw) in expected {
            XCTAssertEqual(key.rawValue, raw)
            XCTAssertEqual(NSAttributedString.Key(rawValue: raw), key)
        }
        XCTAssertEqual(Set(expected.map(\.0)).count, expected.count, "every key distinct")
    }

    /// Rule: NSUnderlineStyle's raw values (single 0x01, thick 0x02, double 0x09, patterns
    /// 0x0100–0x0400, byWord 0x8000).
    func testUnderlineStyleRawValues() {
        XCTAssertEqual(NSUnderlineStyle.single.rawValue, 0x01)
        XCTAssertEqual(NSUnderlineStyle.thick.rawValue, 0x02)
        XCTAssertEqual(NSUnderlineStyle.double.rawValue, 0x09)
        XCTAssertEqual(NSUnderlineStyle.patternSolid.rawValue, 0)
        XCTAssertEqual(NSUnderlineStyle.patternDot.rawValue, 0x0100)
        XCTAssertEqual(NSUnderlineStyle.patternDash.rawValue, 0x0200)
        XCTAssertEqual(NSUnderlineStyle.patternDashDot.rawValue, 0x0300)
        XCTAssertEqual(NSUnderlineStyle.patternDashDotDot.rawValue, 0x0400)
        XCTAssertEqual(NSUnderlineStyle.byWord.rawValue, 0x8000)
    }

    /// The line style in the low byte picks the engine's decoration; patterns and byWord
    /// alone draw nothing, combined with a line style they keep it.
    func testUnderlineStyleMapsToDecoration() {
        XCTAssertNil(NSUnderlineStyle([]).decorationStyle)
        XCTAssertEqual(NSUnderlineStyle.single.decorationStyle, .single)
        XCTAssertEqual(NSUnderlineStyle.thick.decorationStyle, .thick)
        XCTAssertEqual(NSUnderlineStyle.double.decorationStyle, .double)
        XCTAssertNil(NSUnderlineStyle.patternDash.decorationStyle)
        XCTAssertNil(NSUnderlineStyle.byWord.decorationStyle)
        XCTAssertEqual(NSUnderlineStyle([.single, .patternDot, .byWord]).decorationStyle, .single)
        XCTAssertEqual(NSUnderlineStyle([.double, .patternDash]).decorationStyle, .double)
    }

    /// Rule: NSTextAlignment on iOS is left 0, center 1, right 2, justified 3, natural 4;
    /// NSLineBreakMode 0…5 in UIKit's order; NSWritingDirection natural −1, LTR 0, RTL 1.
    func testEnumRawValues() {
        XCTAssertEqual([NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue), [0, 1, 2, 3, 4])
        XCTAssertEqual([NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
                        .byTruncatingTail, .byTruncatingMiddle].map(\.rawValue), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual([NSWritingDirection.natural, .leftToRight, .rightToLeft].map(\.rawValue), [-1, 0, 1])
        // Each maps to the engine's case of the same name and back.
        XCTAssertEqual(NSTextAlignment.justified.engineAlignment, .justified)
        XCTAssertEqual(NSTextAlignment.right.engineAlignment, .right)
        XCTAssertEqual(NSLineBreakMode.byTruncatingMiddle.engineMode, .byTruncatingMiddle)
        XCTAssertEqual(NSLineBreakMode.byClipping.engineMode, .byClipping)
        XCTAssertEqual(NSWritingDirection.rightToLeft.engineDirection, .rightToLeft)
        for a in [NSTextAlignment.left, .center, .right, .justified, .natural] { XCTAssertEqual(NSTextAlignment(a.engineAlignment), a) }
        for m in [NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle] {
            XCTAssertEqual(NSLineBreakMode(m.engineMode), m)
        }
    }

    /// Rule: NSStringDrawingOptions' raw values (usesLineFragmentOrigin 1, usesFontLeading 2,
    /// usesDeviceMetrics 8, truncatesLastVisibleLine 32).
    func testStringDrawingOptionsRawValues() {
        XCTAssertEqual(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue, 1)
        XCTAssertEqual(NSStringDrawingOptions.usesFontLeading.rawValue, 2)
        XCTAssertEqual(NSStringDrawingOptions.usesDeviceMetrics.rawValue, 8)
        XCTAssertEqual(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue, 32)
    }
}
