import Foundation
import VitrineGraphics
import VitrineText

/// The text view's laid-out text (wrapped to the width less the insets and padding, marked
/// text underlined), its content size, drawing and the scroll that keeps the caret visible.
extension UITextView {
    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// The width lines wrap at for a view `width` wide.
    func wrapWidth(for width: CGFloat) -> CGFloat {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
    }

    /// The text laid out at the view's width (nil when empty).
    func textLayout() -> TextLayout? { textLayout(width: wrapWidth(for: bounds.width)) }

    func textLayout(width: CGFloat) -> TextLayout? {
        if let c = layoutCache, c.revision == core.revision, c.style == styleRevision, c.width == width { return c.layout }
        var layout: TextLayout?
        if core.length > 0, let converter = TextAttributeConverter(defaultFont: resolvedFont, defaultColor: textColor ?? .label,
                                                                   defaultParagraph: nil, traits: traitCollection) {
            let shown = core.shownText(converter, markedTextStyle: markedTextStyle)
            layout = TextLayout(shown, options: .init(width: width, alignment: textAlignment.engineAlignment))
        }
        layoutCache = (core.revision, styleRevision, width, layout)
        return layout
    }

    /// The layout box's top-left corner in the content view.
    var textOrigin: CGPoint { CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top) }

    /// Sizes the content to the text (at least the view's height for the content view).
    func layoutText() {
        let layout = textLayout()
        let height = ((layout?.size.height ?? resolvedFont.lineHeight) + textContainerInset.top + textContainerInset.bottom).rounded(.up)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(height, bounds.height))
        if contentView.frame != frame { contentView.frame = frame }
    }

    /// The size the text needs at `width` (the view's when 0).
    func fittingSize(width: CGFloat) -> CGSize {
        let w = width > 0 ? width : bounds.width
        let layout = textLayout(width: wrapWidth(for: w))
        let h = (layout?.size.height ?? resolvedFont.lineHeight) + textContainerInset.top + textContainerInset.bottom
        return CGSize(width: w, height: h.rounded(.up))
    }

    /// Draws the text (called by the content view).
    func drawText(in rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext()?.canvas, let layout = textLayout() else { return }
        layout.draw(in: canvas, at: textOrigin)
    }

    /// UITextInput's geometry, in the content view's coordinates.
    var geometry: TextEditingGeometry {
        let o = textOrigin
        let lineHeight = resolvedFont.lineHeight
        let w = TextEditingGeometry.caretWidth
        let width = wrapWidth(for: bounds.width)
        let x: CGFloat = switch textAlignment {
        case .center: o.x + width / 2 - w / 2
        case .right: o.x + width - w
        default: o.x
        }
        return TextEditingGeometry(layout: textLayout(), origin: o, emptyCaret: CGRect(x: x, y: o.y, width: w, height: lineHeight), map: nil)
    }

    /// Scrolls so the caret (the selection's end) is visible.
    func scrollCaretToVisible() {
        guard isEditing, bounds.height > 0 else { return }
        layoutText()
        let caret = geometry.caretRect(core.selectedRange.location + core.selectedRange.length)
        scrollRectToVisible(caret.insetBy(dx: 0, dy: -2), animated: false)
    }
}
