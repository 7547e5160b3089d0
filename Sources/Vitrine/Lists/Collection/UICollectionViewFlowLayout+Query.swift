import Foundation
import VitrineGraphics

extension UICollectionViewFlowLayout {
    /// `layoutAttributesForElements(in:)`: binary searches, then the lines in `rect`. An item
    /// of zero width or height covers no point, so it is in no rect (Core Graphics'
    /// `CGRectIntersectsRect` is false for an empty rectangle) and gets no cell: zero-size
    /// items, which all sit on one spot, cannot all be visible at once.
    func flowAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        prepareIfNeeded()
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite else { return [] }
        let vertical = scrollDirection == .vertical
        let vMin = vertical ? rect.minY : rect.minX, vMax = vertical ? rect.maxY : rect.maxX
        let uMin = vertical ? rect.minX : rect.minY, uMax = vertical ? rect.maxX : rect.maxY
        attributesCache.begin()
        var s = firstSection(endingAfter: vMin)
        // Pinned headers and footers stay inside their sections: the sections met are enough.
        while s < sections.count, sections[s].start < vMax {
            let sec = sections[s]
            if let h = headerRect(s), h.maxY > vMin, h.minY < vMax {
                add(UICollectionView.elementKindSectionHeader, s, h, pinned: sectionHeadersPinToVisibleBounds)
            }
            if sec.itemCount > 0, sec.itemsEnd > vMin, sec.itemsStart < vMax, !(sec.uniformSize.map(Self.isEmpty) ?? false) {
                var k = sec.firstLine(endingAfter: vMin)
                let lines = sec.lineCount
                while k < lines, sec.lineStart(k) < vMax {
                    if sec.uniformSize == nil {
                        let line = sec.lines[k]
                        // A line of zero extent holds only items of zero height.
                        if line.extent <= 0 { k += 1; continue }
                        var u = line.u
                        for i in sec.itemsOfLine(k) {
                            let size = sec.sizes[i]
                            let r = CGRect(x: u, y: line.v + (line.extent - size.height) / 2, width: size.width, height: size.height)
                            u += size.width + line.spacing
                            if !Self.isEmpty(size), r.maxX >= uMin, r.minX <= uMax, r.maxY > vMin, r.minY < vMax { addItem(s, i, r) }
                        }
                    } else {
                        for i in sec.itemsOfLine(k) {
                            let r = sec.itemRect(i)
                            if r.maxX >= uMin, r.minX <= uMax { addItem(s, i, r) }
                        }
                    }
                    k += 1
                }
            }
            if let f = footerRect(s), f.maxY > vMin, f.minY < vMax {
                add(UICollectionView.elementKindSectionFooter, s, f, pinned: sectionFootersPinToVisibleBounds)
            }
            s += 1
        }
        return attributesCache.end()
    }

    func flowAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let sec = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < sec.itemCount else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = xy(sec.itemRect(indexPath.item))
        return a
    }

    func flowAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        let s = indexPath.section
        guard sections.indices.contains(s) else { return nil }
        let r: CGRect?
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: r = headerRect(s, pinned: sectionHeadersPinToVisibleBounds)
        case UICollectionView.elementKindSectionFooter: r = footerRect(s, pinned: sectionFootersPinToVisibleBounds)
        default: r = nil
        }
        guard let r else { return nil }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: IndexPath(item: 0, section: s))
        a.frame = xy(r)
        if isPinned(elementKind) { a.zIndex = Self.pinnedZIndex }
        return a
    }

    // MARK: Helpers

    /// Whether an item of `size` covers no point.
    private static func isEmpty(_ size: CGSize) -> Bool { !(size.width > 0 && size.height > 0) }

    /// The z index UIKit gives pinned headers and footers (above the cells).
    static let pinnedZIndex = 1024

    private func isPinned(_ kind: String) -> Bool {
        kind == UICollectionView.elementKindSectionHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
    }

    private func add(_ kind: String, _ s: Int, _ r: CGRect, pinned: Bool) {
        let key = CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: s))
        let a = attributesCache.attributes(key) { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: key.indexPath) }
        a.frame = xy(r)
        if pinned { a.zIndex = Self.pinnedZIndex }
    }

    private func addItem(_ s: Int, _ i: Int, _ r: CGRect) {
        let key = CollectionElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: i, section: s))
        let a = attributesCache.attributes(key) { UICollectionViewLayoutAttributes(forCellWith: key.indexPath) }
        a.frame = xy(r)
    }

    /// A `(u, v)` rectangle in the collection view's content coordinates.
    func xy(_ r: CGRect) -> CGRect {
        scrollDirection == .vertical ? r : CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width)
    }

    /// The first section whose end is past `v` (binary search).
    func firstSection(endingAfter v: CGFloat) -> Int {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].end > v { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The visible stretch along the scroll axis (inside the adjusted content inset).
    private var visibleSpan: (start: CGFloat, end: CGFloat) {
        guard let cv = collectionView else { return (0, 0) }
        let i = cv.adjustedContentInset
        if scrollDirection == .vertical { return (cv.bounds.minY + i.top, cv.bounds.maxY - i.bottom) }
        return (cv.bounds.minX + i.left, cv.bounds.maxX - i.right)
    }

    /// Section `s`'s header in `(u, v)` terms (`nil`: none), pinned to the visible area when
    /// asked (it stays inside its section).
    func headerRect(_ s: Int, pinned: Bool? = nil) -> CGRect? {
        let sec = sections[s]
        guard sec.headerExtent > 0 else { return nil }
        var v = sec.start
        if pinned ?? sectionHeadersPinToVisibleBounds {
            let limit = sec.end - sec.footerExtent - sec.headerExtent
            v = max(sec.start, min(max(sec.start, visibleSpan.start), limit))
        }
        return CGRect(x: 0, y: v, width: sec.crossExtent, height: sec.headerExtent)
    }

    /// Section `s`'s footer in `(u, v)` terms (`nil`: none).
    func footerRect(_ s: Int, pinned: Bool? = nil) -> CGRect? {
        let sec = sections[s]
        guard sec.footerExtent > 0 else { return nil }
        var v = sec.end - sec.footerExtent
        if pinned ?? sectionFootersPinToVisibleBounds {
            let floor = sec.start + sec.headerExtent
            v = max(floor, min(v, visibleSpan.end - sec.footerExtent))
        }
        return CGRect(x: 0, y: v, width: sec.crossExtent, height: sec.footerExtent)
    }
}
