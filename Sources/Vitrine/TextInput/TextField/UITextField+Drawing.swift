import Foundation
import VitrineGraphics
import VitrineText

/// The field's border (as iOS draws each style), its text and its placeholder.
extension UITextField {
    func drawField(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext()?.canvas else { return }
        drawBorder(in: canvas)
        if core.length == 0 {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        } else {
            drawText(in: currentTextRect)
        }
    }

    /// iOS's border styles: `.line` a 1-point frame in the text colour at 80 % (dark grey on
    /// light, light grey on dark); `.bezel` a grey frame whose top and left edges are darker
    /// (sunk in); `.roundedRect` a white field, corner radius 5, with a light grey hairline.
    private func drawBorder(in canvas: Canvas) {
        let b = bounds
        switch borderStyle {
        case .none:
            break
        case .line:
            canvas.strokeInside(b, width: 1, color: UITextField.lineBorderColor.resolvedColor(with: traitCollection).color)
        case .bezel:
            canvas.strokeInside(b, width: 1, color: Color(red: 0.72, green: 0.72, blue: 0.72))
            let dark = Color(red: 0.4, green: 0.4, blue: 0.4)
            canvas.fill(CGRect(x: b.minX, y: b.minY, width: b.width, height: 1), color: dark)
            canvas.fill(CGRect(x: b.minX, y: b.minY, width: 1, height: b.height), color: dark)
        case .roundedRect:
            // White with a light grey edge, or dark grey with a darker edge in the dark
            // appearance (as iOS draws a rounded-rect field in dark mode).
            let shape = RoundedRect(rect: b, cornerRadius: 5)
            let dark = traitCollection.userInterfaceStyle == .dark
            if backgroundColor == nil { canvas.fill(shape, color: dark ? Color(red: 0.11, green: 0.11, blue: 0.118) : .white) }
            canvas.strokeInside(shape, width: 0.5, color: dark ? Color(red: 0.23, green: 0.23, blue: 0.24) : Color(red: 0.78, green: 0.78, blue: 0.80))
        }
    }

    func drawFieldText(in rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext()?.canvas, let layout = shownLayout() else { return }
        canvas.save()
        canvas.clip(to: rect)
        layout.draw(in: canvas, at: textOrigin(of: layout, in: rect))
        canvas.restore()
    }

    func drawFieldPlaceholder(in rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext()?.canvas, let layout = placeholderLayout() else { return }
        canvas.save()
        canvas.clip(to: rect)
        let saved = scrollOffset
        scrollOffset = 0
        layout.draw(in: canvas, at: textOrigin(of: layout, in: rect))
        scrollOffset = saved
        canvas.restore()
    }
}

extension UITextField {
    /// `.line`'s frame: `label` at 80 %, over white the 20 % grey iOS draws, and a light grey
    /// that shows on a dark background.
    static let lineBorderColor = UIColor.label.withAlphaComponent(0.8)
}

/// The clear button: a grey disc with a white ×, as iOS draws it.
@MainActor
final class TextFieldClearButton: UIControl {
    override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext()?.canvas else { return }
        let side = min(bounds.width, bounds.height)
        let disc = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        canvas.fill(RoundedRect(rect: disc, cornerRadius: side / 2), color: Color(red: 0.70, green: 0.70, blue: 0.72))
        canvas.save()
        canvas.translateBy(x: bounds.midX, y: bounds.midY)
        let arm = side * 0.42, thickness: CGFloat = 1.6
        for angle in [CGFloat.pi / 4, -CGFloat.pi / 4] {
            canvas.save()
            canvas.rotate(by: angle)
            canvas.fill(CGRect(x: -arm / 2, y: -thickness / 2, width: arm, height: thickness), color: .white)
            canvas.restore()
        }
        canvas.restore()
    }
}
