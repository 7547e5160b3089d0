import Foundation

/// The field's rectangles (UIKit's override points) and its size.
extension UITextField {
    /// The horizontal padding the border style leaves around the text.
    var borderPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// The clear button's size (UIKit's is about 19 points).
    static let clearButtonSide: CGFloat = 19

    private func overlaySize(_ view: UIView) -> CGSize {
        let s = view.intrinsicContentSize
        let w = s.width == UIView.noIntrinsicMetric || s.width <= 0 ? view.bounds.width : s.width
        let h = s.height == UIView.noIntrinsicMetric || s.height <= 0 ? view.bounds.height : s.height
        return CGSize(width: max(0, w), height: max(0, h))
    }

    func showsLeftView(editing: Bool) -> Bool { leftView != nil && leftViewMode.shows(editing: editing) }
    func showsRightView(editing: Bool) -> Bool { rightView != nil && rightViewMode.shows(editing: editing) }
    func showsClearButton(editing: Bool) -> Bool { clearButtonMode.shows(editing: editing) && hasText }

    /// The left overlay's frame: its size, at the leading edge, centred vertically. Mirrors
    /// `UITextField.leftViewRect(forBounds:)`.
    func defaultLeftViewRect(_ bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let s = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - s.height) / 2).rounded(), width: s.width, height: s.height)
    }

    /// The right overlay's frame: its size, at the trailing edge, centred vertically. Mirrors
    /// `UITextField.rightViewRect(forBounds:)`.
    func defaultRightViewRect(_ bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let s = overlaySize(rightView)
        return CGRect(x: bounds.maxX - s.width, y: bounds.minY + ((bounds.height - s.height) / 2).rounded(),
                      width: s.width, height: s.height)
    }

    /// The clear button's frame: a 19-point square at the trailing edge (left of a shown
    /// right view), centred vertically. Mirrors `UITextField.clearButtonRect(forBounds:)`.
    func defaultClearButtonRect(_ bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        var trailing = bounds.maxX - max(borderPadding, 5)
        if showsRightView(editing: isEditing) { trailing = rightViewRect(forBounds: bounds).minX - 5 }
        return CGRect(x: trailing - side, y: bounds.minY + ((bounds.height - side) / 2).rounded(), width: side, height: side)
    }

    /// The text's rectangle when `editing`: the bounds less the border's padding and the
    /// overlays shown in that state.
    func textArea(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        var minX = bounds.minX + borderPadding, maxX = bounds.maxX - borderPadding
        if showsLeftView(editing: editing) { minX = max(minX, leftViewRect(forBounds: bounds).maxX + (borderStyle == .none ? 0 : 2)) }
        if showsRightView(editing: editing) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX - 2) }
        if showsClearButton(editing: editing) { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX - 2) }
        let inset: CGFloat = borderStyle == .none ? 0 : 1
        return CGRect(x: minX, y: bounds.minY + inset, width: max(0, maxX - minX), height: max(0, bounds.height - 2 * inset))
    }

    /// The rectangle the text is in now.
    var currentTextRect: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    /// Mirrors `UITextField.intrinsicContentSize`: the text (or the placeholder) on one line,
    /// the border's padding and the overlays shown; as tall as the font's line plus the
    /// border's padding (34 points for a rounded field in the 17-point system font, as on iOS).
    var fieldIntrinsicSize: CGSize {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let textWidth = max(shownLayout()?.size.width ?? 0, placeholderLayout()?.size.width ?? 0)
        var width = textWidth + 2 * borderPadding
        var height = lineHeight
        if showsLeftView(editing: isEditing), let leftView { let s = overlaySize(leftView); width += s.width; height = max(height, s.height) }
        if showsRightView(editing: isEditing), let rightView { let s = overlaySize(rightView); width += s.width; height = max(height, s.height) }
        if showsClearButton(editing: isEditing) { width += Self.clearButtonSide + 7 }
        let vertical: CGFloat = switch borderStyle {
        case .none: 0
        case .line, .bezel: 4
        case .roundedRect: 14
        }
        return CGSize(width: width.rounded(.up), height: (height + vertical).rounded(.down))
    }

    func layoutOverlays() {
        let editing = isEditing
        if let leftView {
            leftView.isHidden = !showsLeftView(editing: editing)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !showsRightView(editing: editing)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        clearButton.isHidden = !showsClearButton(editing: editing)
        clearButton.frame = clearButtonRect(forBounds: bounds)
        scrollCaretToVisible()
    }
}
