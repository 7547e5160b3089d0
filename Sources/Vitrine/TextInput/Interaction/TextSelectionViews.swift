import Foundation

/// The insertion point: a bar in the tint colour, the text input view's unless the
/// interaction sets one (`UITextInteraction` sizes it 2 points wide at the input's
/// `caretRect(for:)` and hides/shows it to blink).
@MainActor
final class TextCaretView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = tintColor
    }

    required init?(coder: NSCoder) { return nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor
    }
}

/// The selection's highlight: the input's selection rectangles filled with the tint colour at
/// low alpha (UIKit's selection tint is the tint colour at about 20 % opacity).
@MainActor
final class TextSelectionHighlightView: UIView {
    /// The highlight's opacity over the tint.
    static let tintAlpha: CGFloat = 0.2
    /// The rectangles, in the superview's (the text input view's) coordinates.
    private(set) var rects: [CGRect] = []
    /// The fill: the tint at `tintAlpha`.
    var color: UIColor { tintColor.withAlphaComponent(Self.tintAlpha) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }

    func show(_ newRects: [CGRect]) {
        let rs = newRects.filter { !$0.isEmpty && $0.minX.isFinite && $0.minY.isFinite }
        guard rs != rects else { return }
        rects = rs
        frame = rs.reduce(CGRect.null) { $0.union($1) }.standardized
        setNeedsDisplay()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.setFillColor(color.cgColor)
        for r in rects { c.fill(r.offsetBy(dx: -frame.minX, dy: -frame.minY)) }
    }
}

/// A selection handle, as iOS draws it: a 2-point bar along the selection's edge with a round
/// knob, above the start of the selection for the start handle and below its end for the end
/// handle (the "lollipops" the finger drags).
@MainActor
final class TextSelectionHandleView: UIView {
    /// The knob's diameter (points).
    static let knobDiameter: CGFloat = 10
    /// The bar's width (points), the caret's width.
    static let barWidth: CGFloat = 2

    let isStart: Bool

    init(isStart: Bool) {
        self.isStart = isStart
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }

    /// Places the handle along the edge `edgeX` of a line from `top` to `bottom` (the text
    /// input view's coordinates).
    func place(edgeX: CGFloat, top: CGFloat, bottom: CGFloat) {
        let d = Self.knobDiameter
        frame = CGRect(x: edgeX - d / 2, y: isStart ? top - d : top, width: d, height: bottom - top + d)
    }

    /// The knob's centre in the superview's coordinates (where a finger grabs it).
    var knobCenter: CGPoint {
        let d = Self.knobDiameter
        return CGPoint(x: frame.midX, y: isStart ? frame.minY + d / 2 : frame.maxY - d / 2)
    }

    /// The point on the text the handle stands for (the middle of its line, at its edge).
    var anchor: CGPoint {
        let d = Self.knobDiameter
        return CGPoint(x: frame.midX, y: isStart ? (frame.minY + d + frame.maxY) / 2 : (frame.minY + frame.maxY - d) / 2)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        let d = Self.knobDiameter, w = Self.barWidth, b = bounds
        c.setFillColor(tintColor.cgColor)
        c.fill(CGRect(x: (b.width - w) / 2, y: isStart ? d / 2 : 0, width: w, height: b.height - d / 2))
        c.fillEllipse(in: CGRect(x: 0, y: isStart ? 0 : b.height - d, width: d, height: d))
    }
}
