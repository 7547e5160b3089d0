import Foundation

/// Manages one modal presentation: the container view the presented controller's view lives
/// in, the dimming view behind a card, where the presented view goes, and the presenter's view
/// that a full-screen presentation takes out of the window. Mirrors UIKit's
/// `UIPresentationController` for the built-in styles (custom presentation controllers and
/// transitioning delegates are not supported: the class is not `open`; Vitrine's own
/// presentations, such as the alert's, subclass it inside the module and override the
/// transition hooks below).
///
/// Geometry (in points, `W`×`H` the window's bounds, margin `m` = 20):
/// - `.fullScreen`, `.overFullScreen`: the whole window.
/// - `.pageSheet`: `min(W − 2m, 0.75·W)` wide, `H − 2m` tall, centred.
/// - `.formSheet`: 540×620, clamped to `(W − 2m)`×`(H − 2m)`, centred.
/// - A sheet honours each non-zero component of the presented controller's
///   `preferredContentSize` instead of the default, clamped the same way.
/// - A sheet (or popover) in a horizontally compact window adapts to full screen (no dimming),
///   or to what the `delegate` answers (UIAdaptivePresentationControllerDelegate+Adaptivity.swift).
/// - `.currentContext`/`.overCurrentContext`: the container covers the presentation context's
///   view only (UIViewController+PresentationContext.swift).
@MainActor
public class UIPresentationController {
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
    /// The controller that presented it: the presentation context (see
    /// `definesPresentationContext`), not necessarily the one whose `present` was called;
    /// `nil` until the presentation starts when made early. Mirrors `presentingViewController`.
    public internal(set) weak var presentingViewController: UIViewController?
    /// The requested style with `.automatic` resolved (to `.pageSheet`). Mirrors
    /// `presentationStyle`.
    public internal(set) var presentationStyle: UIModalPresentationStyle
    /// Whether the presenter's view leaves the window once the presentation is over (for
    /// `.fullScreen` and `.currentContext`). Mirrors `shouldRemovePresentersView`.
    public var shouldRemovePresentersView: Bool { presentationStyle == .fullScreen || presentationStyle == .currentContext }
    /// The object asked how to adapt the presentation to a horizontally compact environment
    /// (and told about dismissals). Mirrors `UIPresentationController.delegate`.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    let container: UIPresentationContainerView
    let dimmingView = UIView()
    /// The window's direct subview holding the presenter, while a full-screen presentation
    /// keeps it out of the window.
    var removedPresenterHost: UIView?
    /// Set while the presented view slides out (layout then leaves its frame alone).
    var isDismissing = false
    /// For the current-context styles: the context controller's view, whose frame the
    /// container takes (UIViewController+PresentationContext.swift).
    weak var contextView: UIView?
    /// The adapted style the delegate was last told about (`willPresentWithAdaptiveStyle`).
    var notifiedAdaptiveStyle: UIModalPresentationStyle?

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

    init(presented: UIViewController, presenting: UIViewController?) {
        weakPresented = presented
        presentingViewController = presenting
        presentationStyle = Self.resolved(presented.modalPresentationStyle)
        container = UIPresentationContainerView(frame: .zero)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = Self.dimmingAlpha
        container.presentationController = self
        container.addSubview(dimmingView)
    }

    /// The container the presented view is in (a full-window view above the presenter's).
    /// Mirrors `containerView`.
    public var containerView: UIView? { container.superview == nil ? nil : container }

    /// The view being presented. Mirrors `presentedView`.
    public var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The style in effect for `traitCollection`: in a horizontally compact environment, sheets
    /// and popovers adapt to what the delegate answers (`adaptivePresentationStyle(for:traitCollection:)`),
    /// `.none` keeping the style; without an answer they become `.fullScreen`. Other styles do
    /// not adapt. Mirrors `adaptivePresentationStyle(for:)`
    /// (UIAdaptivePresentationControllerDelegate+Adaptivity.swift has the rules).
    public func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptedStyle(for: traitCollection)
    }

    /// The style in effect now, from the window's traits.
    var effectiveStyle: UIModalPresentationStyle {
        let traits = container.window?.traitCollection ?? presentingViewController?.traitCollection ?? .unspecified
        return adaptivePresentationStyle(for: traits)
    }

    /// Whether the presented view is shown as a centred card (with dimming behind it).
    var isCard: Bool { effectiveStyle == .pageSheet || effectiveStyle == .formSheet }

    // MARK: Transition hooks (overridden by Vitrine's own presentations)

    /// Whether the dimming view shows behind the presented view.
    var showsDimmingView: Bool { isCard }
    /// The dimming view's opacity once presented.
    var dimmingViewAlpha: CGFloat { Self.dimmingAlpha }
    /// How long the animated presentation and dismissal take.
    var animatedTransitionDuration: TimeInterval { Self.transitionDuration }
    /// The curve of the animated presentation and dismissal.
    var animatedTransitionOptions: UIView.AnimationOptions { [.curveEaseInOut] }

    /// Puts the presented view where an animated presentation starts (below the container,
    /// the dimming transparent).
    func prepareAnimatedPresentation(of view: UIView) {
        view.frame = offscreenFrame
        dimmingView.alpha = 0
    }

    /// The animated part of a presentation: the presented view at `final`, the dimming shown.
    func animatePresentation(of view: UIView, to final: CGRect) {
        view.frame = final
        dimmingView.alpha = dimmingViewAlpha
    }

    /// The animated part of a dismissal: the presented view slides out, the dimming fades.
    func animateDismissal(of view: UIView) {
        view.frame = offscreenFrame
        dimmingView.alpha = 0
    }

    /// Called when the presentation is about to start. Mirrors
    /// `UIPresentationController.presentationTransitionWillBegin()`.
    public func presentationTransitionWillBegin() {}
    /// Called when the presentation's transition is over. Mirrors
    /// `UIPresentationController.presentationTransitionDidEnd(_:)`.
    public func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called when the dismissal is about to start. Mirrors
    /// `UIPresentationController.dismissalTransitionWillBegin()`.
    public func dismissalTransitionWillBegin() {}
    /// Called when the dismissal's transition is over. Mirrors
    /// `UIPresentationController.dismissalTransitionDidEnd(_:)`.
    public func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Where the presented view goes in the container. Mirrors
    /// `frameOfPresentedViewInContainerView`.
    public var frameOfPresentedViewInContainerView: CGRect {
        frame(in: container.bounds.size, style: effectiveStyle)
    }

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

    /// Places the dimming and presented views for the container's current size.
    func layoutContainer() {
        noteAdaptiveStyle()
        dimmingView.frame = container.bounds
        dimmingView.isHidden = !showsDimmingView
        guard !isDismissing, let v = presentedView, v.superview === container else { return }
        v.frame = frameOfPresentedViewInContainerView
    }

    /// Called before the presented view is first laid out: tells the adaptive delegate the
    /// style (`willPresentWithAdaptiveStyle`); a popover also asks its delegate to prepare.
    func prepareForPresentation() {
        notifiedAdaptiveStyle = nil
        noteAdaptiveStyle()
    }

    /// Whether a touch at `point` (in the container) passes through to the views below (a
    /// popover's passthrough views).
    func passesThrough(_ point: CGPoint, in container: UIView) -> Bool { false }

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
