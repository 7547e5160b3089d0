import Foundation

/// The appearance overrides a navigation item keeps (copies, as UIKit's `@NSCopying`).
struct NavigationItemAppearances {
    var standard: UINavigationBarAppearance?
    var compact: UINavigationBarAppearance?
    var scrollEdge: UINavigationBarAppearance?
    var compactScrollEdge: UINavigationBarAppearance?
}

/// Per-item appearances: while the item is on top they override the bar's own (a `nil`
/// one leaves the bar's).
extension UINavigationItem {
    /// Overrides the bar's `standardAppearance` while this item is on top. Mirrors
    /// `UINavigationItem.standardAppearance`.
    public var standardAppearance: UINavigationBarAppearance? {
        get { appearances.standard }
        set { appearances.standard = adopt(newValue) }
    }

    /// Overrides the bar's `compactAppearance` while this item is on top. Mirrors
    /// `UINavigationItem.compactAppearance`.
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = adopt(newValue) }
    }

    /// Overrides the bar's `scrollEdgeAppearance` while this item is on top. Mirrors
    /// `UINavigationItem.scrollEdgeAppearance`.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = adopt(newValue) }
    }

    /// Overrides the bar's `compactScrollEdgeAppearance` while this item is on top. Mirrors
    /// `UINavigationItem.compactScrollEdgeAppearance`.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = adopt(newValue) }
    }

    /// A copy of `appearance` whose changes reach the bar (storing it tells the bar).
    private func adopt(_ appearance: UINavigationBarAppearance?) -> UINavigationBarAppearance? {
        guard let copy = appearance?.duplicated() else { return nil }
        copy.didChange = { [weak self] in self?.changed() }
        return copy
    }
}
