import Foundation
import VitrineGraphics

/// Items in lines: each line is filled with as many items as fit (left to right in a vertical
/// layout, top to bottom in a horizontal one), lines stack along the scroll direction, each
/// section with an optional header and footer. Mirrors UIKit's `UICollectionViewFlowLayout`.
///
/// The line rule (UIKit's, as reimplemented by PSTCollectionView and seen in UIKit's output):
/// a line takes items while they fit with at least `minimumInteritemSpacing` between them;
/// a full line is justified (its first item at the leading section inset, its last at the
/// trailing one, the spare room shared between the gaps); a line of one item is centred. The
/// last line of a section whose items all have one size keeps the grid of the lines above
/// (it is laid out as if it were full); with items of different sizes it is left-aligned with
/// the minimum spacing. Items of different heights in one line are centred on the line.
///
/// Sizes come from `itemSize` or the delegate's `collectionView(_:layout:sizeForItemAt:)`
/// (`UICollectionViewDelegateFlowLayout`); with an `estimatedItemSize`, cells size
/// themselves (`preferredLayoutAttributesFitting(_:)`) as they are shown. Sections whose items
/// share one size are computed arithmetically (constant memory, any number of items); others
/// keep one size per item and one record per line, and a query for a rectangle
/// binary-searches the lines.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Which way the content scrolls. Mirrors `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// What `sectionInset` is measured from. Mirrors
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// The content inset (the default).
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }

    /// A size asking cells to size themselves: set it as `estimatedItemSize` (or `itemSize`).
    /// Mirrors `UICollectionViewFlowLayout.automaticSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item when the delegate does not give one (50×50 by default).
    /// Mirrors `itemSize`.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// A first guess of item sizes; not zero turns self-sizing cells on. Mirrors
    /// `estimatedItemSize` (`.zero` by default).
    open var estimatedItemSize: CGSize = .zero { didSet { if estimatedItemSize != oldValue { measuredSizes.removeAll(); invalidateLayout() } } }
    /// The smallest gap between lines (10 by default). Mirrors `minimumLineSpacing`.
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// The smallest gap between items of one line (10 by default). Mirrors
    /// `minimumInteritemSpacing`.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    /// Room around each section's items (inside its header and footer). Mirrors `sectionInset`.
    open var sectionInset: UIEdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// Mirrors `scrollDirection` (`.vertical` by default).
    open var scrollDirection: ScrollDirection = .vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    /// The header size: its height in a vertical layout, its width in a horizontal one
    /// (zero: no header). Mirrors `headerReferenceSize`.
    open var headerReferenceSize: CGSize = .zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    /// Mirrors `footerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// Whether a section's header stays at the top of the visible area while its section
    /// scrolls by. Mirrors `sectionHeadersPinToVisibleBounds`.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    /// Mirrors `sectionFootersPinToVisibleBounds`.
    open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    /// Mirrors `sectionInsetReference` (`.fromContentInset` by default).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { if sectionInsetReference != oldValue { invalidateLayout() } } }

    /// The computed sections (valid after `prepare()`).
    var sections: [FlowLayoutSection] = []
    /// The content size computed by `prepare()`.
    var contentSize: CGSize = .zero
    /// Sizes self-sizing cells asked for, by index path.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Attribute objects handed out for the last rectangle, recycled for the next query.
    let attributesCache = LayoutAttributesCache()
    /// The collection view's bounds the layout was computed for (cross-axis changes invalidate).
    var preparedBoundsSize: CGSize = .zero

    public override init() { super.init() }

    open override func prepare() {
        super.prepare()
        prepareFlow()
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        flowAttributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flowAttributesForItem(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flowAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// `nil`: the collection view fades a deleted item out where it was, as UIKit's flow
    /// layout does.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    /// Whether cells size themselves.
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    open override func invalidateLayout() {
        attributesCache.removeAll()
        super.invalidateLayout()
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let old = preparedBoundsSize
        if scrollDirection == .vertical ? newBounds.width != old.width : newBounds.height != old.height { return true }
        return sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    override var wantsSelfSizing: Bool { isSelfSizing }

    /// `true`, as UIKit's flow layout: in the opposite direction item 0 is at the right.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// A subclass may keep the attributes it hands out: those are copied before mirroring.
    override var setsFramesOnEveryQuery: Bool { type(of: self) == UICollectionViewFlowLayout.self }

    /// A scroll moves pinned headers only (they are placed at query time); a new size across
    /// lays the items out again.
    override func invalidateForBoundsChange(from old: CGRect, to new: CGRect) {
        let crossChanged = scrollDirection == .vertical ? new.width != preparedBoundsSize.width : new.height != preparedBoundsSize.height
        if crossChanged || new.size != old.size { invalidateLayout() }
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing, preferredAttributes.representedElementCategory == .cell else { return false }
        let s = preferredAttributes.size
        guard s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 else {
            BadInputLog.report("UICollectionViewFlowLayout: preferred size \(s) of item \(preferredAttributes.indexPath) is not a finite, non-negative size; keeping \(originalAttributes.size)")
            return false
        }
        if abs(s.width - originalAttributes.size.width) < 0.5 && abs(s.height - originalAttributes.size.height) < 0.5 {
            measuredSizes[preferredAttributes.indexPath] = originalAttributes.size
            return false
        }
        measuredSizes[preferredAttributes.indexPath] = s
        return true
    }
}

/// The element kind of a flow layout's section headers: UIKit's string value. Mirrors
/// `UICollectionView.elementKindSectionHeader`.
extension UICollectionView {
    /// Mirrors `UICollectionView.elementKindSectionHeader` ("UICollectionElementKindSectionHeader").
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// Mirrors `UICollectionView.elementKindSectionFooter` ("UICollectionElementKindSectionFooter").
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
