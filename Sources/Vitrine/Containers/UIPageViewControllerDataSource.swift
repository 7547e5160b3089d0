import Foundation

/// Gives a page view controller its pages as the user swipes to them. Mirrors UIKit's
/// `UIPageViewControllerDataSource`.
///
/// The two neighbour methods are required. The page indicator's two methods are optional:
/// "If both of the methods in Supporting a Page Indicator are implemented and the page view
/// controller's transition style is `scroll`, a page indicator is visible" (UIKit's
/// documentation of the protocol). Swift has no optional protocol methods; their defaults here
/// return `UIPageViewController.noPresentationValue`, which stands for "not implemented".
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` when it is the first. Mirrors
    /// `pageViewController(_:viewControllerBefore:)`.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or `nil` when it is the last. Mirrors
    /// `pageViewController(_:viewControllerAfter:)`.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots in the page indicator. Mirrors `presentationCount(for:)`.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot of the page shown. Mirrors `presentationIndex(for:)`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { UIPageViewController.noPresentationValue }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { UIPageViewController.noPresentationValue }
}

/// Told about the user's page turns. Mirrors UIKit's `UIPageViewControllerDelegate`; every
/// method is optional (a default that does nothing, or UIKit's default answer). Programmatic
/// changes (`setViewControllers(_:direction:animated:completion:)`) call none of them, as in
/// UIKit ("Called before a gesture-driven transition begins" / "after a gesture-driven
/// transition completes").
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe started to show `pendingViewControllers`; "if the user aborts the navigation
    /// gesture, the transition doesn't complete and the view controllers stay the same".
    /// Mirrors `pageViewController(_:willTransitionTo:)`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The swipe's animation ended: `completed` is whether the page turned (`false`: it
    /// snapped back), `previousViewControllers` the pages shown before it. Mirrors
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine's location for an orientation; UIKit calls it only for the page-curl style,
    /// so Vitrine (scroll only) never does. Mirrors `pageViewController(_:spineLocationFor:)`.
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports (asked by its
    /// `supportedInterfaceOrientations`). Mirrors `pageViewControllerSupportedInterfaceOrientations(_:)`.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The preferred orientation when presented (asked by its
    /// `preferredInterfaceOrientationForPresentation`). Mirrors
    /// `pageViewControllerPreferredInterfaceOrientationForPresentation(_:)`.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation { .none }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask { .allButUpsideDown }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation { .unknown }
}
