import Foundation

/// A behaviour added to a view as a whole (text selection, the edit menu). Mirrors UIKit's
/// `UIInteraction`: the view keeps it in `interactions` and tells it when it is added and
/// removed.
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction belongs to (held weakly by the interaction). Mirrors
    /// `UIInteraction.view`.
    var view: UIView? { get }
    /// Called before the interaction moves to `view` (nil: it is being removed). Mirrors
    /// `UIInteraction.willMove(to:)`.
    func willMove(to view: UIView?)
    /// Called after the interaction moved to `view` (nil: it was removed). Mirrors
    /// `UIInteraction.didMove(to:)`.
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to this view, in order. Mirrors `UIView.interactions`.
    public var interactions: [any UIInteraction] {
        get { _interactions }
        set {
            for i in _interactions where !newValue.contains(where: { $0 === i }) { removeInteraction(i) }
            for i in newValue where !_interactions.contains(where: { $0 === i }) { addInteraction(i) }
        }
    }

    /// Adds `interaction` (moving it from another view if it has one). Mirrors
    /// `UIView.addInteraction(_:)`.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !_interactions.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        _interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`. Mirrors `UIView.removeInteraction(_:)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let i = _interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        _interactions.remove(at: i)
        interaction.didMove(to: nil)
    }
}
