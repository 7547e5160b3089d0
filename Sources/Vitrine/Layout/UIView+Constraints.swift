import Foundation

extension UIView {
    /// The constraints installed on this view: those whose nearest common ancestor of items it
    /// is. Mirrors `UIView.constraints`.
    public var constraints: [NSLayoutConstraint] { _installedConstraints }

    /// Activates the constraint (it is installed on its items' nearest common ancestor, which
    /// need not be this view). Prefer `NSLayoutConstraint.activate(_:)`, as UIKit advises.
    /// Mirrors `UIView.addConstraint(_:)`.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Mirrors `UIView.addConstraints(_:)`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates the constraint if it is installed on this view. Mirrors
    /// `UIView.removeConstraint(_:)`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint._container === self else { return }
        constraint.isActive = false
    }

    /// Mirrors `UIView.removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// Whether the view's frame (set by code, following its `autoresizingMask` when its
    /// superview resizes) is turned into constraints for the layout engine. True by default
    /// for views made in code; set it to false for views you place with constraints.
    /// Mirrors `UIView.translatesAutoresizingMaskIntoConstraints`.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != _translatesAutoresizingMaskIntoConstraints else { return }
            _translatesAutoresizingMaskIntoConstraints = newValue
            if let v = _layoutVariables, let e = v.engine { e.translatesMaskDidChange(self, v) }
        }
    }

    // MARK: The update-constraints pass

    /// Asks for `updateConstraints()` before the next layout. Mirrors
    /// `UIView.setNeedsUpdateConstraints()`.
    public func setNeedsUpdateConstraints() {
        guard !_needsUpdateConstraints else { return }
        _needsUpdateConstraints = true
        LayoutEngine.enqueueConstraintUpdate(self)
    }

    /// Whether `updateConstraints()` is due. Mirrors `UIView.needsUpdateConstraints()`.
    public func needsUpdateConstraints() -> Bool { _needsUpdateConstraints }

    /// Runs the update-constraints pass now if anything needs it. Mirrors
    /// `UIView.updateConstraintsIfNeeded()`.
    public func updateConstraintsIfNeeded() {
        LayoutEngine.runConstraintUpdates()
    }

    /// The view joined a window: its first `updateConstraints()` is queued when it asks for
    /// constraint-based layout or is a view controller's root view.
    func queueInitialConstraintUpdate() {
        guard _needsUpdateConstraints, _window != nil else { return }
        if _viewController != nil || type(of: self).requiresConstraintBasedLayout || !_installedConstraints.isEmpty {
            LayoutEngine.enqueueConstraintUpdate(self)
        }
    }
}
