import Foundation
import VitrineGraphics

/// A scrolling view of items placed by a layout object: cells for the items in sight (and a
/// small margin), made by the data source from reuse queues, plus supplementary views
/// (headers, footers). Mirrors UIKit's `UICollectionView`.
///
/// It works through its scroll view: every change of `contentOffset` lays it out again
/// (`layoutSubviews()`), which asks the layout for the elements in the visible rectangle,
/// shows a cell for each new one and puts the ones that left back in the reuse queue. While
/// scrolling, nothing is made once the queues hold a screenful.
@MainActor
open class UICollectionView: UIScrollView {
    /// Which way a flow layout scrolls. Mirrors `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)`
    /// put an item. Mirrors `UICollectionView.ScrollPosition` (same raw values).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout placing the items. Setting it lays the collection out again. Mirrors
    /// `collectionViewLayout`.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            adopt(collectionViewLayout, replacing: oldValue)
        }
    }

    /// Mirrors `UICollectionView.dataSource`.
    public weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate (set a `UICollectionViewDelegate`; a plain scroll view delegate hears the
    /// scrolling only). Mirrors `UICollectionView.delegate`.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            collectionDelegate = delegate as? UICollectionViewDelegate
            flowDelegate = delegate as? UICollectionViewDelegateFlowLayout
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The delegate as a collection delegate (kept, so each call needs no cast).
    weak var collectionDelegate: UICollectionViewDelegate?
    /// The delegate as a flow layout delegate.
    weak var flowDelegate: UICollectionViewDelegateFlowLayout?

    /// Whether a tap selects an item (`true` by default). Mirrors `allowsSelection`.
    open var allowsSelection = true
    /// Whether taps add to the selection (`false` by default). Mirrors
    /// `allowsMultipleSelection`.
    open var allowsMultipleSelection = false

    /// A view behind the content, filling the collection view. Mirrors `backgroundView`.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }

    // MARK: State

    /// Items per section, as last read from the data source.
    var sectionCounts: [Int] = []
    var countsAreValid = false
    /// The cells and supplementary views on screen.
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaries: [CollectionElementKey: UICollectionReusableView] = [:]
    /// Views fading or moving out after a batch update (not reusable until they finish).
    var departingViews: [UICollectionReusableView] = []
    /// The reuse queues.
    let cellPool = ReusableViewPool<UICollectionViewCell>()
    let supplementaryPool = ReusableViewPool<UICollectionReusableView>()
    /// How many of the first subviews are cells (cells are kept below supplementary views).
    var cellSubviewCount = 0
    /// Selected items.
    var selectedIndexPaths: Set<IndexPath> = []
    /// The item under a finger, highlighted.
    var trackedIndexPath: IndexPath?
    /// The pass counter marking which views the current layout pass saw.
    var layoutGeneration = 0
    /// The bounds of the last layout pass.
    var lastLayoutBounds: CGRect = .null
    /// While the layout is mirrored: the horizontal scroll range the offset was last kept in
    /// (`UICollectionView+LayoutDirection.swift`); `nil` while it is not.
    var mirroredScrollRange: CGFloat?
    /// A batch update's changes while its closure runs, and the completions of nested ones.
    var pendingUpdates: ListBatchUpdate?
    var pendingCompletions: [(Bool) -> Void] = []
    /// The batch update being animated, while the collection lays itself out for it.
    var updateContext: CollectionUpdateContext?
    /// Scratch storage reused by every layout pass.
    var scratchIndexPaths: [IndexPath] = []
    var scratchKeys: [CollectionElementKey] = []
    /// Index paths whose self-sizing cells asked for another size in this pass.
    var selfSizingChanged = false
    /// Supplementary kinds already reported as not provided.
    var reportedMissingKinds: Set<String> = []

    /// How far beyond the visible rectangle (along both axes) cells are prepared.
    package var prefetchMargin: CGFloat = 32

    /// Cells made since the collection view was created (a reuse measure for benchmarks).
    package var cellsCreated: Int { cellPool.created }
    /// Supplementary views made since the collection view was created.
    package var supplementaryViewsCreated: Int { supplementaryPool.created }

    /// A collection view placing its items with `layout`. Mirrors
    /// `UICollectionView.init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout, replacing: nil)
    }

    /// Mirrors `UICollectionView.init(frame:)` (a flow layout).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    private func adopt(_ layout: UICollectionViewLayout, replacing old: UICollectionViewLayout?) {
        if let old, old.collectionView === self { old.collectionView = nil }
        if let owner = layout.collectionView, owner !== self {
            BadInputLog.report("UICollectionView: the layout \(type(of: layout)) already belongs to another collection view; it moves to this one")
            owner.collectionViewLayout = UICollectionViewFlowLayout()
        }
        layout.collectionView = self
        if !cellPool.isRegistered(Self.fallbackCellIdentifier) { register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackCellIdentifier) }
        layout.invalidateLayout()
        setNeedsLayout()
    }

    /// Changes the layout, moving the cells to their new places (animated on the screen
    /// clock). Mirrors `setCollectionViewLayout(_:animated:)`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Mirrors `setCollectionViewLayout(_:animated:completion:)`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard layout !== collectionViewLayout else { completion?(true); return }
        let old = collectionViewLayout
        for v in visibleCellsByIndexPath.values { v.willTransition(from: old, to: layout) }
        collectionViewLayout = layout
        if animated && window != nil {
            UIView.animate(withDuration: CollectionUpdateContext.animationDuration, animations: { self.layoutIfNeeded() }, completion: { done in
                for v in self.visibleCellsByIndexPath.values { v.didTransition(from: old, to: layout) }
                completion?(done)
            })
        } else {
            layoutIfNeeded()
            for v in visibleCellsByIndexPath.values { v.didTransition(from: old, to: layout) }
            completion?(true)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutCollection()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchDown(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchUp()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchCancelled()
    }

    // MARK: Counts

    /// The number of sections, as last read from the data source. Mirrors `numberOfSections`.
    public var numberOfSections: Int {
        loadCountsIfNeeded()
        return sectionCounts.count
    }

    /// The number of items in `section` (0, logged, for a section out of range). Mirrors
    /// `numberOfItems(inSection:)`.
    public func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        guard sectionCounts.indices.contains(section) else {
            BadInputLog.report("UICollectionView: numberOfItems(inSection: \(section)) is out of range (\(sectionCounts.count) sections)")
            return 0
        }
        return sectionCounts[section]
    }

    func loadCountsIfNeeded() {
        guard !countsAreValid else { return }
        countsAreValid = true
        sectionCounts = readCounts()
    }

    /// The counts the data source gives now (negative counts logged and taken as zero).
    func readCounts() -> [Int] {
        guard let ds = dataSource else { return [] }
        var n = ds.numberOfSections(in: self)
        if n < 0 { BadInputLog.report("UICollectionView: numberOfSections(in:) returned \(n); using 0"); n = 0 }
        var counts: [Int] = []
        counts.reserveCapacity(n)
        for s in 0..<n {
            var c = ds.collectionView(self, numberOfItemsInSection: s)
            if c < 0 { BadInputLog.report("UICollectionView: collectionView(_:numberOfItemsInSection: \(s)) returned \(c); using 0"); c = 0 }
            counts.append(c)
        }
        return counts
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sectionCounts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < sectionCounts[indexPath.section]
    }

    // MARK: Reloading

    /// Forgets every cell and asks the data source again. Mirrors `reloadData()`.
    open func reloadData() {
        countsAreValid = false
        for (ip, cell) in visibleCellsByIndexPath {
            recycle(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
        }
        visibleCellsByIndexPath.removeAll()
        for (key, view) in visibleSupplementaries {
            recycle(view, kind: key.kind)
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
        }
        visibleSupplementaries.removeAll()
        selectedIndexPaths.removeAll()
        trackedIndexPath = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Reports a supplementary view the layout wants and the data source does not give, and
    /// returns an empty view (reused).
    func missingSupplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if reportedMissingKinds.insert(kind).inserted {
            BadInputLog.report("UICollectionView: the layout asks for a supplementary view of kind \(kind) and the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); showing an empty view")
        }
        let id = "\u{1}missing"
        if !supplementaryPool.isRegistered(Self.supplementaryKey(kind, id)) {
            supplementaryPool.register({ _ in UICollectionReusableView(frame: .zero) }, for: Self.supplementaryKey(kind, id))
        }
        return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: id, for: indexPath)
    }
}
