import Foundation

/// Customises a large content viewer interaction: which item is under the finger, what
/// happens when the finger lifts, and where the viewer shows. Every method has UIKit's
/// default, so a delegate implements only what it changes. Mirrors UIKit's
/// `UILargeContentViewerInteractionDelegate` (iOS 13).
@MainActor
public protocol UILargeContentViewerInteractionDelegate: AnyObject {
    /// The item at `point` (in the interaction's view); by default the deepest view there that
    /// `showsLargeContentViewer`. Mirrors
    /// `largeContentViewerInteraction(_:itemAt:)`.
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> (any UILargeContentViewerItem)?

    /// The finger lifted over `item` (`nil`: over none) at `point` (in the item's view); by
    /// default an enabled control there gets `touchUpInside` (a bar's item is tapped). Mirrors
    /// `largeContentViewerInteraction(_:didEndOn:at:)`.
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint)

    /// The view controller whose screen shows the viewer; by default the one containing the
    /// interaction's view. Mirrors `viewController(for:)`.
    func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController
}

extension UILargeContentViewerInteractionDelegate {
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> (any UILargeContentViewerItem)? {
        interaction.defaultItem(at: point)
    }

    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint) {
        interaction.performDefaultAction(on: item)
    }

    public func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController {
        interaction.defaultViewController ?? UIViewController()
    }
}
