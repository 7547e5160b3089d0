import Foundation

extension NSLayoutConstraint {
    /// Whether the constraint takes part in layout. Activating installs it on the nearest
    /// common ancestor of its items (which must share one, or the constraint stays inactive
    /// and the error is logged; UIKit raises an exception); deactivating removes it. Mirrors
    /// `NSLayoutConstraint.isActive`.
    public var isActive: Bool {
        get { _isActive }
        set {
            guard newValue != _isActive else { return }
            if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// Activates each constraint (more efficient than setting `isActive` one by one in UIKit;
    /// the same here). Mirrors `NSLayoutConstraint.activate(_:)`.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint. Mirrors `NSLayoutConstraint.deactivate(_:)`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }
}
