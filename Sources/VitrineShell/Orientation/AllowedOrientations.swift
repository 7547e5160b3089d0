import Vitrine

/// The kiosk's `allowed_orientations`: what iOS does with Info.plist's
/// `UISupportedInterfaceOrientations` at launch — the app only ever runs in a listed
/// orientation, and starts in the first one listed if the panel's own is not among them.
@MainActor
public enum AllowedOrientations {
    /// Sets the app's allowed orientations to `allowed` (in order of preference) and, if the
    /// interface is in another one now, turns `window` to the first listed one that its root
    /// view controller accepts. Returns the orientation turned to, or `nil` if none was needed
    /// or none was accepted.
    @discardableResult
    public static func apply(_ allowed: [UIInterfaceOrientation], to window: UIWindow, animated: Bool = false) -> UIInterfaceOrientation? {
        let mask = allowed.reduce(into: UIInterfaceOrientationMask()) { $0.insert($1.mask) }
        UIApplication.shared.allowedInterfaceOrientations = mask.isEmpty ? .all : mask
        guard !mask.isEmpty, !mask.contains(window.screen.interfaceOrientation.mask) else { return nil }
        return allowed.first { window.setOrientation($0, animated: animated) }
    }
}
