import Foundation
import Vitrine

/// UIBezierPath and CGContext drawing in `draw(_:)`: strokes with the three joins, a dashed
/// line, arcs both ways, a star filled even-odd, a rounded rectangle with two corners
/// rounded, in the label and tint colours (they follow light and dark appearance).
@MainActor
struct DrawingGallerySection: GallerySection {
    var title: String { localized("Drawing") }

    func height(forWidth width: CGFloat) -> CGFloat { 96 }

    func makeView() -> UIView { DrawingTile() }
}

@MainActor
private final class DrawingTile: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsDisplay()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let h = bounds.height
        // Three joins.
        UIColor.label.setStroke()
        for (i, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
            let x = 8 + CGFloat(i) * 34
            let p = UIBezierPath()
            p.move(to: CGPoint(x: x, y: 40)); p.addLine(to: CGPoint(x: x + 12, y: 16)); p.addLine(to: CGPoint(x: x + 24, y: 40))
            p.lineWidth = 6; p.lineJoinStyle = join; p.lineCapStyle = i == 1 ? .round : .butt
            p.stroke()
        }
        // A dashed line in the tint colour.
        let dash = UIBezierPath()
        dash.move(to: CGPoint(x: 8, y: h - 16)); dash.addLine(to: CGPoint(x: 104, y: h - 16))
        dash.lineWidth = 3; dash.lineCapStyle = .round
        dash.setLineDash([7, 6], phase: 0)
        tintColor.setStroke()
        dash.stroke()
        // Arcs: a three-quarter ring (anticlockwise on screen) and a progress-like arc.
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.setStrokeColor(UIColor.secondaryLabel.color)
        c.setLineWidth(5)
        c.setLineCap(.round)
        c.addArc(center: CGPoint(x: 140, y: 34), radius: 18, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        c.strokePath()
        let progress = UIBezierPath(arcCenter: CGPoint(x: 140, y: h - 24), radius: 12, startAngle: -.pi / 2, endAngle: .pi * 0.8,
                                    clockwise: true)
        progress.lineWidth = 4
        progress.lineCapStyle = .round
        tintColor.setStroke()
        progress.stroke()
        // A star filled even-odd, outlined.
        let star = UIBezierPath()
        let centre = CGPoint(x: 196, y: h / 2)
        for k in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(k * 2) * 2 * .pi / 5
            let q = CGPoint(x: centre.x + 34 * cos(a), y: centre.y + 34 * sin(a))
            if k == 0 { star.move(to: q) } else { star.addLine(to: q) }
        }
        star.close()
        star.usesEvenOddFillRule = true
        UIColor.systemYellow.setFill()
        star.fill()
        star.lineWidth = 1.5
        star.lineJoinStyle = .round
        UIColor.label.setStroke()
        star.stroke()
        // A card with two corners rounded, if there is room.
        guard bounds.width > 300 else { return }
        let card = UIBezierPath(roundedRect: CGRect(x: 246, y: 12, width: min(120, bounds.width - 254), height: h - 24),
                                byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 14, height: 14))
        UIColor.secondarySystemBackground.setFill()
        card.fill()
        card.lineWidth = 1
        UIColor.separator.setStroke()
        card.stroke()
    }
}
