import Foundation

/// How a presentation adapts to a horizontally compact environment (UIKit's
/// `UIAdaptivePresentationControllerDelegate` and `UIPresentationController.adaptivePresentationStyle`):
/// - only sheets (`.pageSheet`, `.formSheet`) and `.popover` adapt, and only when the
///   environment is horizontally compact;
/// - the delegate's `adaptivePresentationStyle(for:traitCollection:)` (by default its
///   `adaptivePresentationStyle(for:)`) decides: `.fullScreen`, `.overFullScreen`, a sheet style
///   (a popover becoming a sheet), or `.none` — "no adaptations should be made": the style is kept;
/// - without a delegate or an answer, the presentation becomes `.fullScreen`; any other answer
///   is reported and treated the same;
/// - the delegate hears `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`
///   before the presentation is first laid out and whenever the adapted style changes (`.none`
///   when the presentation does not adapt).
extension UIPresentationController {
    /// Whether this presentation's style adapts in a horizontally compact environment.
    var adaptsInCompactWidth: Bool {
        presentationStyle == .pageSheet || presentationStyle == .formSheet || presentationStyle == .popover
    }

    /// The style in effect for `traits` (the rules above).
    func adaptedStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        guard adaptsInCompactWidth, traits.horizontalSizeClass == .compact else { return presentationStyle }
        guard let delegate else { return .fullScreen }
        let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
        switch answer {
        case .none:
            return presentationStyle
        case .automatic:
            return .fullScreen
        case .fullScreen, .overFullScreen, .pageSheet, .formSheet:
            return answer
        default:
            BadInputLog.report("adaptivePresentationStyle(for:traitCollection:) returned \(answer) (must be .fullScreen, .overFullScreen, a sheet style or .none); .fullScreen used")
            return .fullScreen
        }
    }

    /// The adapted style for the current traits, `.none` when the presentation does not adapt.
    /// Mirrors `UIPresentationController.adaptivePresentationStyle` (the delegate's answer).
    public var adaptivePresentationStyle: UIModalPresentationStyle {
        let style = effectiveStyle
        return style == presentationStyle ? .none : style
    }

    /// Tells the delegate when the adapted style is new (first layout, or a change of traits).
    func noteAdaptiveStyle() {
        let style = adaptivePresentationStyle
        guard style != notifiedAdaptiveStyle else { return }
        notifiedAdaptiveStyle = style
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: style,
                                         transitionCoordinator: presentedViewController.transitionCoordinator)
    }

    /// The presented controller is now `replacement` (the delegate's
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`).
    func replacePresented(with replacement: UIViewController) {
        weakPresented = replacement
    }
}

extension UIViewController {
    /// The controller a presentation of this one by `presenter` shows: when the presentation
    /// adapts right away (a horizontally compact window) and the delegate answers
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` with another
    /// controller (typically a navigation controller around this one), that controller, which
    /// takes over the presentation controller and the style; else this one. Mirrors UIKit's
    /// "the view controller to display in place of the existing presented view controller".
    /// The replacement is chosen when the presentation starts; a later change of traits does
    /// not swap controllers.
    func adaptiveReplacement(presentedBy presenter: UIViewController) -> UIViewController {
        guard let pc = _presentationController, let delegate = pc.delegate else { return self }
        let traits = presenter.viewIfLoaded?.window?.traitCollection ?? presenter.traitCollection
        pc.presentationStyle = UIPresentationController.resolved(modalPresentationStyle)
        let style = pc.adaptedStyle(for: traits)
        guard style != pc.presentationStyle,
              let replacement = delegate.presentationController(pc, viewControllerForAdaptivePresentationStyle: style),
              replacement !== self else { return self }
        if replacement._presentingViewController != nil || replacement.viewIfLoaded?.window != nil {
            BadInputLog.report("presentationController(_:viewControllerForAdaptivePresentationStyle:) returned \(Self.debugName(replacement)), which is already on screen; \(Self.debugName(self)) presented instead")
            return self
        }
        replacement.modalPresentationStyle = modalPresentationStyle
        replacement._presentationController = pc
        _presentationController = nil
        pc.replacePresented(with: replacement)
        return replacement
    }
}
