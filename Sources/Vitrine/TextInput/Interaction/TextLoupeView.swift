import Foundation
import VitrineGraphics

/// The magnifier shown while a long press moves the caret: a round lens above the finger
/// showing the text around the finger enlarged (UIKit's text loupe; iOS 15 made it a small
/// capsule, older iOS a circle: Vitrine draws the circle). It lives in the window, above the
/// app's views, and never takes touches.
@MainActor
final class TextLoupeView: UIView {
    /// The lens's diameter (points).
    static let diameter: CGFloat = 80
    /// How much the text is enlarged.
    static let magnification: CGFloat = 1.5
    /// How far above the finger the lens's centre stands (points).
    static let lift: CGFloat = 64

    private let content = TextLoupeContentView(frame: CGRect(x: 0, y: 0, width: diameter, height: diameter))

    override init(frame: CGRect) {
        super.init(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
        isUserInteractionEnabled = false
        backgroundColor = .systemBackground
        cornerRadius = Self.diameter / 2
        clipsToBounds = true
        borderWidth = 1
        borderColor = UIColor(white: 0.6, alpha: 1)
        content.isUserInteractionEnabled = false
        addSubview(content)
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `source` around `focus` (its coordinates), the lens above `finger` (window
    /// coordinates), kept inside the window.
    func show(_ source: UIView, focus: CGPoint, finger: CGPoint) {
        guard let window = superview else { return }
        let d = Self.diameter, b = window.bounds
        let x = min(max(finger.x - d / 2, b.minX), b.maxX - d)
        let y = min(max(finger.y - Self.lift - d / 2, b.minY), b.maxY - d)
        frame = CGRect(x: x.rounded(), y: y.rounded(), width: d, height: d)
        content.source = source
        content.focus = focus
        content.setNeedsDisplay()
    }

    /// The source changed: the lens draws it again (its content is a recording of the source).
    func refresh() { content.setNeedsDisplay() }
}

/// The lens's content: the source view's tree drawn from scratch, enlarged around the focus.
@MainActor
final class TextLoupeContentView: UIView {
    weak var source: UIView?
    var focus: CGPoint = .zero

    override func draw(_ rect: CGRect) {
        guard let c = UIGraphicsGetCurrentContext(), let source else { return }
        let m = TextLoupeView.magnification
        c.saveGState()
        c.translateBy(x: bounds.midX, y: bounds.midY)
        c.scaleBy(x: m, y: m)
        c.translateBy(x: -focus.x, y: -focus.y)
        // Everything of the source is drawn (the `.full` reference mode keeps nothing).
        let everything = Region(PixelRect(covering: source.bounds.applying(c.ctm)))
        RenderPass.render(source, in: c.canvas, damage: everything, useRememberedBoxes: false)
        c.restoreGState()
    }
}
