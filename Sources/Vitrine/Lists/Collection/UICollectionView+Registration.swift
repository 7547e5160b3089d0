import Foundation

extension UICollectionView {
    /// How cells of one class are made and configured for items of one type; dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)` (no identifier to register). Mirrors
    /// `UICollectionView.CellRegistration`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let reuseIdentifier: String
        let handler: Handler

        /// Mirrors `CellRegistration.init(handler:)`.
        public init(handler: @escaping Handler) {
            reuseIdentifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// How supplementary views of one class and kind are made and configured. Mirrors
    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// Mirrors `SupplementaryRegistration.init(elementKind:handler:)`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A cell of the registration's class, reused or new, configured by its handler for
    /// `item`. Mirrors `dequeueConfiguredReusableCell(using:for:item:)`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        let id = registration.reuseIdentifier
        if !cellPool.isRegistered(id) { register(Cell.self, forCellWithReuseIdentifier: id) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: id, for: indexPath)
        let cell: Cell
        if let c = dequeued as? Cell {
            cell = c
        } else {
            BadInputLog.report("UICollectionView: the cell dequeued for \(id) is a \(type(of: dequeued)), not a \(Cell.self); making a new one")
            cell = Cell(vitrineRegisteredFrame: .zero)
            cell.reuseIdentifier = id
        }
        if let item { registration.handler(cell, indexPath, item) } else {
            BadInputLog.report("UICollectionView: dequeueConfiguredReusableCell(using:for:item:) for \(indexPath) got no item; the cell is not configured")
        }
        return cell
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    /// Mirrors `dequeueConfiguredReusableSupplementary(using:for:)`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = Self.supplementaryKey(registration.elementKind, registration.reuseIdentifier)
        if !supplementaryPool.isRegistered(key) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view: Supplementary
        if let v = dequeued as? Supplementary {
            view = v
        } else {
            BadInputLog.report("UICollectionView: the view dequeued for \(registration.reuseIdentifier) is a \(type(of: dequeued)), not a \(Supplementary.self); making a new one")
            view = Supplementary(vitrineRegisteredFrame: .zero)
            view.reuseIdentifier = registration.reuseIdentifier
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// The identifier of the empty cells shown when a data source gives none.
    static let fallbackCellIdentifier = "\u{1}fallback"
}
