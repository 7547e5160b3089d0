import XCTest
import VitrineGraphics
import VitrineTesting
@testable import Vitrine
@testable import VitrineText

/// UILabel's documented behaviour: defaults, sizing, lines, truncation and the override points.
final class UILabelTests: XCTestCase {
    private let sentence = "The quick brown fox jumps over the lazy dog and keeps running"

    @MainActor func testDefaultsAreUIKits() async {
        let l = UILabel()
        XCTAssertEqual(l.numberOfLines, 1)
        XCTAssertEqual(l.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(l.textAlignment, .natural)
        XCTAssertEqual(l.font.pointSize, 17)
        XCTAssertFalse(l.adjustsFontSizeToFitWidth)
        XCTAssertEqual(l.minimumScaleFactor, 0)
        XCTAssertEqual(l.preferredMaxLayoutWidth, 0)
        XCTAssertEqual(l.shadowOffset, CGSize(width: 0, height: -1))
        XCTAssertNil(l.attributedText)
        XCTAssertEqual(l.intrinsicContentSize, .zero, "no text, no size")
    }

    @MainActor func testIntrinsicSizeIsOneLinePerParagraphRoundedUp() async {
        let l = UILabel()
        l.text = "Hello"
        let s = l.intrinsicContentSize
        XCTAssertEqual(s.height, l.font.lineHeight.rounded(.up))
        XCTAssertEqual(s.width, s.width.rounded(.up))
        l.numberOfLines = 0
        l.text = "Hello\nWorld"
        XCTAssertEqual(l.intrinsicContentSize.height, (2 * l.font.lineHeight).rounded(.up))
    }

    @MainActor func testPreferredMaxLayoutWidthWrapsMultiLineLabels() async {
        let l = UILabel()
        l.text = sentence
        let oneLine = l.intrinsicContentSize
        l.preferredMaxLayoutWidth = 150
        XCTAssertEqual(l.intrinsicContentSize, oneLine, "ignored while numberOfLines is 1")
        l.numberOfLines = 0
        let wrapped = l.intrinsicContentSize
        XCTAssertLessThanOrEqual(wrapped.width, 150)
        XCTAssertGreaterThan(wrapped.height, oneLine.height * 3)
    }

    @MainActor func testSizeThatFitsWrapsAtTheGivenWidthAndHonoursNumberOfLines() async {
        let l = UILabel()
        l.text = sentence
        l.numberOfLines = 0
        let all = l.sizeThatFits(CGSize(width: 200, height: 0))
        XCTAssertLessThanOrEqual(all.width, 200)
        XCTAssertEqual(all.height, (3 * l.font.lineHeight).rounded(.up), accuracy: 1)
        l.numberOfLines = 2
        XCTAssertEqual(l.sizeThatFits(CGSize(width: 200, height: 0)).height, (2 * l.font.lineHeight).rounded(.up))
        l.sizeToFit()
        XCTAssertEqual(l.bounds.height, l.font.lineHeight.rounded(.up) * 1, accuracy: 1, "sizeToFit with no width: one line per paragraph")
    }

    @MainActor func testOnlyTheLinesThatFitTheHeightAreShown() async {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 45))
        l.text = sentence
        l.numberOfLines = 0
        let layout = l.textLayout(width: 200, lines: 0, fitting: 45)
        XCTAssertEqual(layout?.lines.count, 2, "two 20-point lines fit in 45 points")
        XCTAssertEqual(layout?.isTruncated, true)
    }

    @MainActor func testAdjustsFontSizeToFitWidthShrinksDownToTheMinimumScale() async {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        l.text = "A heading that is much too long"
        let full = l.textLayout(width: 200, lines: 1, fitting: 30)
        XCTAssertEqual(full?.isTruncated, true)
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = 0.5
        let shrunk = l.textLayout(width: 200, lines: 1, fitting: 30)
        XCTAssertEqual(shrunk?.isTruncated, false)
        XCTAssertLessThanOrEqual(shrunk?.size.width ?? 999, 200)
        XCTAssertGreaterThan(shrunk?.size.width ?? 0, 190, "the largest size that fits, not just any")
        let needed = 200 / (l.textLayout(width: nil, lines: 1, fitting: 30)?.size.width ?? 1)
        XCTAssertLessThan(needed, 0.9)
        l.minimumScaleFactor = needed + 0.05
        XCTAssertEqual(l.textLayout(width: 200, lines: 1, fitting: 30)?.isTruncated, true, "no smaller than the minimum: truncated")
    }

    @MainActor func testSettingTextReplacesAttributedTextAndViceVersa() async {
        let l = UILabel()
        l.attributedText = NSAttributedString(string: "rich")
        XCTAssertEqual(l.text, "rich")
        l.text = "plain"
        XCTAssertEqual(l.attributedText?.string, "plain")
        l.text = nil
        XCTAssertNil(l.attributedText)
    }

    @MainActor func testTextRectAndDrawTextAreOverridePoints() async {
        final class PaddedLabel: UILabel {
            var drawnIn: CGRect?
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines n: Int) -> CGRect {
                let r = super.textRect(forBounds: bounds.insetBy(dx: 10, dy: 5), limitedToNumberOfLines: n)
                return r.insetBy(dx: -10, dy: -5)
            }
            override func drawText(in rect: CGRect) {
                drawnIn = rect
                super.drawText(in: rect.insetBy(dx: 10, dy: 5))
            }
        }
        let plain = UILabel(); plain.text = "Hi"
        let padded = PaddedLabel(); padded.text = "Hi"
        XCTAssertEqual(padded.intrinsicContentSize.width, plain.intrinsicContentSize.width + 20)
        XCTAssertEqual(padded.intrinsicContentSize.height, plain.intrinsicContentSize.height + 10)
        let h = HeadlessHarness(width: 100, height: 50)
        padded.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        h.window.addSubview(padded)
        _ = h.renderFrames()
        XCTAssertEqual(padded.drawnIn, padded.bounds, "draw(_:) calls drawText(in: bounds)")
    }

    @MainActor func testNegativeNumberOfLinesAndBadScaleFactorsAreClamped() async {
        let l = UILabel()
        l.numberOfLines = -3
        XCTAssertEqual(l.numberOfLines, 0)
        l.minimumScaleFactor = .nan
        XCTAssertEqual(l.minimumScaleFactor, 0)
        l.minimumScaleFactor = 4
        XCTAssertEqual(l.minimumScaleFactor, 1)
    }
}
