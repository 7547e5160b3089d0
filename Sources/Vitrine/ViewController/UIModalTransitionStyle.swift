import Foundation

/// The built-in animation of a presentation (and of its dismissal) when the transitioning
/// delegate gives none. Mirrors UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom (and back down). The default. Mirrors
    /// `.coverVertical`.
    case coverVertical = 0
    /// The presented view turns about its vertical axis, the presenter's view on its back.
    /// Vitrine's compositor has 2D affine transforms only, so the turn is approximated: the
    /// leaving view's width scales to nothing over the first half (about the centre), then the
    /// arriving view's width grows back from nothing over the second half. Mirrors
    /// `.flipHorizontal`.
    case flipHorizontal = 1
    /// The presented view fades in (and out). Mirrors `.crossDissolve`.
    case crossDissolve = 2
    /// A page curl: not drawn by Vitrine (no 3D); a presentation asking for it logs a line and
    /// uses `.coverVertical`. Mirrors `.partialCurl`.
    case partialCurl = 3
}

extension UIViewController {
    /// The built-in animation used when this controller is presented (and dismissed) without a
    /// custom animation controller (`.coverVertical` by default). Mirrors `modalTransitionStyle`.
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { _modalTransitionStyle }
        set { _modalTransitionStyle = newValue }
    }

    /// Whether the controller refuses user-initiated dismissal (a sheet's swipe down): UIKit
    /// then tells the presentation controller's delegate
    /// `presentationControllerDidAttemptToDismiss(_:)` instead (`false` by default). Mirrors
    /// `isModalInPresentation`.
    public var isModalInPresentation: Bool {
        get { _isModalInPresentation }
        set { _isModalInPresentation = newValue }
    }
}
