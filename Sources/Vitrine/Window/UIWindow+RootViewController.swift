import Foundation

extension UIWindow {
    /// The controller whose view fills the window. Setting it puts its view in the window
    /// (sized to the window's bounds) and takes the old one's out, with appearance callbacks if
    /// the window is visible. Mirrors `UIWindow.rootViewController`.
    public var rootViewController: UIViewController? {
        get { _rootViewController }
        set {
            guard newValue !== _rootViewController else { return }
            let old = _rootViewController
            if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            _rootViewController = newValue
            if let vc = newValue {
                let v: UIView = vc.view
                v.frame = bounds
                insertSubview(v, at: 0)
                vc.updateTraitsFromEnvironment()
            }
            setNeedsLayout()
        }
    }

    /// The root view controller's view always fills the window.
    func layoutRootView() {
        guard let vc = _rootViewController, let v = vc.viewIfLoaded, v.superview === self else { return }
        // Under a transform (a flip transition turning it) the frame is not the view's size:
        // size and place it by bounds and centre.
        if v.transform == .identity {
            v.frame = bounds
        } else {
            v.bounds.size = bounds.size
            v.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }
}
