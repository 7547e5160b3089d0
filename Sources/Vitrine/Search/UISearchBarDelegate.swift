import Foundation

/// What a search bar tells and asks its delegate. Mirrors UIKit's `UISearchBarDelegate`; every
/// method is optional (the defaults below answer `true` and do nothing).
///
/// The order, as UIKit calls them: `searchBarShouldBeginEditing(_:)` before the field becomes
/// first responder, `searchBarTextDidBeginEditing(_:)` after; for each edit the user makes,
/// `searchBar(_:shouldChangeTextIn:replacementText:)` before and `searchBar(_:textDidChange:)`
/// after (not for changes the app makes to `text`); the Return (Search) key,
/// `searchBarSearchButtonClicked(_:)`; the Cancel button, `searchBarCancelButtonClicked(_:)`;
/// a tap on a scope button, `searchBar(_:selectedScopeButtonIndexDidChange:)`;
/// `searchBarShouldEndEditing(_:)` before resigning and `searchBarTextDidEndEditing(_:)` after.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Asked before editing begins; `false` keeps the field from becoming first responder.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Told after the field became first responder.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Asked before editing ends; `false` keeps the field first responder.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Told after the field resigned first responder.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Told after each change the user made to the text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Asked before each change the user makes; `false` refuses it.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Told when the Search (Return) key was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Told when the bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// Told when the Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Told when the search-results list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Told when the user selected another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
