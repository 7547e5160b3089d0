import Foundation

/// The attribute objects a layout handed out for the last visible rectangle, kept so the next
/// query (the next frame of a scroll) reuses them: elements still visible get the same
/// object, cell attributes that left are recycled for the ones that came in, so a steady
/// scroll allocates no attributes.
@MainActor
final class LayoutAttributesCache {
    private var live: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    private var next: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    private var spareCells: [UICollectionViewLayoutAttributes] = []
    /// The array handed out last (its storage is reused when the caller has let it go).
    private(set) var result: [UICollectionViewLayoutAttributes] = []

    /// Starts a query.
    func begin() {
        next.removeAll(keepingCapacity: true)
        result.removeAll(keepingCapacity: true)
    }

    /// The object for `key` (the one handed out last time, a recycled one, or a new one),
    /// added to the result.
    func attributes(_ key: CollectionElementKey, make: () -> UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let a: UICollectionViewLayoutAttributes
        if let old = live.removeValue(forKey: key) {
            a = old
        } else if key.category == .cell, let spare = spareCells.popLast() {
            spare.indexPath = key.indexPath
            a = spare
        } else {
            a = make()
        }
        a.transform = .identity; a.alpha = 1; a.zIndex = 0; a.isHidden = false
        next[key] = a
        result.append(a)
        return a
    }

    /// Ends a query: objects not asked for again become spares.
    func end() -> [UICollectionViewLayoutAttributes] {
        for (k, a) in live where k.category == .cell && spareCells.count < 256 { spareCells.append(a) }
        live.removeAll(keepingCapacity: true)
        swap(&live, &next)
        return result
    }

    func removeAll() {
        live.removeAll(); next.removeAll(); spareCells.removeAll(); result.removeAll()
    }
}
