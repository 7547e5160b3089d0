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
    /// Covers only the view of the presentation context (the nearest ancestor of the
    /// presenter whose `definesPresentationContext` is true, else the top of its hierarchy);
    /// the context's view is removed once the presentation is over. Mirrors `.currentContext`.
    case currentContext = 3
    /// Covers only the view of the presentation context, whose view stays underneath.
    /// Mirrors `.overCurrentContext`.
    case overCurrentContext = 6
    /// A panel with an arrow pointing at a source view or bar button item
    /// (`popoverPresentationController`); a sheet in a horizontally compact window. Mirrors
    /// `.popover`.
    case popover = 7
    /// Not a style to present with: an adaptive delegate returns it to keep the style
    /// unadapted. Presenting with it is reported and treated as `.automatic`. Mirrors `.none`.
    case none = -1
    /// UIKit's default: resolved as `.pageSheet`. Mirrors `.automatic`.
    case automatic = -2

    /// Whether the presented view fills the screen (and so decides orientation and the status bar).
    var coversScreen: Bool { self == .fullScreen || self == .overFullScreen }

    /// Whether the style covers only the presentation context's view.
    var isCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }
}

extension UIViewController {
    /// How this controller is shown when presented (`.automatic` by default). Mirrors
    /// `UIViewController.modalPresentationStyle`.
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { _modalPresentationStyle }
        set {
            _modalPresentationStyle = newValue
            // A presentation controller made early (`presentationController`) for another kind
            // of presentation is replaced on next use (a popover needs its own class).
            if let pc = _presentationController, !pc.isActive, pc.kind != UIPresentationController.kind(for: newValue) {
                _presentationController = nil
            }
        }
    }
}
