import Foundation
import VitrineGraphics

/// The round control at the leading edge of an editable row in editing mode: red with a
/// minus for `.delete`, green with a plus for `.insert`. A tap asks for the delete
/// confirmation (or inserts).
@MainActor
final class TableEditingControl: UIView {
    weak var table: UITableView?
    private let horizontal = UIView()
    private let vertical = UIView()
    var editingStyle: UITableViewCell.EditingStyle = .delete {
        didSet { restyle() }
    }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        cornerRadius = 11
        for bar in [horizontal, vertical] {
            bar.backgroundColor = .white
            bar.isUserInteractionEnabled = false
            addSubview(bar)
        }
        horizontal.frame = CGRect(x: 5, y: 10, width: 12, height: 2)
        vertical.frame = CGRect(x: 10, y: 5, width: 2, height: 12)
        restyle()
    }

    required init?(coder: NSCoder) { return nil }

    private func restyle() {
        backgroundColor = editingStyle == .insert ? .systemGreen : .systemRed
        vertical.isHidden = editingStyle != .insert
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let cell = superview as? UITableViewCell else { return }
        table?.editingControlTapped(in: cell)
    }
}

extension UITableView {
    /// Whether row `ip` shows an editing control, and which.
    func editingStyle(at ip: IndexPath) -> UITableViewCell.EditingStyle {
        guard _isEditing, dataSource?.tableView(self, canEditRowAt: ip) ?? false else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete
    }

    /// Shows, hides and places the editing control of a visible cell (a subview of the cell,
    /// 8 pt from its leading edge, centred vertically).
    func layoutEditingControl(of cell: UITableViewCell, at ip: IndexPath) {
        cell.reorderControlShown = showsReorderControl(at: ip, cell: cell)
        let style = editingStyle(at: ip)
        let key = ObjectIdentifier(cell)
        guard style != .none else {
            editingControls[key]?.isHidden = true
            return
        }
        let control: TableEditingControl
        if let c = editingControls[key] {
            control = c
        } else {
            control = TableEditingControl()
            control.table = self
            editingControls[key] = control
            cell.addSubview(control)
        }
        control.isHidden = false
        control.editingStyle = style
        control.frame = CGRect(x: 8, y: (cell.bounds.height - 22) / 2, width: 22, height: 22)
    }

    /// The editing control of a row was tapped: `.delete` opens the row on a "Delete"
    /// confirmation button (the delegate's `titleForDeleteConfirmationButtonForRowAt`) that
    /// commits the deletion through the data source; `.insert` commits at once. Mirrors
    /// UIKit's editing mode.
    func editingControlTapped(in cell: UITableViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        switch editingStyle(at: ip) {
        case .none:
            break
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: ip)
        case .delete:
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
            let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
                guard let self else { return }
                self.dataSource?.tableView(self, commit: .delete, forRowAt: ip)
                done(true)
            }
            let config = UISwipeActionsConfiguration(actions: [action])
            config.performsFirstActionWithFullSwipe = false
            openSwipe(at: ip, configuration: config, trailing: true, animated: true)
        }
    }
}
