import Foundation

/// The scroll-to-top gesture: a tap on the status bar scrolls the content of the one on-screen
/// scroll view whose `scrollsToTop` is `true` to its top, animated, asking its delegate first
/// (`scrollViewShouldScrollToTop(_:)`) and telling it at the end (`scrollViewDidScrollToTop(_:)`).
/// As UIKit documents, nothing happens when more than one on-screen scroll view has
/// `scrollsToTop` set, when the delegate says no, or when the content is at its top already.
extension UIScreen {
    /// Runs the scroll-to-top gesture on the frontmost app window; returns whether a scroll
    /// view started scrolling. What the status bar's tap calls.
    @discardableResult
    package func scrollToTop() -> Bool {
        let appWindows = windows.filter { !$0.isHidden && !$0.isKeyboardWindow && $0.windowLevel < .statusBar }
        guard let window = appWindows.max(by: { $0.windowLevel.rawValue < $1.windowLevel.rawValue }) else { return false }
        var candidates: [UIScrollView] = []
        collectScrollsToTop(in: window, window: window, into: &candidates)
        guard candidates.count == 1, let scrollView = candidates.first else { return false }
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
