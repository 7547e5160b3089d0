import Foundation

/// The actions a swipe on a row reveals, in order from the edge the row was swiped from.
/// Mirrors UIKit's `UISwipeActionsConfiguration`.
@MainActor
public final class UISwipeActionsConfiguration: NSObject {
    /// Mirrors `UISwipeActionsConfiguration.actions`.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across runs the first action. Mirrors
    /// `performsFirstActionWithFullSwipe` (`true` by default).
    public var performsFirstActionWithFullSwipe = true

    /// Mirrors `UISwipeActionsConfiguration.init(actions:)`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
