import Foundation

/// The view a presentation puts in the window, above the presenter's: it fills the window and
/// holds the dimming view and the presented controller's view. Mirrors the container view
/// UIKit's presentation controllers lay out (`UITransitionView`).
///
/// The window sizes it to its bounds and lays it out on every window layout, so a rotation or a
/// mode change re-places the presented view inside the rotation's animation.
@MainActor
final class UIPresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        if let sup = superview {
            let target = presentationController?.containerFrame(default: sup.bounds) ?? sup.bounds
            if frame != target { frame = target }
        }
        presentationController?.layoutContainer()
    }

    /// A presentation is modal for a screen reader, as in UIKit: only what it shows is read,
    /// nothing of the screen behind it.
    override var accessibilityViewIsModal: Bool {
        get { _accessibility?.viewIsModal ?? true }
        set { accessibilityStorage.viewIsModal = newValue }
    }

    /// Points over a popover's passthrough views are not the container's: touches there reach
    /// the views underneath.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if let pc = presentationController, pc.passesThrough(point, in: self) { return false }
        return super.point(inside: point, with: event)
    }
}
