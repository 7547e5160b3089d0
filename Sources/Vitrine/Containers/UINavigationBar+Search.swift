import Foundation

/// The top item's search bar, in a row below the title (below the large title when there is
/// one), as UIKit's navigation bar shows `UINavigationItem.searchController`'s bar: the
/// field at the bar's margins, no background of its own. While the search is active and
/// `hidesNavigationBarDuringPresentation` is set, the title rows give way and the search bar
/// is the whole bar.
extension UINavigationBar {
    /// The top item's search controller while the bar shows its search bar.
    var shownSearchController: UISearchController? {
        guard let top = topItem, top.showsSearchBar else { return nil }
        return top.searchController
    }

    /// The search row's height (0 without a shown search bar).
    var searchRowHeight: CGFloat { shownSearchController?.searchBar.barHeight ?? 0 }

    /// Whether the title rows are hidden for an active search.
    var collapsesTitleRowsForSearch: Bool {
        guard let search = shownSearchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// The title rows' height: 44 pt, 96 pt with a large title, 0 while an active search
    /// hides them.
    var titleRowsHeight: CGFloat {
        collapsesTitleRowsForSearch ? 0 : Self.defaultHeight + (displaysLargeTitle ? Self.largeTitleExtraHeight : 0)
    }

    /// Adds the top item's search bar (and takes away another item's). The search row comes
    /// and goes without the items changing (a pull on the content, the search becoming
    /// active), so the bar's height is checked here too.
    func refreshSearchBar() {
        defer { if bounds.height != barHeight, window != nil, outgoing == nil { onHeightChange?() } }
        for case let bar as UISearchBar in subviews where bar !== shownSearchController?.searchBar { bar.removeFromSuperview() }
        guard let search = shownSearchController else { return }
        let bar = search.searchBar
        bar.searchBarStyle = .minimal
        bar.horizontalMargin = Self.margin
        bar.onHeightChange = { [weak self] in
            self?.setNeedsLayout()
            self?.onHeightChange?()
        }
        if bar.superview !== self { addSubview(bar) }
        if collapsesTitleRowsForSearch {
            for v in [titleLabel, largeTitleLabel, backButton] + leftViews + rightViews + [shownTitleView].compactMap({ $0 }) { v.isHidden = true }
        }
    }

    /// Places the search bar below the title rows, across the bar.
    func layoutSearchBar() {
        guard let bar = shownSearchController?.searchBar, bar.superview === self else { return }
        bar.frame = CGRect(x: 0, y: titleRowsHeight, width: bounds.width, height: searchRowHeight)
    }
}
