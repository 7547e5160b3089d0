import Foundation

/// The Button Shapes accessibility setting (Settings › Accessibility › Display & Text Size
/// › Button Shapes): a button that draws no background of its own (a plain system button, a
/// plain or borderless configuration, a bar button item) shows its bounds as a light
/// rounded fill in its title colour, as current iOS does. Buttons with a background keep it.
extension UIButton {
    /// The shape's opacity relative to the title colour.
    static let buttonShapeAlpha: CGFloat = 0.15
    /// The shape's corner radius (at most half the height).
    static let buttonShapeCornerRadius: CGFloat = 8

    /// The shape's fill for a button whose title is drawn in `foreground`.
    static func buttonShapeColor(foreground: UIColor) -> UIColor {
        Configuration.scaledAlpha(foreground, buttonShapeAlpha)
    }

    /// Whether Button Shapes is on and this classic (unconfigured) button draws no
    /// background: a system button, or a bar's item button, with no `backgroundColor`.
    var showsClassicButtonShape: Bool {
        UIAccessibility.buttonShapesEnabled
            && configurationStore.configuration == nil
            && (buttonType == .system || isBarItemButton)
            && (backgroundColor?.color.alpha ?? 0) == 0
    }

    /// Whether Button Shapes gives configuration `c` a background: one that draws none.
    static func configurationShowsButtonShape(_ c: Configuration) -> Bool {
        UIAccessibility.buttonShapesEnabled && !c.hasBackground
            && c.baseBackgroundColor == nil && c.background.backgroundColor == nil && c.background.customView == nil
    }

    /// Adds the shape's view behind the content and follows the setting.
    func setUpButtonShape() {
        buttonShapeView.isUserInteractionEnabled = false
        insertSubview(buttonShapeView, at: 0)
        buttonShapesObservation = AccessibilitySettingObservation(UIAccessibility.buttonShapesEnabledStatusDidChangeNotification) { [weak self] in
            guard let self else { return }
            if configurationStore.configuration != nil { setNeedsUpdateConfiguration() } else { classicContentDidChange() }
        }
    }

    /// Shows, sizes and colours the classic button's shape (hidden when configured: the
    /// configuration's background view draws it).
    func layoutButtonShape() {
        let shows = showsClassicButtonShape
        buttonShapeView.isHidden = !shows
        guard shows else { return }
        buttonShapeView.frame = bounds
        buttonShapeView.cornerRadius = min(UIButton.buttonShapeCornerRadius, bounds.height / 2)
        buttonShapeView.backgroundColor = UIButton.buttonShapeColor(foreground: currentTitleColor)
    }
}
