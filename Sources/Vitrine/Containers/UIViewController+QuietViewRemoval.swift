import Foundation

extension UIViewController {
    /// Takes this controller's view out of `container` without the appearance callbacks a
    /// hierarchy change would send, and brings an appearance it was in to its end (a child
    /// replaced while its container is off screen or still appearing). The containers'
    /// off-screen view swaps use it.
    func removeViewQuietly(from container: UIView) {
        guard let v = viewIfLoaded, v.superview === container else { return }
        AppearanceRouter.withoutCallbacks(for: v) { v.removeFromSuperview() }
        if appearance == .appearing || appearance == .appeared {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        } else if appearance == .disappearing {
            endAppearanceTransition()
        }
    }
}
