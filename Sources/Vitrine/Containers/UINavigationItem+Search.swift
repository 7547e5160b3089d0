import Foundation

/// A navigation item's search controller (its search bar shown in the navigation bar, below
/// the title) and whether that bar hides while the content scrolls.
extension UINavigationItem {
    /// The search controller whose search bar the navigation bar shows below the title while
    /// this item is on top. Mirrors `UINavigationItem.searchController`.
    public var searchController: UISearchController? {
        get { search.controller }
        set {
            guard newValue !== search.controller else { return }
            if let old = search.controller {
                old.navigationItemOwner = nil
                old.onActiveChange = nil
                if old.searchBar.superview is UINavigationBar { old.searchBar.removeFromSuperview() }
            }
            search.controller = newValue
            search.isRevealed = !hidesSearchBarWhenScrolling
            newValue?.navigationItemOwner = owner
            newValue?.onActiveChange = { [weak self] in self?.onChange?() }
            onChange?()
        }
    }

    /// Whether the search bar is hidden until the content is pulled down, and hides again
    /// when it scrolls up (default `true`; while searching it always shows). Mirrors
    /// `UINavigationItem.hidesSearchBarWhenScrolling`.
    public var hidesSearchBarWhenScrolling: Bool {
        get { search.hidesWhenScrolling }
        set {
            guard newValue != search.hidesWhenScrolling else { return }
            search.hidesWhenScrolling = newValue
            search.isRevealed = !newValue
            onChange?()
        }
    }

    /// Whether the navigation bar shows the search bar now.
    var showsSearchBar: Bool {
        guard let controller = search.controller else { return false }
        return controller.isActive || search.isRevealed || !search.hidesWhenScrolling
    }

    /// Shows or hides the search bar as the content is pulled down past its top or scrolled
    /// up past the bar.
    func contentDidScroll(overscroll: CGFloat) {
        guard search.controller != nil, search.hidesWhenScrolling, !(search.controller?.isActive ?? false) else { return }
        let revealed = overscroll > 0 ? true : overscroll < -UISearchBar.rowHeight ? false : search.isRevealed
        guard revealed != search.isRevealed else { return }
        search.isRevealed = revealed
        onChange?()
    }
}

/// A navigation item's search state.
struct NavigationItemSearch {
    var controller: UISearchController?
    var hidesWhenScrolling = true
    /// Whether the content was pulled down to reveal a bar that hides when scrolling.
    var isRevealed = false
}
