import Foundation

/// The Button Shapes accessibility setting (Settings › Accessibility › Display & Text Size
/// › Button Shapes): a button that draws no background of its own (a plain system button, a
/// plain or borderless configuration, a bar button item) shows its bounds as a light
/// rounded fill in its title colour, as current iOS does. Buttons with a background keep it.
///
/// A classic button carries the fill's view only while it shows the shape (a screen of
/// buttons pays nothing for the setting while it is off); the change of setting reaches it
/// through `UIAccessibility.apply`'s walk (`AccessibilitySettingsAdapting`), and its layout
/// reads the setting in force.
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

    /// The shape's view, made on first use behind the content (hidden until the next layout
    /// sizes and shows it). `buttonShapeViewIfLoaded` does not make it.
    var buttonShapeView: UIView {
        if let v = buttonShapeViewIfLoaded { return v }
        let v = UIView()
        v.isUserInteractionEnabled = false
        v.isHidden = true
        insertSubview(v, at: 0)
        buttonShapeViewIfLoaded = v
        return v
    }

    /// Makes the shape's view when the button shows a shape and drops it when it does not
    /// (before layout, so that the layout that sizes it is not asked for twice).
    func updateButtonShapePresence() {
        if showsClassicButtonShape {
            _ = buttonShapeView
        } else if let v = buttonShapeViewIfLoaded {
            v.removeFromSuperview()
            buttonShapeViewIfLoaded = nil
        }
    }

    /// Sizes and colours the classic button's shape (none when configured: the
    /// configuration's background view draws it).
    func layoutButtonShape() {
        updateButtonShapePresence()
        guard let v = buttonShapeViewIfLoaded else { return }
        v.isHidden = false
        v.frame = bounds
        v.cornerRadius = min(UIButton.buttonShapeCornerRadius, bounds.height / 2)
        v.backgroundColor = UIButton.buttonShapeColor(foreground: currentTitleColor)
    }
}

extension UIButton: AccessibilitySettingsAdapting {
    /// Button Shapes changed: a configured button updates its configuration (its background
    /// draws the shape); a classic one gains or loses the shape's view.
    func accessibilitySettingsDidChange(from old: AccessibilitySettings, to new: AccessibilitySettings) {
        guard old.buttonShapes != new.buttonShapes else { return }
        if configurationStore.configuration != nil {
            setNeedsUpdateConfiguration()
        } else {
            updateButtonShapePresence()
            setNeedsLayout()
        }
    }
}
