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

    public init(isHidden: Bool = false, style: UIStatusBarStyle = .default) {
        self.isHidden = isHidden
        self.style = style
    }

    /// A visible status bar in the default style (a window with no controller).
    public static let `default` = UIStatusBarAppearance()
}
