import Foundation

extension UIWindow {
    /// The window's traits: size classes from its size in points (through the screen's
    /// `sizeClassMapping`), the screen's scale and appearance, the app's layout direction
    /// (`UIApplication.userInterfaceLayoutDirection`) and content size category, the contrast
    /// and legibility weight of `UIAccessibility.settings`, with the window's own
    /// `traitOverrides` on top (what its root view controller inherits).
    var windowTraits: UITraitCollection {
        windowTraits(for: bounds.size)
    }

    func windowTraits(for size: CGSize) -> UITraitCollection {
        let classes = screen.sizeClassMapping.sizeClasses(for: size)
        let settings = UIAccessibility.settings
        let base = UITraitCollection(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                                     displayScale: screen.scale, userInterfaceStyle: screen.userInterfaceStyle,
                                     layoutDirection: UIApplication.layoutDirectionTrait,
                                     preferredContentSizeCategory: FontRegistry.shared.contentSizeCategory,
                                     accessibilityContrast: settings.darkerSystemColors ? .high : .normal,
                                     legibilityWeight: settings.boldText ? .bold : .regular)
        guard let state = _traitState, state.hasOverrides else { return base }
        return base.modifyingTraits(state.overrides)
    }

    /// Pushes the window's current traits to its controllers and views.
    func updateTraits() {
        let new = windowTraits
        guard new != lastWindowTraits else { return }
        let old = lastWindowTraits
        lastWindowTraits = new
        if let root = _rootViewController {
            root.updateTraitsFromEnvironment()
        }
        if let old {
            receiveTraitChange(previous: old, current: new)
            for v in subviews where v._viewController == nil { v.notifyTraitChange(previous: old, owner: nil) }
        }
    }
}
