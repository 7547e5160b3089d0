import Foundation
import VitrineGraphics

/// The stepper's iOS 13 look: a rounded track in `tertiarySystemFill`, a separator between
/// the halves, and a minus and a plus in `label` (`tertiaryLabel` for a button that cannot
/// act); the pressed half is darkened with `systemFill`. Colours resolve when drawn.
extension UIStepper {
    static let cornerRadius: CGFloat = 8
    /// The minus and plus signs: 14 points long, 2 thick (iOS's 15-point symbol's strokes).
    static let glyphLength: CGFloat = 14
    static let glyphThickness: CGFloat = 2

    func drawStepper() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let canvas = ctx.canvas
        let r = UIStepper.cornerRadius
        canvas.fill(RoundedRect(rect: bounds, cornerRadius: r), color: UIColor.tertiarySystemFill.color)
        let left = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
        let right = CGRect(x: bounds.midX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
        if let d = pressedDirection, isHighlighted {
            let radii = d < 0 ? CornerRadii(topLeft: r, topRight: 0, bottomRight: 0, bottomLeft: r)
                              : CornerRadii(topLeft: 0, topRight: r, bottomRight: r, bottomLeft: 0)
            canvas.fill(RoundedRect(rect: d < 0 ? left : right, radii: radii), color: UIColor.systemFill.color)
        }
        canvas.fill(CGRect(x: bounds.midX - 0.5, y: bounds.midY - 9, width: 1, height: 18), color: UIColor.separator.color)
        drawButton(-1, in: left, enabled: canDecrement)
        drawButton(1, in: right, enabled: canIncrement)
    }

    private func drawButton(_ direction: Int, in rect: CGRect, enabled: Bool) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let state: UIControl.State = !enabled ? .disabled : (isHighlighted && pressedDirection == direction ? .highlighted : .normal)
        let images = direction < 0 ? decrementImages : incrementImages
        if let image = images[state.rawValue] ?? images[UIControl.State.normal.rawValue] {
            let s = image.size
            ctx.draw(image, in: CGRect(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2, width: s.width, height: s.height))
            return
        }
        let color = (enabled ? UIColor.label : UIColor.tertiaryLabel).color
        let l = UIStepper.glyphLength, t = UIStepper.glyphThickness
        ctx.canvas.fill(RoundedRect(rect: CGRect(x: rect.midX - l / 2, y: rect.midY - t / 2, width: l, height: t), cornerRadius: t / 2), color: color)
        if direction > 0 {
            // The vertical stroke in two parts, so a translucent colour does not darken the
            // crossing.
            let arm = (l - t) / 2
            let top = CornerRadii(topLeft: t / 2, topRight: t / 2, bottomRight: 0, bottomLeft: 0)
            let bottom = CornerRadii(topLeft: 0, topRight: 0, bottomRight: t / 2, bottomLeft: t / 2)
            ctx.canvas.fill(RoundedRect(rect: CGRect(x: rect.midX - t / 2, y: rect.midY - l / 2, width: t, height: arm), radii: top), color: color)
            ctx.canvas.fill(RoundedRect(rect: CGRect(x: rect.midX - t / 2, y: rect.midY + t / 2, width: t, height: arm), radii: bottom), color: color)
        }
    }
}
