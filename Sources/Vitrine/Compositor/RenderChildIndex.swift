import Foundation
import VitrineGraphics

/// Where the subviews of a view with many subviews lie on screen: a grid of square cells (a
/// power of two between 16 and 256 pixels, about the subviews' typical size) listing the
/// subviews (by position in `subviews`) whose subtree box touches each cell, so drawing a
/// small damaged area finds the few subviews under it without looking at all of them.
///
/// Built from the subviews' boxes when first needed, dropped when the subviews change (the
/// superview's `subviews` array or a full visit of the superview); a subview that moves out
/// of the cells it is listed in is added to its new cells (stale entries are harmless: every
/// candidate is still tested against the damage). Too many such additions and the index is
/// rebuilt.
@MainActor
final class RenderChildIndex {
    /// Views with fewer subviews than this are simply walked.
    static let minimumSubviews = 48
    /// log2 of the cell side.
    private let cellShift: Int

    private var cells: [Int: [Int32]] = [:]
    private var positions: [ObjectIdentifier: Int32] = [:]
    private var added = 0
    private let count: Int
    /// Marks for de-duplicating candidates within one query.
    private var stamps: [UInt32]
    private var stamp: UInt32 = 0

    init(subviews: [UIView]) {
        count = subviews.count
        stamps = [UInt32](repeating: 0, count: subviews.count)
        positions.reserveCapacity(subviews.count)
        // Cells about as large as a typical subview: a few subviews per cell.
        var area = 0.0, counted = 0
        for s in subviews where !s.render.subtreeBox.isEmpty {
            area += Double(min(s.render.subtreeBox.area, 1 << 16)); counted += 1
        }
        let side = counted > 0 ? (area / Double(counted)).squareRoot() : 64
        var shift = 4
        while shift < 8 && Double(1 << shift) < side { shift += 1 }
        cellShift = shift
        for (i, s) in subviews.enumerated() {
            positions[ObjectIdentifier(s)] = Int32(i)
            insert(Int32(i), box: s.render.subtreeBox)
        }
    }

    /// Whether the index still describes a list of `count` subviews and has not grown too much.
    var isUsable: Bool { added <= count }

    private static func key(_ cx: Int, _ cy: Int) -> Int { (cy << 20) &+ cx }

    private func insert(_ i: Int32, box: PixelRect) {
        guard !box.isEmpty else { return }
        let s = cellShift
        for cy in (box.minY >> s)...((box.maxY - 1) >> s) {
            for cx in (box.minX >> s)...((box.maxX - 1) >> s) {
                cells[Self.key(cx, cy), default: []].append(i)
            }
        }
    }

    /// A subview's subtree box changed: list it where it is now.
    func noteMoved(_ view: UIView) {
        guard let i = positions[ObjectIdentifier(view)] else { return }
        let box = view.render.subtreeBox
        guard !box.isEmpty else { return }
        let s = cellShift
        added += ((box.maxY - 1) >> s) - (box.minY >> s) + 1
        insert(i, box: box)
    }

    /// The positions of the subviews that may touch any of `boxes`, in drawing order, or `nil`
    /// when the boxes cover so many cells that walking every subview is cheaper.
    func candidates(in boxes: [PixelRect]) -> [Int]? {
        let s = cellShift
        var cellCount = 0
        for box in boxes where !box.isEmpty {
            cellCount += (((box.maxX - 1) >> s) - (box.minX >> s) + 1) * (((box.maxY - 1) >> s) - (box.minY >> s) + 1)
        }
        if cellCount > count / 4 { return nil }
        stamp &+= 1
        if stamp == 0 { for k in stamps.indices { stamps[k] = 0 }; stamp = 1 }
        var out: [Int] = []
        for box in boxes where !box.isEmpty {
            for cy in (box.minY >> s)...((box.maxY - 1) >> s) {
                for cx in (box.minX >> s)...((box.maxX - 1) >> s) {
                    guard let list = cells[Self.key(cx, cy)] else { continue }
                    for i in list where stamps[Int(i)] != stamp {
                        stamps[Int(i)] = stamp
                        out.append(Int(i))
                    }
                }
            }
        }
        if out.count > count / 2 { return nil }
        out.sort()
        return out
    }
}

extension UIView {
    /// The subviews to draw for damage made of `boxes` (device pixels), in order: all of them
    /// for views with few subviews, else those the index places there.
    func subviewsToDraw(within boxes: [PixelRect]) -> [UIView] {
        guard subviews.count >= RenderChildIndex.minimumSubviews else { return subviews }
        if render.childIndex == nil || render.childIndex?.isUsable == false {
            render.childIndex = RenderChildIndex(subviews: subviews)
        }
        guard let found = render.childIndex?.candidates(in: boxes) else { return subviews }
        return found.map { subviews[$0] }
    }
}
