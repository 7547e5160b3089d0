import Foundation

/// The smallest piece of a compositional layout: one cell's size within its group, and the
/// insets around the cell. Mirrors UIKit's `NSCollectionLayoutItem`.
@MainActor
public class NSCollectionLayoutItem {
    /// Mirrors `layoutSize`.
    public let layoutSize: NSCollectionLayoutSize
    /// Space taken from the item's room on each side (the cell is inset). Mirrors
    /// `contentInsets`.
    public var contentInsets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets()

    /// Mirrors `NSCollectionLayoutItem.init(layoutSize:)`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// The item frames (cells) this element lays out in `room`, in order.
    func leafFrames(in room: CGRect) -> [CGRect] {
        [Self.inset(room, contentInsets)]
    }

    static func inset(_ r: CGRect, _ i: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: r.minX + i.leading, y: r.minY + i.top, width: max(0, r.width - i.leading - i.trailing), height: max(0, r.height - i.top - i.bottom))
    }
}

/// Items side by side (horizontal), stacked (vertical), each sized against the group. A
/// section repeats its group for as many items as it has. Mirrors UIKit's
/// `NSCollectionLayoutGroup`.
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// Mirrors `subitems`.
    public let subitems: [NSCollectionLayoutItem]
    /// With `count`: each repeated item takes an equal share of the group.
    let repeatCount: Int?
    /// The space between subitems. Mirrors `interItemSpacing`.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// Subitems left to right. Mirrors `horizontal(layoutSize:subitems:)`.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` copies of `subitem` sharing the width equally (the item's own width is not
    /// used). Mirrors `horizontal(layoutSize:repeatingSubitem:count:)` (and the older
    /// `horizontal(layoutSize:subitem:count:)`).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    /// Mirrors `horizontal(layoutSize:subitem:count:)`.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// Subitems top to bottom. Mirrors `vertical(layoutSize:subitems:)`.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// Mirrors `vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    /// Mirrors `vertical(layoutSize:subitem:count:)`.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    override func leafFrames(in room: CGRect) -> [CGRect] {
        let content = Self.inset(room, contentInsets)
        let horizontal = axis == .horizontal
        let spacing = interItemSpacing?.spacing ?? 0
        let containerSize = content.size
        // The subitems and their extents along the group's axis and across it.
        var parts: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let n = repeatCount, let item = subitems.first {
            let along = ((horizontal ? containerSize.width : containerSize.height) - spacing * CGFloat(n - 1)) / CGFloat(n)
            let resolved = item.layoutSize.resolve(in: containerSize)
            let size = horizontal ? CGSize(width: max(0, along), height: resolved.height) : CGSize(width: resolved.width, height: max(0, along))
            parts = Array(repeating: (item, size), count: n)
        } else if !subitems.isEmpty {
            // The subitems repeat while they fit (UIKit's grids: one item of a third of the
            // width makes three a group); at least one cycle is laid out.
            let room = horizontal ? containerSize.width : containerSize.height
            var used: CGFloat = 0
            var k = 0
            while parts.count < 1_000 {
                let item = subitems[k % subitems.count]
                let size = item.layoutSize.resolve(in: containerSize)
                let along = horizontal ? size.width : size.height
                let need = (parts.isEmpty ? 0 : spacing) + along
                if k >= subitems.count && (used + need > room + 0.001 || along <= 0) { break }
                parts.append((item, size))
                used += need
                k += 1
            }
        }
        var gap = spacing
        if interItemSpacing?.isFlexibleSpacing == true, parts.count > 1 {
            let used = parts.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) } + spacing * CGFloat(parts.count - 1)
            let room = horizontal ? containerSize.width : containerSize.height
            gap += max(0, room - used) / CGFloat(parts.count - 1)
        }
        var out: [CGRect] = []
        var cursor = horizontal ? content.minX : content.minY
        for p in parts {
            let r = horizontal ? CGRect(x: cursor, y: content.minY, width: p.size.width, height: p.size.height)
                               : CGRect(x: content.minX, y: cursor, width: p.size.width, height: p.size.height)
            out.append(contentsOf: p.item.leafFrames(in: r))
            cursor += (horizontal ? p.size.width : p.size.height) + gap
        }
        return out
    }
}

/// A header or footer of a compositional section. Mirrors UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem` (top and bottom alignments).
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem {
    /// Mirrors `NSRectAlignment` (the edges used here: top and bottom).
    public enum Alignment: Sendable { case top, bottom }
    /// Mirrors `layoutSize`.
    public let layoutSize: NSCollectionLayoutSize
    /// Mirrors `elementKind`.
    public let elementKind: String
    /// Mirrors `alignment`.
    public let alignment: Alignment
    /// Mirrors `pinToVisibleBounds` (stored; pinning is not done by the compositional layout yet).
    public var pinToVisibleBounds = false

    /// Mirrors `init(layoutSize:elementKind:alignment:)`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: Alignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}
