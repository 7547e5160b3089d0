import Foundation

/// A view's layout attributes that do not need the constraint solver: layout margins and how
/// they combine, the semantic content attribute, springs and struts. One stored value in
/// `UIView` (`layoutAttributes`); the API is in UIView+LayoutMargins.swift,
/// UIView+LayoutDirection.swift and UIView+Autoresizing.swift.
struct ViewLayoutAttributes {
    /// The margins as last set: absolute (`left`, `right`), or, when `marginsAreDirectional`,
    /// `left` holding the leading inset and `right` the trailing one.
    var margins = ViewLayoutAttributes.defaultMargins
    var marginsAreDirectional = false
    /// Whether the app set the margins (a view controller's root view without them takes the
    /// system minimum).
    var marginsAreSet = false
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true

    /// The insets from the bounds of the layout margins guide, as last computed
    /// (`effectiveLayoutMargins`), and whether an input changed since.
    var effectiveMargins = ViewLayoutAttributes.defaultMargins
    var marginsNeedUpdate = false
    /// The bounds at the last computation (their change moves the guides and the subviews'
    /// share of these margins).
    var marginsBounds = CGRect.zero

    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true

    /// UIKit's default margins: 8 points on each side.
    static let defaultMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}
