import Foundation

/// An object with traits that hears when they change: views (and windows) and view
/// controllers. Mirrors UIKit's `UITraitEnvironment`.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The object's current traits. Mirrors `UITraitEnvironment.traitCollection`.
    var traitCollection: UITraitCollection { get }
    /// The traits changed. Mirrors `UITraitEnvironment.traitCollectionDidChange(_:)`.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// An object whose trait changes can be observed with handlers: views, windows and view
/// controllers. Mirrors UIKit's `UITraitChangeObservable` (iOS 17); selectors are not
/// available on Linux, so the target–action form is not.
@MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

/// An object that keeps trait-change registrations (UIView, UIViewController).
@MainActor
protocol TraitRegistrationHost: AnyObject {
    func addTraitRegistration(_ registration: TraitRegistration)
    func removeTraitRegistration(_ token: UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// Calls `handler` with this object and its previous traits after any of `traits` (system
    /// traits such as `UITraitVerticalSizeClass.self`, or the app's own `UITraitDefinition`s)
    /// changes value: after `traitCollectionDidChange(_:)`, not for the first traits the object
    /// gets. The handler receives the object as its own type. Keep the returned registration
    /// to unregister. Mirrors `UITraitChangeObservable.registerForTraitChanges(_:handler:)`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait],
                                        handler: @escaping @MainActor (Self, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let token = UITraitChangeRegistration()
        let registration = TraitRegistration(token: token, keys: Set(traits.map(TraitKey.init))) { object, previous in
            if let me = object as? Self { handler(me, previous) }
        }
        (self as? any TraitRegistrationHost)?.addTraitRegistration(registration)
        return token
    }

    /// The same with the observed object typed as the closure declares it (any trait
    /// environment the object is, such as a superclass), as UIKit's generic signature has it:
    /// `registerForTraitChanges(traits) { (view: UIView, previous: UITraitCollection) in … }`.
    /// Mirrors `registerForTraitChanges(_:handler:)`.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (TraitEnvironment, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        let token = UITraitChangeRegistration()
        let registration = TraitRegistration(token: token, keys: Set(traits.map(TraitKey.init))) { object, previous in
            if let me = object as? TraitEnvironment { handler(me, previous) }
        }
        (self as? any TraitRegistrationHost)?.addTraitRegistration(registration)
        return token
    }

    /// Removes a registration made with `registerForTraitChanges(_:handler:)`. Mirrors
    /// `UITraitChangeObservable.unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        (self as? any TraitRegistrationHost)?.removeTraitRegistration(registration)
    }
}

/// A handler registered with `registerForTraitChanges(_:handler:)`.
struct TraitRegistration {
    let token: UITraitChangeRegistration
    let keys: Set<TraitKey>
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void
}

/// Identifies a trait-change registration, to unregister it. Mirrors
/// `UITraitChangeRegistration`.
public final class UITraitChangeRegistration: Hashable, Sendable {
    init() {}
    public static func == (a: UITraitChangeRegistration, b: UITraitChangeRegistration) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

extension [TraitRegistration] {
    /// Calls the handlers of the registrations that listen to one of `changed`.
    @MainActor func fire(for object: AnyObject, changed: Set<TraitKey>, previous: UITraitCollection) {
        for r in self where !r.keys.isDisjoint(with: changed) { r.handler(object, previous) }
    }
}
