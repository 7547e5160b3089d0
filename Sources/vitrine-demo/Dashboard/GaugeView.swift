import Foundation
import Vitrine

/// A round gauge drawn in `draw(_:)` with UIBezierPath and CGContext: a 270° track, the value
/// as a coloured arc, a red band where the value is too high, minor and major ticks with the
/// range's ends labelled, a tapered needle on a hub, and the reading with its unit in the
/// middle and the title under it. Setting `value` redraws only this view.
@MainActor
final class GaugeView: UIView {
    let title: String
    let unit: String
    let range: ClosedRange<Double>
    /// Where the red band starts (a value in `range`).
    let warning: Double
    let accent: UIColor
    /// Decimals shown for the reading.
    let decimals: Int

    var value: Double {
        didSet { if value != oldValue { setNeedsDisplay() } }
    }

    /// The sweep: from 135° (bottom left) clockwise through the top to 405° (bottom right).
    static let startAngle = CGFloat.pi * 0.75
    static let sweep = CGFloat.pi * 1.5

    init(title: String, unit: String, range: ClosedRange<Double>, warning: Double, accent: UIColor, decimals: Int, value: Double) {
        self.title = title
        self.unit = unit
        self.range = range
        self.warning = warning
        self.accent = accent
        self.decimals = decimals
        self.value = value
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    /// The fraction of the range `v` is at, clamped to 0...1.
    func fraction(_ v: Double) -> CGFloat {
        let span = range.upperBound - range.lowerBound
        guard span > 0, v.isFinite else { return 0 }
        return CGFloat(min(1, max(0, (v - range.lowerBound) / span)))
    }

    /// The angle (radians, screen coordinates: clockwise from +x) of a fraction of the sweep.
    static func angle(_ fraction: CGFloat) -> CGFloat { startAngle + sweep * fraction }

    /// Centre and radius of the dial in this view (the title sits under the dial's open end).
    var dial: (centre: CGPoint, radius: CGFloat) {
        let r = max(10, min(bounds.width / 2 - 6, (bounds.height - 30) / (1 + sin(CGFloat.pi / 4))))
        return (CGPoint(x: bounds.midX, y: 6 + r), r)
    }

    override func draw(_ rect: CGRect) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        let (centre, r) = dial
        let lw = max(4, r * 0.11)
        func arc(_ from: CGFloat, _ to: CGFloat, radius: CGFloat) -> UIBezierPath {
            UIBezierPath(arcCenter: centre, radius: radius, startAngle: Self.angle(from), endAngle: Self.angle(to), clockwise: true)
        }
        // The track, the red band outside it, the value arc over the track.
        let track = arc(0, 1, radius: r - lw / 2)
        track.lineWidth = lw
        track.lineCapStyle = .round
        DashboardPalette.track.setStroke()
        track.stroke()
        let band = arc(fraction(warning), 1, radius: r + 3)
        band.lineWidth = 2.5
        band.lineCapStyle = .round
        DashboardPalette.red.setStroke()
        band.stroke()
        let f = fraction(value)
        let valueArc = arc(0, f, radius: r - lw / 2)
        valueArc.lineWidth = lw
        valueArc.lineCapStyle = .round
        (value >= warning ? DashboardPalette.red : accent).setStroke()
        valueArc.stroke()
        // Ticks: 40 steps, every fourth major.
        let outer = r - lw - 5
        c.setLineCap(.round)
        for i in 0...40 {
            let major = i % 4 == 0
            let a = Self.angle(CGFloat(i) / 40)
            let inner = outer - (major ? r * 0.13 : r * 0.06)
            c.setStrokeColor((major ? UIColor(white: 1, alpha: 0.55) : UIColor(white: 1, alpha: 0.22)).cgColor)
            c.setLineWidth(major ? 2 : 1)
            c.move(to: CGPoint(x: centre.x + cos(a) * inner, y: centre.y + sin(a) * inner))
            c.addLine(to: CGPoint(x: centre.x + cos(a) * outer, y: centre.y + sin(a) * outer))
            c.strokePath()
        }
        // The range's ends, under the dial's open ends.
        let small: [NSAttributedString.Key: Any] = [.font: UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .regular),
                                                    .foregroundColor: DashboardPalette.secondaryText]
        for (v, f) in [(range.lowerBound, CGFloat(0)), (range.upperBound, CGFloat(1))] {
            let text = format(v, decimals: 0)
            let size = text.size(withAttributes: small)
            let a = Self.angle(f)
            let p = CGPoint(x: centre.x + cos(a) * (r - lw / 2), y: centre.y + sin(a) * (r - lw / 2) + lw / 2 + 3)
            text.draw(at: CGPoint(x: p.x - size.width / 2, y: p.y), withAttributes: small)
        }
        // The needle: a tapered blade from behind the hub to just inside the ticks.
        let a = Self.angle(f)
        let tip = CGPoint(x: centre.x + cos(a) * (outer - 2), y: centre.y + sin(a) * (outer - 2))
        let tail = CGPoint(x: centre.x - cos(a) * r * 0.12, y: centre.y - sin(a) * r * 0.12)
        let n = CGPoint(x: -sin(a), y: cos(a))
        let w = max(2, r * 0.045)
        let needle = UIBezierPath()
        needle.move(to: CGPoint(x: tail.x + n.x * w, y: tail.y + n.y * w))
        needle.addLine(to: CGPoint(x: tip.x + n.x * 0.8, y: tip.y + n.y * 0.8))
        needle.addLine(to: CGPoint(x: tip.x - n.x * 0.8, y: tip.y - n.y * 0.8))
        needle.addLine(to: CGPoint(x: tail.x - n.x * w, y: tail.y - n.y * w))
        needle.close()
        DashboardPalette.primaryText.setFill()
        needle.fill()
        let hub = UIBezierPath(ovalIn: CGRect(x: centre.x - r * 0.09, y: centre.y - r * 0.09, width: r * 0.18, height: r * 0.18))
        DashboardPalette.card.setFill()
        hub.fill()
        hub.lineWidth = 2.5
        accent.setStroke()
        hub.stroke()
        // The reading and its unit in the lower half of the dial, the title under the dial.
        let big: [NSAttributedString.Key: Any] = [.font: UIFont.monospacedDigitSystemFont(ofSize: max(12, r * 0.3), weight: .semibold),
                                                  .foregroundColor: DashboardPalette.primaryText]
        let reading = format(value, decimals: decimals)
        let rs = reading.size(withAttributes: big)
        let readingTop = centre.y + r * 0.22
        reading.draw(at: CGPoint(x: centre.x - rs.width / 2, y: readingTop), withAttributes: big)
        let unitSize = unit.size(withAttributes: small)
        unit.draw(at: CGPoint(x: centre.x - unitSize.width / 2, y: readingTop + rs.height - 2), withAttributes: small)
        let caption: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13, weight: .semibold),
                                                      .foregroundColor: DashboardPalette.secondaryText]
        let ts = title.size(withAttributes: caption)
        title.draw(at: CGPoint(x: centre.x - ts.width / 2, y: min(bounds.height - ts.height, centre.y + r * 0.71 + 10)), withAttributes: caption)
    }

    private func format(_ v: Double, decimals: Int) -> String { String(format: "%.\(decimals)f", v) }
}
