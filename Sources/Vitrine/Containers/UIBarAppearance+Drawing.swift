import Foundation

/// How the three bars draw an appearance's background and buttons, shared so they agree.
extension UIView {
    /// Paints `appearance`'s background on this bar: its fill as the background colour (opaque
    /// with Reduce Transparency or `translucent` off), its image in `imageView`, its shadow
    /// colour or image in `hairline` (hidden without either).
    func paintBarBackground(_ appearance: UIBarAppearance, translucent: Bool, imageView: UIImageView, hairline: UIImageView) {
        let opaque = !translucent || UIAccessibility.isReduceTransparencyEnabled
        backgroundColor = appearance.backgroundFill(opaque: opaque, traits: traitCollection)
        imageView.image = appearance.backgroundImage
        imageView.contentMode = appearance.backgroundImageContentMode
        imageView.isHidden = appearance.backgroundImage == nil
        if let image = appearance.shadowImage {
            hairline.image = image
            hairline.backgroundColor = .clear
            hairline.tintColor = appearance.shadowColor
            hairline.isHidden = false
        } else {
            hairline.image = nil
            hairline.backgroundColor = appearance.hairlineColor
            hairline.isHidden = appearance.hairlineColor == nil
        }
    }

    /// The shadow image's height, when the appearance draws one in place of the hairline.
    func barShadowImageHeight(_ appearance: UIBarAppearance) -> CGFloat? { appearance.shadowImage?.size.height }
}

extension UIBarButtonItem {
    /// The view for this item as a bar shows it, styled by `appearance` (below).
    func makeView(tint: UIColor, appearance: UIBarButtonItemAppearance) -> UIView {
        let tint = tintColor ?? tint
        let v = makeView(tint: tint)
        applyBarAppearance(v, tint: tint, appearance: appearance)
        return v
    }

    /// Colours the title of this item's view `v` and sets its font from the item's own title
    /// attributes for the state, else `appearance`'s (the item's `tintColor` or the bar's,
    /// or grey disabled, where neither names one). A custom view is left as it is.
    func applyBarAppearance(_ v: UIView, tint: UIColor, appearance: UIBarButtonItemAppearance) {
        guard v !== customView, let button = v as? UIButton else { return }
        let tint = tintColor ?? tint
        let state = isEnabled ? appearance.normal : appearance.disabled
        let own = titleTextAttributes(for: isEnabled ? .normal : .disabled) ?? [:]
        let color = own.foregroundColor ?? state.titleTextAttributes.foregroundColor ?? (isEnabled ? tint : .systemGray)
        button.setTitleColor(color, for: .normal)
        if image != nil { button.tintColor = color }
        let ownPressed = titleTextAttributes(for: .highlighted)?.foregroundColor
        if let pressed = ownPressed ?? appearance.highlighted.titleTextAttributes.foregroundColor { button.setTitleColor(pressed, for: .highlighted) }
        button.titleLabel?.font = own.font ?? state.titleTextAttributes.font ?? (style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17))
    }
}
