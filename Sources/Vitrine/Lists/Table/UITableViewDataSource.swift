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
    /// Mirrors `tableView(_:canMoveRowAt:)` (`false` by default).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Mirrors `tableView(_:moveRowAt:to:)`.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
