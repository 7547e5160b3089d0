import Foundation

extension UIViewController {
    /// The controller that presented this one (or presented an ancestor of it). Mirrors
    /// `presentingViewController`.
    public var presentingViewController: UIViewController? {
        if let p = _presentingViewController { return p }
        return parent?.presentingViewController
    }

    func performPresentation(_ vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // Filled in by the presentation work (see the issue note).
        completion?()
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        completion?()
    }

    func routeShow(_ vc: UIViewController, sender: Any?, detail: Bool) {
        present(vc, animated: true)
    }
}
