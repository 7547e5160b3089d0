import Foundation

/// What a table asks for its content: how many sections and rows, the cell for each row,
/// section titles, and whether rows may be edited or moved. Mirrors UIKit's
/// `UITableViewDataSource`; all but the two required methods have defaults (UIKit's answers
/// when a method is not implemented).
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// Mirrors `tableView(_:numberOfRowsInSection:)` (required).
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`. Mirrors
    /// `tableView(_:cellForRowAt:)` (required).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Mirrors `numberOfSections(in:)` (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// Mirrors `tableView(_:titleForHeaderInSection:)` (`nil` by default).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// Mirrors `tableView(_:titleForFooterInSection:)` (`nil` by default).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Mirrors `tableView(_:canEditRowAt:)` (`true` by default).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Mirrors `tableView(_:commit:forRowAt:)` (nothing by default).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether row `indexPath` shows its reordering control (when its cell's
    /// `showsReorderControl` is set) and may be dragged. UIKit: "By default, the reordering
    /// control is shown if the data source implements the tableView(_:moveRowAt:to:) method."
    /// Swift cannot ask whether a protocol method is implemented, so the default answers `true`
    /// (what UIKit answers for a data source that moves rows); a data source that does not
    /// implement `tableView(_:moveRowAt:to:)` sees its drop undone and logged. Mirrors
    /// `tableView(_:canMoveRowAt:)`.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dropped the row dragged by its reordering control at `destinationIndexPath`
    /// (not at its own place): move the item in the model. Called once per drop, after the
    /// delegate's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` had its
    /// say; the table has already moved the row. Mirrors `tableView(_:moveRowAt:to:)`.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        TableMoveProbe.defaultRan = true
    }
}

/// Tells whether a data source implements `tableView(_:moveRowAt:to:)`: the protocol's
/// default (and `UITableViewController`'s) sets the flag when called.
@MainActor
enum TableMoveProbe {
    static var defaultRan = false
}
