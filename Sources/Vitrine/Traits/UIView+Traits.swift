import Foundation

/// A view's own trait state, made the first time it overrides a trait or registers for trait
/// changes (most views never do: they keep one `nil` reference).
final class ViewTraitState {
    var overrides = UITraitCollection.Overrides()
    var hasOverrides = false
    var registrations: [TraitRegistration] = []
}

extension UIView: UITraitChangeObservable, TraitRegistrationHost {
    /// The view's traits: its controller's for a root view, else its superview's (a window's
    /// come from its screen and size), with the view's own `traitOverrides` on top. Mirrors
    /// `UIView.traitCollection`.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let vc = _viewController { inherited = vc.traitCollection }
        else if let s = superview { inherited = s.traitCollection }
        // A window's traits already carry its own overrides (UIWindow+Traits.swift).
        else if let w = self as? UIWindow { return w.windowTraits }
        else { inherited = .unspecified }
        guard let state = _traitState, state.hasOverrides else { return inherited }
        return inherited.modifyingTraits(state.overrides)
    }

    /// Traits this view imposes on itself and the views inside it, whatever it inherits
    /// (`overrideUserInterfaceStyle` is `traitOverrides.userInterfaceStyle`). The change
    /// reaches the views at once (`traitCollectionDidChange(_:)`, registered handlers); on a
    /// window it reaches its view controllers too. A view controller below a view inherits
    /// from its parent controller, not from the views between them. Mirrors
    /// `UIView.traitOverrides` (iOS 17).
    public var traitOverrides: UITraitCollection.Overrides {
        get { _traitState?.overrides ?? UITraitCollection.Overrides() }
        set {
            if let w = self as? UIWindow {
                traitState.overrides = newValue
                traitState.hasOverrides = !newValue.isEmpty
                _overrideUserInterfaceStyle = newValue.userInterfaceStyle ?? .unspecified
                w.updateTraits()
                return
            }
            let previous = traitCollection
            traitState.overrides = newValue
            traitState.hasOverrides = !newValue.isEmpty
            _overrideUserInterfaceStyle = newValue.userInterfaceStyle ?? .unspecified
            if traitCollection != previous { deliverTraitChange(previous: previous) }
        }
    }

    var traitState: ViewTraitState {
        if let s = _traitState { return s }
        let s = ViewTraitState()
        _traitState = s
        return s
    }

    func addTraitRegistration(_ registration: TraitRegistration) { traitState.registrations.append(registration) }
    func removeTraitRegistration(_ token: UITraitChangeRegistration) { _traitState?.registrations.removeAll { $0.token == token } }

    /// This view's traits had `inheritedPrevious` been what it inherits.
    func ownTraits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        guard let state = _traitState, state.hasOverrides else { return inherited }
        return inherited.modifyingTraits(state.overrides)
    }

    /// Tells this view and the views below it (down to other controllers' root views) that
    /// what they inherit changed from `inheritedPrevious`.
    func notifyTraitChange(previous inheritedPrevious: UITraitCollection, owner: UIViewController?) {
        if let vc = _viewController, vc !== owner { return }
        deliverTraitChange(previous: ownTraits(inheriting: inheritedPrevious))
    }

    /// This view's traits changed from `previous`: it follows them, hears
    /// `traitCollectionDidChange(_:)`, then its registered handlers, then its subviews do
    /// the same (a subtree whose traits did not change, as its overrides fix them, is left
    /// alone).
    func deliverTraitChange(previous: UITraitCollection) {
        let traits = traitCollection
        guard traits != previous else { return }
        receiveTraitChange(previous: previous, current: traits)
        for s in subviews { s.notifyTraitChange(previous: previous, owner: nil) }
        // After the subviews: a control's natural size is measured from its labels, which
        // have shaped their text again by now.
        if traits.legibilityWeight != previous.legibilityWeight { legibilityWeightDidChange() }
    }

    /// This view's own part of a trait change (not its subviews').
    func receiveTraitChange(previous: UITraitCollection, current traits: UITraitCollection) {
        if traits.preferredContentSizeCategory != previous.preferredContentSizeCategory
            || traits.legibilityWeight != previous.legibilityWeight,
           let follower = self as? TextTraitsFollowing {
            follower.followTextTraits(of: traits)
        }
        layoutTraitsDidChange(previous: previous, current: traits)
        // Dynamic colours resolve per style and contrast; bold text is drawn with other faces.
        if traits.userInterfaceStyle != previous.userInterfaceStyle || traits.accessibilityContrast != previous.accessibilityContrast
            || traits.legibilityWeight != previous.legibilityWeight {
            appearanceStyleDidChange()
        }
        traits.performAsCurrent {
            traitCollectionDidChange(previous)
            if let registrations = _traitState?.registrations, !registrations.isEmpty {
                registrations.fire(for: self, changed: traits.changedTraitKeys(from: previous), previous: previous)
            }
        }
    }
}
