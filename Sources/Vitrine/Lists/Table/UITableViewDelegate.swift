import Foundation

/// What a table tells and asks its delegate about rows: heights, header and footer views,
/// display, highlight, selection and swipe actions. Mirrors UIKit's `UITableViewDelegate`
/// (which refines `UIScrollViewDelegate`); every method has a default: UIKit's behaviour when
/// the method is not implemented (heights default to the table's properties).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Mirrors `tableView(_:heightForRowAt:)` (default: `tableView.rowHeight`;
    /// `UITableView.automaticDimension` self-sizes the row).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height taken for a row not yet measured. The table asks for row 0 of each section
    /// and uses the answer for the section's unmeasured rows (so 10 million rows cost no 10
    /// million calls). Mirrors `tableView(_:estimatedHeightForRowAt:)` (default:
    /// `tableView.estimatedRowHeight`).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// Mirrors `tableView(_:heightForHeaderInSection:)` (default: `sectionHeaderHeight`).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Mirrors `tableView(_:heightForFooterInSection:)` (default: `sectionFooterHeight`).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A custom header (`nil`: the title's standard header). Mirrors
    /// `tableView(_:viewForHeaderInSection:)`.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// Mirrors `tableView(_:viewForFooterInSection:)`.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// A cell is about to be shown. Mirrors `tableView(_:willDisplay:forRowAt:)`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen (or its row was deleted). Mirrors
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Mirrors `tableView(_:willDisplayHeaderView:forSection:)`.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// Mirrors `tableView(_:willDisplayFooterView:forSection:)`.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// Whether a touch highlights the row. Mirrors `tableView(_:shouldHighlightRowAt:)` (`true`).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Mirrors `tableView(_:didHighlightRowAt:)`.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// Mirrors `tableView(_:didUnhighlightRowAt:)`.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select instead (`nil`: select none). Mirrors `tableView(_:willSelectRowAt:)`
    /// (default: the same row).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Mirrors `tableView(_:didSelectRowAt:)`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row to deselect instead (`nil`: keep it). Mirrors `tableView(_:willDeselectRowAt:)`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Mirrors `tableView(_:didDeselectRowAt:)`.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The actions a swipe to the right reveals. Mirrors
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` (`nil`: none).
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe to the left reveals. Mirrors
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (default `nil`: a Delete
    /// action when the data source can edit the row and the editing style is `.delete`).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// Mirrors `tableView(_:editingStyleForRowAt:)` (`.delete` by default).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// Mirrors `tableView(_:titleForDeleteConfirmationButtonForRowAt:)` ("Delete").
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Where the row being dragged from `sourceIndexPath` goes instead of
    /// `proposedDestinationIndexPath` (asked each time the drag proposes a new place; return
    /// the proposal to allow it). Mirrors
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
}
