import Foundation
import VitrineGraphics

/// Decides where a collection view's cells and supplementary views go. Subclass it (or use
/// `UICollectionViewFlowLayout`): `prepare()` computes, `collectionViewContentSize` gives the
/// scrollable size, and `layoutAttributesForElements(in:)` answers for the visible rectangle on
/// every scroll — keep it proportional to what is visible, not to the number of items. Mirrors
/// UIKit's `UICollectionViewLayout`.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (set when the layout is assigned). Mirrors
    /// `UICollectionViewLayout.collectionView`.
    public internal(set) weak var collectionView: UICollectionView?

    /// Whether `prepare()` must run before the next answer.
    var needsPrepare = true

    public override init() { super.init() }

    /// The class of attributes this layout makes. Mirrors `layoutAttributesClass`.
    open class var layoutAttributesClass: UICollectionViewLayoutAttributes.Type { UICollectionViewLayoutAttributes.self }

    /// Computes the layout; called before the first query after an invalidation. Mirrors
    /// `prepare()`.
    open func prepare() {}

    /// The size of the whole content. Mirrors `collectionViewContentSize`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects `rect`. Mirrors
    /// `layoutAttributesForElements(in:)`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// Mirrors `layoutAttributesForItem(at:)`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Mirrors `layoutAttributesForSupplementaryView(ofKind:at:)`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Mirrors `layoutAttributesForDecorationView(ofKind:at:)`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether the collection view mirrors this layout's horizontal coordinates when its
    /// effective layout direction is not `developmentLayoutDirection`: the layout then
    /// computes its frames for one direction only, and the collection view flips them (and
    /// the rectangles and points it asks about) for the other. `false` by default; the flow
    /// and compositional layouts return `true`. Mirrors
    /// `flipsHorizontallyInOppositeLayoutDirection`.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are computed for. Left to right by default (the
    /// development region of a Vitrine app is not read from a bundle). Mirrors
    /// `developmentLayoutDirection`.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether every query sets the frames of the attributes it returns afresh, so the
    /// collection view may mirror them in place instead of copying them.
    var setsFramesOnEveryQuery: Bool { false }

    /// Whether a change of the collection view's bounds (a scroll, a resize) needs a new
    /// layout. Mirrors `shouldInvalidateLayout(forBoundsChange:)` (`false` by default).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's preferred attributes change the layout. Mirrors
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// Throws the layout away: `prepare()` runs again before the next pass. Mirrors
    /// `invalidateLayout()`.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Where a scroll ends, given where it would end. Mirrors
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where the content should be after an update or layout change. Mirrors
    /// `targetContentOffset(forProposedContentOffset:)`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    // MARK: Updates

    /// Called before the updates of a batch are animated. Mirrors `prepare(forCollectionViewUpdates:)`.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Called when a batch's animations are set up. Mirrors `finalizeCollectionViewUpdates()`.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item starts its animation. UIKit's default: its final place, fully
    /// transparent (so it fades in). Mirrors `initialLayoutAttributesForAppearingItem(at:)`.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let a = layoutAttributesForItem(at: itemIndexPath)?.copy() else { return nil }
        a.alpha = 0
        return a
    }

    /// Where a deleted item ends its animation. UIKit's default: where it was, fully
    /// transparent (so it fades out). Mirrors `finalLayoutAttributesForDisappearingItem(at:)`.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Mirrors `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let a = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.copy() else { return nil }
        a.alpha = 0
        return a
    }

    /// Mirrors `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether the collection view should ask shown cells for their preferred attributes.
    var wantsSelfSizing: Bool { false }

    /// A bounds change the layout asked to be invalidated for: by default a new layout.
    func invalidateForBoundsChange(from old: CGRect, to new: CGRect) {
        invalidateLayout()
    }

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}

/// One change of a batch update, as the layout hears it. Mirrors UIKit's
/// `UICollectionViewUpdateItem`.
public struct UICollectionViewUpdateItem: Sendable, Equatable {
    /// Mirrors `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    /// The path before the update (`nil` for an insert). An index path of one index names a
    /// whole section. Mirrors `indexPathBeforeUpdate`.
    public let indexPathBeforeUpdate: IndexPath?
    /// The path after the update (`nil` for a delete). Mirrors `indexPathAfterUpdate`.
    public let indexPathAfterUpdate: IndexPath?
    /// Mirrors `updateAction`.
    public let updateAction: Action
}
