import Foundation

extension UIViewController {
    /// The smallest layout margins the system lets the root view have: no top or bottom
    /// margin, and 16 points leading and trailing in a horizontally compact environment, 20
    /// in a regular one (UIKit's values). Mirrors `UIViewController.systemMinimumLayoutMargins`.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are kept at least `systemMinimumLayoutMargins` (and
    /// default to them); `true` by default. Turned off, the root view's margins are its
    /// `directionalLayoutMargins` alone. Mirrors
    /// `UIViewController.viewRespectsSystemMinimumLayoutMargins`.
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { _viewRespectsSystemMinimumLayoutMargins }
        set {
            guard newValue != _viewRespectsSystemMinimumLayoutMargins else { return }
            _viewRespectsSystemMinimumLayoutMargins = newValue
            _view?.ownLayoutMarginsDidChange()
        }
    }
}
