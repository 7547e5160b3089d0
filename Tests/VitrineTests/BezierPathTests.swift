import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A view drawing the path sampler with UIBezierPath in `draw(_:)`.
@MainActor final class BezierSamplerView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.white.setFill()
        UIRectFill(bounds)
        // Winding and even-odd stars.
        for (i, evenOdd) in [false, true].enumerated() {
            let star = UIBezierPath()
            for k in 0..<5 {
                let a = -CGFloat.pi / 2 + CGFloat(k * 2) * 2 * .pi / 5
                let q = CGPoint(x: 28 + CGFloat(i) * 62 + 20 * cos(a), y: 24 + 20 * sin(a))
                if k == 0 { star.move(to: q) } else { star.addLine(to: q) }
            }
            star.close()
            star.usesEvenOddFillRule = evenOdd
            UIColor.systemBlue.setFill()
            star.fill()
        }
        // Joins and caps.
        let styles: [(CGLineJoin, CGLineCap)] = [(.miter, .butt), (.round, .round), (.bevel, .square)]
        UIColor.label.setStroke()
        for (i, (join, cap)) in styles.enumerated() {
            let x = 10 + CGFloat(i) * 38
            let p = UIBezierPath()
            p.move(to: CGPoint(x: x, y: 62)); p.addLine(to: CGPoint(x: x + 12, y: 48)); p.addLine(to: CGPoint(x: x + 24, y: 62))
            p.lineWidth = 6; p.lineJoinStyle = join; p.lineCapStyle = cap
            p.stroke()
        }
        // A dashed line, an arc anticlockwise on screen and one clockwise.
        let dash = UIBezierPath()
        dash.move(to: CGPoint(x: 8, y: 74)); dash.addLine(to: CGPoint(x: 60, y: 74))
        dash.lineWidth = 3; dash.lineCapStyle = .round
        dash.setLineDash([6, 5], phase: 0)
        UIColor.systemRed.setStroke()
        dash.stroke()
        let anti = UIBezierPath(arcCenter: CGPoint(x: 76, y: 78), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        anti.lineWidth = 3
        UIColor.systemOrange.setStroke()
        anti.stroke()
        let clockwise = UIBezierPath(arcCenter: CGPoint(x: 100, y: 78), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        clockwise.lineWidth = 3
        UIColor.systemGreen.setStroke()
        clockwise.stroke()
        // An oval, a rounded rectangle with two corners rounded, a quad and a cubic curve.
        UIColor.systemPurple.setFill()
        UIBezierPath(ovalIn: CGRect(x: 6, y: 92, width: 30, height: 20)).fill()
        UIColor.systemGray.setFill()
        UIBezierPath(roundedRect: CGRect(x: 42, y: 92, width: 30, height: 20), byRoundingCorners: [.topLeft, .bottomRight],
                     cornerRadii: CGSize(width: 8, height: 8)).fill()
        let curves = UIBezierPath()
        curves.move(to: CGPoint(x: 78, y: 112))
        curves.addQuadCurve(to: CGPoint(x: 94, y: 112), controlPoint: CGPoint(x: 86, y: 90))
        curves.addCurve(to: CGPoint(x: 114, y: 100), controlPoint1: CGPoint(x: 100, y: 124), controlPoint2: CGPoint(x: 108, y: 88))
        curves.lineWidth = 2; curves.lineJoinStyle = .round
        UIColor.systemTeal.setStroke()
        curves.stroke()
    }
}

/// The same drawing with CGContext path calls (Core Graphics' `clockwise` is the opposite of
/// UIBezierPath's on a y-down screen).
@MainActor final class ContextSamplerView: UIView {
    override func draw(_ rect: CGRect) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.setFillColor(UIColor.white.color)
        c.fill(bounds)
        for (i, mode) in [CGPathDrawingMode.fill, .eoFill].enumerated() {
            var points: [CGPoint] = []
            for k in 0..<5 {
                let a = -CGFloat.pi / 2 + CGFloat(k * 2) * 2 * .pi / 5
                points.append(CGPoint(x: 28 + CGFloat(i) * 62 + 20 * cos(a), y: 24 + 20 * sin(a)))
            }
            c.addLines(between: points)
            c.closePath()
            c.setFillColor(UIColor.systemBlue.color)
            c.drawPath(using: mode)
        }
        c.setStrokeColor(UIColor.label.color)
        c.setLineWidth(6)
        for (i, (join, cap)) in [(CGLineJoin.miter, CGLineCap.butt), (.round, .round), (.bevel, .square)].enumerated() {
            let x = 10 + CGFloat(i) * 38
            c.saveGState()
            c.setLineJoin(join); c.setLineCap(cap)
            c.move(to: CGPoint(x: x, y: 62)); c.addLine(to: CGPoint(x: x + 12, y: 48)); c.addLine(to: CGPoint(x: x + 24, y: 62))
            c.strokePath()
            c.restoreGState()
        }
        c.setLineWidth(3)
        c.saveGState()
        c.setLineCap(.round)
        c.setLineDash(phase: 0, lengths: [6, 5])
        c.setStrokeColor(UIColor.systemRed.color)
        c.strokeLineSegments(between: [CGPoint(x: 8, y: 74), CGPoint(x: 60, y: 74)])
        c.restoreGState()
        c.setStrokeColor(UIColor.systemOrange.color)
        c.addArc(center: CGPoint(x: 76, y: 78), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        c.strokePath()
        c.setStrokeColor(UIColor.systemGreen.color)
        c.addArc(center: CGPoint(x: 100, y: 78), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        c.strokePath()
        c.setFillColor(UIColor.systemPurple.color)
        c.fillEllipse(in: CGRect(x: 6, y: 92, width: 30, height: 20))
        c.setFillColor(UIColor.systemGray.color)
        // The rounded rectangle built from tangent arcs.
        c.move(to: CGPoint(x: 50, y: 92))
        c.addLine(to: CGPoint(x: 72, y: 92))
        c.addArc(tangent1End: CGPoint(x: 72, y: 112), tangent2End: CGPoint(x: 42, y: 112), radius: 8)
        c.addLine(to: CGPoint(x: 42, y: 112))
        c.addLine(to: CGPoint(x: 42, y: 100))
        c.addArc(tangent1End: CGPoint(x: 42, y: 92), tangent2End: CGPoint(x: 72, y: 92), radius: 8)
        c.closePath()
        c.fillPath()
        c.setStrokeColor(UIColor.systemTeal.color)
        c.setLineWidth(2)
        c.setLineJoin(.round)
        c.move(to: CGPoint(x: 78, y: 112))
        c.addQuadCurve(to: CGPoint(x: 94, y: 112), control: CGPoint(x: 86, y: 90))
        c.addCurve(to: CGPoint(x: 114, y: 100), control1: CGPoint(x: 100, y: 124), control2: CGPoint(x: 108, y: 88))
        c.strokePath()
    }
}

/// UIBezierPath and the CGContext path calls in `draw(_:)`: documented defaults and arc
/// directions, goldens at 1× and 2× (±2 per channel, no differing pixel), the two APIs
/// drawing the same pixels, the graphics state, and bad input.
final class BezierPathTests: XCTestCase {
    /// UIKit: "The default line width is 1.0", miter limit 10, butt caps, miter joins, the
    /// non-zero winding rule.
    @MainActor func testDocumentedDefaults() async {
        let p = UIBezierPath()
        XCTAssertEqual(p.lineWidth, 1)
        XCTAssertEqual(p.miterLimit, 10)
        XCTAssertEqual(p.lineCapStyle, .butt)
        XCTAssertEqual(p.lineJoinStyle, .miter)
        XCTAssertFalse(p.usesEvenOddFillRule)
        XCTAssertTrue(p.isEmpty)
    }

    /// UIBezierPath's arcs are clockwise on screen (angles grow from the x axis towards +y,
    /// down): from 0 to π/2 clockwise around (50, 50) radius 10 is the bottom-right quarter,
    /// ending at (50, 60); anticlockwise it is the other three quarters (reaching x = 40 and y = 40).
    @MainActor func testArcDirectionOnScreen() async {
        let cw = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(cw.currentPoint.x, 50, accuracy: 1e-9)
        XCTAssertEqual(cw.currentPoint.y, 60, accuracy: 1e-9)
        XCTAssertEqual(cw.bounds.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(cw.bounds.minY, 50, accuracy: 1e-9)
        let acw = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(acw.currentPoint.y, 60, accuracy: 1e-9)
        XCTAssertEqual(acw.bounds.minX, 40, accuracy: 1e-9)
        XCTAssertEqual(acw.bounds.minY, 40, accuracy: 1e-9)
    }

    /// `contains(_:)` follows `usesEvenOddFillRule`: the centre of a pentagram is inside under
    /// the non-zero rule only.
    @MainActor func testContainsFollowsFillRule() async {
        let star = UIBezierPath()
        for k in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(k * 2) * 2 * .pi / 5
            let q = CGPoint(x: 20 * cos(a), y: 20 * sin(a))
            if k == 0 { star.move(to: q) } else { star.addLine(to: q) }
        }
        star.close()
        XCTAssertTrue(star.contains(.zero))
        star.usesEvenOddFillRule = true
        XCTAssertFalse(star.contains(.zero))
    }

    /// bezier-sampler (120×120 at 1× and 2×): blue winding star and even-odd star (hollow
    /// pentagon); black strokes with miter/butt, round/round, bevel/square; a red round-capped
    /// dashed line; an orange three-quarter ring (anticlockwise on screen, open at the bottom
    /// right) and a green bottom-right quarter (clockwise); a purple oval, a grey rectangle
    /// rounded at top-left and bottom-right, a teal quad + cubic curve.
    @MainActor func testSamplerGoldens() async {
        for scale in [1.0, 2.0] {
            let h = HeadlessHarness(width: 120, height: 120, scale: scale)
            let v = BezierSamplerView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
            h.window.addSubview(v)
            h.renderFrames()
            if let failure = GoldenImage.verify(h.screenshot, name: "bezier-sampler-\(Int(scale))x", directory: goldenDirectory) {
                XCTFail(failure)
            }
        }
    }

    /// The CGContext calls (addLines/closePath/drawPath, save/restore of the line style,
    /// strokeLineSegments with a dash, arcs with Core Graphics' inverted `clockwise`,
    /// fillEllipse, tangent arcs, quad and cubic curves) draw the UIBezierPath sampler's pixels,
    /// within ±2 per channel (the tangent-arc corners are built differently) at 2×.
    @MainActor func testContextCallsMatchBezierPath() async {
        func shot(_ v: UIView) -> PixelBuffer {
            let h = HeadlessHarness(width: 120, height: 120, scale: 2)
            v.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
            h.window.addSubview(v)
            h.renderFrames()
            return h.screenshot
        }
        let a = shot(BezierSamplerView()), b = shot(ContextSamplerView())
        let cmp = GoldenImage.compare(b, a, channelTolerance: 2)
        XCTAssertEqual(cmp.differingPixels, 0, "max channel difference \(cmp.maxChannelDifference)")
    }

    /// A view's retained recording of paths, replayed under partial damage (a small view
    /// moving across the paths, so only its old and new boxes are redrawn from the recording)
    /// equals a from-scratch render pixel for pixel, at 2×. (This caught cairo's edge coverage
    /// varying with the mask's extent when the mask was cut to the damage.)
    @MainActor func testRetainedPlaybackEqualsFullRedraw() async {
        let h = HeadlessHarness(width: 120, height: 120, scale: 2)
        let sampler = BezierSamplerView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        h.window.addSubview(sampler)
        let chip = UIView(frame: CGRect(x: 10, y: 10, width: 13, height: 9))
        chip.backgroundColor = UIColor(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.5)
        h.window.addSubview(chip)
        h.renderFrames()
        for step in 1...8 {
            chip.frame.origin = CGPoint(x: 10 + CGFloat(step * 11), y: 10 + CGFloat(step * 12))
            h.renderFrames()
            if step > 1 { XCTAssertLessThan(h.lastDamage.area, 240 * 240 / 4, "step \(step) redrew only the damage") }
            let cmp = GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0)
            XCTAssertEqual(cmp.differingPixels, 0, "step \(step)")
        }
    }

    /// CGContext: the line style is part of the graphics state (restored by restoreGState);
    /// the current path is not, and points are mapped by the transform when added.
    @MainActor func testGraphicsStateAndPath() async {
        final class V: UIView {
            override func draw(_ rect: CGRect) {
                guard let c = UIGraphicsGetCurrentContext() else { return }
                c.setLineWidth(4)
                c.saveGState()
                c.setLineWidth(1)
                c.translateBy(x: 10, y: 0)
                c.move(to: CGPoint(x: 0, y: 10))   // device x 10
                c.restoreGState()
                c.addLine(to: CGPoint(x: 30, y: 10))
                c.setStrokeColor(UIColor.black.color)
                c.strokePath()   // a 4-wide line from x 10 to 30 on y 8…12
                XCTAssertTrue(c.isPathEmpty, "strokePath clears the path")
            }
        }
        let h = HeadlessHarness(width: 40, height: 20)
        h.window.backgroundColor = .white
        h.window.addSubview(V(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
        h.renderFrames()
        let s = h.screenshot
        XCTAssertEqual(s.row(8)[20], 0xFF00_0000)
        XCTAssertEqual(s.row(11)[20], 0xFF00_0000)
        XCTAssertEqual(s.row(12)[20], 0xFFFF_FFFF)
        XCTAssertEqual(s.row(10)[9], 0xFFFF_FFFF)
        XCTAssertEqual(s.row(10)[10], 0xFF00_0000)
    }

    /// Bad input (issue 16): a NaN point is dropped and reported once per call, the rest of the
    /// path still draws; a negative line width is reported and strokes nothing; huge
    /// coordinates fill the view without a crash.
    @MainActor func testBadInput() async {
        BadInputLog.clear()
        final class V: UIView {
            override func draw(_ rect: CGRect) {
                let p = UIBezierPath()
                p.move(to: CGPoint(x: 0, y: 0))
                p.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
                p.addLine(to: CGPoint(x: 20, y: 0))
                p.addLine(to: CGPoint(x: 20, y: 20))
                p.close()
                UIColor.black.setFill()
                p.fill()
                let bad = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
                bad.lineWidth = -2
                bad.stroke()
                let huge = UIBezierPath()
                huge.move(to: CGPoint(x: 25, y: -1e15)); huge.addLine(to: CGPoint(x: 1e15, y: 1e15)); huge.addLine(to: CGPoint(x: 25, y: 1e15))
                UIColor.red.setFill()
                huge.fill()
                UIGraphicsGetCurrentContext()?.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
            }
        }
        let h = HeadlessHarness(width: 40, height: 20)
        h.window.backgroundColor = .white
        h.window.addSubview(V(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
        h.renderFrames()
        let reports = BadInputLog.recent
        XCTAssertEqual(reports.filter { $0.contains("UIBezierPath.addLine(to:)") }.count, 1)
        XCTAssertEqual(reports.filter { $0.contains("lineWidth") }.count, 1)
        XCTAssertEqual(reports.filter { $0.contains("CGContext.addLine(to:)") }.count, 1)
        let s = h.screenshot
        XCTAssertEqual(s.row(15)[18], 0xFF00_0000, "the triangle without its NaN point is filled")
        XCTAssertEqual(s.row(10)[35], 0xFFFF_0000, "the huge triangle covers the right of the view")
    }
}
