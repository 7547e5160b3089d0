import Foundation
import VitrineGraphics
import VitrineText

/// The laid-out text the field shows (the text, its secure dots, the marked text underlined),
/// where it sits in the field, and the sideways scroll that keeps the caret visible.
extension UITextField {
    /// The dot secure entry shows for each character (U+2022 BULLET).
    static let secureDot = "\u{2022}"

    /// The field's text as shown, laid out on one line (nil when empty).
    func shownLayout() -> TextLayout? { shownText().layout }

    func shownText() -> (layout: TextLayout?, map: TextEditingGeometry.DisplayMap?) {
        if let c = layoutCache, c.revision == core.revision, c.style == styleRevision { return (c.layout, c.map) }
        var layout: TextLayout?
        var map: TextEditingGeometry.DisplayMap?
        if core.length > 0, let converter = TextAttributeConverter(defaultFont: font ?? .systemFont(ofSize: 17), defaultColor: textColor ?? .label,
                                                                   defaultParagraph: nil, traits: traitCollection) {
            let shown: AttributedText
            if isSecureTextEntry {
                let m = TextEditingGeometry.DisplayMap(onePerCharacterOf: core.string)
                map = m
                shown = converter.text(secureDisplayString(dots: m.toText.count - 1, map: m), attributes: defaultTextAttributes)
            } else {
                shown = core.shownText(converter, markedTextStyle: markedTextStyle)
            }
            layout = TextLayout(shown, options: .init())
        }
        layoutCache = (core.revision, styleRevision, layout, map)
        return (layout, map)
    }

    /// The placeholder laid out on one line (nil without one).
    func placeholderLayout() -> TextLayout? {
        guard let p = attributedPlaceholder, p.length > 0 else { return nil }
        let text = p.attributedText(defaultFont: font ?? .systemFont(ofSize: 17), defaultColor: .placeholderText,
                                    defaultParagraph: nil, traits: traitCollection)
        return text.map { TextLayout($0, options: .init()) }
    }

    /// The text's alignment, natural (and justified, one line) resolved as TextKit resolves a
    /// natural paragraph: by the direction of the text's first strong character (Arabic typed
    /// in a left-to-right app sits at the right, a Latin name in a right-to-left app at the
    /// left); an empty field, or one of digits and punctuation only, takes the field's layout
    /// direction (its placeholder and caret on the leading side), as does a secure field.
    private func resolvedAlignment() -> NSTextAlignment {
        let alignment = textAlignment == .justified ? .natural : textAlignment
        guard alignment == .natural else { return alignment.resolved(for: effectiveUserInterfaceLayoutDirection) }
        // A secure field shows bullets, which have no direction of their own.
        switch WritingDirection.firstStrong(in: isSecureTextEntry ? "" : text ?? "") {
        case .rightToLeft: return .right
        case .leftToRight: return .left
        default: return alignment.resolved(for: effectiveUserInterfaceLayoutDirection)
        }
    }

    /// The width the text takes with its hanging spaces and the caret at its end.
    private func contentWidth(_ layout: TextLayout) -> CGFloat {
        let end = layout.caretRect(forOffset: Int.max, width: 0)?.maxX ?? 0
        return max(layout.size.width, end) + TextEditingGeometry.caretWidth
    }

    /// Where a layout's box goes in `rect`: aligned, centred vertically; scrolled while
    /// editing a line longer than the rectangle.
    func textOrigin(of layout: TextLayout?, in rect: CGRect) -> CGPoint {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let h = layout?.size.height ?? lineHeight
        let y = rect.minY + (rect.height - h) / 2
        let w = layout?.size.width ?? 0
        if isEditing, let layout, contentWidth(layout) > rect.width {
            return CGPoint(x: rect.minX - scrollOffset, y: y)
        }
        switch resolvedAlignment() {
        case .center: return CGPoint(x: rect.minX + (rect.width - w) / 2, y: y)
        case .right: return CGPoint(x: rect.maxX - w, y: y)
        default: return CGPoint(x: rect.minX, y: y)
        }
    }

    /// UITextInput's geometry, in the field's coordinates.
    var geometry: TextEditingGeometry {
        let (layout, map) = shownText()
        let rect = currentTextRect
        let origin = textOrigin(of: layout, in: rect)
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let w = TextEditingGeometry.caretWidth
        let x: CGFloat = switch resolvedAlignment() {
        case .center: rect.midX - w / 2
        case .right: rect.maxX - w
        default: rect.minX
        }
        let empty = CGRect(x: x, y: rect.minY + (rect.height - lineHeight) / 2, width: w, height: lineHeight)
        return TextEditingGeometry(layout: layout, origin: origin, emptyCaret: empty, map: map)
    }

    /// Scrolls a line longer than the editing rectangle so the caret (the selection's end)
    /// stays inside it; no scroll when the text fits or the field is not editing.
    func scrollCaretToVisible() {
        let old = scrollOffset
        defer { if scrollOffset != old { setNeedsDisplay() } }
        guard isEditing, let layout = shownLayout() else { scrollOffset = 0; return }
        let rect = editingRect(forBounds: bounds)
        let content = contentWidth(layout)
        guard content > rect.width, rect.width > 0 else { scrollOffset = 0; return }
        let g = TextEditingGeometry(layout: layout, origin: .zero, emptyCaret: .zero, map: shownText().map)
        let end = core.selectedRange.location + core.selectedRange.length
        let caret = g.caretRect(end)
        var s = scrollOffset
        if caret.maxX - s > rect.width { s = caret.maxX - rect.width }
        if caret.minX - s < 0 { s = caret.minX }
        scrollOffset = max(0, min(s, content - rect.width))
    }
}
