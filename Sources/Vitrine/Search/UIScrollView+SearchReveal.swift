import Foundation

/// A scroll view in a navigation controller's top controller tells that controller's
/// navigation item how far its content is pulled down past the top, so that a search bar that
/// hides when scrolling (`hidesSearchBarWhenScrolling`) shows when the user pulls the content
/// down and hides again when the content scrolls up.
extension UIScrollView {
    func reportScrollToNavigationSearch() {
        guard let vc = enclosingViewController, let item = vc._navigationItem, item.searchController != nil,
              vc.navigationController?.topViewController === vc else { return }
        let overscroll = -(contentOffset.y + adjustedContentInset.top)
        // Only the user's pull reveals the bar; any scroll up past it hides it.
        if overscroll > 0, !isTracking { return }
        item.contentDidScroll(overscroll: overscroll)
    }
}
