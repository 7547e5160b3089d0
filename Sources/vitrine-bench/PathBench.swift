import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// What a `draw(_:)` with paths costs (issue 16): a 300×300 view redrawn every frame
/// (`setNeedsDisplay()` then the frame: its `draw(_:)` is recorded, and the paths are
/// rasterised by cairo into coverage masks at playback) on a 1920×1080 headless display at
/// scale 1.
///
/// - `path-fill-frame`: the view fills a complex path (a 7-pointed star of 20 pointed rings,
///   140 lines, even-odd, plus 12 circles of cubic arcs).
/// - `path-stroke-frame`: the view strokes a dashed (8/4), round-joined 6-point polyline of
///   120 segments and 12 dashed circles.
/// `damage_pixels` is the frame's damage (the view: 90,000 pixels).
@MainActor
enum PathBench {
    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [ScrollBench.Figure] {
        [figure("path-fill-frame", stroke: false, iterations: iterations, budget: budget, fail: fail),
         figure("path-stroke-frame", stroke: true, iterations: iterations, budget: budget, fail: fail)]
    }

    private static func figure(_ name: String, stroke: Bool, iterations: Int, budget: Double, fail: (String) -> Void) -> ScrollBench.Figure {
        let size = PixelSize(width: 1920, height: 1080)
        let loop = ManualMainLoop(), clock = VirtualClock()
        let display = HeadlessDisplay(size: size, scale: 1, bufferCount: 2, loop: loop, pacing: .immediate)
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        let window = UIWindow(screen: screen)
        window.backgroundColor = .white
        let view = PathView(frame: CGRect(x: 200, y: 100, width: 300, height: 300), stroke: stroke)
        window.addSubview(view)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        var damage = 0
        let stats = FrameTimer.measure(warmup: 4, iterations: iterations, budget: budget) {
            view.setNeedsDisplay()
            loop.runUntilIdle()
            damage = display.lastDamage.area
        }
        if view.draws < stats.iterations { fail("\(name): draw(_:) ran \(view.draws) times for \(stats.iterations) frames") }
        return ScrollBench.Figure(name: name, size: size, stats: stats, fields: [("damage_pixels", "\(damage)")])
    }
}

@MainActor
private final class PathView: UIView {
    let strokes: Bool
    var draws = 0
    let star: UIBezierPath
    let polyline: UIBezierPath

    init(frame: CGRect, stroke: Bool) {
        strokes = stroke
        star = UIBezierPath()
        let c = CGPoint(x: 150, y: 150)
        for ring in 0..<20 {
            let outer = 140 - CGFloat(ring) * 6, inner = outer * 0.55
            for k in 0...7 {
                let a = CGFloat(k) * 2 * .pi / 7 + CGFloat(ring) * 0.1
                let p = CGPoint(x: c.x + outer * cos(a), y: c.y + outer * sin(a))
                let q = CGPoint(x: c.x + inner * cos(a + .pi / 7), y: c.y + inner * sin(a + .pi / 7))
                if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
                if k < 7 { star.addLine(to: q) }
            }
            star.close()
        }
        for i in 0..<12 {
            star.append(UIBezierPath(arcCenter: CGPoint(x: 30 + CGFloat(i % 4) * 80, y: 30 + CGFloat(i / 4) * 120), radius: 18,
                                     startAngle: 0, endAngle: 2 * .pi, clockwise: true))
        }
        star.usesEvenOddFillRule = true
        polyline = UIBezierPath()
        for i in 0...120 {
            let x = 10 + CGFloat(i % 20) * 14, y = 20 + CGFloat(i / 20) * 45 + (i % 2 == 0 ? 0 : 20)
            if i == 0 { polyline.move(to: CGPoint(x: x, y: y)) } else { polyline.addLine(to: CGPoint(x: x, y: y)) }
        }
        for i in 0..<12 {
            polyline.append(UIBezierPath(ovalIn: CGRect(x: 12 + CGFloat(i % 6) * 46, y: 250 + CGFloat(i / 6) * 22, width: 40, height: 18)))
        }
        polyline.lineWidth = 6
        polyline.lineJoinStyle = .round
        polyline.setLineDash([8, 4], phase: 0)
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        draws += 1
        if strokes {
            UIColor.systemBlue.setStroke()
            polyline.stroke()
        } else {
            UIColor.systemIndigo.setFill()
            star.fill()
        }
    }
}
