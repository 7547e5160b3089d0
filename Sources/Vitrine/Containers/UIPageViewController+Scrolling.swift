import Foundation

/// A page turn under way: a swipe (from the moment the drag shows the neighbour until the
/// content rests) or an animated `setViewControllers`.
@MainActor
final class PageTurn {
    let side: PageSide
    let target: UIViewController
    let isProgrammatic: Bool
    /// `setViewControllers`'s completion.
    let completion: ((Bool) -> Void)?
    /// Whether the appearance callbacks were begun (only when the container is on screen).
    var appearanceBegun = false
    /// Under Reduce Motion, the snapshot of the old page fading out over the new one.
    weak var snapshot: UIView?

    init(side: PageSide, target: UIViewController, isProgrammatic: Bool, completion: ((Bool) -> Void)?) {
        self.side = side
        self.target = target
        self.isProgrammatic = isProgrammatic
        self.completion = completion
    }
}

/// The paging scroll view that holds the pages (UIKit's is a private `_UIQueuingScrollView`):
/// paging on, no indicators, no safe-area insets; it reports its drag and rest to the page
/// view controller.
@MainActor
final class PagingScrollView: UIScrollView, UIScrollViewDelegate {
    weak var pageController: UIPageViewController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
        delegate = self
    }

    required init?(coder: NSCoder) { return nil }

    /// A finger that caught the content mid-motion and lifted without dragging leaves it
    /// between pages: the page view controller takes it to the nearest page.
    override var isTracking: Bool {
        didSet { if oldValue, !isTracking { pageController?.trackingDidEnd() } }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { pageController?.dragWillBegin() }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { pageController?.pagingViewDidScroll() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pageController?.pagingViewDidRest() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { pageController?.pagingViewDidRest() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { pageController?.pagingViewDidRest() }
}

/// The swipe. A drag asks the data source for the neighbour it heads to (once per rest); when
/// the content first moves that way and there is a page, the turn begins
/// (`pageViewController(_:willTransitionTo:)`, then new `viewWillAppear`, current
/// `viewWillDisappear`); where the content comes to rest decides it: on the neighbour the turn
/// completes, back on the current page it is cancelled (UIScrollView+Paging.swift decides
/// which page, as for any paging scroll view: a flick or a drag past half a page turns it).
/// A drag that crosses back over the current page to the other side cancels the turn there
/// and may begin one the other way.
///
/// The appearance order follows UIKit's scroll style, which its documentation does not
/// state; it is as observed on iOS and reported in two places: rechsteiner/Parchment pull
/// request 468 ("UIPageViewController: viewWillAppear Stockholm, viewWillDisappear Oslo,
/// viewDidAppear Stockholm, viewDidDisappear Oslo") and "The Inconsistent Order of View
/// Transition Events" (wangling.me, 2014: scroll style, completed: new willAppear, current
/// willDisappear, new didAppear, current didDisappear; cancelled: new willAppear, current
/// willDisappear, current willAppear, current didAppear, new willDisappear, new
/// didDisappear).
extension UIPageViewController {
    /// The pan began: ask for the neighbour the finger heads to (so the first move already
    /// rubber-bands when there is none).
    func dragWillBegin() {
        guard current != nil, dataSource != nil, turn?.isProgrammatic != true else { return }
        let t = pagingView.panGestureRecognizer.translation(in: pagingView)
        let along = isHorizontal ? t.x : t.y
        // A finger moving left (up) moves the content to the slot on the right (below).
        if along != 0 { _ = neighbour(atVisualSlot: along < 0 ? 1 : -1) }
    }

    /// The content moved: a turn begins when a neighbour first comes into view.
    func pagingViewDidScroll() {
        guard !isRecentring, current != nil else { return }
        let d = axisOffset - restOffset
        let eps: CGFloat = 0.001
        let slot = d > eps ? 1 : (d < -eps ? -1 : 0)
        if let turn, !turn.isProgrammatic, slot != 0, slot != visualSlot(of: turn.side) {
            // Back over the current page and on to the other side.
            finishTurn(completed: false)
        }
        guard turn == nil, slot != 0, pagingView.isDragging || pagingView.isDecelerating else { return }
        guard let page = neighbour(atVisualSlot: slot) else { return }
        beginTurn(to: page, side: side(ofVisualSlot: slot), isProgrammatic: false, completion: nil)
    }

    /// The content came to rest: the turn under way completes (resting on its page) or is
    /// cancelled (back on the current page); the pages are re-centred and the neighbours
    /// forgotten (asked again at the next drag, as UIKit asks again).
    func pagingViewDidRest() {
        guard !isRecentring else { return }
        if let turn {
            let d = axisOffset - restOffset
            let toward = CGFloat(visualSlot(of: turn.side)) * pageStride
            finishTurn(completed: abs(d - toward) < abs(d))
        }
        if !pagingView.isDragging {
            forgetNeighbours()
            recentre()
        }
    }

    /// The fingers lifted. Not dragging and not moving, yet between pages (a touch stopped
    /// the motion and lifted without a drag): scroll to the nearest page, as a paging scroll
    /// view does; its rest then ends the turn.
    func trackingDidEnd() {
        guard !pagingView.isDragging, !pagingView.isMoving, pageStride > 0 else { return }
        let d = axisOffset - restOffset
        guard abs(d) > 0.001 else { return }
        let slot = Int(max(-1, min(1, (d / pageStride).rounded())))
        pagingView.setContentOffset(offset(showingSlot: slot), animated: true)
    }

    /// The page on visual slot `slot`, asking the data source if it was not asked since the
    /// last rest; a `nil` answer closes that side.
    func neighbour(atVisualSlot slot: Int) -> UIViewController? {
        let side = side(ofVisualSlot: slot)
        switch neighbours[side] {
        case .page(let vc): return vc
        case .none: return nil
        case .unasked: break
        }
        guard let ds = dataSource, let current else { return nil }
        var vc = side == .before ? ds.pageViewController(self, viewControllerBefore: current)
                                 : ds.pageViewController(self, viewControllerAfter: current)
        if let bad = vc, bad === current || bad === self || neighbours.contains(bad) || bad.parent != nil && bad.parent !== self {
            BadInputLog.report("UIPageViewController: the data source gave \(type(of: bad)) as the page \(side == .before ? "before" : "after") the current one, but it is \(bad === current ? "the current page" : bad === self ? "the page view controller itself" : "already shown or in another container"); taken as no page")
            vc = nil
        }
        guard let vc else {
            neighbours[side] = .none
            updateClosedSides()
            return nil
        }
        neighbours[side] = .page(vc)
        addChild(vc)
        installNeighbourView(vc, side: side)
        updateClosedSides()
        return vc
    }

    /// Starts a turn to `page`: the delegate hears of a swipe's; on screen, new
    /// `viewWillAppear(true)` then current `viewWillDisappear(true)`.
    func beginTurn(to page: UIViewController, side: PageSide, isProgrammatic: Bool, completion: ((Bool) -> Void)?) {
        let t = PageTurn(side: side, target: page, isProgrammatic: isProgrammatic, completion: completion)
        turn = t
        if !isProgrammatic { delegate?.pageViewController(self, willTransitionTo: [page]) }
        guard turn === t else { return } // the delegate changed the pages
        if appearance == .appeared, viewIfLoaded?.window != nil {
            t.appearanceBegun = true
            page.beginAppearanceTransition(true, animated: true)
            current?.beginAppearanceTransition(false, animated: true)
        }
    }

    /// Ends the turn under way. Completed: new `viewDidAppear(true)`, old
    /// `viewDidDisappear(true)`, the new page becomes current (`didMove(toParent:)`), the old
    /// one leaves (`willMove(toParent: nil)` … `didMove(toParent: nil)`), the indicator moves
    /// by one. Cancelled: current `viewWillAppear(true)`, `viewDidAppear(true)`, the neighbour
    /// `viewWillDisappear(true)`, `viewDidDisappear(true)`. Then the delegate (a swipe's) and
    /// the completion (`setViewControllers`'s, with `finished`).
    func finishTurn(completed: Bool, finished: Bool = true) {
        guard let t = turn else { return }
        turn = nil
        let old = current
        let new = t.target
        if completed {
            if t.appearanceBegun {
                new.endAppearanceTransition()
                old?.endAppearanceTransition()
            }
            current = new
            neighbours[t.side] = .unasked
            if let old {
                // The old page is now the neighbour on the other side until the next rest.
                let other: PageSide = t.side == .after ? .before : .after
                if let far = neighbours[other].page { release(far) }
                neighbours[other] = .page(old)
            }
            new.didMove(toParent: self)
            if !t.isProgrammatic { movePageIndicator(by: t.side == .after ? 1 : -1) }
            recentreAfterTurn(from: t.side)
        } else if t.appearanceBegun {
            old?.beginAppearanceTransition(true, animated: true)
            old?.endAppearanceTransition()
            new.beginAppearanceTransition(false, animated: true)
            new.endAppearanceTransition()
        }
        pagingView.isScrollEnabled = dataSource != nil
        if !t.isProgrammatic, let old {
            delegate?.pageViewController(self, didFinishAnimating: finished, previousViewControllers: [old], transitionCompleted: completed)
        }
        viewIfLoaded?.window?.screen.updateStatusBarAppearance()
        t.completion?(finished)
    }

    /// After a completed turn the new current page sits in the slot it turned to: shift the
    /// offset by a slot so it is in the centre again (the same pixels).
    private func recentreAfterTurn(from side: PageSide) {
        pagingView.stopMotion()
        updateClosedSides()
        recentre()
    }

    /// Forgets the neighbours (not the page of a turn under way): their views leave, they
    /// stop being children.
    func forgetNeighbours() {
        for side in [PageSide.before, .after] {
            if let vc = neighbours[side].page, vc !== turn?.target, vc !== current { release(vc) }
            if neighbours[side].page !== turn?.target { neighbours[side] = .unasked }
        }
        if isViewLoaded { updateClosedSides() }
    }

    /// Takes a page that is no longer shown out: its view, then its containment.
    func release(_ vc: UIViewController) {
        if let v = vc.viewIfLoaded, v.superview === pagingView { vc.removeViewQuietly(from: pagingView) }
        if vc.parent === self {
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
    }

    /// Ends whatever is under way at once (before a rotation or a new `setViewControllers`):
    /// an animated `setViewControllers` completes (its completion gets `false`: skipped); a
    /// swipe ends on the page nearest to where the content is; the pages are re-centred.
    func settleNow() {
        pendingSwap?()
        guard let t = turn else { return }
        pagingView.stopMotion()
        t.snapshot?.removeFromSuperview()
        if t.isProgrammatic {
            finishTurn(completed: true, finished: false)
        } else {
            let d = axisOffset - restOffset
            let toward = CGFloat(visualSlot(of: t.side)) * pageStride
            finishTurn(completed: abs(d - toward) < abs(d), finished: false)
        }
        forgetNeighbours()
        recentre()
    }
}
