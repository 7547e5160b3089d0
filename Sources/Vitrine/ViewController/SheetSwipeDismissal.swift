import Foundation

/// A sheet's swipe down (UIKit, iOS 13 and later: a page or form sheet can be dragged down;
/// released past half its travel, or flicked down, it dismisses; otherwise it springs back).
/// A pan on the presented view drives an interactive dismissal on a
/// `UIPercentDrivenInteractiveTransition` (the sheet's own slide, scrubbed). The presentation
/// controller's delegate hears of it as UIKit documents: `presentationControllerShouldDismiss(_:)`
/// first, `presentationControllerWillDismiss(_:)` when the dismissal starts,
/// `presentationControllerDidDismiss(_:)` when it completed; with `isModalInPresentation` (or
/// `presentationControllerShouldDismiss(_:)` answering `false`) nothing moves and
/// `presentationControllerDidAttemptToDismiss(_:)` is called instead.
@MainActor
final class SheetSwipeDismissal {
    /// Released past this share of the travel, the sheet dismisses.
    static let completionThreshold: CGFloat = 0.5
    /// Released moving down faster than this (points per second), it dismisses (a flick).
    static let flickVelocity: CGFloat = 1000

    unowned let presentation: UIPresentationController
    let pan: UIPanGestureRecognizer
    private var interaction: UIPercentDrivenInteractiveTransition?
    private var travel: CGFloat = 1
    private var attempted = false

    init(presentation: UIPresentationController) {
        self.presentation = presentation
        pan = UIPanGestureRecognizer()
        pan.addAction { [weak self] g in self?.handle(g as? UIPanGestureRecognizer) }
    }

    private func handle(_ g: UIPanGestureRecognizer?) {
        guard let g else { return }
        let pc = presentation
        switch g.state {
        case .began:
            attempted = false
            guard pc.isCard, !pc.isTransitioning, let presenter = pc.presenter,
                  presenter.presentedViewController === pc.presentedViewController,
                  pc.presentedViewController.presentedViewController == nil else { return }
            guard g.translation(in: pc.container).y > 0 else { return }
            let blocked = pc.presentedViewController.isModalInPresentation
                || !(pc.delegate?.presentationControllerShouldDismiss(pc) ?? true)
            if blocked {
                attempted = true
                pc.delegate?.presentationControllerDidAttemptToDismiss(pc)
                return
            }
            let frame = pc.frameOfPresentedViewInContainerView
            travel = max(1, pc.container.bounds.height - frame.minY)
            let interaction = UIPercentDrivenInteractiveTransition()
            self.interaction = interaction
            pc.delegate?.presentationControllerWillDismiss(pc)
            presenter.dismissPresentedStack(animated: true, interaction: interaction, completion: nil, onEnd: { [weak pc] completed in
                guard let pc else { return }
                if completed { pc.delegate?.presentationControllerDidDismiss(pc) }
            })
            interaction.update(progress(g))
        case .changed:
            interaction?.update(progress(g))
        case .ended:
            guard let interaction else { return }
            self.interaction = nil
            let flicked = g.velocity(in: pc.container).y > Self.flickVelocity
            if flicked || progress(g) > Self.completionThreshold { interaction.finish() } else { interaction.cancel() }
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }

    private func progress(_ g: UIPanGestureRecognizer) -> CGFloat {
        max(0, g.translation(in: presentation.container).y) / travel
    }
}

extension UIPresentationController {
    /// Sheets (page and form, as cards) can be swiped down: the pan goes on the presented
    /// view once it is presented.
    func installSheetDismissalIfNeeded() {
        guard sheetDismissal == nil, presentationStyle == .pageSheet || presentationStyle == .formSheet,
              type(of: self) == UIPresentationController.self, let view = presentedView else { return }
        let swipe = SheetSwipeDismissal(presentation: self)
        sheetDismissal = swipe
        view.addGestureRecognizer(swipe.pan)
    }

    /// The swipe leaves with the presentation.
    func removeSheetDismissal() {
        guard let swipe = sheetDismissal else { return }
        swipe.pan.view?.removeGestureRecognizer(swipe.pan)
        sheetDismissal = nil
    }
}
