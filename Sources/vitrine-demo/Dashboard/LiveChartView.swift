import Foundation
import Vitrine

/// A live line chart drawn in `draw(_:)`: the last `span` seconds of each series, sampled
/// every 0.25 s and ending exactly at `time`, scrolling as `time` moves (the dashboard moves it
/// on every display refresh). Horizontal grid lines with their values on the right, vertical
/// ones every 15 s of wall-clock time with their times under the plot, the first series filled
/// with a fading tint, a dot with a halo at each line's live end.
@MainActor
final class LiveChartView: UIView {
    struct Series {
        let colour: UIColor
        let value: (Double) -> Double
    }

    var series: [Series] = []
    /// The seconds shown.
    let span: Double = 60
    /// The values the plot spans, and the grid step.
    var yRange: ClosedRange<Double> = 40...90
    var yStep: Double = 10
    /// The unit after the grid values.
    var unit = "°"
    /// The newest instant (seconds on the scene's clock); setting it redraws the chart.
    var time: Double = 0 {
        didSet { if time != oldValue { setNeedsDisplay() } }
    }
    /// The wall-clock label of a scene time (the grid's times), e.g. "08:24:15".
    var timeLabel: (Double) -> String = { String(format: "%.0f s", $0) }
    /// Wall-clock seconds minus scene seconds: where the 15-s grid lines fall.
    var wallClockOffset: Double = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    /// The plot area (the axes' labels are outside it).
    var plot: CGRect {
        CGRect(x: 4, y: 8, width: max(1, bounds.width - 4 - 40), height: max(1, bounds.height - 8 - 24))
    }

    func point(time t: Double, value v: Double, in p: CGRect) -> CGPoint {
        let x = p.maxX - CGFloat((time - t) / span) * p.width
        let span = yRange.upperBound - yRange.lowerBound
        let y = p.maxY - CGFloat((v - yRange.lowerBound) / span) * p.height
        return CGPoint(x: x, y: min(p.maxY, max(p.minY, y)))
    }

    override func draw(_ rect: CGRect) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        let p = plot
        let labels: [NSAttributedString.Key: Any] = [.font: UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .regular),
                                                     .foregroundColor: DashboardPalette.secondaryText]
        // Horizontal grid and its values.
        c.setLineWidth(1)
        c.setStrokeColor(DashboardPalette.grid.cgColor)
        var v = yRange.lowerBound
        while v <= yRange.upperBound + 1e-9 {
            let y = point(time: time, value: v, in: p).y.rounded() + 0.5
            c.move(to: CGPoint(x: p.minX, y: y))
            c.addLine(to: CGPoint(x: p.maxX, y: y))
            c.strokePath()
            let text = String(format: "%.0f%@", v, unit)
            text.draw(at: CGPoint(x: p.maxX + 8, y: y - 7), withAttributes: labels)
            v += yStep
        }
        // Vertical grid every 15 s of wall-clock time, moving with the data.
        let wallNow = time + wallClockOffset
        var wall = (wallNow / 15).rounded(.down) * 15
        while wall > wallNow - span {
            let t = wall - wallClockOffset
            let x = point(time: t, value: yRange.lowerBound, in: p).x.rounded() + 0.5
            c.setStrokeColor(DashboardPalette.grid.cgColor)
            c.move(to: CGPoint(x: x, y: p.minY))
            c.addLine(to: CGPoint(x: x, y: p.maxY))
            c.strokePath()
            let text = timeLabel(t)
            let size = text.size(withAttributes: labels)
            if x - size.width / 2 > p.minX, x + size.width / 2 < p.maxX {
                text.draw(at: CGPoint(x: x - size.width / 2, y: p.maxY + 6), withAttributes: labels)
            }
            wall -= 15
        }
        // The lines: samples every 0.25 s inside the window, then the live end.
        let first = ((time - span) * 4).rounded(.up) / 4
        for (index, s) in series.enumerated() {
            var points: [CGPoint] = []
            var t = first
            while t < time {
                points.append(point(time: t, value: s.value(t), in: p))
                t += 0.25
            }
            points.append(point(time: time, value: s.value(time), in: p))
            guard let head = points.first, let end = points.last else { continue }
            let line = UIBezierPath()
            line.move(to: head)
            for q in points.dropFirst() { line.addLine(to: q) }
            if index == 0 {
                // The area under the first line, fading to nothing at the bottom: sixteen bands,
                // each clipped to its strip (Vitrine's CGContext clips to rectangles only).
                let area = UIBezierPath(cgPath: line.cgPath)
                area.addLine(to: CGPoint(x: end.x, y: p.maxY))
                area.addLine(to: CGPoint(x: head.x, y: p.maxY))
                area.close()
                let top = (points.map(\.y).min() ?? p.minY).rounded(.down)
                let bands = 16
                let edges = (0...bands).map { (top + (p.maxY - top) * CGFloat($0) / CGFloat(bands)).rounded() }
                for i in 0..<bands where edges[i + 1] > edges[i] {
                    c.saveGState()
                    c.clip(to: CGRect(x: p.minX, y: edges[i], width: p.width + 8, height: edges[i + 1] - edges[i]))
                    s.colour.withAlphaComponent(0.24 * (1 - CGFloat(i) / CGFloat(bands))).setFill()
                    area.fill()
                    c.restoreGState()
                }
            }
            line.lineWidth = 2.5
            line.lineJoinStyle = .round
            line.lineCapStyle = .round
            s.colour.setStroke()
            line.stroke()
            s.colour.withAlphaComponent(0.25).setFill()
            UIBezierPath(ovalIn: CGRect(x: end.x - 8, y: end.y - 8, width: 16, height: 16)).fill()
            s.colour.setFill()
            UIBezierPath(ovalIn: CGRect(x: end.x - 4, y: end.y - 4, width: 8, height: 8)).fill()
        }
    }
}
