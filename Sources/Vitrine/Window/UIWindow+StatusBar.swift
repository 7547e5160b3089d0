import Foundation

extension UIWindow {
    /// The status bar appearance this window's controllers ask for: decided by the root view
    /// controller, or by the topmost full-screen controller presented over it (sheets do not
    /// decide it, as `modalPresentationCapturesStatusBarAppearance` is false by default in
    /// UIKit), each following `childForStatusBarHidden` / `childForStatusBarStyle` down to the
    /// controller that answers. The default appearance with no root view controller. Mirrors
    /// what UIKit's status bar manager resolves for the window scene.
    public var statusBarAppearance: UIStatusBarAppearance {
        guard let authority = orientationAuthority else { return .default }
        let styleDecider = authority.statusBarStyleDecider
        let style = styleDecider.preferredStatusBarStyle
        // Only `.default` depends on the appearance; a fixed style ignores it.
        return UIStatusBarAppearance(isHidden: authority.statusBarHiddenDecider.prefersStatusBarHidden, style: style,
                                     userInterfaceStyle: style == .default ? styleDecider.traitCollection.userInterfaceStyle : .unspecified)
    }
}
