import Foundation

/// The properties UIKit marks `UI_APPEARANCE_SELECTOR` on the classes Vitrine has (plus
/// `UILabel`'s colour and font, which UIKit's proxies honour too).
extension AppearanceProperty {
    static let backgroundColor = AppearanceProperty("backgroundColor")
    static let tintColor = AppearanceProperty("tintColor")
    static let textColor = AppearanceProperty("textColor")
    static let font = AppearanceProperty("font")
    static let onTintColor = AppearanceProperty("onTintColor")
    static let thumbTintColor = AppearanceProperty("thumbTintColor")
    static let selectedSegmentTintColor = AppearanceProperty("selectedSegmentTintColor")
    static let barTintColor = AppearanceProperty("barTintColor")
    static let unselectedItemTintColor = AppearanceProperty("unselectedItemTintColor")
    static let isTranslucent = AppearanceProperty("isTranslucent")
    static let prefersLargeTitles = AppearanceProperty("prefersLargeTitles")
    static let titleTextAttributes = AppearanceProperty("titleTextAttributes")
    static let largeTitleTextAttributes = AppearanceProperty("largeTitleTextAttributes")
    static let standardAppearance = AppearanceProperty("standardAppearance")
    static let compactAppearance = AppearanceProperty("compactAppearance")
    static let scrollEdgeAppearance = AppearanceProperty("scrollEdgeAppearance")
    static let compactScrollEdgeAppearance = AppearanceProperty("compactScrollEdgeAppearance")

    /// A button's title colour for one state (`setTitleColor(_:for:)`).
    static func titleColor(for state: UIControl.State) -> AppearanceProperty {
        AppearanceProperty("titleColor", state: state.rawValue)
    }

    /// A control's title attributes for one state (`setTitleTextAttributes(_:for:)`).
    static func titleTextAttributes(for state: UIControl.State) -> AppearanceProperty {
        AppearanceProperty("titleTextAttributes", state: state.rawValue)
    }
}
