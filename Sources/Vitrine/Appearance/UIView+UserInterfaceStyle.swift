import Foundation

extension UIView {
    /// Forces light or dark appearance on this view and the views inside it (`.unspecified`:
    /// inherit). Their `traitCollection` carries it; dynamic colours resolve to it and
    /// `traitCollectionDidChange(_:)` is called. Mirrors `UIView.overrideUserInterfaceStyle`.
    /// The same as setting `traitOverrides.userInterfaceStyle` (`nil` for `.unspecified`).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _overrideUserInterfaceStyle }
        set {
            guard newValue != _overrideUserInterfaceStyle else { return }
            traitOverrides.userInterfaceStyle = newValue == .unspecified ? nil : newValue
        }
    }

    /// The appearance the view is drawn in (light when nothing specifies one).
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        let s = traitCollection.userInterfaceStyle
        return s == .unspecified ? .light : s
    }
}

extension UIViewController {
    /// Forces light or dark appearance on this controller, its view and its children
    /// (`.unspecified`: inherit). The same as setting `traitOverrides.userInterfaceStyle`.
    /// Mirrors `UIViewController.overrideUserInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue == .unspecified ? nil : newValue }
    }
}
