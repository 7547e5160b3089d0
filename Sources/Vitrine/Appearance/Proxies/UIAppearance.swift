import Foundation

/// A type whose instances can be styled through an appearance proxy. Mirrors UIKit's
/// `UIAppearance`.
///
/// Swift-native: UIKit's proxy is an object of the class itself that records any message
/// sent to it (Objective-C forwards arbitrary selectors) and replays the ones marked
/// `UI_APPEARANCE_SELECTOR` on each instance. Swift on Linux cannot forward selectors, so
/// `appearance()` returns a ``UIAppearanceProxy`` for the class that declares exactly the
/// properties and per-state setters UIKit marks for it (``UIAppearanceProxy`` extensions per
/// class). App code such as `UINavigationBar.appearance().barTintColor = .red` or
/// `UIButton.appearance().setTitleColor(.red, for: .normal)` compiles unchanged; a property
/// UIKit does not mark is not offered (UIKit raises or ignores it at run time).
@MainActor
public protocol UIAppearance: AnyObject {}

/// A type whose instances can be named in a containment rule
/// (``UIAppearance/appearance(whenContainedInInstancesOf:)``): views and view controllers.
/// Mirrors UIKit's `UIAppearanceContainer`.
@MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIAppearanceContainer {
    /// Whether `object` is an instance of this type (or a subclass): the dynamic check a
    /// metatype value alone cannot make.
    static func containsInstance(_ object: AnyObject) -> Bool { object is Self }
}

extension UIAppearance {
    /// The proxy for every instance of this class (and its subclasses). Values set on it are
    /// applied to an instance when it enters a window. Mirrors `UIAppearance.appearance()`.
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRegistry.rule(for: Self.self, containers: []))
    }

    /// The proxy for instances inside the containers `containerTypes` lists, innermost
    /// first ("ascending hierarchical order": `[UINavigationController.self,
    /// UITabBarController.self]` is a navigation controller inside a tab bar controller).
    /// Each container is an ancestor (a superview or a view controller up the responder
    /// chain), not necessarily the direct one. Mirrors
    /// `UIAppearance.appearance(whenContainedInInstancesOf:)`.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRegistry.rule(for: Self.self, containers: containerTypes))
    }
}

/// The values recorded for one class (in one containment), replayed in order on each
/// instance that enters a window. Mirrors the object UIKit's `appearance()` returns; the
/// properties it offers are in the per-class extensions (`UIAppearanceProxy+Views.swift`).
///
/// Reading a property gives the value set on this proxy, or `nil` (its default, for a
/// non-optional one) when none was set — not a value of any instance.
@MainActor
public final class UIAppearanceProxy<Target: AnyObject> {
    let rule: AppearanceRule

    init(rule: AppearanceRule) { self.rule = rule }

    /// Records `value` for `property`; `apply` sets it on an instance.
    func record<V>(_ property: AppearanceProperty, _ value: V, _ apply: @escaping @MainActor (Target, V) -> Void) {
        rule.record(property, value: value) { object in
            guard let target = object as? Target else { return }
            apply(target, value)
        }
    }

    /// Records setting the key path `keyPath` to `value`.
    func record<V>(_ property: AppearanceProperty, _ keyPath: ReferenceWritableKeyPath<Target, V>, _ value: V) {
        record(property, value) { $0[keyPath: keyPath] = $1 }
    }

    /// The value recorded for `property`, if any.
    func recorded<V>(_ property: AppearanceProperty) -> V? { rule.value(for: property) as? V }
}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
