import Foundation

extension UITableViewCell {
    /// The look of the line a table draws between rows (`UITableView.separatorStyle`). Mirrors
    /// `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }
}
