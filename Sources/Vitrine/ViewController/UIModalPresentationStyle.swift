import Foundation

/// How a presented controller is shown. Mirrors `UIModalPresentationStyle` (the styles a
/// panel needs).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's views are removed when it is done. Mirrors `.fullScreen`.
    case fullScreen = 0
    /// A centred card on a regular-width window (full screen on a compact one). Mirrors `.pageSheet`.
    case pageSheet = 1
    /// A smaller centred card on a regular-width window (full screen on a compact one).
    /// Mirrors `.formSheet`.
    case formSheet = 2
    /// Covers the screen with the presenter's views kept underneath (for translucent content).
    /// Mirrors `.overFullScreen`.
    case overFullScreen = 5
    /// Laid out by a presentation controller of the presented controller's own (an alert's);
    /// the presenter's views stay. Mirrors `.custom`.
    case custom = 4
    /// UIKit's default: resolved as `.pageSheet`. Mirrors `.automatic`.
    case automatic = -2

    /// Whether the presented view fills the screen (and so decides orientation and the status bar).
    var coversScreen: Bool { self == .fullScreen || self == .overFullScreen }
}

extension UIViewController {
    /// How this controller is shown when presented (`.automatic` by default). Mirrors
    /// `UIViewController.modalPresentationStyle`.
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { _modalPresentationStyle }
        set { _modalPresentationStyle = newValue }
    }
}
