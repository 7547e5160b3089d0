import Foundation

/// Manages one modal presentation: the container view the presented controller's view lives
/// in, the dimming view behind a card, where the presented view goes, and the presenter's view
/// that a full-screen presentation takes out of the window. Mirrors UIKit's
/// `UIPresentationController`: the built-in styles use it as is; apps subclass it (`open`) and
/// vend the subclass from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` for a `.custom` presentation.
///
/// Geometry of the built-in styles (in points, `W`×`H` the window's bounds, margin `m` = 20):
/// - `.fullScreen`, `.overFullScreen`, `.custom`: the whole window.
/// - `.pageSheet`: `min(W − 2m, 0.75·W)` wide, `H − 2m` tall, centred.
/// - `.formSheet`: 540×620, clamped to `(W − 2m)`×`(H − 2m)`, centred.
/// - A sheet honours each non-zero component of the presented controller's
///   `preferredContentSize` instead of the default, clamped the same way.
/// - A sheet (or popover) in a horizontally compact window adapts to full screen (no dimming),
///   or to what the `delegate` answers (UIAdaptivePresentationControllerDelegate+Adaptivity.swift).
/// - `.currentContext`/`.overCurrentContext`: the container covers the presentation context's
///   view only (UIViewController+PresentationContext.swift).
///
/// The call order, as UIKit's guide ("Creating Custom Presentations") gives it: presenting,
/// `presentationTransitionWillBegin()`, the animation controller's animations,
/// `presentationTransitionDidEnd(_:)`; dismissing, `dismissalTransitionWillBegin()`, the
/// animations, `dismissalTransitionDidEnd(_:)`. Layout of the presented controller's view
/// (View Controller Programming Guide, "Managing View Layout"): its `viewWillLayoutSubviews()`,
/// `containerViewWillLayoutSubviews()`, its view's `layoutSubviews()`, its
/// `viewDidLayoutSubviews()`, `containerViewDidLayoutSubviews()`. Outside transitions the
/// container puts `presentedView` at `frameOfPresentedViewInContainerView` whenever it lays
/// out (before those calls).
@MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented. Mirrors `presentedViewController`.
    ///
    /// Held strongly only while the presentation is in progress or on screen: the presented
    /// controller keeps a presentation controller made early (`presentationController`), and
    /// the reverse link must not keep it alive. Asked after the controller is gone (an app
    /// that kept the presentation controller), it reports the mistake and answers a blank one.
    public var presentedViewController: UIViewController {
        if let vc = retainedPresented ?? weakPresented { return vc }
        BadInputLog.report("UIPresentationController.presentedViewController asked after the presented controller was released; a blank controller answered")
        return UIViewController()
    }
    weak var weakPresented: UIViewController?
    private var retainedPresented: UIViewController?
    /// The controller that presents it once known: the presentation context (see
    /// `definesPresentationContext`), not necessarily the one whose `present` was called;
    /// `nil` until the presentation starts when made early (the initialiser may be given `nil`).
    weak var presenter: UIViewController?
    /// The requested style with `.automatic` resolved (to `.pageSheet`). Mirrors
    /// `presentationStyle`.
    public internal(set) var presentationStyle: UIModalPresentationStyle
    /// The object asked how to adapt the presentation to a horizontally compact environment
    /// (and told about dismissals). Mirrors `UIPresentationController.delegate`.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    let container: UIPresentationContainerView
    let dimmingView = UIView()
    /// The window's direct subview holding the presenter, while a full-screen presentation
    /// keeps it out of the window.
    var removedPresenterHost: UIView?
    /// For the current-context styles: the context controller's view, whose frame the
    /// container takes (UIViewController+PresentationContext.swift).
    weak var contextView: UIView?
    /// The adapted style the delegate was last told about (`willPresentWithAdaptiveStyle`).
    var notifiedAdaptiveStyle: UIModalPresentationStyle?
    /// Set while a presentation or dismissal runs (layout then leaves the presented view's
    /// frame to the animation controller).
    var isTransitioning = false
    /// The sheet's swipe-down, once installed.
    var sheetDismissal: SheetSwipeDismissal?

    /// The margin, in points, around a card.
    static let cardMargin: CGFloat = 20
    /// A form sheet's size when the presented controller prefers none.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width as a share of the window's.
    static let pageSheetWidthFraction: CGFloat = 0.75
    /// The opacity of the black dimming view behind a card.
    static let dimmingAlpha: CGFloat = 0.4
    /// How long the animated slide takes.
    static let transitionDuration: TimeInterval = 0.3

    /// Creates the presentation controller of `presentedViewController`, presented by
    /// `presentingViewController` (`nil`: the presentation sets it). Mirrors
    /// `init(presentedViewController:presenting:)`.
    public init(presentedViewController presented: UIViewController, presenting: UIViewController?) {
        weakPresented = presented
        presenter = presenting
        presentationStyle = Self.resolved(presented.modalPresentationStyle)
        container = UIPresentationContainerView(frame: .zero)
        super.init()
        dimmingView.backgroundColor = .black
        dimmingView.alpha = Self.dimmingAlpha
        container.presentationController = self
        container.addSubview(dimmingView)
    }

    convenience init(presented: UIViewController, presenting: UIViewController?) {
        self.init(presentedViewController: presented, presenting: presenting)
    }

    /// The controller that presented it. Mirrors `presentingViewController`.
    public var presentingViewController: UIViewController { presenter ?? presentedViewController }

    /// The container the presented view is in (a full-window view above the presenter's).
    /// Mirrors `containerView`.
    public var containerView: UIView? { container.superview == nil ? nil : container }

    /// The view the presentation animates and places (the presented controller's view by
    /// default; a subclass may wrap it in a view of its own). Mirrors `presentedView`.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Whether the presentation covers the whole screen (`true` by default). Vitrine reads it
    /// for nothing yet: the presentation style decides orientation and the status bar. Mirrors
    /// `shouldPresentInFullscreen`.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation is over (`true`
    /// for `.fullScreen` and `.currentContext`; `false`, UIKit's default, for a subclass's
    /// `.custom` presentation). Mirrors `shouldRemovePresentersView`.
    open var shouldRemovePresentersView: Bool { presentationStyle == .fullScreen || presentationStyle == .currentContext }

    /// The traits the presentation is laid out with: the window's, else the presenter's.
    /// Mirrors `traitCollection`.
    public var traitCollection: UITraitCollection {
        container.window?.traitCollection ?? presenter?.traitCollection ?? .unspecified
    }

    /// The style in effect for `traitCollection`: in a horizontally compact environment, sheets
    /// and popovers adapt to what the delegate answers (`adaptivePresentationStyle(for:traitCollection:)`),
    /// `.none` keeping the style; without an answer they become `.fullScreen`. Other styles do
    /// not adapt. Mirrors `adaptivePresentationStyle(for:)`
    /// (UIAdaptivePresentationControllerDelegate+Adaptivity.swift has the rules).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptedStyle(for: traitCollection)
    }

    /// The style in effect now, from the window's traits.
    var effectiveStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// Whether the presented view is shown as a centred card (with dimming behind it).
    var isCard: Bool { effectiveStyle == .pageSheet || effectiveStyle == .formSheet }

    // MARK: Override points (UIKit's)

    /// Called when the presentation is about to start, with the presented controller's
    /// `transitionCoordinator` available for animations alongside it. The default does
    /// nothing. Mirrors `presentationTransitionWillBegin()`.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation's transition is over (`completed` is `false` when an
    /// interaction cancelled it). The default does nothing. Mirrors
    /// `presentationTransitionDidEnd(_:)`.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called when the dismissal is about to start. The default does nothing. Mirrors
    /// `dismissalTransitionWillBegin()`.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal's transition is over (`completed` is `false` when cancelled:
    /// the presentation stays). The default does nothing. Mirrors
    /// `dismissalTransitionDidEnd(_:)`.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the presented controller's view lays out its subviews (after its
    /// `viewWillLayoutSubviews()`). The default does nothing. Mirrors
    /// `containerViewWillLayoutSubviews()`.
    open func containerViewWillLayoutSubviews() {}
    /// Called after it did (after its `viewDidLayoutSubviews()`). The default does nothing.
    /// Mirrors `containerViewDidLayoutSubviews()`.
    open func containerViewDidLayoutSubviews() {}

    /// Where the presented view goes in the container. Mirrors
    /// `frameOfPresentedViewInContainerView`.
    open var frameOfPresentedViewInContainerView: CGRect {
        frame(in: container.bounds.size, style: effectiveStyle)
    }

    // MARK: Built-in presentations' hooks (overridden by Vitrine's own, the alert's)

    /// Whether the dimming view shows behind the presented view.
    var showsDimmingView: Bool { isCard }
    /// The dimming view's opacity once presented.
    var dimmingViewAlpha: CGFloat { Self.dimmingAlpha }
    /// How long the cover-vertical presentation and dismissal take.
    var animatedTransitionDuration: TimeInterval { Self.transitionDuration }
    /// The curve of the cover-vertical presentation and dismissal.
    var animatedTransitionOptions: UIView.AnimationOptions { [.curveEaseInOut] }

    /// The animation controller used when the transitioning delegate gives none: the one of
    /// the `modalTransitionStyle` of the presented controller (or of a context controller that `providesPresentationContextTransitionStyle`).
    func builtInAnimationController(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        ModalTransitionAnimators.animator(for: transitionStyleSource.modalTransitionStyle, presenting: presenting, presentation: self)
    }

    /// Where a cover-vertical presentation starts and its dismissal ends: just below the
    /// container; with Reduce Motion where `view` is (the slide is a fade then).
    func coverFrame(of view: UIView) -> CGRect {
        UIAccessibility.prefersCrossFadeTransitions ? view.frame : offscreenFrame
    }

    /// Puts the presented view where a cover-vertical presentation starts (below the
    /// container, the dimming transparent).
    func prepareAnimatedPresentation(of view: UIView) {
        view.frame = coverFrame(of: view)
        dimmingView.alpha = 0
    }

    /// The animated part of a cover-vertical presentation: the presented view at `final`, the
    /// dimming shown.
    func animatePresentation(of view: UIView, to final: CGRect) {
        view.frame = final
        dimmingView.alpha = dimmingViewAlpha
    }

    /// The animated part of a cover-vertical dismissal: the presented view slides out, the
    /// dimming fades.
    func animateDismissal(of view: UIView) {
        view.frame = coverFrame(of: view)
        dimmingView.alpha = 0
    }

    /// A custom animation controller runs a built-in style's presentation: the dimming follows
    /// it on the coordinator.
    func animateDimmingAlongside(_ coordinator: any UIViewControllerTransitionCoordinator, presenting: Bool) {
        guard showsDimmingView else { return }
        if presenting { UIView.performWithoutAnimation { dimmingView.alpha = 0 } }
        let target = presenting ? dimmingViewAlpha : 0
        coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = target }, completion: nil)
    }

    // MARK: Geometry

    /// The presented view's frame in a container of `size` for `style` (the numbers in the
    /// type's documentation).
    func frame(in size: CGSize, style: UIModalPresentationStyle) -> CGRect {
        let m = Self.cardMargin
        let maxW = max(0, size.width - 2 * m), maxH = max(0, size.height - 2 * m)
        var w: CGFloat, h: CGFloat
        switch style {
        case .pageSheet:
            w = min(maxW, Self.pageSheetWidthFraction * size.width)
            h = maxH
        case .formSheet:
            w = Self.formSheetSize.width
            h = Self.formSheetSize.height
        default:
            return CGRect(origin: .zero, size: size)
        }
        let preferred = presentedViewController.preferredContentSize
        if preferred.width > 0 { w = preferred.width }
        if preferred.height > 0 { h = preferred.height }
        w = min(w, maxW)
        h = min(h, maxH)
        return CGRect(x: ((size.width - w) / 2).rounded(.down), y: ((size.height - h) / 2).rounded(.down), width: w, height: h)
    }

    /// The presented view's frame just below the container (where the slide starts and ends).
    var offscreenFrame: CGRect {
        frameOfPresentedViewInContainerView.offsetBy(dx: 0, dy: container.bounds.height - frameOfPresentedViewInContainerView.minY)
    }

    /// Places the dimming and presented views for the container's current size, and has the
    /// presented controller's view lay out (so the container hooks run around it).
    func layoutContainer() {
        noteAdaptiveStyle()
        dimmingView.frame = container.bounds
        dimmingView.isHidden = !showsDimmingView
        guard !isTransitioning, let v = presentedView, v.superview === container else { return }
        v.frame = frameOfPresentedViewInContainerView
        presentedViewController.viewIfLoaded?.setNeedsLayout()
    }

    /// Called before the presented view is first laid out: tells the adaptive delegate the
    /// style (`willPresentWithAdaptiveStyle`); a popover also asks its delegate to prepare.
    func prepareForPresentation() {
        notifiedAdaptiveStyle = nil
        noteAdaptiveStyle()
    }

    /// Whether a touch at `point` (in the container) passes through to the views below (a
    /// popover's passthrough views; the search bar a presented search controller leaves open).
    func passesThrough(_ point: CGPoint, in container: UIView) -> Bool {
        guard let search = presentedView as? SearchControllerView else { return false }
        return container.convert(point, to: search).y < search.contentTop
    }

    /// A sheet's presented controller changed its preferred size: re-place it.
    func preferredContentSizeDidChange() {
        container.setNeedsLayout()
    }

    // MARK: Registry (UIViewController has no stored slot for it)

    /// The presentations in progress or on screen, keyed by the presented controller.
    private static var active: [ObjectIdentifier: UIPresentationController] = [:]

    static func of(_ vc: UIViewController) -> UIPresentationController? { active[ObjectIdentifier(vc)] }

    static var activePresentations: [UIPresentationController] { Array(active.values) }

    static func register(_ pc: UIPresentationController) {
        pc.retainedPresented = pc.weakPresented
        active[ObjectIdentifier(pc.presentedViewController)] = pc
    }

    static func unregister(_ pc: UIPresentationController) {
        let key = ObjectIdentifier(pc.presentedViewController)
        if active[key] === pc { active[key] = nil }
        // The next presentation of the controller makes a new presentation controller.
        if pc.weakPresented?._presentationController === pc { pc.weakPresented?._presentationController = nil }
        pc.retainedPresented = nil
    }

    /// Whether the presentation is in progress or on screen.
    var isActive: Bool { retainedPresented != nil }
}

extension UIViewController {
    /// The presentation controller whose container hooks run around this controller's layout:
    /// the one presenting it, if it is the presented controller itself.
    var presentationControllerForLayout: UIPresentationController? {
        guard _presentingViewController != nil, let pc = UIPresentationController.of(self),
              pc.presentedViewController === self else { return nil }
        return pc
    }
}
