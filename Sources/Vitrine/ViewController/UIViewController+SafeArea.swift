import Foundation

extension UIViewController {
    /// Insets added to the safe area of this controller's root view, on top of what the
    /// system and the ancestors give it (a container's own bars, say); children's views
    /// inherit the result where they overlap it. Setting it updates the insets in the next
    /// layout pass. Mirrors `UIViewController.additionalSafeAreaInsets`.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { _additionalSafeAreaInsets }
        set {
            guard newValue != _additionalSafeAreaInsets else { return }
            _additionalSafeAreaInsets = newValue
            guard let v = _view else { return }
            v.setNeedsSafeAreaUpdate()
            v.requestFrame()
        }
    }
}
