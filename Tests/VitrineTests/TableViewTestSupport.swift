import Foundation
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A cell whose content is one label filling its content view (placed here so the tests do
/// not depend on the standard styles' layout), counting its reuses.
@MainActor
final class TableTestCell: UITableViewCell {
    let label = UILabel()
    var reuses = 0
    /// The height `sizeThatFits` answers (self-sizing without constraints); `nil`: 44.
    var fittingHeight: CGFloat?

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.font = .systemFont(ofSize: 15)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        fittingHeight = nil
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight ?? 44)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        label.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
    }
}

/// A data source and delegate over arrays of titles, recording the delegate calls asked for.
@MainActor
final class TableTestSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    /// A fixed height per row (`nil`: the table's `rowHeight`).
    var heightForRow: ((IndexPath) -> CGFloat)?
    /// A self-sized height per row, answered by the cell's `sizeThatFits`.
    var fittingHeight: ((IndexPath) -> CGFloat)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leadingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var headerView: ((Int) -> UIView?)?
    var commit: ((UITableViewCell.EditingStyle, IndexPath) -> Void)?
    var editingStyle: ((IndexPath) -> UITableViewCell.EditingStyle)?
    var log: [String] = []
    var logSelection = true
    /// Overrides the row count reported (for inconsistent updates).
    var reportedRowCount: ((Int) -> Int)?
    var willSelectRedirect: ((IndexPath) -> IndexPath?)?

    init(sections: [[String]]) { self.sections = sections }

    static func rows(_ n: Int, prefix: String = "Row") -> [String] { (0..<n).map { "\(prefix) \($0)" } }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        reportedRowCount?(section) ?? sections[section].count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if let c = cell as? TableTestCell {
            c.label.text = indexPath.row < sections[indexPath.section].count ? sections[indexPath.section][indexPath.row] : "?"
            c.fittingHeight = fittingHeight?(indexPath)
        }
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commit?(editingStyle, indexPath)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        editingStyle?(indexPath) ?? .delete
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerView?(section)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightForRow?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if logSelection { log.append("willSelect \(indexPath.section).\(indexPath.row)") }
        return willSelectRedirect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if logSelection { log.append("didSelect \(indexPath.section).\(indexPath.row)") }
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        if logSelection { log.append("willDeselect \(indexPath.section).\(indexPath.row)") }
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        if logSelection { log.append("didDeselect \(indexPath.section).\(indexPath.row)") }
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        if logSelection { log.append("didHighlight \(indexPath.section).\(indexPath.row)") }
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        if logSelection { log.append("didUnhighlight \(indexPath.section).\(indexPath.row)") }
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leadingActions?(indexPath)
    }
}

/// A table in a headless window, with `TableTestCell` registered as "cell".
@MainActor
func makeTable(_ h: HeadlessHarness, style: UITableView.Style = .plain, source: TableTestSource,
               frame: CGRect? = nil, rowHeight: CGFloat = 44) -> UITableView {
    let t = UITableView(frame: frame ?? h.window.bounds, style: style)
    t.contentInsetAdjustmentBehavior = .never
    t.rowHeight = rowHeight
    t.register(TableTestCell.self, forCellReuseIdentifier: "cell")
    t.dataSource = source
    t.delegate = source
    h.window.addSubview(t)
    h.renderFrames()
    return t
}
