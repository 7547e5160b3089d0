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
        if let sup = superview, frame != sup.bounds { frame = sup.bounds }
        presentationController?.layoutContainer()
    }
}
