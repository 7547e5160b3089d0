import Foundation

// The properties each class's proxy offers: the ones UIKit marks `UI_APPEARANCE_SELECTOR`.
// Setting one records it; reading one gives what was recorded (else `nil`, or the
// property's default when it is not optional).

extension UIAppearanceProxy where Target: UIView {
    /// Mirrors `UIView.appearance().backgroundColor`.
    public var backgroundColor: UIColor? {
        get { recorded(.backgroundColor) ?? nil }
        set { record(.backgroundColor, \.backgroundColor, newValue) }
    }

    /// Mirrors the proxies' `tintColor` (UIKit marks it on the bars and honours it on views).
    public var tintColor: UIColor! {
        get { recorded(.tintColor) ?? nil }
        set { record(.tintColor, \.tintColor, newValue) }
    }
}

extension UIAppearanceProxy where Target: UILabel {
    /// Mirrors `UILabel.appearance().textColor`.
    public var textColor: UIColor! {
        get { recorded(.textColor) ?? nil }
        set { record(.textColor, \.textColor, newValue) }
    }

    /// Mirrors `UILabel.appearance().font`.
    public var font: UIFont! {
        get { recorded(.font) ?? nil }
        set { record(.font, \.font, newValue) }
    }
}

extension UIAppearanceProxy where Target: UIButton {
    /// Records `UIButton.setTitleColor(_:for:)` for `state`. Mirrors the marked selector.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        record(.titleColor(for: state), color) { $0.setTitleColor($1, for: state) }
    }

    /// The colour recorded for `state`. Mirrors `UIButton.titleColor(for:)` on the proxy.
    public func titleColor(for state: UIControl.State) -> UIColor? { recorded(.titleColor(for: state)) ?? nil }
}

extension UIAppearanceProxy where Target: UISwitch {
    /// Mirrors `UISwitch.appearance().onTintColor`.
    public var onTintColor: UIColor? {
        get { recorded(.onTintColor) ?? nil }
        set { record(.onTintColor, \.onTintColor, newValue) }
    }

    /// Mirrors `UISwitch.appearance().thumbTintColor`.
    public var thumbTintColor: UIColor? {
        get { recorded(.thumbTintColor) ?? nil }
        set { record(.thumbTintColor, \.thumbTintColor, newValue) }
    }
}

extension UIAppearanceProxy where Target: UISegmentedControl {
    /// Mirrors `UISegmentedControl.appearance().selectedSegmentTintColor`.
    public var selectedSegmentTintColor: UIColor? {
        get { recorded(.selectedSegmentTintColor) ?? nil }
        set { record(.selectedSegmentTintColor, \.selectedSegmentTintColor, newValue) }
    }

    /// Records `UISegmentedControl.setTitleTextAttributes(_:for:)` for `state`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        record(.titleTextAttributes(for: state), attributes) { $0.setTitleTextAttributes($1, for: state) }
    }

    /// The attributes recorded for `state`.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recorded(.titleTextAttributes(for: state)) ?? nil
    }
}

extension UIAppearanceProxy where Target: UISearchBar {
    /// Mirrors `UISearchBar.appearance().barTintColor`.
    public var barTintColor: UIColor? {
        get { recorded(.barTintColor) ?? nil }
        set { record(.barTintColor, \.barTintColor, newValue) }
    }
}
