import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `forFirstBaselineLayout`, `forLastBaselineLayout` and a label's baselines
/// (`baselineOffsetsFromCenter`), checked against the glyphs as drawn.
final class BaselineTests: XCTestCase {
    /// UIKit: `forFirstBaselineLayout` / `forLastBaselineLayout` return the view whose
    /// baseline constraints to the view's first and last baselines use: "the view itself" by
    /// default (UIView), a button's title label when it shows a title.
    @MainActor func testBaselineViewsAreTheViewItselfOrAButtonsTitleLabel() async {
        let v = UIView(), label = UILabel()
        XCTAssertTrue(v.forFirstBaselineLayout === v)
        XCTAssertTrue(v.forLastBaselineLayout === v)
        XCTAssertTrue(label.forFirstBaselineLayout === label)
        let button = UIButton(type: .system)
        XCTAssertTrue(button.forFirstBaselineLayout === button, "no title shown")
        button.setTitle("OK", for: .normal)
        XCTAssertTrue(button.forFirstBaselineLayout === button.titleLabel)
        XCTAssertTrue(button.forLastBaselineLayout === button.titleLabel)
    }

    /// An empty label has no baselines.
    @MainActor func testEmptyLabelHasNone() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertNil(label.baselineOffsetsFromCenter)
        label.text = ""
        XCTAssertNil(label.baselineOffsetsFromCenter)
        label.text = "Hi"
        XCTAssertNotNil(label.baselineOffsetsFromCenter)
        let single = try? XCTUnwrap(label.baselineOffsetsFromCenter)
        XCTAssertEqual(single?.first, single?.last, "one line: one baseline")
    }

    /// The baselines are where `drawText(in:)` puts the glyphs: a label of two lines of
    /// capital H (which sit on the baseline, no descender) is drawn black on white, and the
    /// bottom of each line's ink must be at the baseline the label reports (within a pixel:
    /// anti-aliasing and hinting). The label is taller than its text, so the vertical
    /// centring counts.
    @MainActor func testBaselinesMatchTheDrawnGlyphs() async throws {
        let h = HeadlessHarness(width: 400, height: 300)
        h.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        label.font = .systemFont(ofSize: 30)
        label.textColor = .black
        label.numberOfLines = 0
        label.text = "HHH\nHHH"
        h.window.addSubview(label)
        h.renderFrames()
        let offsets = try XCTUnwrap(label.baselineOffsetsFromCenter)
        XCTAssertLessThan(offsets.first, offsets.last)

        let shot = h.screenshot
        func inked(_ y: Int) -> Bool {
            (10..<310).contains { x in (shot[x, y] & 0xFF) < 128 }   // a dark blue channel: ink
        }
        var lines: [ClosedRange<Int>] = []
        var start: Int?
        for y in 20..<220 {
            if inked(y) { if start == nil { start = y } } else if let s = start { lines.append(s...(y - 1)); start = nil }
        }
        XCTAssertEqual(lines.count, 2, "two lines of ink: \(lines)")
        guard lines.count == 2 else { return }
        // The ink ends on the pixel row just above the baseline.
        let firstBaseline = CGFloat(lines[0].upperBound + 1), lastBaseline = CGFloat(lines[1].upperBound + 1)
        XCTAssertEqual(label.frame.midY + offsets.first, firstBaseline, accuracy: 1)
        XCTAssertEqual(label.frame.midY + offsets.last, lastBaseline, accuracy: 1)
    }

    /// Before the label has a size the text is laid out as its intrinsic size lays it out, so
    /// the offsets are those of a label exactly as tall as its text.
    @MainActor func testUnsizedLabelUsesTheUnwrappedText() async throws {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.text = "Hello"
        let unsized = try XCTUnwrap(label.baselineOffsetsFromCenter)
        label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
        let sized = try XCTUnwrap(label.baselineOffsetsFromCenter)
        XCTAssertEqual(unsized.first, sized.first, accuracy: 0.5)
        XCTAssertEqual(unsized.first, label.firstBaselineFromTop - label.bounds.height / 2, accuracy: 0.5)
    }
}
