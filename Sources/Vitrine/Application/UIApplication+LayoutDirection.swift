import Foundation
import VitrinePlatform

extension UIApplication {
    /// The app's layout direction, which every window's trait collection carries
    /// (`layoutDirection`).
    static var layoutDirectionStorage = UIUserInterfaceLayoutDirection.leftToRight

    /// The direction of the app's interface: left to right until the kiosk sets it. Every
    /// window's `traitCollection.layoutDirection` carries it, and through it every view's
    /// `effectiveUserInterfaceLayoutDirection`. Mirrors
    /// `UIApplication.userInterfaceLayoutDirection`.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Self.layoutDirectionStorage }

    /// Changes the app's layout direction (on iOS the system derives it from the app's
    /// language; UIKit has no setter): every window's traits change, so view controllers and
    /// views get `traitCollectionDidChange(_:)`, and views whose effective direction changes
    /// are laid out again. Returns whether the direction changed.
    @discardableResult
    public static func setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) -> Bool {
        guard direction != layoutDirectionStorage else { return false }
        layoutDirectionStorage = direction
        for window in UIScreen.allScreens.flatMap(\.allWindows) { window.updateTraits() }
        Log.ui.notice("layout direction \(direction == .rightToLeft ? "right to left" : "left to right")")
        return true
    }

    /// The app's direction as a trait value (what windows carry).
    static var layoutDirectionTrait: UITraitEnvironmentLayoutDirection {
        layoutDirectionStorage == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
