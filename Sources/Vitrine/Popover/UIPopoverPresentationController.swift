import Foundation

/// Manages a `.popover` presentation: a rounded panel with an arrow pointing at its source
/// (`sourceView`/`sourceRect` or `barButtonItem`), sized by the presented controller's
/// `preferredContentSize`, placed to fit the window (PopoverLayout in
/// UIPopoverPresentationController+Geometry.swift has the numbers). A tap outside it dismisses
/// it, asking the delegate's `presentationControllerShouldDismiss(_:)` first, except on
/// `passthroughViews`, which get the touch instead. The presenter's views stay, undimmed. In a
/// horizontally compact environment it adapts like a sheet: full screen, or the delegate's
/// choice. Mirrors UIKit's `UIPopoverPresentationController`.
///
/// Without a source (neither `sourceView` nor a shown `barButtonItem`), UIKit raises an
/// exception; Vitrine reports it and centres the popover, with no arrow.
@MainActor
public final class UIPopoverPresentationController: UIPresentationController {
    /// The view containing the anchor rectangle. Mirrors `sourceView`.
    public var sourceView: UIView? { didSet { container.setNeedsLayout() } }
    /// The anchor rectangle in `sourceView`'s coordinates; `.null` (the default, as since iOS
    /// 13.2) anchors to the source view's bounds. Mirrors `sourceRect`.
    public var sourceRect: CGRect = .null { didSet { container.setNeedsLayout() } }
    /// The bar button item to anchor to instead of a view. Mirrors `barButtonItem`.
    public var barButtonItem: UIBarButtonItem? { didSet { container.setNeedsLayout() } }
    /// The sides the arrow may point from (`.any` by default). Mirrors `permittedArrowDirections`.
    public var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { container.setNeedsLayout() } }
    /// The side the arrow points from; `.unknown` before the popover is shown or when it has
    /// no arrow. Mirrors `arrowDirection`.
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views the user can touch while the popover is up without dismissing it. Mirrors
    /// `passthroughViews`.
    public var passthroughViews: [UIView]?
    /// The panel's colour (`nil`: the system background). Mirrors `backgroundColor`.
    public var backgroundColor: UIColor? {
        didSet { backgroundView.fillColor = backgroundColor ?? .systemBackground }
    }

    let backgroundView = PopoverBackgroundView(frame: .zero)
    /// The container's size at the last layout (a change means a rotation: the delegate may
    /// reposition the popover).
    private var lastContainerSize: CGSize?
    /// The presented view's corner radius and clipping before the popover rounded it.
    private var savedContentStyle: (cornerRadius: CGFloat, clips: Bool)?
    private var reportedMissingSource = false

    override init(presentedViewController presented: UIViewController, presenting: UIViewController?) {
        super.init(presentedViewController: presented, presenting: presenting)
        let tap = UITapGestureRecognizer(action: { [weak self] _ in self?.tappedOutside() })
        dimmingView.addGestureRecognizer(tap)
    }

    var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? { delegate as? any UIPopoverPresentationControllerDelegate }

    /// Whether the popover shows as a popover now (not adapted to a compact environment).
    var showsAsPopover: Bool { effectiveStyle == .popover }

    // MARK: Layout

    /// The anchor rectangle in the container's coordinates, `nil` without a source.
    var anchorInContainer: CGRect? {
        if let item = barButtonItem {
            guard let v = item.displayedView, v.window != nil else {
                reportOnce("UIPopoverPresentationController: the barButtonItem is not shown in a bar; the popover is centred without an arrow")
                return nil
            }
            return v.convert(v.bounds, to: container)
        }
        guard let v = sourceView else { return nil }
        guard v.window != nil else {
            reportOnce("UIPopoverPresentationController: the sourceView is not in a window; the popover is centred without an arrow")
            return nil
        }
        var r = sourceRect.isNull ? v.bounds : sourceRect
        if !r.isNull, ![r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) {
            reportOnce("UIPopoverPresentationController.sourceRect = \(sourceRect) is not finite; the source view's bounds used")
            r = v.bounds
        }
        return v.convert(r, to: container)
    }

    private var reported: Set<String> = []

    /// Reports bad input once per presentation controller (layout runs often).
    private func reportOnce(_ message: String) {
        guard reported.insert(message).inserted else { return }
        BadInputLog.report(message)
    }

    /// The popover's layout in the container now.
    var currentLayout: PopoverLayout {
        PopoverLayout.make(anchor: anchorInContainer, preferred: presentedViewController.preferredContentSize,
                           permitted: permittedArrowDirections, in: container.bounds)
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        showsAsPopover ? currentLayout.contentFrame : super.frameOfPresentedViewInContainerView
    }

    override var showsDimmingView: Bool { showsAsPopover || super.showsDimmingView }
    override var dimmingViewAlpha: CGFloat { showsAsPopover ? 1 : super.dimmingViewAlpha }

    override func layoutContainer() {
        repositionIfResized()
        let popover = showsAsPopover
        // The popover's "dimming" is clear: it only catches taps outside the panel.
        dimmingView.backgroundColor = popover ? .clear : .black
        // Outside the animated transitions, the dimming's opacity follows the style (a rotation
        // can turn the popover into a sheet and back).
        if !isTransitioning, !presentedViewController.isBeingPresented { dimmingView.alpha = popover ? 1 : dimmingViewAlpha }
        super.layoutContainer()
        backgroundView.isHidden = !popover
        styleContent(rounded: popover)
        guard popover else {
            arrowDirection = .unknown
            return
        }
        let layout = currentLayout
        arrowDirection = layout.arrowDirection
        let panel = layout.panelFrame
        backgroundView.frame = panel
        backgroundView.outline = layout.outline(relativeTo: panel.origin)
    }

    /// After a change of the container's size, lets the delegate move the anchor
    /// (`popoverPresentationController(_:willRepositionPopoverTo:in:)`).
    private func repositionIfResized() {
        let size = container.bounds.size
        defer { lastContainerSize = size }
        guard let last = lastContainerSize, last != size, barButtonItem == nil,
              let d = popoverDelegate, var view = sourceView else { return }
        var rect = sourceRect.isNull ? view.bounds : sourceRect
        d.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
        sourceView = view
        sourceRect = rect
    }

    /// Rounds the presented view's corners while it shows as a popover (and puts them back).
    private func styleContent(rounded: Bool) {
        guard let v = presentedView else { return }
        if rounded, savedContentStyle == nil {
            savedContentStyle = (v.layer.cornerRadius, v.clipsToBounds)
            v.layer.cornerRadius = PopoverLayout.cornerRadius
            v.clipsToBounds = true
        } else if !rounded, let saved = savedContentStyle {
            v.layer.cornerRadius = saved.cornerRadius
            v.clipsToBounds = saved.clips
            savedContentStyle = nil
        }
    }

    // MARK: Presentation

    override func prepareForPresentation() {
        popoverDelegate?.prepareForPopoverPresentation(self)
        if anchorInContainerIsMissing, !reportedMissingSource {
            reportedMissingSource = true
            BadInputLog.report("UIPopoverPresentationController (\(UIViewController.debugName(presentedViewController))) should have a non-nil sourceView or barButtonItem set before the presentation occurs; the popover is centred without an arrow")
        }
        backgroundView.fillColor = backgroundColor ?? .systemBackground
        container.insertSubview(backgroundView, aboveSubview: dimmingView)
        if showsAsPopover { dimmingView.alpha = 1 }
        super.prepareForPresentation()
    }

    /// Whether neither source is set (a bar button item that is not shown, or a source view
    /// out of the window, counts as set: layout reports it and centres the popover).
    private var anchorInContainerIsMissing: Bool {
        barButtonItem == nil && sourceView == nil
    }

    override func prepareAnimatedPresentation(of view: UIView) {
        guard showsAsPopover else { return super.prepareAnimatedPresentation(of: view) }
        view.alpha = 0
        backgroundView.alpha = 0
    }

    override func animatePresentation(of view: UIView, to final: CGRect) {
        guard showsAsPopover else { return super.animatePresentation(of: view, to: final) }
        view.frame = final
        view.alpha = 1
        backgroundView.alpha = 1
    }

    override func animateDismissal(of view: UIView) {
        guard showsAsPopover else { return super.animateDismissal(of: view) }
        view.alpha = 0
        backgroundView.alpha = 0
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        presentedView?.alpha = 1
        backgroundView.alpha = 1
        styleContent(rounded: false)
    }

    // MARK: Touches outside

    override func passesThrough(_ point: CGPoint, in container: UIView) -> Bool {
        guard showsAsPopover, let views = passthroughViews else { return false }
        return views.contains { v in
            guard v.window != nil, v.window === container.window else { return false }
            return v.bounds.contains(container.convert(point, to: v))
        }
    }

    /// A tap outside the panel: dismiss, if the delegate agrees (UIKit's order since iOS 13:
    /// `presentationControllerShouldDismiss`, `presentationControllerWillDismiss`, the
    /// dismissal, `presentationControllerDidDismiss`; a refusal gets
    /// `presentationControllerDidAttemptToDismiss`).
    func tappedOutside() {
        guard showsAsPopover, !isTransitioning, !presentedViewController.isBeingPresented,
              let presenter else { return }
        // UIKit: with `isModalInPresentation` the popover ignores taps outside and the delegate
        // is told of the attempt.
        if presentedViewController.isModalInPresentation {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        if let d = delegate, !d.presentationControllerShouldDismiss(self) {
            d.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presenter.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
        }
    }
}
