import Foundation

extension UIScreen {
    /// Whether the screen has settled, what a UI test waits for before each action (XCTest
    /// waits for the app to idle the same way): nothing that ends by itself is moving (an
    /// animated push or presentation, a rotation, `UIView.animate`) and no frame is wanted or
    /// on its way to the panel. Frames that something endless asks for (a repeating animation,
    /// a spinning activity indicator, scroll physics, which a touch may interrupt anyway) do
    /// not count: waiting for them would never end.
    package var isSettled: Bool {
        let animator = compositor.animator
        if animator.hasEndingMotion { return false }
        return !compositor.hasFrameWork || animator.hasEndlessMotion
    }
}
