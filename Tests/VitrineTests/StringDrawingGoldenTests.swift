import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A `draw(_:)` view that draws with UIKit's string drawing, rendered headless at 1× and 2×
/// and compared with reviewed golden PNGs (tolerance: `GoldenTolerance.standard`, ±2 per
/// channel and no differing pixel). Fonts are named files (DejaVu Sans), so the images do not
/// change with the system font; the Hangul comes from fontconfig's fallback (no colour emoji
/// here: their rendering is another part of issue 11).
final class StringDrawingGoldenTests: XCTestCase {
    @MainActor private final class Sheet: UIView {
        override func draw(_ rect: CGRect) {
            let regular = UIFont(contentsOfFile: FontFace.defaultPath, size: 14)
            let small = UIFont(contentsOfFile: FontFace.defaultPath, size: 11)
            let bold = UIFont(contentsOfFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", size: 14)

            // 1. A plain string at a point (draw(at:withAttributes:)), with fallback text.
            "draw(at:) 한국어 ✓".draw(at: CGPoint(x: 8, y: 6), withAttributes: [.font: regular, .foregroundColor: UIColor.darkGray])

            // 2. Attributed runs: bold red, underline, strikethrough, background, kern, a link.
            let s = NSMutableAttributedString(string: "Bold under strike bg kern link", attributes: [.font: regular])
            s.addAttributes([.font: bold, .foregroundColor: UIColor.red], range: NSRange(location: 0, length: 4))
            s.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 5, length: 5))
            s.addAttributes([.strikethroughStyle: NSUnderlineStyle.double.rawValue, .strikethroughColor: UIColor.blue],
                            range: NSRange(location: 11, length: 6))
            s.addAttribute(.backgroundColor, value: UIColor.yellow, range: NSRange(location: 18, length: 2))
            s.addAttribute(.kern, value: 3, range: NSRange(location: 21, length: 4))
            s.addAttribute(.link, value: "https://example.com", range: NSRange(location: 26, length: 4))
            s.draw(at: CGPoint(x: 8, y: 30))

            // 3. A paragraph wrapped in a rectangle (draw(in:)), the rect outlined: only the four
            //    whole lines that fit its 58 pt (11-pt DejaVu lines are 12.8 pt) are drawn.
            let frame = CGRect(x: 8, y: 56, width: 130, height: 58)
            UIColor.lightGray.setStroke()
            UIGraphicsGetCurrentContext()?.stroke(frame, width: 1)
            "The quick brown fox jumps over the lazy dog by the river bank, then naps under a tree until the sun goes down.".draw(in: frame, withAttributes: [.font: small])

            // 4. Centred, two lines fit in 30 pt, the second truncated (draw(with:options:context:)).
            let p = NSMutableParagraphStyle()
            p.alignment = .center
            let box = CGRect(x: 148, y: 56, width: 84, height: 30)
            UIGraphicsGetCurrentContext()?.stroke(box, width: 1)
            NSAttributedString(string: "Centred text that goes on and on", attributes: [.font: small, .paragraphStyle: p])
                .draw(with: box, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)

            // 5. One line from its baseline (no .usesLineFragmentOrigin): the baseline is the
            //    green line.
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 148, y: 110, width: 84, height: 1))
            "baseline".draw(with: CGRect(x: 150, y: 110, width: 80, height: 0), options: [],
                            attributes: [.font: small], context: nil)
        }
    }

    @MainActor private func render(scale: Double) -> PixelBuffer {
        let h = HeadlessHarness(width: 240, height: 120, scale: scale)
        h.window.backgroundColor = .white
        h.window.addSubview(Sheet(frame: CGRect(x: 0, y: 0, width: 240, height: 120)))
        h.renderFrames()
        return h.screenshot
    }

    /// Rule: string drawing in `draw(_:)` draws into the view's context — plain strings with
    /// fallback glyphs, attributed runs (font, colour, underline, strikethrough, background,
    /// kern, link styled as in UILabel), wrapping and clipping in a rect, centred text with
    /// the last visible line truncated, a line on its baseline — at 1×.
    @MainActor func testStringDrawingAtScale1() async {
        if let failure = GoldenImage.verify(render(scale: 1), name: "string-drawing-1x", directory: goldenDirectory) {
            XCTFail(failure)
        }
    }

    /// The same at 2× (glyphs rasterized at the device size).
    @MainActor func testStringDrawingAtScale2() async {
        if let failure = GoldenImage.verify(render(scale: 2), name: "string-drawing-2x", directory: goldenDirectory) {
            XCTFail(failure)
        }
    }
}
