import Foundation

/// A handler registered with `registerForTraitChanges(_:handler:)`.
struct TraitRegistration {
    let token: UITraitChangeRegistration
    let traits: Set<UITraitCollection.Trait>
    let handler: @MainActor (UIViewController, UITraitCollection) -> Void
}

/// Identifies a trait-change registration, to unregister it. Mirrors
/// `UITraitChangeRegistration`.
public final class UITraitChangeRegistration: Hashable, Sendable {
    init() {}
    public static func == (a: UITraitChangeRegistration, b: UITraitChangeRegistration) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

extension UIViewController {
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
    /// gets). Mirrors `registerForTraitChanges(_:handler:)`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITraitCollection.Trait],
                                        handler: @escaping @MainActor (UIViewController, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let token = UITraitChangeRegistration()
        traitRegistrations.append(TraitRegistration(token: token, traits: Set(traits), handler: handler))
        return token
    }

    /// Mirrors `unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0.token == registration }
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
                traitCollectionDidChange(old)
                let changed = new.changedTraits(from: old)
                for r in traitRegistrations where !r.traits.isDisjoint(with: changed) { r.handler(self, old) }
                if let v = _view { v.notifyTraitChange(previous: old, owner: self) }
            }
            // Traits count as received once they come from a window, not from overrides alone.
            if inherited != .unspecified { hasReceivedTraits = true }
        }
        for c in children { c.updateTraitsFromEnvironment() }
        _presentedViewController?.updateTraitsFromEnvironment()
    }
}

extension UIView {
    /// The view's traits: its controller's for a root view, else its superview's (a window's
    /// come from its screen and size). Mirrors `UIView.traitCollection`.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let vc = _viewController { inherited = vc.traitCollection }
        else if let w = self as? UIWindow { inherited = w.windowTraits }
        else { inherited = superview?.traitCollection ?? .unspecified }
        // `overrideUserInterfaceStyle` (UIView+UserInterfaceStyle.swift).
        let style = _overrideUserInterfaceStyle
        guard style != .unspecified, inherited.userInterfaceStyle != style else { return inherited }
        var o = UITraitCollection.Overrides()
        o.userInterfaceStyle = style
        return inherited.modifyingTraits(o)
    }

    /// Tells this view and the views below it (down to other controllers' root views) that
    /// their traits changed.
    func notifyTraitChange(previous: UITraitCollection, owner: UIViewController?) {
        if let vc = _viewController, vc !== owner { return }
        let traits = traitCollection
        if traits.preferredContentSizeCategory != previous.preferredContentSizeCategory,
           let follower = self as? ContentSizeCategoryFollowing {
            follower.followContentSizeCategory(of: traits)
        }
        layoutTraitsDidChange(previous: previous, current: traits)
        if traits.userInterfaceStyle != previous.userInterfaceStyle { appearanceStyleDidChange() }
        traitCollectionDidChange(previous)
        for s in subviews { s.notifyTraitChange(previous: previous, owner: nil) }
    }
}
