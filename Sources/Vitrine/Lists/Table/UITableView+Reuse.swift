import Foundation

extension UITableView {
    /// Registers the class made (with `init(style: .default, reuseIdentifier:)`) when a cell
    /// for `identifier` is dequeued and none waits for reuse; `nil` removes the registration.
    /// Mirrors `register(_:forCellReuseIdentifier:)`.
    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass.map { ObjectIdentifier($0) }
        guard let cellClass else { cellPool.register(nil, for: identifier); return }
        cellPool.register({ cellClass.init(vitrineRegisteredStyle: .default, reuseIdentifier: $0) }, for: identifier)
    }

    /// Registers the class of reusable section headers and footers for `identifier`. Mirrors
    /// `register(_:forHeaderFooterViewReuseIdentifier:)`.
    public func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { headerFooterPool.register(nil, for: identifier); return }
        headerFooterPool.register({ aClass.init(vitrineRegisteredReuseIdentifier: $0) }, for: identifier)
    }

    /// A cell for `identifier`: one waiting for reuse (after its `prepareForReuse()`), else a
    /// new one of the registered class. An identifier with nothing registered is logged with
    /// UIKit's message and answered with a placeholder cell (UIKit raises an exception).
    /// Mirrors `dequeueReusableCell(withIdentifier:for:)`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueCell(identifier) { return cell }
        UITableView.report("UITableView: unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard; showing a placeholder cell for row \(indexPath.row) of section \(indexPath.section)")
        return makePlaceholderCell(reuseIdentifier: identifier)
    }

    /// A cell waiting for reuse under `identifier`, or a new one of the registered class, or
    /// `nil` (nothing registered, none waiting). Mirrors `dequeueReusableCell(withIdentifier:)`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCell(identifier)
    }

    /// A header or footer view waiting for reuse, else a new one of the registered class
    /// (`nil` when nothing is registered). Mirrors `dequeueReusableHeaderFooterView(withIdentifier:)`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let before = headerFooterPool.created
        guard let v = headerFooterPool.dequeue(identifier) else { return nil }
        if headerFooterPool.created == before { v.prepareForReuse() }
        v.isHidden = false
        return v
    }

    private func dequeueCell(_ identifier: String) -> UITableViewCell? {
        while true {
            let before = cellPool.created
            guard let cell = cellPool.dequeue(identifier) else { return nil }
            let isNew = cellPool.created != before
            if !isNew, let registered = registeredCellClasses[identifier], registered != ObjectIdentifier(type(of: cell)) {
                // Re-registered under another class: the waiting cell is of the wrong class.
                UITableView.report("UITableView: a cell of class \(type(of: cell)) waited for reuse under identifier \(identifier), now registered to another class; discarding it")
                separators[ObjectIdentifier(cell)] = nil
                cell.removeFromSuperview()
                continue
            }
            if !isNew { cell.prepareForReuse() }
            cell.separatorInset = separatorInset
            cell.isHidden = false
            return cell
        }
    }

    /// A plain cell standing in for one the app failed to supply.
    func makePlaceholderCell(reuseIdentifier: String?) -> UITableViewCell {
        placeholderCellsMade += 1
        let cell = UITableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
        cell.separatorInset = separatorInset
        return cell
    }
}
