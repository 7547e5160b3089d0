import Foundation

/// The size of the area a compositional section is laid out in. Mirrors UIKit's
/// `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer {
    /// Mirrors `contentSize`.
    var contentSize: CGSize { get }
    /// The size inside the content insets. Mirrors `effectiveContentSize`.
    var effectiveContentSize: CGSize { get }
    /// Mirrors `contentInsets`.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// Mirrors `effectiveContentInsets`.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows about where the section goes. Mirrors UIKit's
/// `NSCollectionLayoutEnvironment`.
@MainActor
public protocol NSCollectionLayoutEnvironment {
    /// Mirrors `container`.
    var container: NSCollectionLayoutContainer { get }
    /// Mirrors `traitCollection`.
    var traitCollection: UITraitCollection { get }
}

@MainActor
struct CompositionalEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
    var effectiveContentSize: CGSize { contentSize }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var container: NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection
}

/// A layout built from items, groups and sections: each section repeats its group (items
/// sized as fractions of the group, groups of the section's width) for its items, with
/// headers and footers. Mirrors UIKit's `UICollectionViewCompositionalLayout` for vertical
/// scrolling. Every section's groups are placed arithmetically: no memory per item, and a
/// visible rectangle costs what it shows.
///
/// Not supported yet: `orthogonalScrollingBehavior`, horizontal configuration, estimated
/// (self-sizing) dimensions (taken as fixed), pinned boundary items, decoration items,
/// `list(using:)` (the list content configuration is not in the toolkit yet).
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Mirrors `UICollectionViewCompositionalLayoutSectionProvider`.
    public typealias SectionProvider = @MainActor (_ section: Int, _ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider

    struct Placed {
        var start: CGFloat = 0
        var end: CGFloat = 0
        var itemsStart: CGFloat = 0
        var x0: CGFloat = 0
        var groupHeight: CGFloat = 0
        var stride: CGFloat = 0
        var leaves: [CGRect] = []
        var itemCount = 0
        var repetitions = 0
        var boundary: [(kind: String, frame: CGRect)] = []
    }
    private var placed: [Placed] = []
    private var contentSize: CGSize = .zero
    private let cache = LayoutAttributesCache()
    private var preparedWidth: CGFloat = -1

    /// Every section laid out as `section`. Mirrors `init(section:)`.
    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        super.init()
    }

    /// Each section made by `sectionProvider` (a `nil` section is logged and shown empty).
    /// Mirrors `init(sectionProvider:)`.
    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        super.init()
    }

    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != preparedWidth
    }

    /// `true`, as UIKit's compositional layout: in the opposite direction the leading item
    /// and the leading content inset are at the right.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// A subclass may keep the attributes it hands out: those are copied before mirroring.
    override var setsFramesOnEveryQuery: Bool { type(of: self) == UICollectionViewCompositionalLayout.self }

    open override func invalidateLayout() {
        cache.removeAll()
        super.invalidateLayout()
    }

    open override func prepare() {
        super.prepare()
        cache.removeAll()
        placed.removeAll(keepingCapacity: true)
        guard let cv = collectionView else { contentSize = .zero; return }
        let inset = cv.adjustedContentInset
        let width = max(0, cv.bounds.width - inset.left - inset.right)
        let height = max(0, cv.bounds.height - inset.top - inset.bottom)
        preparedWidth = cv.bounds.width
        let env = CompositionalEnvironment(contentSize: CGSize(width: width, height: height), traitCollection: cv.traitCollection)
        var v: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            var p = Placed()
            p.start = v
            p.itemCount = cv.numberOfItems(inSection: s)
            guard let section = provider(s, env) else {
                BadInputLog.report("UICollectionViewCompositionalLayout: the section provider returned nil for section \(s); it is shown empty")
                p.end = v
                placed.append(p)
                continue
            }
            let container = CGSize(width: width, height: height)
            for b in section.boundarySupplementaryItems where b.alignment == .top {
                let size = b.layoutSize.resolve(in: container)
                p.boundary.append((b.elementKind, CGRect(x: 0, y: v, width: size.width, height: size.height)))
                v += size.height
            }
            let ci = section.contentInsets
            v += ci.top
            p.x0 = ci.leading
            let groupRoom = CGSize(width: max(0, width - ci.leading - ci.trailing), height: height)
            let groupSize = section.group.layoutSize.resolve(in: groupRoom)
            p.groupHeight = groupSize.height
            p.stride = groupSize.height + (section.interGroupSpacing.isFinite ? section.interGroupSpacing : 0)
            p.leaves = section.group.leafFrames(in: CGRect(origin: .zero, size: groupSize))
            p.itemsStart = v
            if p.leaves.isEmpty, p.itemCount > 0 {
                BadInputLog.report("UICollectionViewCompositionalLayout: the group of section \(s) holds no items; its \(p.itemCount) items are not shown")
                p.itemCount = 0
            }
            if p.itemCount > 0 {
                p.repetitions = (p.itemCount + p.leaves.count - 1) / p.leaves.count
                v += CGFloat(p.repetitions) * p.groupHeight + CGFloat(p.repetitions - 1) * (p.stride - p.groupHeight)
            }
            v += ci.bottom
            for b in section.boundarySupplementaryItems where b.alignment == .bottom {
                let size = b.layoutSize.resolve(in: container)
                p.boundary.append((b.elementKind, CGRect(x: 0, y: v, width: size.width, height: size.height)))
                v += size.height
            }
            p.end = v
            placed.append(p)
        }
        contentSize = CGSize(width: width, height: v)
    }

    private func frame(_ p: Placed, _ i: Int) -> CGRect {
        let rep = i / p.leaves.count
        return p.leaves[i % p.leaves.count].offsetBy(dx: p.x0, dy: p.itemsStart + CGFloat(rep) * p.stride)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        cache.begin()
        var lo = 0, hi = placed.count
        while lo < hi { let mid = (lo + hi) / 2; if placed[mid].end > rect.minY { hi = mid } else { lo = mid + 1 } }
        var s = lo
        while s < placed.count, placed[s].start < rect.maxY {
            let p = placed[s]
            for b in p.boundary where b.frame.maxY > rect.minY && b.frame.minY < rect.maxY {
                let key = CollectionElementKey(category: .supplementaryView, kind: b.kind, indexPath: IndexPath(item: 0, section: s))
                cache.attributes(key) { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: b.kind, with: key.indexPath) }.frame = b.frame
            }
            if p.repetitions > 0, p.stride > 0 || p.repetitions == 1 {
                let firstRep = p.stride > 0 ? max(0, Int(((rect.minY - p.itemsStart - p.groupHeight) / p.stride).rounded(.down)) + 1) : 0
                var rep = min(firstRep, p.repetitions)
                while rep < p.repetitions, p.itemsStart + CGFloat(rep) * p.stride < rect.maxY {
                    let first = rep * p.leaves.count
                    for i in first..<min(p.itemCount, first + p.leaves.count) {
                        let f = frame(p, i)
                        guard f.maxY > rect.minY, f.minY < rect.maxY, f.maxX >= rect.minX, f.minX <= rect.maxX else { continue }
                        let key = CollectionElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: i, section: s))
                        cache.attributes(key) { UICollectionViewLayoutAttributes(forCellWith: key.indexPath) }.frame = f
                    }
                    rep += 1
                }
            }
            s += 1
        }
        return cache.end()
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, placed.indices.contains(indexPath.section) else { return nil }
        let p = placed[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < p.itemCount else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frame(p, indexPath.item)
        return a
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard placed.indices.contains(indexPath.section),
              let b = placed[indexPath.section].boundary.first(where: { $0.kind == elementKind }) else { return nil }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: IndexPath(item: 0, section: indexPath.section))
        a.frame = b.frame
        return a
    }
}
