import Foundation
import XCTest
import Vitrine
import VitrineGraphics
import VitrineTesting

/// `CGContext.drawLinearGradient` / `drawRadialGradient` with a `CGGradient`. Core Graphics'
/// rule: the gradient fills the clip area; "the area before the starting location" and "after
/// the ending location" are painted only with `drawsBeforeStartLocation` /
/// `drawsAfterEndLocation`.
final class CGContextGradientTests: XCTestCase {
    @MainActor private final class GradientView: UIView {
        var options: CGGradientDrawingOptions = []
        var radial = false
        override func draw(_ rect: CGRect) {
            guard let ctx = UIGraphicsGetCurrentContext(),
                  let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                     colors: [UIColor(rgb: 0xFF0000).cgColor, UIColor(rgb: 0x0000FF).cgColor],
                                     locations: [0, 1]) else { return }
            if radial {
                ctx.drawRadialGradient(g, startCenter: CGPoint(x: 50, y: 10), startRadius: 0,
                                       endCenter: CGPoint(x: 50, y: 10), endRadius: 40, options: options)
            } else {
                ctx.drawLinearGradient(g, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
            }
        }
    }

    @MainActor private func render(options: CGGradientDrawingOptions, radial: Bool = false) -> (UInt32, UInt32, UInt32, UInt32) {
        let h = HeadlessHarness(width: 100, height: 20)
        let v = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        v.backgroundColor = .white
        v.options = options
        v.radial = radial
        h.window.addSubview(v)
        h.renderFrames()
        let s = h.screenshot
        return (s[5, 10] & 0xFFFFFF, s[25, 10] & 0xFFFFFF, s[50, 10] & 0xFFFFFF, s[95, 10] & 0xFFFFFF)
    }

    @MainActor func testLinearGradientPaintsBeyondTheEndsOnlyWithTheOptions() async {
        let padded = render(options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertEqual(padded.0, 0xFF0000, "before the start: the start colour")
        XCTAssertEqual(padded.3, 0x0000FF, "after the end: the end colour")
        // Pixel 50's centre (x = 50.5) is 51 % of the way from 25 to 75: red 0.49 × 255 = 125,
        // blue 0.51 × 255 = 130.
        let mid = padded.2
        XCTAssertEqual(Double((mid >> 16) & 0xFF), 125, accuracy: 2)
        XCTAssertEqual(Double(mid & 0xFF), 130, accuracy: 2)
        let bare = render(options: [])
        XCTAssertEqual(bare.0, 0xFFFFFF, "nothing painted before the start")
        XCTAssertEqual(bare.3, 0xFFFFFF, "nothing painted after the end")
        XCTAssertEqual(bare.2, padded.2, "the same between the ends")
    }

    @MainActor func testRadialGradientRunsFromTheStartCircleToTheEndCircle() async {
        let r = render(options: [.drawsAfterEndLocation], radial: true)
        // Pixel centres are at +0.5: pixel (50, 10) is 0.71 pt from the centre (1.8 % of the way:
        // red 250, blue 5); pixel (25, 10) is 24.5 pt out (61.3 %: red 99, blue 156).
        XCTAssertEqual(Double((r.2 >> 16) & 0xFF), 250, accuracy: 2, "the centre is the start colour")
        XCTAssertEqual(Double(r.2 & 0xFF), 5, accuracy: 2)
        XCTAssertEqual(r.3, 0x0000FF, "45 pt out, beyond the 40 pt end circle: the end colour")
        XCTAssertEqual(Double((r.1 >> 16) & 0xFF), 99, accuracy: 2)
        XCTAssertEqual(Double(r.1 & 0xFF), 156, accuracy: 2)
    }

    @MainActor func testNonFinitePointsDrawNothingAndAreReported() async {
        let before = BadInputLog.recent.count
        let h = HeadlessHarness(width: 10, height: 10)
        final class Bad: UIView {
            override func draw(_ rect: CGRect) {
                guard let ctx = UIGraphicsGetCurrentContext(),
                      let g = CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor], locations: nil) else { return }
                ctx.drawLinearGradient(g, start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, options: [])
            }
        }
        h.window.addSubview(Bad(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        h.renderFrames()
        XCTAssertTrue(BadInputLog.recent.dropFirst(before).contains { $0.contains("drawLinearGradient") })
    }
}
