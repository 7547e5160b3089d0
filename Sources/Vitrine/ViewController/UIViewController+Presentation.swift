import Foundation
import VitrinePlatform

extension UIViewController {
    /// The controller that presented this one (or presented an ancestor of it). Mirrors
    /// `presentingViewController`.
    public var presentingViewController: UIViewController? {
        if let p = _presentingViewController { return p }
        return parent?.presentingViewController
    }

    /// `present(_:animated:completion:)`: links the controllers, starts the appearance
    /// transitions, puts the presented view in a container above everything in the window and
    /// slides it up (0.3 s, ease-in-out) or shows it at once; the transitions end when the slide
    /// does (or after the next frame), then `completion` runs.
    ///
    /// Appearance order (UIKit's for a full-screen modal): presenter `viewWillDisappear`,
    /// presented `viewWillAppear` … presented `viewDidAppear`, presenter `viewDidDisappear`
    /// (its view leaves the window then), completion. Sheets and `.overFullScreen` leave the
    /// presenter alone: no callbacks, view kept.
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
        let pc = vc.presentationControllerForPresentation(presenting: presenter)
        UIPresentationController.register(pc)
        presenter._presentedViewController = vc
        vc._presentingViewController = presenter
        vc.updateTraitsFromEnvironment()
        let presentedView: UIView = vc.view

        let visible = window.isVisibleWindow
        vc._isBeingPresented = true
        if visible {
            if pc.shouldRemovePresentersView { presenter.beginAppearanceTransition(false, animated: animated) }
            vc.beginAppearanceTransition(true, animated: animated)
        }
        pc.prepareForPresentation()
        UIView.performWithoutAnimation {
            pc.container.frame = pc.containerFrame(default: window.bounds)
            pc.container.addSubview(presentedView)
            pc.layoutContainer()
            pc.insertContainer(in: window)
        }
        window.screen.updateStatusBarAppearance()
        pc.presentationTransitionWillBegin()

        let finish = { pc.finishPresentation(completion: completion) }
        if animated {
            let final = presentedView.frame
            UIView.performWithoutAnimation { pc.prepareAnimatedPresentation(of: presentedView) }
            UIView.animate(withDuration: pc.animatedTransitionDuration, delay: 0, options: pc.animatedTransitionOptions,
                           animations: { pc.animatePresentation(of: presentedView, to: final) },
                           completion: { _ in finish() })
        } else {
            window.screen.compositor.afterNextFrame { finish() }
        }
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
    /// top one slides down (0.3 s, ease-in-out) with its dimming fading out; the others leave
    /// at once. Order: dismissed controllers' `viewWillDisappear` (top first), the revealed
    /// presenter's `viewWillAppear` (after a full-screen presentation) … its `viewDidAppear`,
    /// the dismissed controllers' `viewDidDisappear`, completion.
    private func dismissPresentedStack(animated: Bool, completion: (() -> Void)?) {
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
        let window = bottom.container.window
        let visible = window?.isVisibleWindow ?? false

        for vc in chain { vc._isBeingDismissed = true }
        if visible {
            for vc in chain.reversed() { vc.beginAppearanceTransition(false, animated: animated && vc === top.presentedViewController) }
        }
        // The presenter's view comes back under the presentation (full screen took it out).
        var reappearing = false
        if let host = bottom.removedPresenterHost, let window {
            bottom.removedPresenterHost = nil
            if bottom.contextView == nil { host.frame = window.bounds }
            let superview = bottom.container.superview ?? window
            AppearanceRouter.withoutCallbacks(for: host) {
                superview.insertSubview(host, belowSubview: bottom.container)
            }
            updateTraitsFromEnvironment()
            if visible {
                beginAppearanceTransition(true, animated: animated)
                reappearing = true
            }
        }
        // Presentations between the presenter and the top one vanish now.
        for pc in presentations where pc !== top { pc.container.removeFromSuperview() }
        top.isDismissing = true
        for pc in presentations.reversed() { pc.dismissalTransitionWillBegin() }

        let takeDown = {
            top.container.removeFromSuperview()
            self.unlinkPresentations(presentations)
        }
        let finish = {
            for pc in presentations.reversed() { pc.dismissalTransitionDidEnd(true) }
            if reappearing, self.appearance == .appearing { self.endAppearanceTransition() }
            for vc in chain.reversed() {
                vc.endAppearanceTransition()
                vc._isBeingDismissed = false
            }
            completion?()
        }
        if animated, window != nil, let v = top.presentedView, v.superview === top.container {
            UIView.animate(withDuration: top.animatedTransitionDuration, delay: 0, options: top.animatedTransitionOptions,
                           animations: { top.animateDismissal(of: v) }, completion: { _ in
                               takeDown()
                               finish()
                           })
        } else {
            takeDown()
            if let screen = window?.screen { screen.compositor.afterNextFrame { finish() } } else { finish() }
        }
    }

    /// Clears the links of dismissed presentations, then brings the status bar and the
    /// orientation in line with what is shown now.
    private func unlinkPresentations(_ presentations: [UIPresentationController]) {
        let window = presentations.first?.container.window ?? viewIfLoaded?.window
        _presentedViewController = nil
        for pc in presentations {
            pc.presentedViewController._presentingViewController = nil
            pc.presentedViewController._presentedViewController = nil
            if let v = pc.presentedView, v.superview === pc.container { v.removeFromSuperview() }
            pc.removedPresenterHost = nil
            pc.isDismissing = false
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
        vc.endAppearanceTransition()
        vc._isBeingPresented = false
        presentationTransitionDidEnd(true)
        if shouldRemovePresentersView, let presenter = presentingViewController, let window = container.window,
           presenter._presentedViewController === vc {
            if let host = contextView ?? presenter.viewIfLoaded?.subviewOfWindow(window) {
                removedPresenterHost = host
                AppearanceRouter.withoutCallbacks(for: host) { host.removeFromSuperview() }
            }
            if presenter.appearance == .disappearing { presenter.endAppearanceTransition() }
        }
        completion?()
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
