import Foundation

/// A bar item's per-state title attributes, and its appearance proxies: an item is not a
/// view, so it takes its proxies when a bar in a window makes its view (UIKit's items take
/// them from the bar they are in), matched against the bar and the bar's containers.
extension UIBarItem: UIAppearance {
    /// Sets the title's attributes for `state` (`.font` and `.foregroundColor` are used; a
    /// bar button item's own attributes win over its bar appearance's button states). Mirrors
    /// `UIBarItem.setTitleTextAttributes(_:for:)`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        noteAppearanceSet(.titleTextAttributes(for: state))
        titleAttributesByState[state.rawValue] = attributes
    }

    /// The attributes set for `state`. Mirrors `UIBarItem.titleTextAttributes(for:)`.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// Applies the proxies matching this item in `bar` (the bar counts as its innermost
    /// container), leaving what the app set on the item.
    func applyAppearanceProxies(in bar: UIView) {
        AppearanceRegistry.apply(to: self, ancestors: { [bar] + bar.appearanceContainers }, skipping: _appearanceOverrides)
    }

    /// Notes that `property` was set on this item: by the app it wins over the proxies.
    func noteAppearanceSet(_ property: AppearanceProperty) {
        if AppearanceRegistry.isAppSetting(self) { _appearanceOverrides.insert(property) }
    }
}
