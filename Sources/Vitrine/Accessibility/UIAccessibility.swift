import Foundation

/// UIKit's accessibility functions and state. Mirrors `UIAccessibility` (the namespace of
/// `UIAccessibility.convertToScreenCoordinates(_:in:)`, `isVoiceOverRunning`, …). The
/// properties views carry serve the shell's screen reader and tools and tests
/// (`vitrinectl tree`, `tap --id`).
@MainActor
public enum UIAccessibility {
    /// Converts `rect` from `view`'s coordinates to the screen's: through the view's ancestors
    /// (their transforms included: the bounding box of a rotated rectangle) and the window's
    /// place on the screen. A view in no window is taken as if its root were on the screen at
    /// its frame. Mirrors `UIAccessibility.convertToScreenCoordinates(_:in:)`.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        var root = view
        while let s = root.superview { root = s }
        return rect.applying(view.transformToRoot.concatenating(root.transformToSuperview))
    }
}
