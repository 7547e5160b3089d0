import Foundation

/// What a search controller tells its delegate as it is presented and dismissed. Mirrors
/// UIKit's `UISearchControllerDelegate`; every method is optional.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Presents the search interface. The default (what UIKit does when the delegate does not
    /// implement it) presents the search controller over the presentation context.
    func presentSearchController(_ searchController: UISearchController)
    /// Told just before the search controller is presented.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Told after the search controller was presented.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Told just before the search controller is dismissed.
    func willDismissSearchController(_ searchController: UISearchController)
    /// Told after the search controller was dismissed.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) { searchController.presentSearchInterface() }
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// The object that updates the search results as the user edits the search. Mirrors UIKit's
/// `UISearchResultsUpdating`.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// "Called when the search bar becomes the first responder or when the user makes changes
    /// inside the search bar" (its text, its scope), and when the search ends.
    func updateSearchResults(for searchController: UISearchController)
}
