import Foundation

/// The scroll-to-top gesture: "When a user makes this gesture, the system asks the scroll view
/// closest to the status bar to scroll to the top" — of the on-screen scroll views whose
/// `scrollsToTop` is `true`, the one whose top edge is nearest the top of the window (the
/// frontmost of equals) scrolls its content to the top, animated, after asking its delegate
/// (`scrollViewShouldScrollToTop(_:)`), and tells it at the end (`scrollViewDidScrollToTop(_:)`).
/// Nothing happens when the delegate says no or the content is at its top already. (The old
/// iPhone rule, no effect with two such scroll views on screen, is not Vitrine's: a panel is
/// laid out like an iPad.)
extension UIScreen {
    /// Runs the scroll-to-top gesture on the frontmost app window; returns whether a scroll
    /// view started scrolling. What the status bar's tap calls.
    @discardableResult
    package func scrollToTop() -> Bool {
        let appWindows = windows.filter { !$0.isHidden && !$0.isKeyboardWindow && $0.windowLevel < .statusBar }
        guard let window = appWindows.max(by: { $0.windowLevel.rawValue < $1.windowLevel.rawValue }) else { return false }
        var candidates: [UIScrollView] = []
        collectScrollsToTop(in: window, window: window, into: &candidates)
        // Later candidates are in front: on a tie the frontmost wins.
        guard let scrollView = candidates.reversed().min(by: {
            $0.convert($0.bounds, to: window).minY < $1.convert($1.bounds, to: window).minY
        }) else { return false }
        if let delegate = scrollView.delegate, !delegate.scrollViewShouldScrollToTop(scrollView) { return false }
        let top = CGPoint(x: scrollView.contentOffset.x, y: scrollView.minimumContentOffset.y)
        guard scrollView.contentOffset.y > top.y else { return false }
        scrollView.setContentOffset(top, animated: true, as: .scrollToTop)
        return true
    }

    /// The visible scroll views in `view`'s subtree with `scrollsToTop` set, that show on the
    /// window.
    private func collectScrollsToTop(in view: UIView, window: UIWindow, into out: inout [UIScrollView]) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        if let s = view as? UIScrollView, s.scrollsToTop,
           s.convert(s.bounds, to: window).intersects(window.bounds) {
            out.append(s)
        }
        for sub in view.subviews { collectScrollsToTop(in: sub, window: window, into: &out) }
    }
}
