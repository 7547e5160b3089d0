import Foundation

/// An active search ends when the controller showing its bar leaves: popped off (or removed
/// from) its container, or dismissed with what presented it. UIKit then dismisses the search
/// controller: `isActive` becomes false, the delegate hears will-dismiss and did-dismiss, the
/// bar resigns and the navigation bar gets its title rows back. A controller that only goes
/// out of sight (another pushed over it, another tab selected) keeps its search.
extension UISearchController {
    /// The searches that are active now, with the controller that showed the bar when each
    /// became active (few at a time: one per visible search bar).
    @MainActor static var activeSearches: [ActiveSearch] = []

    struct ActiveSearch {
        weak var search: UISearchController?
        weak var owner: UIViewController?
    }

    /// Remembers the controller showing the bar while the search is active.
    func registerActive(_ active: Bool) {
        Self.activeSearches.removeAll { $0.search == nil || $0.search === self }
        if active { Self.activeSearches.append(ActiveSearch(search: self, owner: barOwner)) }
    }

    /// Ends the search because its owner left. When the owner's leaving already dismisses the
    /// search controller (it was presented from the controller being dismissed), the search
    /// does not dismiss it again; did-dismiss follows that dismissal's end.
    func endBecauseOwnerLeft() {
        guard isActive else { return }
        isActive = false
    }
}

extension UIViewController {
    /// Whether this controller, or a container above it, is being popped, removed from its
    /// container or dismissed.
    var isLeavingHierarchy: Bool {
        var vc: UIViewController? = self
        while let c = vc {
            if c._isMovingFromParent || c._isBeingDismissed { return true }
            vc = c.parent
        }
        return false
    }

    /// Told as the controller begins to disappear: ends the searches it shows the bar of if
    /// it is leaving for good.
    func endSearchesIfLeaving() {
        guard !UISearchController.activeSearches.isEmpty, isLeavingHierarchy else { return }
        endOwnedSearches()
    }

    /// Ends the searches this controller shows the bar of (it has left its container; off
    /// screen no disappearance told it before).
    func endOwnedSearches() {
        for entry in UISearchController.activeSearches where entry.owner === self { entry.search?.endBecauseOwnerLeft() }
    }
}
