import Foundation

extension UINavigationController {
    /// The kind of change a navigation transition makes to the stack, as the delegate's
    /// animation-controller method is told. Mirrors `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        /// No change. Mirrors `.none`.
        case none
        /// A controller is pushed. Mirrors `.push`.
        case push
        /// A controller is popped. Mirrors `.pop`.
        case pop
    }
}

/// What a navigation controller tells its delegate and asks it when a controller is pushed or
/// popped: every method is optional (the defaults do what the navigation controller does
/// alone). Mirrors UIKit's `UINavigationControllerDelegate`.
///
/// The order, as UIKit's: `navigationController(_:animationControllerFor:from:to:)` and
/// `navigationController(_:interactionControllerFor:)` before the transition's appearance
/// callbacks; `navigationController(_:willShow:animated:)` after the old top's
/// `viewWillDisappear(_:)` and the new one's `viewWillAppear(_:)`;
/// `navigationController(_:didShow:animated:)` after the new one's `viewDidAppear(_:)` (and
/// never for an interactive transition that was cancelled).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// The navigation controller is about to show `viewController`'s view and navigation item.
    /// Mirrors `navigationController(_:willShow:animated:)`.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

    /// The navigation controller showed `viewController`'s view and navigation item. Mirrors
    /// `navigationController(_:didShow:animated:)`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)

    /// The orientations the navigation controller supports (by default: what it supports
    /// without a delegate). Mirrors `navigationControllerSupportedInterfaceOrientations(_:)`.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask

    /// The orientation to present the navigation controller in (by default: its own
    /// preference). Mirrors `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`.
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation

    /// An animation controller for an animated push or pop from `fromVC` to `toVC`, or `nil`
    /// (the default) for the built-in slide. Mirrors
    /// `navigationController(_:animationControllerFor:from:to:)`.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?

    /// An interaction controller to drive `animationController`'s transition, or `nil` (the
    /// default: it runs by itself, or under the navigation controller's own edge swipe). Mirrors
    /// `navigationController(_:interactionControllerFor:)`.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}

    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        navigationController.supportedInterfaceOrientationsWithoutDelegate
    }

    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        navigationController.preferredInterfaceOrientationWithoutDelegate
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        nil
    }
}
