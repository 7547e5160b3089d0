import Foundation
import VitrinePlatform

extension UIViewController {
    /// The controller that presented this one (or presented an ancestor of it). Mirrors
    /// `presentingViewController`.
    public var presentingViewController: UIViewController? {
        if let p = _presentingViewController { return p }
        return parent?.presentingViewController
    }

    /// `present(_:animated:completion:)`: links the controllers, asks the transitioning delegate
    /// (a `.custom` presentation's presentation controller; for an animated presentation the
    /// animation controller, and if it gave one, the interaction controller), runs the
    /// transition (`ViewControllerTransition`: the built-in animation of `modalTransitionStyle`
    /// when the delegate gives none: the cover-vertical slide is 0.3 s, ease-in-out), then
    /// `completion`. Without animation the presented view is shown at once and the transition
    /// ends after the next frame.
    ///
    /// Appearance order (UIKit's for a full-screen modal): presenter `viewWillDisappear`,
    /// presented `viewWillAppear` … presented `viewDidAppear`, presenter `viewDidDisappear`
    /// (its view leaves the window then), completion. Sheets, `.overFullScreen` and `.custom`
    /// leave the presenter alone: no callbacks, view kept. `transitionCoordinator` answers from
    /// the first of these callbacks on. An interactive presentation that is cancelled ends
    /// with the presented controller's `viewWillDisappear`/`viewDidDisappear` (and the full-screen
    /// presenter's `viewWillAppear`/`viewDidAppear`); `completion` does not run then.
    func performPresentation(_ vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationContext(for: vc.modalPresentationStyle)
        func refuse(_ why: String) {
            BadInputLog.report("Attempt to present \(Self.debugName(vc)) on \(Self.debugName(presenter)) \(why)")
        }
        if let current = presenter._presentedViewController {
            return refuse("which is already presenting \(Self.debugName(current))")
        }
        if vc === presenter || vc.parent != nil || vc._presentingViewController != nil || vc.viewIfLoaded?.window != nil
            || vc._isBeingDismissed {
            return refuse("which is already active in the view controller hierarchy")
        }
        if presenter._isBeingPresented || presenter._isBeingDismissed {
            return refuse("while a presentation or dismissal is in progress")
        }
        guard let window = presenter.viewIfLoaded?.window else {
            return refuse("whose view is not in the window hierarchy")
        }

        // A full-screen controller with an orientation of its own gets it first, so it is laid
        // out for it from the start.
        let orientation = vc.preferredInterfaceOrientationForPresentation
        if vc.modalPresentationStyle.coversScreen, orientation != .unknown,
           vc.supportedInterfaceOrientations.contains(orientation.mask) {
            window.screen.transition(to: orientation, animated: animated)
        }

        // The adaptive delegate may show another controller in place of this one.
        let vc = vc.adaptiveReplacement(presentedBy: presenter)
        // The transitioning delegate, in the order UIKit's guide gives: the presentation
        // controller (custom style only), then the animation and interaction controllers.
        // Otherwise the presentation controller made early (`presentationController`) or a
        // built-in one.
        let delegate = vc.transitioningDelegate
        var pc: UIPresentationController
        if vc.modalPresentationStyle == .custom,
           let custom = delegate?.presentationController(forPresented: vc, presenting: presenter, source: self),
           custom.presentedViewController === vc {
            pc = custom
        } else {
            pc = vc.presentationControllerForPresentation(presenting: presenter)
        }
        pc.presenter = presenter
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if animated, let custom = delegate?.animationController(forPresented: vc, presenting: presenter, source: self) {
            animator = custom
            interaction = delegate?.interactionControllerForPresentation(using: custom)
        }
        let isCustomAnimator = animator != nil

        UIPresentationController.register(pc)
        presenter._presentedViewController = vc
        vc._presentingViewController = presenter
        vc.updateTraitsFromEnvironment()
        _ = vc.view

        pc.prepareForPresentation()
        UIView.performWithoutAnimation {
            pc.container.frame = pc.containerFrame(default: window.bounds)
            pc.layoutContainer()
            pc.insertContainer(in: window)
        }
        let removesPresenter = pc.shouldRemovePresentersView
        let transition = ViewControllerTransition(
            containerView: pc.container, from: presenter, to: vc,
            fromView: removesPresenter ? presenter.view : nil, toView: pc.presentedView,
            animated: animated, presentationStyle: pc.presentationStyle,
            animationController: animator ?? (animated ? pc.builtInAnimationController(presenting: true) : ImmediateTransitionAnimator(presenting: true)),
            interactionController: interaction)
        transition.setFrames(for: vc, initial: .zero, final: pc.frameOfPresentedViewInContainerView)
        transition.setFrames(for: presenter, initial: presenter.view.frame, final: removesPresenter ? .zero : presenter.view.frame)
        transition.register(for: [presenter, vc])

        let visible = window.isVisibleWindow
        vc._isBeingPresented = true
        pc.isTransitioning = true
        if visible {
            if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
            vc.beginAppearanceTransition(true, animated: animated)
        }
        window.screen.updateStatusBarAppearance()
        if isCustomAnimator { pc.animateDimmingAlongside(transition.coordinator, presenting: true) }
        pc.presentationTransitionWillBegin()

        transition.onComplete = { completed in
            if completed {
                pc.finishPresentation(completion: completion)
            } else {
                pc.cancelPresentation(visible: visible)
            }
        }
        transition.start()
    }

    /// `dismiss(animated:completion:)`: the nearest of this controller and its ancestors that
    /// presents something dismisses it (and everything presented above it); a controller that
    /// presents nothing asks the one that presented it, as UIKit does. With nothing to dismiss
    /// `completion` runs at once.
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        var candidate: UIViewController? = self
        while let c = candidate, c._presentedViewController == nil { candidate = c.parent }
        if let presenter = candidate {
            presenter.dismissPresentedStack(animated: animated, completion: completion)
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    /// Dismisses `presentedViewController` and every controller presented above it. Only the
    /// top one animates (its transitioning delegate's animation controller, else the built-in
    /// one of its `modalTransitionStyle`: the slide down is 0.3 s, ease-in-out, with its
    /// dimming fading out); the others leave at once. Order: dismissed controllers'
    /// `viewWillDisappear` (top first), the revealed presenter's `viewWillAppear` (after a
    /// full-screen presentation) … its `viewDidAppear`, the dismissed controllers'
    /// `viewDidDisappear`, completion.
    ///
    /// `interaction` (the sheet's swipe down) drives the dismissal when given; so does the
    /// delegate's `interactionControllerForDismissal(using:)`. A cancelled interactive
    /// dismissal leaves everything as it was, with UIKit's callbacks for it: the revealed
    /// presenter's `viewWillDisappear`/`viewDidDisappear`, then the presented controllers'
    /// `viewWillAppear`/`viewDidAppear`; `completion` does not run. `onEnd` runs last either way.
    func dismissPresentedStack(animated: Bool, interaction givenInteraction: (any UIViewControllerInteractiveTransitioning)? = nil,
                               completion: (() -> Void)?, onEnd: ((Bool) -> Void)? = nil) {
        guard let first = _presentedViewController, let bottom = UIPresentationController.of(first) else {
            completion?()
            return
        }
        var chain = [first]
        while let next = chain[chain.count - 1]._presentedViewController { chain.append(next) }
        if chain.contains(where: { $0._isBeingPresented || $0._isBeingDismissed }) {
            Log.ui.warning("Attempt to dismiss from \(Self.debugName(self)) while a presentation or dismissal is in progress")
            return
        }
        let presentations = chain.compactMap(UIPresentationController.of)
        let top = presentations.last ?? bottom
        let topVC = top.presentedViewController
        let window = bottom.container.window
        let visible = window?.isVisibleWindow ?? false
        let animates = animated && window != nil && (top.presentedView?.superview === top.container)

        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interaction = givenInteraction
        if animates, let custom = topVC.transitioningDelegate?.animationController(forDismissed: topVC) {
            animator = custom
            if interaction == nil { interaction = topVC.transitioningDelegate?.interactionControllerForDismissal(using: custom) }
        }
        let isCustomAnimator = animator != nil
        let removedPresenter = bottom.removedPresenterHost != nil && top === bottom
        let transition = ViewControllerTransition(
            containerView: top.container, from: topVC, to: self,
            fromView: top.presentedView, toView: removedPresenter ? viewIfLoaded : nil,
            animated: animates, presentationStyle: top.presentationStyle,
            animationController: animator ?? (animates ? top.builtInAnimationController(presenting: false) : ImmediateTransitionAnimator(presenting: false)),
            interactionController: animates ? interaction : nil)
        transition.setFrames(for: topVC, initial: top.presentedView?.frame ?? .zero, final: .zero)
        if let v = viewIfLoaded, let window { transition.setFrames(for: self, initial: .zero, final: window.bounds.isEmpty ? v.frame : window.bounds) }
        transition.register(for: [self] + chain)

        for vc in chain { vc._isBeingDismissed = true }
        if visible {
            for vc in chain.reversed() { vc.beginAppearanceTransition(false, animated: animates && vc === topVC) }
        }
        // The presenter's view comes back under the presentation (full screen took it out).
        var reappearing = false
        var restoredHost: UIView?
        if let host = bottom.removedPresenterHost, let window {
            bottom.removedPresenterHost = nil
            restoredHost = host
            if bottom.contextView == nil { host.frame = window.bounds }
            let superview = bottom.container.superview ?? window
            AppearanceRouter.withoutCallbacks(for: host) {
                superview.insertSubview(host, belowSubview: bottom.container)
            }
            updateTraitsFromEnvironment()
            if visible {
                beginAppearanceTransition(true, animated: animates)
                reappearing = true
            }
        }
        // Presentations between the presenter and the top one vanish now.
        for pc in presentations where pc !== top { pc.container.removeFromSuperview() }
        for pc in presentations { pc.isTransitioning = true }
        if isCustomAnimator { top.animateDimmingAlongside(transition.coordinator, presenting: false) }
        for pc in presentations.reversed() { pc.dismissalTransitionWillBegin() }

        let takeDown = {
            top.container.removeFromSuperview()
            self.unlinkPresentations(presentations)
        }
        if !animates { takeDown() }
        transition.onComplete = { completed in
            guard completed else {
                self.cancelDismissal(chain: chain, presentations: presentations, top: top, restoredHost: restoredHost,
                                     reappearing: reappearing)
                onEnd?(false)
                return
            }
            if animates { takeDown() }
            for pc in presentations.reversed() { pc.dismissalTransitionDidEnd(true) }
            if reappearing, self.appearance == .appearing { self.endAppearanceTransition() }
            for vc in chain.reversed() {
                vc.endAppearanceTransition()
                vc._isBeingDismissed = false
            }
            completion?()
            onEnd?(true)
        }
        transition.start()
    }

    /// An interactive dismissal was cancelled: the presentation stays as it was, with UIKit's
    /// appearance callbacks for the undone transition (the revealed presenter disappears again,
    /// the presented controllers appear again).
    private func cancelDismissal(chain: [UIViewController], presentations: [UIPresentationController], top: UIPresentationController,
                                 restoredHost: UIView?, reappearing: Bool) {
        let window = top.container.window
        // The presentations below the top one come back.
        for pc in presentations where pc !== top {
            if let window { window.insertSubview(pc.container, belowSubview: top.container) }
        }
        for pc in presentations { pc.isTransitioning = false }
        for pc in presentations.reversed() { pc.dismissalTransitionDidEnd(false) }
        if reappearing {
            beginAppearanceTransition(false, animated: true)
            endAppearanceTransition()
        }
        if let host = restoredHost, let bottom = presentations.first {
            bottom.removedPresenterHost = host
            AppearanceRouter.withoutCallbacks(for: host) { host.removeFromSuperview() }
        }
        for vc in chain {
            vc._isBeingDismissed = false
            vc.beginAppearanceTransition(true, animated: true)
        }
        for vc in chain { vc.endAppearanceTransition() }
        for pc in presentations { pc.container.setNeedsLayout() }
    }

    /// Clears the links of dismissed presentations, then brings the status bar and the
    /// orientation in line with what is shown now.
    func unlinkPresentations(_ presentations: [UIPresentationController]) {
        let window = presentations.first?.container.window ?? viewIfLoaded?.window
        _presentedViewController = nil
        for pc in presentations {
            pc.presentedViewController._presentingViewController = nil
            pc.presentedViewController._presentedViewController = nil
            if let v = pc.presentedView, v.superview === pc.container { v.removeFromSuperview() }
            if let v = pc.presentedViewController.viewIfLoaded, v.window != nil, v.isDescendant(of: pc.container) { v.removeFromSuperview() }
            pc.removedPresenterHost = nil
            pc.isTransitioning = false
            pc.removeSheetDismissal()
            UIPresentationController.unregister(pc)
            window?.screen.textInput.presentationDidEnd(pc.presentedViewController)
        }
        guard let window = window ?? viewIfLoaded?.window else { return }
        window.screen.updateStatusBarAppearance()
        window.restoreSupportedOrientation()
    }

    static func debugName(_ vc: UIViewController) -> String { "<\(type(of: vc))>" }
}

extension UIPresentationController {
    /// The presentation's transition is over: the presented controller has appeared, the
    /// presenter's view leaves the window for a full-screen style, then `completion` runs.
    func finishPresentation(completion: (() -> Void)?) {
        let vc = presentedViewController
        isTransitioning = false
        vc.endAppearanceTransition()
        vc._isBeingPresented = false
        presentationTransitionDidEnd(true)
        if shouldRemovePresentersView, let presenter, let window = container.window,
           presenter._presentedViewController === vc {
            if let host = contextView ?? presenter.viewIfLoaded?.subviewOfWindow(window) {
                removedPresenterHost = host
                AppearanceRouter.withoutCallbacks(for: host) { host.removeFromSuperview() }
            }
            if presenter.appearance == .disappearing { presenter.endAppearanceTransition() }
        }
        installSheetDismissalIfNeeded()
        container.setNeedsLayout()
        completion?()
    }

    /// An interactive presentation was cancelled: the presented controller leaves again
    /// (`viewWillDisappear`/`viewDidDisappear` after its `viewWillAppear`), then a full-screen
    /// presenter re-appears (`viewWillAppear`/`viewDidAppear`: the order of a cancelled
    /// interactive pop, the leaving controller's last), and everything is unlinked as before
    /// `present`.
    func cancelPresentation(visible: Bool) {
        let vc = presentedViewController
        isTransitioning = false
        presentationTransitionDidEnd(false)
        if visible { vc.beginAppearanceTransition(false, animated: true) }
        container.removeFromSuperview()
        vc._isBeingPresented = false
        if let presenter {
            presenter.unlinkPresentations([self])
        } else {
            UIPresentationController.unregister(self)
        }
        if visible { vc.endAppearanceTransition() }
        if let presenter, shouldRemovePresentersView, visible {
            presenter.beginAppearanceTransition(true, animated: true)
            presenter.endAppearanceTransition()
        }
    }
}

extension UIView {
    /// The window's direct subview that contains this view.
    func subviewOfWindow(_ window: UIWindow) -> UIView? {
        var v: UIView = self
        while let sup = v.superview {
            if sup === window { return v }
            v = sup
        }
        return nil
    }
}

extension AppearanceRouter {
    /// Runs `body`, a move of `subtree` that a presentation drives the appearance of by hand,
    /// without the callbacks the move would otherwise cause.
    static func withoutCallbacks(for subtree: UIView, _ body: () -> Void) {
        let vcs = topControllers(in: subtree)
        for vc in vcs { vc._isBeingPresented = true }
        body()
        for vc in vcs { vc._isBeingPresented = false }
    }
}

extension UIWindow {
    /// After a dismissal: when the controller deciding orientation now does not support the
    /// current one, turn to one it does (its preferred one, else the panel's own, else the
    /// first it lists).
    func restoreSupportedOrientation() {
        guard let authority = orientationAuthority else { return }
        let supported = authority.supportedInterfaceOrientations
        guard !supported.contains(screen.interfaceOrientation.mask) else { return }
        let candidates: [UIInterfaceOrientation] = [authority.preferredInterfaceOrientationForPresentation, screen.nativeOrientation,
                                                    .landscapeRight, .landscapeLeft, .portrait, .portraitUpsideDown]
        if let o = candidates.first(where: { $0 != .unknown && supported.contains($0.mask) }) {
            screen.transition(to: o, animated: false)
        }
    }
}
