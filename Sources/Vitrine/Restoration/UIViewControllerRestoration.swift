import Foundation

/// A type that recreates view controllers that state restoration finds missing at launch
/// (a navigation stack's pushed controllers, typically). Set it as the controller's
/// `restorationClass` and register it with `UIStateRestoration.register(_:as:)` so that the
/// archive can name it (Swift on Linux has no `NSClassFromString`). Mirrors UIKit's
/// `UIViewControllerRestoration`.
@MainActor
public protocol UIViewControllerRestoration: AnyObject {
    /// Makes the controller saved at `identifierComponents` (the restoration identifiers from
    /// the root, its own last), or `nil` to leave it out. `coder` holds the state it saved;
    /// `decodeRestorableState(with:)` is still called on the returned controller afterwards.
    /// The controller should have the path's last identifier as its `restorationIdentifier`
    /// (it is given it if it has none). Mirrors
    /// `viewController(withRestorationIdentifierPath:coder:)`.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

extension UIStateRestoration {
    /// The restoration classes by the names archives use for them.
    static var registeredClasses: [String: any UIViewControllerRestoration.Type] = [:]

    /// Registers `type` under `name`, the name an archive records for controllers whose
    /// `restorationClass` it is. Register every restoration class before saving or restoring.
    /// The stand-in for the class name UIKit's archive records.
    public static func register(_ type: any UIViewControllerRestoration.Type, as name: String) {
        registeredClasses[name] = type
    }

    /// The name `type` was registered under.
    static func registeredName(of type: any UIViewControllerRestoration.Type) -> String? {
        registeredClasses.first { ObjectIdentifier($0.value) == ObjectIdentifier(type) }?.key
    }
}
