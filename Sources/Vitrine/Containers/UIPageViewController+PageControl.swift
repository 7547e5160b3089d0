import Foundation

/// The page indicator: "If both of the methods in Supporting a Page Indicator are implemented
/// and the page view controller's transition style is `scroll`, a page indicator is visible"
/// (UIKit, `UIPageViewControllerDataSource`). Its count and index are asked when the pages are
/// set (`setViewControllers`, a new data source, the view's loading); a completed swipe moves
/// the index by one without asking, as UIKit does. The indicator only shows the position here
/// (taps on it do nothing).
extension UIPageViewController {
    /// Asks the data source for the indicator's count and index and shows or hides it.
    func refreshPageIndicator() {
        guard isViewLoaded else { return }
        let none = Self.noPresentationValue
        let count = dataSource?.presentationCount(for: self) ?? none
        let index = dataSource?.presentationIndex(for: self) ?? none
        let shows = transitionStyle == .scroll && count != none && index != none
        if shows {
            if count < 0 { BadInputLog.report("UIPageViewController: presentationCount(for:) returned \(count); using 0") }
            pageControl.numberOfPages = max(0, count)
            if index < 0 || index >= max(1, count) {
                BadInputLog.report("UIPageViewController: presentationIndex(for:) returned \(index), outside 0..<\(count); clamped")
            }
            pageControl.currentPage = index
        }
        setIndicatorShown(shows)
    }

    /// A completed swipe: the indicator's dot moves by `step`.
    func movePageIndicator(by step: Int) {
        guard indicatorShown else { return }
        pageControl.currentPage += step
    }

    private func setIndicatorShown(_ shows: Bool) {
        pageControl.isHidden = !shows
        guard shows != indicatorShown else { return }
        indicatorShown = shows
        viewIfLoaded?.setNeedsLayout()
    }
}
