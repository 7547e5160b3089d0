import Foundation

/// What the status bar should look like: the answer of the view controllers that decide it
/// (`prefersStatusBarHidden`, `preferredStatusBarStyle`, through `childForStatusBarHidden` and
/// `childForStatusBarStyle`). UIKit keeps this inside the status bar manager; Vitrine exposes
/// it as a value so the kiosk shell's status bar can draw it.
public struct UIStatusBarAppearance: Equatable, Hashable, Sendable {
    /// Whether the status bar is hidden. Mirrors the resolved `prefersStatusBarHidden`.
    public var isHidden: Bool
    /// The status bar's style. Mirrors the resolved `preferredStatusBarStyle`.
    public var style: UIStatusBarStyle
    /// The light or dark appearance of the controller that decides the style: what `.default`
    /// picks its content by (dark content on light, light content on dark), as UIKit's
    /// `.default` does. `.unspecified` for the fixed styles, and for the screen's appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle

    public init(isHidden: Bool = false, style: UIStatusBarStyle = .default, userInterfaceStyle: UIUserInterfaceStyle = .unspecified) {
        self.isHidden = isHidden
        self.style = style
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A visible status bar in the default style (a window with no controller).
    public static let `default` = UIStatusBarAppearance()
}
