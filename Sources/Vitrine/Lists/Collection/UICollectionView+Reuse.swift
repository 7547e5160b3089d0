import Foundation
import VitrineGraphics

extension UICollectionView {
    /// Registers the class whose instances `dequeueReusableCell(withReuseIdentifier:for:)`
    /// makes for `identifier` (`nil` removes the registration). Mirrors
    /// `register(_:forCellWithReuseIdentifier:)`.
    public func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { cellPool.register(nil, for: identifier); return }
        cellPool.register({ _ in cellClass.init(vitrineRegisteredFrame: .zero) }, for: identifier)
    }

    /// Registers the class of a supplementary view of `elementKind`. Mirrors
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    public func register(_ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = Self.supplementaryKey(elementKind, identifier)
        guard let viewClass else { supplementaryPool.register(nil, for: key); return }
        supplementaryPool.register({ _ in viewClass.init(vitrineRegisteredFrame: .zero) }, for: key)
    }

    /// A cell for the item at `indexPath`: one that scrolled away (after its
    /// `prepareForReuse()`), else a new one of the registered class. An identifier nothing
    /// was registered for is logged (UIKit raises) and gets plain `UICollectionViewCell`s.
    /// Mirrors `dequeueReusableCell(withReuseIdentifier:for:)`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if !cellPool.isRegistered(identifier) {
            BadInputLog.report("UICollectionView: could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard; using UICollectionViewCell")
            register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
        }
        let made = cellPool.created
        let cell = cellPool.dequeue(identifier) ?? UICollectionViewCell(frame: .zero)
        if cellPool.created == made { cell.prepareForReuse() }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new. Mirrors
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        if !supplementaryPool.isRegistered(key) {
            BadInputLog.report("UICollectionView: could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard; using UICollectionReusableView")
            register(UICollectionReusableView.self, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
        }
        let made = supplementaryPool.created
        let view = supplementaryPool.dequeue(key) ?? UICollectionReusableView(frame: .zero)
        if supplementaryPool.created == made { view.prepareForReuse() }
        view.reuseIdentifier = identifier
        return view
    }

    /// The pool key of a supplementary identifier (identifiers are per kind).
    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }

    /// Puts a cell that left the screen back in its queue (hidden, still a subview).
    func recycle(_ cell: UICollectionViewCell) {
        if cell.isHighlighted { cell.isHighlighted = false }
        cell.displayedIndexPath = nil
        guard let id = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            cellSubviewCount = max(0, cellSubviewCount - 1)
            return
        }
        cell.isHidden = true
        cellPool.enqueue(cell, for: id)
    }

    /// Puts a supplementary view back in its queue.
    func recycle(_ view: UICollectionReusableView, kind: String?) {
        view.displayedIndexPath = nil
        guard let id = view.reuseIdentifier, let kind else { view.removeFromSuperview(); return }
        view.isHidden = true
        supplementaryPool.enqueue(view, for: Self.supplementaryKey(kind, id))
    }
}
