import Foundation

/// Where a view controller is in UIKit's appearance state diagram.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// Starts an appearance (`true`) or disappearance (`false`) transition: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` as UIKit's state diagram allows (a
    /// disappearance during an appearance cancels it, and the other way round), and forwards to
    /// children when `shouldAutomaticallyForwardAppearanceMethods`. Mirrors
    /// `beginAppearanceTransition(_:animated:)`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearance, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearance = .appearing
            transitionAnimated = animated
            notifyLifecycleObserver(.viewWillAppear(animated))
            viewWillAppear(animated)
            pendingIsAppearing = true
            _view?.setNeedsLayout()
        case (.appeared, false), (.appearing, false):
            appearance = .disappearing
            transitionAnimated = animated
            pendingIsAppearing = false
            notifyLifecycleObserver(.viewWillDisappear(animated))
            viewWillDisappear(animated)
            endSearchesIfLeaving()
        default:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenShownInView { child.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// Finishes the transition begun with `beginAppearanceTransition(_:animated:)`: calls
    /// `viewDidAppear(_:)` (after `viewIsAppearing(_:)` if layout has not run it yet) or
    /// `viewDidDisappear(_:)`, and forwards to children. Mirrors `endAppearanceTransition()`.
    public func endAppearanceTransition() {
        let animated = transitionAnimated
        switch appearance {
        case .appearing:
            runPendingIsAppearing()
            appearance = .appeared
            notifyLifecycleObserver(.viewDidAppear(animated))
            viewDidAppear(animated)
            _isMovingToParent = false
            _isBeingPresented = false
        case .disappearing:
            appearance = .disappeared
            notifyLifecycleObserver(.viewDidDisappear(animated))
            viewDidDisappear(animated)
            _isMovingFromParent = false
            _isBeingDismissed = false
        default:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenShownInView { child.endAppearanceTransition() }
        }
    }

    /// Whether the controller's view is appearing or on screen.
    public var isVisibleInHierarchy: Bool { appearance == .appearing || appearance == .appeared }

    /// Calls `viewIsAppearing(_:)` once per appearance, before the first layout of it.
    func runPendingIsAppearing() {
        guard pendingIsAppearing else { return }
        pendingIsAppearing = false
        notifyLifecycleObserver(.viewIsAppearing(transitionAnimated))
        viewIsAppearing(transitionAnimated)
    }

    /// Children whose root views are inside this controller's view.
    var childrenShownInView: [UIViewController] {
        guard let root = _view else { return [] }
        return children.filter { $0._view?.isDescendant(of: root) ?? false }
    }
}

/// Turns view-hierarchy moves into appearance callbacks, as UIKit does when a controller's
/// view enters or leaves a visible window.
@MainActor
enum AppearanceRouter {
    /// The controllers in `subtree` whose appearance is driven by this move: those whose
    /// parent's view is not in the subtree too (the parent forwards to them), that are not
    /// managed by a container that forwards by hand or by a presentation in progress.
    static func topControllers(in subtree: UIView) -> [UIViewController] {
        var found: [UIViewController] = []
        func walk(_ v: UIView) {
            if let vc = v._viewController {
                // The first controller met on a path is the top one there; those below it are
                // reached through its forwarding (or, for a manual container, by its own calls).
                let manual = vc.parent.map { !$0.shouldAutomaticallyForwardAppearanceMethods } ?? false
                let parentInside = vc.parent?._view?.isDescendant(of: subtree) ?? false
                if !parentInside && !manual && !vc._isBeingPresented && !vc._isBeingDismissed {
                    found.append(vc)
                }
                return
            }
            for s in v.subviews { walk(s) }
        }
        walk(subtree)
        return found
    }

    /// `subtree` is about to move from a window that is (or is not) visible to one that is (or
    /// is not).
    static func willMove(_ subtree: UIView, wasVisible: Bool, willBeVisible: Bool) {
        guard wasVisible != willBeVisible else { return }
        for vc in topControllers(in: subtree) { vc.beginAppearanceTransition(willBeVisible, animated: false) }
    }

    /// The move happened: disappearances end now; appearances end after the next frame.
    static func didMove(_ subtree: UIView, wasVisible: Bool, isVisible: Bool, screen: UIScreen?) {
        guard wasVisible != isVisible else { return }
        let vcs = topControllers(in: subtree)
        if isVisible {
            guard let screen else { return }
            screen.compositor.afterNextFrame {
                for vc in vcs where vc.appearance == .appearing { vc.endAppearanceTransition() }
            }
        } else {
            for vc in vcs { vc.endAppearanceTransition() }
        }
    }
}

extension UIWindow {
    /// Whether views in this window are visible (it is shown on its screen).
    var isVisibleWindow: Bool { !isHidden }
}
