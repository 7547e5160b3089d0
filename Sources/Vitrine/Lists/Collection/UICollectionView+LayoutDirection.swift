import Foundation
import VitrineGraphics

/// Mirroring a layout for the opposite layout direction (UIKit's
/// `flipsHorizontallyInOppositeLayoutDirection`): the layout computes its frames for its
/// `developmentLayoutDirection`, and everything the collection view asks it goes through
/// these, which mirror the rectangles asked about and the frames answered about the
/// vertical axis through the middle of the content.
extension UICollectionView {
    /// The width the layout is mirrored across (`nil`: not mirrored). The content's width,
    /// or the visible width when the content is narrower, so the first items of a short
    /// horizontal row sit at the right edge.
    var layoutMirrorWidth: CGFloat? {
        let layout = collectionViewLayout
        guard layout.flipsHorizontallyInOppositeLayoutDirection,
              effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection else { return nil }
        let inset = adjustedContentInset
        return max(layout.collectionViewContentSize.width, bounds.width - inset.left - inset.right)
    }

    /// Keeps the horizontal scroll position measured from the layout's start: mirrored (a
    /// right-to-left flow or compositional layout), the start is the right end, so the
    /// collection first shows item 0 at the right with the offset at its largest, as UIKit's
    /// flipped coordinate system does; content growing or shrinking there keeps what is shown;
    /// back to left to right, the offset is mirrored back. True when the offset changed.
    func keepHorizontalOffsetFromTheStart() -> Bool {
        let inset = adjustedContentInset
        let range = max(0, contentSize.width + inset.left + inset.right - bounds.width)
        let mirrored = layoutMirrorWidth != nil
        let previous = mirroredScrollRange
        mirroredScrollRange = mirrored ? range : nil
        // From the start edge: left to right `x + inset.left`, mirrored `range − that`.
        let fromStart = contentOffset.x + inset.left
        var x: CGFloat
        switch (previous, mirrored) {
        case (nil, true): x = range - fromStart - inset.left
        case (let old?, true) where old != range: x = contentOffset.x + range - old
        case (let old?, false): x = old - fromStart - inset.left
        default: return false
        }
        // (An overscroll being dragged is left alone above: only a change lands here.)
        x = min(max(x, -inset.left), range - inset.left)
        guard x != contentOffset.x else { return false }
        contentOffset.x = x
        return true
    }

    /// The layout's elements in `rect` (of the collection view's coordinates).
    func layoutElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard let w = layoutMirrorWidth, !rect.isNull else { return collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] }
        let mirroredRect = CGRect(x: w - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        let elements = collectionViewLayout.layoutAttributesForElements(in: mirroredRect) ?? []
        if collectionViewLayout.setsFramesOnEveryQuery {
            for a in elements { a.center.x = w - a.center.x }
            return elements
        }
        return elements.map { Self.mirrored($0, across: w) }
    }

    /// The layout's attributes for an item, in the collection view's coordinates.
    func layoutItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        mirroredIfNeeded(collectionViewLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout's attributes for a supplementary view, in the collection view's coordinates.
    func layoutSupplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        mirroredIfNeeded(collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// Attributes of the layout's coordinates (a copy, mirrored) in the collection view's.
    func mirroredIfNeeded(_ a: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let a, let w = layoutMirrorWidth else { return a }
        return Self.mirrored(a, across: w)
    }

    private static func mirrored(_ a: UICollectionViewLayoutAttributes, across w: CGFloat) -> UICollectionViewLayoutAttributes {
        let c = a.copy()
        c.center.x = w - a.center.x
        return c
    }
}
