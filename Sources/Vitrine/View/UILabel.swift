import Foundation
import VitrineGraphics

/// Shows one line of text. Mirrors UIKit's `UILabel` (text, font, colour, alignment, tail
/// truncation). Multi-line text and shaping arrive with the text-layout issue.
@MainActor
open class UILabel: UIView {
    /// The text shown. Mirrors `UILabel.text`.
    open var text: String? {
        didSet { if oldValue != text { textChanged() } }
    }

    /// The font (system font, 17 points, by default). Mirrors `UILabel.font`.
    open var font: UIFont = .systemFont(ofSize: 17) {
        didSet { if oldValue != font { textChanged() } }
    }

    /// The colour of the text (black by default). Mirrors `UILabel.textColor`.
    open var textColor: UIColor = .label {
        didSet { if oldValue != textColor { invalidateContent() } }
    }

    /// Horizontal placement of the text in the bounds. Mirrors `UILabel.textAlignment`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if oldValue != textAlignment { invalidateContent() } }
    }

    /// The maximum number of lines. Only 1 is drawn for now. Mirrors `UILabel.numberOfLines`.
    open var numberOfLines: Int = 1

    // MARK: Dynamic Type (UILabel+ContentSizeCategory.swift owns this)
    /// Backs `adjustsFontForContentSizeCategory`.
    var contentSizeCategoryAdjusts = false

    private var cachedLine: TextLine?
    private var cachedKey: (String, CGFloat, CGFloat)?

    public override init(frame: CGRect) { super.init(frame: frame) }

    private func textChanged() {
        cachedLine = nil
        invalidateContent()
        setNeedsLayout()
    }

    /// The laid-out line at a device scale, cached until the text or font changes.
    func line(scale: CGFloat) -> TextLine? {
        guard let text, !text.isEmpty, let f = font.font else { return nil }
        if let c = cachedLine, let k = cachedKey, k.0 == text, k.1 == font.pointSize, k.2 == scale { return c }
        let l = f.layoutLine(text, scale: scale)
        cachedLine = l
        cachedKey = (text, font.pointSize, scale)
        return l
    }

    /// Mirrors `UILabel.intrinsicContentSize`: the text's width and the font's line height,
    /// rounded up to whole points.
    open override var intrinsicContentSize: CGSize {
        guard let l = line(scale: window?.screen.scale ?? 1) else { return .zero }
        return CGSize(width: l.width.rounded(.up), height: font.lineHeight.rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override var drawsByDefault: Bool { !(text ?? "").isEmpty }

    override func renderContent(in canvas: Canvas, dirtyRect: CGRect) {
        guard let text, !text.isEmpty else { return }
        let scale = sqrt(abs(canvas.transform.determinant))
        guard let full = line(scale: scale > 0 ? scale : 1) else {
            drawPlaceholderBoxes(count: text.count, in: canvas)
            return
        }
        var l = full
        if l.width > bounds.width + 0.5, let f = font.font {
            l = truncatedLine(text, font: f, scale: full.scale)
        }
        let m = l.metrics
        let baseline = bounds.midY - (m.ascent + m.descent) / 2 + m.ascent
        let x: CGFloat
        switch textAlignment {
        case .center: x = bounds.midX - l.width / 2
        case .right: x = bounds.maxX - l.width
        default: x = bounds.minX
        }
        canvas.draw(l, at: CGPoint(x: x, y: baseline), color: textColor.color)
    }

    /// The longest prefix of `text` that fits with a trailing ellipsis (tail truncation).
    private func truncatedLine(_ text: String, font f: Font, scale: CGFloat) -> TextLine {
        var chars = Array(text)
        while !chars.isEmpty {
            chars.removeLast()
            let candidate = f.layoutLine(String(chars) + "…", scale: scale)
            if candidate.width <= bounds.width + 0.5 { return candidate }
        }
        return f.layoutLine("…", scale: scale)
    }

    /// Without any usable font, one outlined box per character shows that text is there.
    private func drawPlaceholderBoxes(count: Int, in canvas: Canvas) {
        let h = min(bounds.height, font.pointSize)
        let w = h * 0.6
        for i in 0..<count {
            let r = CGRect(x: bounds.minX + CGFloat(i) * (w + 2), y: bounds.midY - h / 2, width: w, height: h)
            if r.maxX > bounds.maxX { break }
            canvas.strokeInside(r, width: 1, color: textColor.color)
        }
    }
}

/// Horizontal text alignment. Mirrors `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
