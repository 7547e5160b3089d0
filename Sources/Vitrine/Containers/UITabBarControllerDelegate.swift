import Foundation

/// What a tab bar controller asks and tells about the user's taps on its bar. Both methods
/// are optional (the defaults allow every selection and do nothing), and neither is called
/// when the app changes the selection in code. Mirrors UIKit's `UITabBarControllerDelegate`
/// (the selection methods).
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected (tapped; also asked when it is the
    /// selected one already). Mirrors `tabBarController(_:shouldSelect:)`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    /// The user selected the tab of `viewController` (also when it was selected already).
    /// Mirrors `tabBarController(_:didSelect:)`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
