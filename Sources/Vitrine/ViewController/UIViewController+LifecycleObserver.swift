import Foundation

/// A lifecycle callback the framework is about to call on a view controller, with its
/// argument: what a test observer (`LifecycleRecorder.observe`) is told.
package enum ViewControllerLifecycleEvent {
    case loadView, viewDidLoad
    case viewWillAppear(Bool), viewIsAppearing(Bool), viewDidAppear(Bool), viewWillDisappear(Bool), viewDidDisappear(Bool)
    case viewWillLayoutSubviews
    /// The controller's root view's `layoutSubviews()`, between the two layout callbacks.
    case layoutSubviews
    case viewDidLayoutSubviews
    /// Told from `UIViewController`'s own `willMove(toParent:)`/`didMove(toParent:)`, so calls
    /// an app makes itself are seen too (when an override calls `super`, as UIKit asks).
    case willMove(toParent: UIViewController?), didMove(toParent: UIViewController?)
    /// With the new traits.
    case traitCollectionDidChange(UITraitCollection)
    /// With the coming traits.
    case willTransition(UITraitCollection)
    case viewWillTransition(CGSize)
    case didReceiveMemoryWarning
}

/// Called just before the framework calls the callback on the controller.
package typealias ViewControllerLifecycleObserver = @MainActor (UIViewController, ViewControllerLifecycleEvent) -> Void

extension UIViewController {
    /// Tells the observer, if any, that `event`'s callback is about to be called (one nil
    /// check when no one observes; the event is only built for an observer).
    @inline(__always)
    func notifyLifecycleObserver(_ event: @autoclosure () -> ViewControllerLifecycleEvent) {
        if let observer = lifecycleObserver { observer(self, event()) }
    }
}
