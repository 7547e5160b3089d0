import Foundation

/// Which text-selection behaviours a `UITextInteraction` provides. Mirrors UIKit's
/// `UITextInteractionMode`.
public enum UITextInteractionMode: Int, Sendable {
    /// Caret, selection, handles and the full edit menu (cut, copy, paste …).
    case editable
    /// Selection and copying only: no caret; long press and double tap select.
    case nonEditable
}

/// What a `UITextInteraction` asks and tells its owner. Mirrors UIKit's
/// `UITextInteractionDelegate` (every method optional: the defaults allow and ignore).
@MainActor
public protocol UITextInteractionDelegate: AnyObject {
    /// Whether a gesture at `point` (in the interaction's view) may act: return `false` to let
    /// the touch go elsewhere. Mirrors `interactionShouldBegin(_:at:)`.
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool
    /// A gesture of the interaction is starting to act. Mirrors `interactionWillBegin(_:)`.
    func interactionWillBegin(_ interaction: UITextInteraction)
    /// The gesture finished. Mirrors `interactionDidEnd(_:)`.
    func interactionDidEnd(_ interaction: UITextInteraction)
}

extension UITextInteractionDelegate {
    public func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { true }
    public func interactionWillBegin(_ interaction: UITextInteraction) {}
    public func interactionDidEnd(_ interaction: UITextInteraction) {}
}
