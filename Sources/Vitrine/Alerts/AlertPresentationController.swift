import Foundation

/// How a `UIAlertController` is presented (UIKit's private `_UIAlertControllerPresentationController`
/// does the same): a custom presentation that keeps the presenter's views, over a black dimming
/// view (20 % in light appearance, 48 % in dark), the views behind tinted dimmed.
///
/// - Alert: the card centred in the safe area above the keyboard, at least 10 points from its
///   edges (it scrolls its message when taller); it fades in while shrinking from 1.1× to 1×
///   (0.25 s, ease-out: iOS's alert animation) and fades out (0.25 s) when dismissed.
/// Its animations go through the cover-vertical animator's hooks (`prepareAnimatedPresentation`,
/// `animatePresentation`, `animateDismissal`), whatever the alert's `modalTransitionStyle`.
///
/// - Action sheet: at the bottom of the safe area, 8 points from its sides and bottom, at most
///   `maximumSheetWidth` wide (UIKit shows a popover on regular widths; not done here); it slides
///   up and down over 0.3 s like a sheet. A tap on the dimming chooses the cancel action.
@MainActor
final class AlertPresentationController: UIPresentationController {
    /// The dimming's colour: black at 20 % (light) or 48 % (dark).
    static let dimmingColor = UIColor(light: UIColor(white: 0, alpha: 0.2), dark: UIColor(white: 0, alpha: 0.48))
    /// The alert's animation.
    static let alertDuration: TimeInterval = 0.25
    static let alertStartScale: CGFloat = 1.1
    /// Space kept around an alert card and above the keyboard.
    static let alertMargin: CGFloat = 10
    /// Space around an action sheet.
    static let sheetMargin: CGFloat = 8
    /// An action sheet's widest (iOS's portrait phone sheet on a wide screen).
    static let maximumSheetWidth: CGFloat = 414

    /// Each dimmed view's own tint adjustment mode before the presentation, to restore.
    private var dimmedViews: [(view: UIView, mode: UIView.TintAdjustmentMode)] = []

    override init(presentedViewController: UIViewController, presenting: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.alpha = 1
        let tap = UITapGestureRecognizer(action: { [weak self] _ in self?.dimmingTapped() })
        dimmingView.addGestureRecognizer(tap)
    }

    var alert: UIAlertController? { presentedViewController as? UIAlertController }
    var isSheet: Bool { alert?.preferredStyle == .actionSheet }

    override var showsDimmingView: Bool { true }
    override var dimmingViewAlpha: CGFloat { 1 }
    override var animatedTransitionDuration: TimeInterval { isSheet ? Self.transitionDuration : Self.alertDuration }
    override var animatedTransitionOptions: UIView.AnimationOptions { isSheet ? [.curveEaseInOut] : [.curveEaseOut] }
    override func builtInAnimationController(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        CoverVerticalTransitionAnimator(presenting: presenting, presentation: self)
    }

    /// The part of the container the content may use: inside the safe area and above the
    /// keyboard.
    var availableRect: CGRect {
        var r = container.bounds
        if let window = container.window {
            r = r.inset(by: window.safeAreaInsets)
            let input = window.screen.textInput
            if input.isKeyboardVisible {
                let kb = container.convert(input.keyboardFrame, from: nil)
                if kb.minY < r.maxY, kb.maxY > r.minY { r.size.height = max(0, kb.minY - r.minY) }
            }
        }
        return r
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let content = alert?.contentView else { return super.frameOfPresentedViewInContainerView }
        let area = availableRect
        if isSheet {
            let m = Self.sheetMargin
            let w = max(0, min(area.width - 2 * m, Self.maximumSheetWidth))
            let size = content.preferredSize(width: w, maxHeight: max(0, area.height - 2 * m))
            return CGRect(x: (area.midX - w / 2).rounded(), y: area.maxY - m - size.height, width: w, height: size.height)
        }
        let m = Self.alertMargin
        let size = content.preferredSize(width: max(0, area.width - 2 * m), maxHeight: max(0, area.height - 2 * m))
        return CGRect(x: (area.midX - size.width / 2).rounded(), y: (area.midY - size.height / 2).rounded(),
                      width: size.width, height: size.height)
    }

    override func prepareAnimatedPresentation(of view: UIView) {
        dimmingView.alpha = 0
        if isSheet {
            view.frame = coverFrame(of: view)
        } else {
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: Self.alertStartScale, y: Self.alertStartScale)
        }
    }

    override func animatePresentation(of view: UIView, to final: CGRect) {
        dimmingView.alpha = 1
        if isSheet {
            view.frame = final
        } else {
            view.alpha = 1
            view.transform = .identity
        }
    }

    override func animateDismissal(of view: UIView) {
        dimmingView.alpha = 0
        if isSheet { view.frame = coverFrame(of: view) } else { view.alpha = 0 }
    }

    /// The views behind take the dimmed tint (UIKit: the presenting window's content shows
    /// `tintAdjustmentMode == .dimmed` under an alert); the first text field takes the
    /// keyboard, or without one the input being edited behind stops editing.
    override func presentationTransitionWillBegin() {
        // The card is in the container from the start (the animator finds it there), so the
        // text field can take the keyboard now.
        if let v = presentedView, v.superview !== container {
            UIView.performWithoutAnimation {
                v.frame = frameOfPresentedViewInContainerView
                container.addSubview(v)
            }
        }
        if let window = container.window {
            dimmedViews = window.subviews.filter { $0 !== container }.map { ($0, $0._tintAdjustmentMode) }
            for (v, _) in dimmedViews { v.tintAdjustmentMode = .dimmed }
        }
        if let field = alert?.fields.first {
            _ = field.becomeFirstResponder()
        } else if let behind = presenter?.viewIfLoaded {
            // The alert takes the keys (Return, Escape): an input behind it stops editing, and
            // the keyboard goes, as in UIKit.
            _ = behind.endEditing(true)
        }
    }

    /// The views behind get their own tint back as the alert starts to leave.
    override func dismissalTransitionWillBegin() {
        for (v, mode) in dimmedViews { v.tintAdjustmentMode = mode }
        dimmedViews = []
    }

    /// A tap outside an action sheet chooses its cancel action (alerts ignore it).
    func dimmingTapped() {
        guard isSheet, let a = alert, let cancel = a.cancelAction else { return }
        a.choose(cancel)
    }
}
