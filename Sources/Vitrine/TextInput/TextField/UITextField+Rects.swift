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

    /// Whether the leading edge is the right one.
    private var overlaysAreMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// A frame of `size` at the leading (`leading`) or trailing end of `bounds`, centred
    /// vertically.
    private func overlayRect(_ size: CGSize, leading: Bool, in bounds: CGRect) -> CGRect {
        let atLeft = leading != overlaysAreMirrored
        return CGRect(x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// The left overlay's frame: its size, at the leading edge (UIKit: "the left (or
    /// leading) side … flips automatically in a right-to-left user interface"), centred
    /// vertically. Mirrors `UITextField.leftViewRect(forBounds:)`.
    func defaultLeftViewRect(_ bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        return overlayRect(overlaySize(leftView), leading: true, in: bounds)
    }

    /// The right overlay's frame: its size, at the trailing edge (flipped right to left as
    /// the left one), centred vertically. Mirrors `UITextField.rightViewRect(forBounds:)`.
    func defaultRightViewRect(_ bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        return overlayRect(overlaySize(rightView), leading: false, in: bounds)
    }

    /// The clear button's frame: a 19-point square at the trailing edge (inside a shown
    /// right view), centred vertically. Mirrors `UITextField.clearButtonRect(forBounds:)`.
    func defaultClearButtonRect(_ bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let y = bounds.minY + ((bounds.height - side) / 2).rounded()
        let shownRight = showsRightView(editing: isEditing) ? rightViewRect(forBounds: bounds) : nil
        if overlaysAreMirrored {
            let trailing = shownRight.map { $0.maxX + 5 } ?? bounds.minX + max(borderPadding, 5)
            return CGRect(x: trailing, y: y, width: side, height: side)
        }
        let trailing = shownRight.map { $0.minX - 5 } ?? bounds.maxX - max(borderPadding, 5)
        return CGRect(x: trailing - side, y: y, width: side, height: side)
    }

    /// The text's rectangle when `editing`: the bounds less the border's padding and the
    /// overlays shown in that state (each narrows the text from the side it is on).
    func textArea(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        var minX = bounds.minX + borderPadding, maxX = bounds.maxX - borderPadding
        func exclude(_ r: CGRect, gap: CGFloat) {
            if r.midX < bounds.midX { minX = max(minX, r.maxX + gap) } else { maxX = min(maxX, r.minX - gap) }
        }
        if showsLeftView(editing: editing) { exclude(leftViewRect(forBounds: bounds), gap: borderStyle == .none ? 0 : 2) }
        if showsRightView(editing: editing) { exclude(rightViewRect(forBounds: bounds), gap: 2) }
        if showsClearButton(editing: editing) { exclude(clearButtonRect(forBounds: bounds), gap: 2) }
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
