import Foundation

extension UIViewController: UITraitChangeObservable, TraitRegistrationHost {
    func addTraitRegistration(_ registration: TraitRegistration) { traitRegistrations.append(registration) }
    func removeTraitRegistration(_ token: UITraitChangeRegistration) { traitRegistrations.removeAll { $0.token == token } }

    /// The controller's traits: what it inherits (window, parent, presenter) with the parent's
    /// override for it and its own `traitOverrides` applied. Mirrors
    /// `UIViewController.traitCollection`.
    public var traitCollection: UITraitCollection { _traitCollection }

    /// Traits this controller imposes on itself and everything below it. Mirrors
    /// `UIViewController.traitOverrides` (iOS 17).
    public var traitOverrides: UITraitCollection.Overrides {
        get { traitOverridesStorage }
        set {
            traitOverridesStorage = newValue
            updateTraitsFromEnvironment()
        }
    }

    /// Gives one child different traits (a container making a child compact, say). Mirrors
    /// `setOverrideTraitCollection(_:forChild:)`.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        guard child.parent === self else { return }
        childTraitOverrides[ObjectIdentifier(child)] = collection
        child.updateTraitsFromEnvironment()
    }

    /// The override given to `child`. Mirrors `overrideTraitCollection(forChild:)`.
    public func overrideTraitCollection(forChild child: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(child)]
    }

    /// Calls `handler` after any of `traits` changes (not for the first traits a controller
    /// gets). The `UITraitCollection.Trait` spelling of `registerForTraitChanges(_:handler:)`
    /// (`UITraitChangeObservable` has the `[UITrait]` one, whose handler gets `Self`).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITraitCollection.Trait],
                                        handler: @escaping @MainActor (UIViewController, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let token = UITraitChangeRegistration()
        traitRegistrations.append(TraitRegistration(token: token, keys: Set(traits.map(TraitKey.system))) { object, previous in
            if let vc = object as? UIViewController { handler(vc, previous) }
        })
        return token
    }

    /// The traits this controller would get from its environment now.
    var inheritedTraits: UITraitCollection {
        if let p = parent { return p.traits(forChild: self) }
        if let presenter = _presentingViewController { return presenter.traitCollection }
        if let w = _view?.window { return w.windowTraits }
        // A presenter whose view a full-screen presentation took out of the window still
        // follows the window (as UIKit keeps it in the hierarchy, hidden).
        if let p = _presentedViewController, let w = p.viewIfLoaded?.window { return w.windowTraits }
        return .unspecified
    }

    func traits(forChild child: UIViewController) -> UITraitCollection {
        guard let o = childTraitOverrides[ObjectIdentifier(child)] else { return _traitCollection }
        return UITraitCollection(traitsFrom: [_traitCollection, o])
    }

    /// The traits this controller will have once its window has `windowTraits` (for
    /// `willTransition(to:with:)` before anything changes).
    func prospectiveTraits(windowTraits: UITraitCollection) -> UITraitCollection {
        let base: UITraitCollection
        if let p = parent {
            let pt = p.prospectiveTraits(windowTraits: windowTraits)
            base = p.childTraitOverrides[ObjectIdentifier(self)].map { UITraitCollection(traitsFrom: [pt, $0]) } ?? pt
        } else if let presenter = _presentingViewController {
            base = presenter.prospectiveTraits(windowTraits: windowTraits)
        } else {
            base = windowTraits
        }
        return base.modifyingTraits(traitOverridesStorage)
    }

    /// Recomputes the traits from the environment and, if they changed, tells this controller
    /// (`traitCollectionDidChange(_:)`, registered handlers), its views and, recursively, its
    /// children and presented controller.
    func updateTraitsFromEnvironment() {
        let inherited = inheritedTraits
        let new = inherited == .unspecified && parent == nil && _presentingViewController == nil && _view?.window == nil
            ? _traitCollection : inherited.modifyingTraits(traitOverridesStorage)
        if new != _traitCollection {
            let old = _traitCollection
            _traitCollection = new
            if hasReceivedTraits {
                notifyLifecycleObserver(.traitCollectionDidChange(new))
                new.performAsCurrent {
                    traitCollectionDidChange(old)
                    traitRegistrations.fire(for: self, changed: new.changedTraitKeys(from: old), previous: old)
                }
                if let v = _view { v.notifyTraitChange(previous: old, owner: self) }
            }
            // Traits count as received once they come from a window, not from overrides alone.
            if inherited != .unspecified { hasReceivedTraits = true }
        }
        for c in children { c.updateTraitsFromEnvironment() }
        _presentedViewController?.updateTraitsFromEnvironment()
    }
}
