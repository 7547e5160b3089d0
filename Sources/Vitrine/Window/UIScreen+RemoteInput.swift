import Foundation

/// What remote input (the control socket's `tap --id`) needs to aim the way a finger does: a
/// window's points in the display's pixels, and the view a touch starting somewhere would go
/// to. Both use the input router's own transforms and window choice.
extension UIScreen {
    /// `p`, in `window`'s points, in the display's buffer pixels (`display.pixelSize`, what a
    /// screenshot shows): the compositor's window→device transform.
    package func devicePoint(_ p: CGPoint, inWindow window: UIWindow) -> CGPoint {
        p.applying(compositor.windowToDevice(window))
    }

    /// The view a touch starting at `device` (buffer pixels) would be delivered to: the window
    /// the input router gives it (the key window, or a system window above it that takes the
    /// touch), then that window's `hitTest`. `nil` when nothing there takes touches.
    package func touchTarget(atDevicePoint device: CGPoint) -> UIView? {
        guard let w = input.touchWindow(atDevicePoint: device), !w.isHidden else { return nil }
        return w.hitTest(input.windowPoint(device: device, in: w), with: nil)
    }
}
