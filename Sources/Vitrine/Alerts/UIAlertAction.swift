import Foundation

/// A button of an alert or action sheet: a title, a style and what to do when it is chosen.
/// Mirrors UIKit's `UIAlertAction`.
@MainActor
public final class UIAlertAction: NSObject {
    /// How an action looks and where it goes. Mirrors `UIAlertAction.Style` (UIKit's raw
    /// values).
    public enum Style: Int, Sendable {
        /// An ordinary action, in the tint colour.
        case `default` = 0
        /// The action that cancels: one per controller, placed apart (left of two actions,
        /// at the bottom of more; in its own group under an action sheet).
        case cancel = 1
        /// An action that may destroy data, in red.
        case destructive = 2
    }

    /// The button's title. Mirrors `UIAlertAction.title`.
    public let title: String?
    /// The button's style. Mirrors `UIAlertAction.style`.
    public let style: Style
    /// Whether the button can be chosen; a disabled one is drawn grey and ignores taps and
    /// keys. Mirrors `UIAlertAction.isEnabled`.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { controller?.actionsDidChange() } }
    }

    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The controller the action was added to.
    weak var controller: UIAlertController?

    /// An action titled `title` in `style`; `handler` runs once the controller has been
    /// dismissed after the action was chosen. Mirrors
    /// `UIAlertAction(title:style:handler:)`.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
