import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UIKit's string measuring and drawing for `draw(_:)` code. Expected sizes are worked out by
/// hand from DejaVu Sans' own tables (unitsPerEm 2048; `hmtx` advances: each digit 1303,
/// space 651, "…" 2048; `hhea` ascender 1901, descender −483, line gap 0), so at 12 points:
/// a digit 7.635 pt, a space 3.814, the ellipsis 12, the ascent 11.139 and a line 13.969.
/// HarfBuzz rounds each advance to 1/64 pt, hence the tolerances.
final class StringDrawingTests: XCTestCase {
    private let dejaVu12 = UIFont(contentsOfFile: FontFace.defaultPath, size: 12)
    private var attrs: [NSAttributedString.Key: Any] { [.font: dejaVu12] }
    private let digit = 1303.0 / 2048 * 12, space = 651.0 / 2048 * 12, ellipsis = 12.0
    private let ascent = 1901.0 / 2048 * 12, line = (1901.0 + 483) / 2048 * 12

    /// Rule (`size(withAttributes:)`): the typographic size of the text, not rounded (UIKit
    /// documents that callers round up).
    func testSizeWithAttributesIsTheTypographicSizeUnrounded() {
        let s = "0123456789".size(withAttributes: attrs)
        XCTAssertEqual(s.width, 10 * digit, accuracy: 10.0 / 64)
        XCTAssertEqual(s.height, line, accuracy: 2.0 / 64)
        XCTAssertNotEqual(s.height, s.height.rounded(.up), "not rounded")
        XCTAssertEqual(("0123456789" as NSString).size(withAttributes: attrs), s, "NSString and String agree")
    }

    /// Rule (`draw(at:)`, `size()`): line breaks in the string start new lines; nothing wraps.
    func testLineBreaksStartNewLines() {
        let s = NSAttributedString(string: "0123\n45", attributes: attrs).size()
        XCTAssertEqual(s.width, 4 * digit, accuracy: 4.0 / 64)
        XCTAssertEqual(s.height, 2 * line, accuracy: 4.0 / 64)
    }

    /// Rule (NSString drawing defaults): attributes that name no font use the system font
    /// at 12 points.
    func testDefaultFontIsTheSystemFontAt12Points() {
        let plain = "Hello, world".size(withAttributes: nil)
        XCTAssertEqual(plain, "Hello, world".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
        XCTAssertNotEqual(plain, "Hello, world".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]))
        XCTAssertGreaterThan(plain.width, 0)
    }

    /// Rule (`.usesLineFragmentOrigin`): lines wrap in the width; the rect is at the origin
    /// and as wide as the widest line.
    func testBoundingRectWrapsWithLineFragmentOrigin() {
        let r = "0000 0000 0000".boundingRect(with: CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude),
                                           options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        XCTAssertEqual(r.origin, .zero)
        XCTAssertEqual(r.width, 4 * digit, accuracy: 4.0 / 64)
        XCTAssertEqual(r.height, 3 * line, accuracy: 6.0 / 64)
    }

    /// Rule (without `.usesLineFragmentOrigin`): one line, not wrapped, the rect relative to
    /// the baseline origin (its top at minus the ascent); text after a line break is left out.
    func testBoundingRectWithoutLineFragmentOriginIsOneLineFromTheBaseline() {
        let r = "0000 0000 0000".boundingRect(with: CGSize(width: 40, height: 100), options: [], attributes: attrs, context: nil)
        XCTAssertEqual(r.width, 12 * digit + 2 * space, accuracy: 14.0 / 64)
        XCTAssertEqual(r.minY, -ascent, accuracy: 1.0 / 64)
        XCTAssertEqual(r.height, line, accuracy: 2.0 / 64)
        let twoLines = "00\n00".boundingRect(with: .zero, options: [], attributes: attrs, context: nil)
        XCTAssertEqual(twoLines.height, line, accuracy: 2.0 / 64)
    }

    /// Rule: only whole lines that fit the height are laid out (none when even the first
    /// does not fit).
    func testHeightKeepsWholeLines() {
        let two = "0000 0000 0000".boundingRect(with: CGSize(width: 40, height: 30), options: .usesLineFragmentOrigin,
                                             attributes: attrs, context: nil)
        XCTAssertEqual(two.height, 2 * line, accuracy: 4.0 / 64)
        let none = "0000 0000 0000".boundingRect(with: CGSize(width: 40, height: 10), options: .usesLineFragmentOrigin,
                                              attributes: attrs, context: nil)
        XCTAssertEqual(none, .zero)
    }

    /// Rule (`.truncatesLastVisibleLine`): the last line that fits ends with an ellipsis —
    /// here "000…" (3 digits and the ellipsis, wider than the first line's "0000").
    func testTruncatesLastVisibleLine() {
        let size = CGSize(width: 40, height: 30)
        let truncated = "0000 0000 0000".boundingRect(with: size, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                                   attributes: attrs, context: nil)
        XCTAssertEqual(truncated.width, 3 * digit + ellipsis, accuracy: 4.0 / 64)
        XCTAssertEqual(truncated.height, 2 * line, accuracy: 4.0 / 64)
        let plain = "0000 0000 0000".boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        XCTAssertEqual(plain.width, 4 * digit, accuracy: 4.0 / 64)
        // Ignored without .usesLineFragmentOrigin (UIKit's documented rule).
        let oneLine = "0000 0000 0000".boundingRect(with: size, options: .truncatesLastVisibleLine, attributes: attrs, context: nil)
        XCTAssertEqual(oneLine.width, 12 * digit + 2 * space, accuracy: 14.0 / 64)
    }

    /// Rule (`.paragraphStyle` in string drawing): line spacing adds between lines (3 lines,
    /// 2 gaps of 4 pt) and the head indent moves every line but the first (10 + "0000").
    func testParagraphStyleReachesStringDrawing() {
        let p = NSMutableParagraphStyle()
        p.lineSpacing = 4
        p.headIndent = 10
        var a = attrs
        a[.paragraphStyle] = p
        let r = "0000 0000 0000".boundingRect(with: CGSize(width: 50, height: 0), options: .usesLineFragmentOrigin,
                                           attributes: a, context: nil)
        XCTAssertEqual(r.height, 3 * line + 2 * 4, accuracy: 6.0 / 64)
        XCTAssertEqual(r.width, 10 + 4 * digit, accuracy: 4.0 / 64)
    }

    /// Rule (`NSStringDrawingContext.minimumScaleFactor`): fonts shrink, down to the factor,
    /// until the text fits; `actualScaleFactor` tells by how much. 76.35 pt of digits in 50
    /// pt need about 50 / 76.35 = 0.655.
    func testMinimumScaleFactorShrinksToFit() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let r = "0123456789".boundingRect(with: CGSize(width: 50, height: 0), options: [], attributes: attrs, context: context)
        XCTAssertLessThanOrEqual(r.width, 50)
        XCTAssertGreaterThan(context.actualScaleFactor, 0.6)
        XCTAssertLessThan(context.actualScaleFactor, 0.66)
        XCTAssertEqual(context.totalBounds.width, r.width, accuracy: 0.01)
        let unscaled = NSStringDrawingContext()
        let full = "0123456789".boundingRect(with: CGSize(width: 50, height: 0), options: [], attributes: attrs, context: unscaled)
        XCTAssertEqual(unscaled.actualScaleFactor, 1)
        XCTAssertEqual(full.width, 10 * digit, accuracy: 10.0 / 64)
    }

    /// Rule (issue 11, bad input): negative, NaN and infinite sizes do not trap; they do not
    /// limit, like a zero dimension.
    func testBadSizesDoNotTrapAndDoNotLimit() {
        let unlimited = "0000 0000".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        for size in [CGSize(width: -5, height: CGFloat.nan), CGSize(width: CGFloat.infinity, height: CGFloat.infinity),
                     CGSize(width: CGFloat.greatestFiniteMagnitude, height: -1)] {
            XCTAssertEqual("0000 0000".boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attrs, context: nil), unlimited)
        }
        XCTAssertEqual("".size(withAttributes: attrs), .zero)
        XCTAssertEqual(unlimited.width, 8 * digit + space, accuracy: 9.0 / 64)
    }

    /// Rule: outside a graphics context string drawing draws nothing (UIKit logs an invalid
    /// context) and does not trap.
    @MainActor func testDrawingOutsideAContextIsHarmless() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        "text".draw(at: .zero, withAttributes: nil)
        "text".draw(in: CGRect(x: 0, y: 0, width: 50, height: 20), withAttributes: attrs)
        NSAttributedString(string: "text").draw(with: CGRect(x: 0, y: 20, width: 50, height: 20), options: [], context: nil)
    }

    /// A view drawing strings in `draw(_:)`.
    @MainActor private final class Canvas: UIView {
        var body: () -> Void = {}
        override func draw(_ rect: CGRect) { body() }
    }

    /// The darkest pixel's channels in `rows` × `columns` of the screenshot (white = 255).
    private func ink(_ b: PixelBuffer, x: Range<Int>, y: Range<Int>) -> (min: Int, grey: Bool) {
        var m = 255, grey = true
        for yy in y where yy < b.height { for xx in x where xx < b.width {
            let p = b[xx, yy]
            let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), bl = Int(p & 0xFF)
            let v = min(r, g, bl)
            if v < m { m = v; grey = abs(r - g) <= 2 && abs(g - bl) <= 2 }
        } }
        return (m, grey)
    }

    /// Rule: text drawn without a colour is black; `draw(with:options:)` draws only the whole
    /// lines that fit the height (the third line would start at 5 + 2 × 13.97 ≈ 33 pt).
    @MainActor func testDrawingIsBlackByDefaultAndKeepsWholeLines() {
        let h = HeadlessHarness(width: 100, height: 60)
        h.window.backgroundColor = .white
        let v = Canvas(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        v.body = { [attrs] in
            NSAttributedString(string: "0000 0000 0000", attributes: attrs)
                .draw(with: CGRect(x: 10, y: 5, width: 40, height: 30), options: .usesLineFragmentOrigin, context: nil)
        }
        h.window.addSubview(v)
        h.renderFrames()
        let shot = h.screenshot
        let lines = ink(shot, x: 0..<100, y: 0..<33)
        XCTAssertLessThan(lines.min, 60, "the first two lines are drawn")
        XCTAssertTrue(lines.grey, "in black (grey when antialiased), not a colour")
        XCTAssertEqual(ink(shot, x: 0..<100, y: 34..<60).min, 255, "no third line")
        XCTAssertEqual(ink(shot, x: 52..<100, y: 0..<60).min, 255, "nothing past the wrap width")
    }

    /// Rule (`draw(in:)`): the text is clipped to the rectangle.
    @MainActor func testDrawInClipsToTheRect() {
        let h = HeadlessHarness(width: 100, height: 40)
        h.window.backgroundColor = .white
        let v = Canvas(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let big = UIFont(contentsOfFile: FontFace.defaultPath, size: 30)
        v.body = { "WWW".draw(in: CGRect(x: 10, y: 10, width: 60, height: 15), withAttributes: [.font: big]) }
        h.window.addSubview(v)
        h.renderFrames()
        // A 30-pt line (35 pt tall) does not fit 15 pt: nothing at all is drawn.
        XCTAssertEqual(ink(h.screenshot, x: 0..<100, y: 0..<40).min, 255)
        // Clipping lines: DejaVu's W advances 2025/2048 × 30 = 29.66 pt, so the engine keeps a
        // third W (59.3–89 pt, more than half inside 75 pt); the rect cuts it at 10 + 75.
        let clipping = NSMutableParagraphStyle()
        clipping.lineBreakMode = .byClipping
        v.body = { "WWWWWWWW".draw(in: CGRect(x: 10, y: 0, width: 75, height: 38), withAttributes: [.font: big, .paragraphStyle: clipping]) }
        v.setNeedsDisplay()
        h.renderFrames()
        XCTAssertLessThan(ink(h.screenshot, x: 70..<85, y: 0..<38).min, 60, "the third W is drawn up to the edge")
        XCTAssertEqual(ink(h.screenshot, x: 86..<100, y: 0..<40).min, 255, "and cut there")
    }
}
