import Foundation

/// A view controller whose view is a table, and which is that table's data source and
/// delegate. Mirrors UIKit's `UITableViewController`: subclasses override the data source and
/// delegate methods they need (every one is declared here, so an override is what the table
/// calls); a selection is cleared when the controller's view is about to appear again
/// (`clearsSelectionOnViewWillAppear`).
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// Whether `viewWillAppear` deselects the selected rows (animated with the appearance).
    /// Mirrors `clearsSelectionOnViewWillAppear` (`true` by default).
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose table has `style`. Mirrors `UITableViewController.init(style:)`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init()
    }

    /// A controller with a plain table.
    public convenience override init() { self.init(style: .plain) }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Turns editing mode on or off for the controller and its table (UIKit: the table view
    /// controller "implements the superclass method setEditing(_:animated:) so that if a user
    /// taps an Edit|Done button in the navigation bar, the controller toggles the edit mode
    /// of the table"). Mirrors `setEditing(_:animated:)`.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    /// The controller's view, a table. Setting it replaces the view. Mirrors
    /// `UITableViewController.tableView`.
    public var tableView: UITableView! {
        get {
            if let t = view as? UITableView { return t }
            // A subclass's loadView() put something else there: the table is not the view.
            return nil
        }
        set { view = newValue }
    }

    /// The table's pull-to-refresh control. Mirrors `UITableViewController.refreshControl`.
    public var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// Makes the table, with this controller as its data source and delegate.
    open override func loadView() {
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: tableStyle)
        t.dataSource = self
        t.delegate = self
        view = t
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let t = view as? UITableView, let selected = t.indexPathsForSelectedRows else { return }
        for ip in selected { t.deselectRow(at: ip, animated: animated) }
    }

    // MARK: UITableViewDataSource (override what you need)

    /// Mirrors `tableView(_:numberOfRowsInSection:)` (0 until overridden).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Mirrors `tableView(_:cellForRowAt:)`. Must be overridden when there are rows; without
    /// it the row shows a placeholder cell and the omission is logged.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableView.report("UITableViewController: \(type(of: self)) has rows but does not override tableView(_:cellForRowAt:); showing a placeholder cell")
        return tableView.makePlaceholderCell(reuseIdentifier: nil)
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// `true` by default, as the data source protocol's default (UIKit shows the control when
    /// `tableView(_:moveRowAt:to:)` is overridden).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        TableMoveProbe.defaultRan = true
    }

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
