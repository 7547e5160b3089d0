import Foundation
import VitrineGraphics

/// One button revealed by swiping a row: a title and/or image on a coloured background, and a
/// handler run when it is tapped (or by a full swipe). Mirrors UIKit's `UIContextualAction`.
@MainActor
public final class UIContextualAction: NSObject {
    /// Mirrors `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button for a destructive action (a delete).
        case destructive
    }

    /// Runs the action; call `completion(true)` once it is done (the swipe then closes; the
    /// handler deletes the row itself for a delete), `completion(false)` if it was not.
    /// Mirrors `UIContextualAction.Handler`.
    public typealias Handler = @MainActor (_ action: UIContextualAction, _ sourceView: UIView, _ completion: @escaping @MainActor (Bool) -> Void) -> Void

    /// Mirrors `UIContextualAction.style`.
    public let style: Style
    /// Mirrors `UIContextualAction.title`.
    public var title: String?
    /// Mirrors `UIContextualAction.image`.
    public var image: UIImage?
    /// The button's colour (red for `.destructive`, grey for `.normal` by default). Mirrors
    /// `UIContextualAction.backgroundColor`.
    public var backgroundColor: UIColor!
    /// Mirrors `UIContextualAction.handler`.
    public let handler: Handler

    /// Mirrors `UIContextualAction.init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray3
    }
}
