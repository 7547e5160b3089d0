import Foundation

extension UIView {
    /// What the view shows, for deciding whether it flips in a right-to-left layout
    /// (`unspecified` by default). Setting it lays the view out again when its
    /// `effectiveUserInterfaceLayoutDirection` changes. Mirrors
    /// `UIView.semanticContentAttribute`.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutAttributes.semanticContentAttribute }
        set {
            guard newValue != layoutAttributes.semanticContentAttribute else { return }
            let old = effectiveUserInterfaceLayoutDirection
            layoutAttributes.semanticContentAttribute = newValue
            if effectiveUserInterfaceLayoutDirection != old { effectiveLayoutDirectionDidChange() }
        }
    }

    /// The direction to arrange this view's own content in: its `semanticContentAttribute`
    /// applied to the layout direction of its trait collection (the app's direction when the
    /// traits do not say). Like UIKit's, it says nothing about the view's subviews. Mirrors
    /// `UIView.effectiveUserInterfaceLayoutDirection`.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        effectiveLayoutDirection(traitDirection: traitCollection.layoutDirection)
    }

    /// The direction for `attribute` in the app's layout direction. Mirrors
    /// `UIView.userInterfaceLayoutDirection(for:)`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.layoutDirectionStorage)
    }

    /// The direction for `attribute` relative to `layoutDirection`: `unspecified` follows
    /// it, `playback`, `spatial` and `forceLeftToRight` are left to right, and
    /// `forceRightToLeft` right to left. Mirrors
    /// `UIView.userInterfaceLayoutDirection(for:relativeTo:)`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    // MARK: Internals

    /// The effective direction if the traits had `traitDirection`.
    func effectiveLayoutDirection(traitDirection: UITraitEnvironmentLayoutDirection) -> UIUserInterfaceLayoutDirection {
        let environment: UIUserInterfaceLayoutDirection
        switch traitDirection {
        case .leftToRight: environment = .leftToRight
        case .rightToLeft: environment = .rightToLeft
        case .unspecified: environment = UIApplication.layoutDirectionStorage
        }
        return UIView.userInterfaceLayoutDirection(for: layoutAttributes.semanticContentAttribute, relativeTo: environment)
    }

    /// The effective layout direction of this view changed (its semantic content attribute or
    /// its traits' direction): leading and trailing now mean other sides.
    ///
    /// Layout engine hook: the body only asks for layout; the Auto Layout engine adds its
    /// work here (re-resolving leading/trailing constraints of this view). Called once per
    /// change, only for views whose effective direction changed.
    func layoutDirectionDidChange() {
        setNeedsLayout()
        LayoutEngine.layoutDirectionDidChange(self)
    }

    /// Runs what a change of effective direction implies: the engine hook, the margins
    /// (directional ones and a root view's system minimum swap sides) and the margin guides.
    func effectiveLayoutDirectionDidChange() {
        layoutDirectionDidChange()
        contentLayoutDirectionDidChange()
        setNeedsLayoutMarginsUpdate()
        layoutMarginGuidesNeedUpdate()
    }

    /// Traits reached this view (from `notifyTraitChange`): follows a change of direction, of
    /// the content size category (the readable width) and, for a view controller's root view,
    /// of the horizontal size class (the system minimum margins).
    func layoutTraitsDidChange(previous: UITraitCollection, current: UITraitCollection) {
        if previous.layoutDirection != current.layoutDirection,
           effectiveLayoutDirection(traitDirection: previous.layoutDirection) != effectiveLayoutDirection(traitDirection: current.layoutDirection) {
            effectiveLayoutDirectionDidChange()
        }
        if previous.preferredContentSizeCategory != current.preferredContentSizeCategory { layoutMarginGuidesNeedUpdate() }
        if _viewController != nil, previous.horizontalSizeClass != current.horizontalSizeClass { setNeedsLayoutMarginsUpdate() }
    }
}

extension CGRect {
    /// The rectangle reflected across the middle of a `width` wide space (leading-edge layout
    /// worked out left to right, placed right to left).
    func mirrored(inWidth width: CGFloat) -> CGRect {
        CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
