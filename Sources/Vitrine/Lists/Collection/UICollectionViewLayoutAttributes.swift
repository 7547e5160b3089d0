import Foundation
import VitrineGraphics

/// Where one element of a collection view goes and how it looks: a cell, a supplementary view
/// (a header, a footer) or a decoration. Mirrors UIKit's `UICollectionViewLayoutAttributes`.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// What kind of element the attributes describe. Mirrors
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The element's frame in the collection view's content. Setting it keeps `transform`
    /// (as UIKit: the frame is the untransformed rectangle around `center`). Mirrors `frame`.
    public var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set { size = newValue.size; center = CGPoint(x: newValue.midX, y: newValue.midY) }
    }
    /// Mirrors `UICollectionViewLayoutAttributes.center`.
    public var center: CGPoint = .zero
    /// Mirrors `UICollectionViewLayoutAttributes.size`.
    public var size: CGSize = .zero
    /// The element's bounds (origin zero, `size`). Mirrors `bounds`.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// Mirrors `UICollectionViewLayoutAttributes.transform`.
    public var transform: CGAffineTransform = .identity
    /// Mirrors `UICollectionViewLayoutAttributes.alpha` (1 by default).
    public var alpha: CGFloat = 1
    /// Stacking order: higher values are drawn above lower. Mirrors `zIndex`.
    public var zIndex = 0
    /// Mirrors `UICollectionViewLayoutAttributes.isHidden`.
    public var isHidden = false
    /// The element's index path. Mirrors `indexPath`.
    public var indexPath: IndexPath
    /// Mirrors `representedElementCategory`.
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary or decoration view (`nil` for a cell). Mirrors
    /// `representedElementKind`.
    public let representedElementKind: String?

    public required init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.representedElementCategory = category
        self.representedElementKind = kind
        self.indexPath = indexPath
    }

    /// Attributes for the cell at `indexPath`. Mirrors `init(forCellWith:)`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes for a supplementary view. Mirrors
    /// `init(forSupplementaryViewOfKind:with:)`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes for a decoration view. Mirrors `init(forDecorationViewOfKind:with:)`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// A copy (UIKit's `copy()`: layouts hand out copies they may change).
    open func copy() -> UICollectionViewLayoutAttributes {
        let c = Self(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        c.center = center; c.size = size; c.transform = transform
        c.alpha = alpha; c.zIndex = zIndex; c.isHidden = isHidden
        return c
    }

    /// Whether two attributes describe the same element the same way. Mirrors `isEqual(_:)`.
    open func isEqual(_ other: UICollectionViewLayoutAttributes) -> Bool {
        representedElementCategory == other.representedElementCategory && representedElementKind == other.representedElementKind
            && indexPath == other.indexPath && center == other.center && size == other.size && transform == other.transform
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
    }
}

/// What identifies an element shown by a collection view: its category, kind and index path.
struct CollectionElementKey: Hashable {
    var category: UICollectionViewLayoutAttributes.ElementCategory
    var kind: String?
    var indexPath: IndexPath
}

extension UICollectionViewLayoutAttributes {
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}
