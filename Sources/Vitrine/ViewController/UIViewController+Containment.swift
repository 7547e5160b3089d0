import Foundation

extension UIViewController {
    /// Makes `child` a child of this controller, calling `child.willMove(toParent: self)` for
    /// you (the container then adds the child's view and calls `child.didMove(toParent: self)`).
    /// A child of another container is removed from it first. Mirrors `addChild(_:)`.
    public func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child._isMovingToParent = true
        child.updateTraitsFromEnvironment()
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)` for you
    /// (call `willMove(toParent: nil)` first and take the view out). Mirrors
    /// `removeFromParent()`.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        p.childTraitOverrides[ObjectIdentifier(self)] = nil
        parent = nil
        didMove(toParent: nil)
        endOwnedSearches()
        if appearance == .disappeared { _isMovingFromParent = false }
        updateTraitsFromEnvironment()
    }
}
