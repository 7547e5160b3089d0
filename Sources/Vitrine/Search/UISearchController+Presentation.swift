import Foundation

/// Becoming active and inactive, and what the search bar tells its search controller.
extension UISearchController {
    /// The controller showing the search bar: the one whose navigation item carries this
    /// search controller, else the nearest controller up the bar's responder chain.
    var barOwner: UIViewController? {
        if let owner = navigationItemOwner { return owner }
        var r: UIResponder? = searchBar.next
        while let cur = r {
            if let vc = cur as? UIViewController { return vc }
            r = cur.next
        }
        return nil
    }

    /// The default presentation: over the presentation context of the controller showing the
    /// bar (a cross-fade). Reported and skipped when the bar is not on screen.
    public func presentSearchInterface() {
        guard let owner = barOwner, owner.viewIfLoaded?.window != nil else {
            BadInputLog.report("UISearchController: its search bar is not shown by a view controller in a window; the search is active without a presentation")
            return
        }
        owner.present(self, animated: true) { [weak self] in
            guard let self, self.isActive else { return }
            self.delegate?.didPresentSearchController(self)
        }
    }

    /// Presents the search: the delegate's `willPresentSearchController(_:)`, the Cancel
    /// button and scope bar, the presentation (the delegate's `presentSearchController(_:)`
    /// when it has one); from the app (not the bar's editing) the updater is asked at once.
    func activate(fromEditing: Bool) {
        _isActive = true
        registerActive(true)
        animateBarChange {
            onActiveChange?()
            if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        }
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: searchBar.window != nil) }
        if let delegate { delegate.presentSearchController(self) } else { presentSearchInterface() }
        if !fromEditing { updateResults() }
    }

    /// Ends the search: the delegate's `willDismissSearchController(_:)`, the text cleared, the
    /// bar resigned, the updater asked, the dismissal, `didDismissSearchController(_:)`.
    /// When the search controller is already being dismissed (with the controller that
    /// presented it), did-dismiss follows the end of that dismissal.
    func deactivate() {
        _isActive = false
        registerActive(false)
        delegate?.willDismissSearchController(self)
        searchBar.text = ""
        if searchBar.isFirstResponder { _ = searchBar.resignFirstResponder() }
        animateBarChange {
            onActiveChange?()
            if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = false }
        }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: searchBar.window != nil) }
        updateResults()
        guard presentingViewController != nil else {
            delegate?.didDismissSearchController(self)
            return
        }
        if isBeingDismissed {
            let told = { [weak self] in
                guard let self, !self.isActive else { return }
                self.delegate?.didDismissSearchController(self)
            }
            if let coordinator = transitionCoordinator {
                coordinator.animate(alongsideTransition: nil) { _ in told() }
            } else {
                told()
            }
            return
        }
        dismiss(animated: true) { [weak self] in
            guard let self, !self.isActive else { return }
            self.delegate?.didDismissSearchController(self)
        }
    }

    /// Makes `change` to the navigation bar (the title rows giving way to the search bar or
    /// coming back, the scope bar's row) move over the presentation's cross-fade: the bar's
    /// height, the search bar's place in it and the content below all slide together. With
    /// Reduce Motion the old picture dissolves into the new one in place.
    func animateBarChange(_ change: () -> Void) {
        // A search ending because its controller is popped changes the bar at once (the pop
        // moves the bar).
        guard let owner = navigationItemOwner, let nav = owner.navigationController, nav.topViewController === owner,
              let v = nav.viewIfLoaded, v.window != nil else { return change() }
        // Pending layout first, so the animation starts from what is on screen.
        v.layoutIfNeeded()
        UIView.animateMovingContent(in: v, duration: Self.barAnimationDuration, options: [.curveEaseInOut], changes: {
            change()
            v.layoutIfNeeded()
        })
    }

    /// How long the navigation bar takes to make way for the search (the cross-fade's time).
    static let barAnimationDuration = CrossDissolveTransitionAnimator.duration

    // MARK: What the bar tells its controller

    /// The field became first responder: the search activates before the bar's delegate
    /// hears of it.
    func searchBarWillReportBeginEditing() {
        if !isActive { activate(fromEditing: true) }
    }

    /// After the bar's delegate heard that editing began: the updater.
    func searchBarDidBeginEditing() { updateResults() }

    /// After each edit the user made.
    func searchBarTextDidChange() { updateResults() }

    /// After the user picked another scope.
    func searchBarScopeDidChange() { updateResults() }

    /// Cancel ends the search.
    func searchBarCancelTapped() { isActive = false }

    /// The Search key puts the keyboard away; the search stays active.
    func searchBarSearchTapped() { _ = searchBar.resignFirstResponder() }
}
