import Foundation

// The bars' marked properties. A bar appearance read from a proxy that has none yet is
// recorded there, so `UINavigationBar.appearance().standardAppearance.backgroundColor = …`
// styles every bar as in UIKit; each bar takes its own copy when the proxy is applied.

extension UIAppearanceProxy {
    /// The recorded appearance for `property`, recording a default one first if none was.
    func recordedAppearance<A: UIBarAppearance>(_ property: AppearanceProperty, _ keyPath: ReferenceWritableKeyPath<Target, A>) -> A {
        if let a: A = recorded(property) { return a }
        let a = A()
        record(property, keyPath, a)
        return a
    }
}

extension UIAppearanceProxy where Target: UINavigationBar {
    /// Mirrors `UINavigationBar.appearance().barTintColor`.
    public var barTintColor: UIColor? {
        get { recorded(.barTintColor) ?? nil }
        set { record(.barTintColor, \.barTintColor, newValue) }
    }
    /// Mirrors `UINavigationBar.appearance().isTranslucent`.
    public var isTranslucent: Bool {
        get { recorded(.isTranslucent) ?? true }
        set { record(.isTranslucent, \.isTranslucent, newValue) }
    }
    /// Mirrors `UINavigationBar.appearance().prefersLargeTitles`.
    public var prefersLargeTitles: Bool {
        get { recorded(.prefersLargeTitles) ?? false }
        set { record(.prefersLargeTitles, \.prefersLargeTitles, newValue) }
    }
    /// Mirrors `UINavigationBar.appearance().titleTextAttributes`.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { recorded(.titleTextAttributes) ?? nil }
        set { record(.titleTextAttributes, \.titleTextAttributes, newValue) }
    }
    /// Mirrors `UINavigationBar.appearance().largeTitleTextAttributes`.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { recorded(.largeTitleTextAttributes) ?? nil }
        set { record(.largeTitleTextAttributes, \.largeTitleTextAttributes, newValue) }
    }
    /// Mirrors `UINavigationBar.appearance().standardAppearance`.
    public var standardAppearance: UINavigationBarAppearance {
        get { recordedAppearance(.standardAppearance, \.standardAppearance) }
        set { record(.standardAppearance, \.standardAppearance, newValue) }
    }
    /// Mirrors `UINavigationBar.appearance().compactAppearance`.
    public var compactAppearance: UINavigationBarAppearance? {
        get { recorded(.compactAppearance) ?? nil }
        set { record(.compactAppearance, \.compactAppearance, newValue) }
    }
    /// Mirrors `UINavigationBar.appearance().scrollEdgeAppearance`.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { recorded(.scrollEdgeAppearance) ?? nil }
        set { record(.scrollEdgeAppearance, \.scrollEdgeAppearance, newValue) }
    }
    /// Mirrors `UINavigationBar.appearance().compactScrollEdgeAppearance`.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { recorded(.compactScrollEdgeAppearance) ?? nil }
        set { record(.compactScrollEdgeAppearance, \.compactScrollEdgeAppearance, newValue) }
    }
}

extension UIAppearanceProxy where Target: UITabBar {
    /// Mirrors `UITabBar.appearance().barTintColor`.
    public var barTintColor: UIColor? {
        get { recorded(.barTintColor) ?? nil }
        set { record(.barTintColor, \.barTintColor, newValue) }
    }
    /// Mirrors `UITabBar.appearance().unselectedItemTintColor` (`nil`: the system grey).
    public var unselectedItemTintColor: UIColor? {
        get { recorded(.unselectedItemTintColor) ?? nil }
        set { record(.unselectedItemTintColor, newValue) { $0.unselectedItemTintColor = $1 ?? .systemGray } }
    }
    /// Mirrors `UITabBar.appearance().standardAppearance`.
    public var standardAppearance: UITabBarAppearance {
        get { recordedAppearance(.standardAppearance, \.standardAppearance) }
        set { record(.standardAppearance, \.standardAppearance, newValue) }
    }
    /// Mirrors `UITabBar.appearance().scrollEdgeAppearance`.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { recorded(.scrollEdgeAppearance) ?? nil }
        set { record(.scrollEdgeAppearance, \.scrollEdgeAppearance, newValue) }
    }
}

extension UIAppearanceProxy where Target: UIToolbar {
    /// Mirrors `UIToolbar.appearance().barTintColor`.
    public var barTintColor: UIColor? {
        get { recorded(.barTintColor) ?? nil }
        set { record(.barTintColor, \.barTintColor, newValue) }
    }
    /// Mirrors `UIToolbar.appearance().standardAppearance`.
    public var standardAppearance: UIToolbarAppearance {
        get { recordedAppearance(.standardAppearance, \.standardAppearance) }
        set { record(.standardAppearance, \.standardAppearance, newValue) }
    }
    /// Mirrors `UIToolbar.appearance().compactAppearance`.
    public var compactAppearance: UIToolbarAppearance? {
        get { recorded(.compactAppearance) ?? nil }
        set { record(.compactAppearance, \.compactAppearance, newValue) }
    }
    /// Mirrors `UIToolbar.appearance().scrollEdgeAppearance`.
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { recorded(.scrollEdgeAppearance) ?? nil }
        set { record(.scrollEdgeAppearance, \.scrollEdgeAppearance, newValue) }
    }
    /// Mirrors `UIToolbar.appearance().compactScrollEdgeAppearance`.
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { recorded(.compactScrollEdgeAppearance) ?? nil }
        set { record(.compactScrollEdgeAppearance, \.compactScrollEdgeAppearance, newValue) }
    }
}

extension UIAppearanceProxy where Target: UIBarItem {
    /// Records `UIBarItem.setTitleTextAttributes(_:for:)` for `state`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        record(.titleTextAttributes(for: state), attributes) { $0.setTitleTextAttributes($1, for: state) }
    }

    /// The attributes recorded for `state`.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recorded(.titleTextAttributes(for: state)) ?? nil
    }
}

extension UIAppearanceProxy where Target: UIBarButtonItem {
    /// Mirrors `UIBarButtonItem.appearance().tintColor`.
    public var tintColor: UIColor? {
        get { recorded(.tintColor) ?? nil }
        set { record(.tintColor, \.tintColor, newValue) }
    }
}
