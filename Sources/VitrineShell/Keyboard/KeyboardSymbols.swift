import Foundation
import Vitrine

/// The keyboard's labels and the symbols no font is relied on for (the globe, the dismiss
/// key), drawn with the canvas's rectangles and ellipses.
@MainActor
enum KeyboardSymbols {
    /// `text` centred in `rect`.
    static func drawLabel(_ text: String, in rect: CGRect, color: UIColor, font: UIFont) {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let size = text.size(withAttributes: attributes)
        let origin = CGPoint(x: (rect.midX - size.width / 2).rounded(), y: (rect.midY - size.height / 2).rounded())
        text.draw(at: origin, withAttributes: attributes)
    }

    /// A ring of `width` around the ellipse in `rect`, filled with `color` over `hole`.
    private static func ring(_ ctx: CGContext, _ rect: CGRect, width: CGFloat, color: UIColor, hole: UIColor?) {
        ctx.setFillColor(color.cgColor)
        ctx.fillEllipse(in: rect)
        if let hole {
            ctx.setFillColor(hole.cgColor)
            ctx.fillEllipse(in: rect.insetBy(dx: width, dy: width))
        }
    }

    /// The globe: a circle, a meridian ellipse, the equator and the axis, as rings of the
    /// label colour over the cap's colour `cap`.
    static func drawGlobe(in rect: CGRect, color: UIColor, cap: UIColor) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let d = min(22, max(12, min(rect.width, rect.height) * 0.5)).rounded()
        let c = CGRect(x: (rect.midX - d / 2).rounded(), y: (rect.midY - d / 2).rounded(), width: d, height: d)
        let lw = max(1.5, (d / 12).rounded())
        ring(ctx, c, width: lw, color: color, hole: cap)
        let meridian = CGRect(x: c.midX - d * 0.22, y: c.minY, width: d * 0.44, height: d)
        ring(ctx, meridian, width: lw, color: color, hole: cap)
        ctx.setFillColor(color.cgColor)
        ctx.fill(CGRect(x: c.minX + lw, y: c.midY - lw / 2, width: d - 2 * lw, height: lw))
        ctx.fill(CGRect(x: c.midX - lw / 2, y: c.minY + lw, width: lw, height: d - 2 * lw))
    }

    /// The dismiss key: a small keyboard (a rounded outline with key dots) over a chevron
    /// pointing down.
    static func drawDismiss(in rect: CGRect, color: UIColor, cap: UIColor) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let w = min(26, max(16, rect.width * 0.4)).rounded(), h = (w * 0.62).rounded()
        let body = CGRect(x: (rect.midX - w / 2).rounded(), y: (rect.midY - h / 2 - 4).rounded(), width: w, height: h)
        ctx.setFillColor(color.cgColor)
        ctx.fill(body, cornerRadius: 2)
        ctx.setFillColor(cap.cgColor)
        ctx.fill(body.insetBy(dx: 1.5, dy: 1.5), cornerRadius: 1)
        ctx.setFillColor(color.cgColor)
        let dot = max(2, (w / 9).rounded(.down))
        for row in 0..<2 {
            for col in 0..<4 {
                let x = body.minX + 3 + CGFloat(col) * (body.width - 6 - dot) / 3
                ctx.fill(CGRect(x: x.rounded(), y: body.minY + 3 + CGFloat(row) * (dot + 2), width: dot, height: dot))
            }
        }
        ctx.fill(CGRect(x: body.minX + 5, y: body.maxY - 3 - dot / 2, width: body.width - 10, height: max(1.5, dot / 2)))
        // The chevron: two short bars meeting under the middle, as steps of small squares.
        let steps = 4
        for i in 0..<steps {
            let y = body.maxY + 3 + CGFloat(i) * 1.5
            let off = CGFloat(steps - 1 - i) * 1.5
            ctx.fill(CGRect(x: rect.midX - off - 3 - 1.5, y: y, width: 3, height: 1.5))
            ctx.fill(CGRect(x: rect.midX + off + 1.5 - 1.5, y: y, width: 3, height: 1.5))
        }
    }
}
