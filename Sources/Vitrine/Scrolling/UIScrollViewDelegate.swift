import Foundation

/// What a scroll view tells (and asks) its delegate while it scrolls and zooms. Mirrors UIKit's
/// `UIScrollViewDelegate`; every method is optional (a default that does nothing, or UIKit's
/// default answer).
///
/// UIKit's order for one drag that flings: `scrollViewWillBeginDragging` → `scrollViewDidScroll`
/// (every change) → `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` →
/// `scrollViewDidEndDragging(_:willDecelerate:)` → `scrollViewWillBeginDecelerating` →
/// `scrollViewDidScroll`… → `scrollViewDidEndDecelerating`.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed. Mirrors `scrollViewDidScroll(_:)`.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed. Mirrors `scrollViewDidZoom(_:)`.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to move the content. Mirrors `scrollViewWillBeginDragging(_:)`.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` in points per millisecond (as UIKit), and where the
    /// content will come to rest, which the delegate may change. Mirrors
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content keeps moving. Mirrors
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Whether a tap on the status bar scrolls to the top. Mirrors `scrollViewShouldScrollToTop(_:)`.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to the top finished. Mirrors `scrollViewDidScrollToTop(_:)`.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The content starts to slow down after a fling. Mirrors `scrollViewWillBeginDecelerating(_:)`.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a fling. Mirrors `scrollViewDidEndDecelerating(_:)`.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// The view that pinching scales (`nil`: no zooming). Mirrors `viewForZooming(in:)`.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start. Mirrors `scrollViewWillBeginZooming(_:with:)`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended (after any bounce back into the allowed scales). Mirrors
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// An animation started by `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` finished. Mirrors `scrollViewDidEndScrollingAnimation(_:)`.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed. Mirrors `scrollViewDidChangeAdjustedContentInset(_:)`.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
