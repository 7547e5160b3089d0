import Foundation

/// The panel behind a popover's content: a rounded rectangle with the arrow, filled with the
/// popover's background colour, with a soft shadow along the same outline (the layer's
/// `shadowPath`). UIKit's counterpart is the private `_UIPopoverStandardChromeView`.
@MainActor
final class PopoverBackgroundView: UIView {
    /// The outline, in this view's coordinates.
    var outline: CGPath? {
        didSet {
            layer.shadowPath = outline
            setNeedsDisplay()
        }
    }
    var fillColor: UIColor = .systemBackground {
        didSet { setNeedsDisplay() }
    }

    /// iOS's popover shadow: black at 20 %, blurred (a Gaussian of 12 points), not offset.
    static let shadowOpacity: Float = 0.2
    static let shadowRadius: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = Self.shadowOpacity
        layer.shadowRadius = Self.shadowRadius
        layer.shadowOffset = .zero
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        guard let outline, let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.addPath(outline)
        ctx.setFillColor(fillColor.resolvedColor(with: traitCollection).cgColor)
        ctx.fillPath()
    }
}
