import Foundation

/// The presentation context: which controller a presentation is made from and what it covers,
/// and the presentation controller a controller has before it is presented.
///
/// UIKit's rules (`definesPresentationContext`, `UIModalPresentationStyle.currentContext`,
/// `UIPresentationController.presentingViewController`):
/// - For `.currentContext` and `.overCurrentContext`, UIKit "starts at the presenting view
///   controller and walks up the view controller hierarchy"; the first controller whose
///   `definesPresentationContext` is true presents, and its view is what the presented view
///   covers. With none, the window's root view controller presents (inside a presented
///   controller, the top of that controller's hierarchy, which is the root of what is on screen).
/// - Other styles ignore `definesPresentationContext`: the top of the hierarchy presents and the
///   presented view covers the window.
/// - The context controller becomes the `presentingViewController`.
/// - `.currentContext` removes the context's view once the presentation is over;
///   `.overCurrentContext` keeps it underneath.
extension UIViewController {
    /// Whether this controller's view is covered when it or one of its descendants presents with
    /// `.currentContext` or `.overCurrentContext`. "The default value for this property is
    /// false. Some system-provided view controllers, such as UINavigationController, change the
    /// default value to true": a navigation controller's default is `true`. Mirrors
    /// `UIViewController.definesPresentationContext`.
    public var definesPresentationContext: Bool {
        get { _definesPresentationContext ?? (self is UINavigationController) }
        set { _definesPresentationContext = newValue }
    }

    /// Whether, when it defines the presentation context, this controller's transition style is
    /// used instead of the presented controller's (`false` by default). The presentation
    /// controller's `transitionStyleSource` names the controller whose `modalTransitionStyle`
    /// applies. Mirrors `UIViewController.providesPresentationContextTransitionStyle`.
    public var providesPresentationContextTransitionStyle: Bool {
        get { _providesPresentationContextTransitionStyle }
        set { _providesPresentationContextTransitionStyle = newValue }
    }

    /// The controller that presents a controller of `style` asked of this one (the rules in the
    /// extension's documentation).
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style.isCurrentContext {
            var candidate: UIViewController? = self
            while let c = candidate {
                if c.definesPresentationContext { return c }
                candidate = c.parent
            }
        }
        var vc = self
        while let p = vc.parent { vc = p }
        return vc
    }

    /// The presentation controller managing this controller or its nearest presented ancestor;
    /// for a controller not presented, one made now from `modalPresentationStyle` and kept, so
    /// that `vc.presentationController?.delegate = self` before `present` configures the
    /// presentation that follows. Set `modalPresentationStyle` first, as UIKit asks (a later
    /// change to or from `.popover` replaces it). Mirrors `UIViewController.presentationController`.
    public var presentationController: UIPresentationController? {
        if let pc = managingPresentationController { return pc }
        if let pc = _presentationController { return pc }
        let pc = makePresentationController(presenting: nil)
        _presentationController = pc
        return pc
    }

    /// The popover presentation controller managing this controller or its nearest presented
    /// ancestor; for a controller not presented whose `modalPresentationStyle` is `.popover`, the
    /// one its presentation will use (made now); `nil` for any other style. Mirrors
    /// `UIViewController.popoverPresentationController`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let pc = managingPresentationController { return pc as? UIPopoverPresentationController }
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The active presentation controller of this controller or of its nearest ancestor that
    /// is presented.
    var managingPresentationController: UIPresentationController? {
        var vc: UIViewController? = self
        while let c = vc {
            if let pc = UIPresentationController.of(c) { return pc }
            vc = c.parent
        }
        return nil
    }

    /// The presentation controller a presentation of this controller by `presenter` uses: the
    /// one made early if any (the same object), else a new one.
    func presentationControllerForPresentation(presenting presenter: UIViewController) -> UIPresentationController {
        if modalPresentationStyle == .none {
            BadInputLog.report("Presenting \(Self.debugName(self)) with modalPresentationStyle .none (not a presentation style: adaptive delegates return it); presented as .automatic")
        }
        let pc = _presentationController ?? makePresentationController(presenting: presenter)
        _presentationController = pc
        pc.presenter = presenter
        pc.presentationStyle = UIPresentationController.resolved(modalPresentationStyle)
        if pc.presentationStyle.isCurrentContext, presenter.viewIfLoaded?.superview != nil {
            pc.contextView = presenter.viewIfLoaded
            pc.container.clipsToBounds = true
        }
        return pc
    }
}

extension UIPresentationController {
    /// The kinds of presentation controller UIKit makes for the built-in styles.
    enum Kind { case standard, popover }

    var kind: Kind { self is UIPopoverPresentationController ? .popover : .standard }

    static func kind(for style: UIModalPresentationStyle) -> Kind { style == .popover ? .popover : .standard }

    /// `style` with `.automatic` (and the invalid `.none`) resolved to `.pageSheet`.
    static func resolved(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        style == .automatic || style == .none ? .pageSheet : style
    }

    /// The controller whose `modalTransitionStyle` the presentation uses: the presentation
    /// context when it defines the context and `providesPresentationContextTransitionStyle`
    /// (for the current-context styles), else the presented controller. Mirrors UIKit's rule
    /// for `providesPresentationContextTransitionStyle`.
    var transitionStyleSource: UIViewController {
        if presentationStyle.isCurrentContext, let p = presenter,
           p.definesPresentationContext, p.providesPresentationContextTransitionStyle {
            return p
        }
        return presentedViewController
    }

    /// The container's frame in its superview: the context's view's frame for the
    /// current-context styles, else `fallback` (the window's bounds).
    func containerFrame(default fallback: CGRect) -> CGRect {
        // The context's view keeps its frame (in the container's superview) while
        // `.currentContext` has it out of the window.
        contextView?.frame ?? fallback
    }

    /// Puts the container where it covers what the style covers: just above the context's
    /// view for the current-context styles, else on top of the window.
    func insertContainer(in window: UIWindow) {
        if let v = contextView, let sup = v.superview {
            sup.insertSubview(container, aboveSubview: v)
        } else {
            window.addSubview(container)
        }
    }

    /// Marks the current-context containers inside `window` for layout, so they follow their
    /// context's view (a split layout that changes on rotation).
    static func relayoutContextContainers(in window: UIWindow) {
        for pc in activePresentations where pc.contextView != nil && pc.container.window === window {
            pc.container.setNeedsLayout()
        }
    }

}
