import Foundation
import VitrineGraphics

extension UICollectionView {
    /// The layout pass (from `layoutSubviews()`): counts, layout, content size, views.
    func layOutCollection() {
        loadCountsIfNeeded()
        let layout = collectionViewLayout
        if bounds != lastLayoutBounds {
            if !lastLayoutBounds.isNull, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
                layout.invalidateForBoundsChange(from: lastLayoutBounds, to: bounds)
            } else if lastLayoutBounds.isNull || bounds.size != lastLayoutBounds.size {
                layout.invalidateLayout()
            }
            lastLayoutBounds = bounds
        }
        if let bg = backgroundView {
            if bg.superview !== self { insertSubview(bg, at: 0) }
            bg.frame = bounds
        }
        // Self-sizing cells may change the layout: a few rounds settle it.
        for _ in 0..<4 {
            layout.prepareIfNeeded()
            let size = layout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            selfSizingChanged = false
            showElements(in: preparedRect)
            guard selfSizingChanged else { break }
            layout.invalidateLayout()
        }
        // Right to left the start is the right end: the offset moves there (and back).
        if keepHorizontalOffsetFromTheStart() { showElements(in: preparedRect) }
    }

    /// The visible rectangle plus the prefetch margin.
    var preparedRect: CGRect { bounds.insetBy(dx: -prefetchMargin, dy: -prefetchMargin) }

    /// Shows a view for every element the layout places in `rect` and queues the others.
    func showElements(in rect: CGRect) {
        layoutGeneration &+= 1
        let generation = layoutGeneration
        let elements = layoutElements(in: rect)
        // Mark what stays, and queue what left before making anything (a jump reuses them all).
        for a in elements {
            switch a.representedElementCategory {
            case .cell: visibleCellsByIndexPath[a.indexPath]?.displayGeneration = generation
            case .supplementaryView: visibleSupplementaries[a.elementKey]?.displayGeneration = generation
            case .decorationView: break
            }
        }
        queueViewsNotShown(generation)
        for a in elements {
            switch a.representedElementCategory {
            case .cell:
                let ip = a.indexPath
                guard isValid(ip) else { continue }
                let cell: UICollectionViewCell
                if let c = visibleCellsByIndexPath[ip] {
                    cell = c
                    applyAttributes(a, to: c)
                } else {
                    guard let c = makeCell(at: ip) else { continue }
                    cell = c
                    visibleCellsByIndexPath[ip] = c
                    // A cell coming into view appears where it goes (not animated from where it
                    // was last used); in a batch update, new items fade in there.
                    var initial = a
                    if let context = updateContext, context.insertedItems.contains(ip) || context.insertedSections.contains(ip.section) {
                        initial = mirroredIfNeeded(collectionViewLayout.initialLayoutAttributesForAppearingItem(at: ip)) ?? Self.faded(a)
                    }
                    UIView.performWithoutAnimation { applyAttributes(initial, to: c) }
                    applyAttributes(a, to: c)
                    collectionDelegate?.collectionView(self, willDisplay: c, forItemAt: ip)
                }
                cell.displayGeneration = generation
                if collectionViewLayout.wantsSelfSizing && cell.needsSizing {
                    cell.needsSizing = false
                    askPreferredAttributes(of: cell, a)
                }
            case .supplementaryView:
                let key = a.elementKey
                guard let kind = key.kind, sectionCounts.indices.contains(key.indexPath.section) else { continue }
                let view: UICollectionReusableView
                if let v = visibleSupplementaries[key] {
                    view = v
                } else {
                    guard let ds = dataSource else { continue }
                    view = ds.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
                    view.displayedIndexPath = key.indexPath
                    if view.superview !== self {
                        // Above the cells (and the background view), below anything else.
                        let floor = cellSubviewCount + (backgroundView?.superview === self ? 1 : 0)
                        insertSubview(view, at: min(subviews.count, floor))
                    }
                    view.isHidden = false
                    visibleSupplementaries[key] = view
                    let initial: UICollectionViewLayoutAttributes
                    if let context = updateContext, context.insertedSections.contains(key.indexPath.section) {
                        initial = mirroredIfNeeded(collectionViewLayout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: key.indexPath)) ?? Self.faded(a)
                    } else {
                        initial = a
                    }
                    UIView.performWithoutAnimation { applyAttributes(initial, to: view) }
                    collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
                }
                applyAttributes(a, to: view)
                view.displayGeneration = generation
            case .decorationView:
                continue
            }
        }
    }

    /// Queues the views the pass `generation` did not mark.
    private func queueViewsNotShown(_ generation: Int) {
        scratchIndexPaths.removeAll(keepingCapacity: true)
        for (ip, c) in visibleCellsByIndexPath where c.displayGeneration != generation { scratchIndexPaths.append(ip) }
        for ip in scratchIndexPaths {
            guard let c = visibleCellsByIndexPath.removeValue(forKey: ip) else { continue }
            if let context = updateContext, context.survivors.contains(ip), let to = layoutItem(at: ip) {
                // A batch update moves it out of sight: it slides there, then is queued.
                applyAttributes(to, to: c)
                context.departing.views.append((c, nil))
            } else {
                recycle(c)
            }
            collectionDelegate?.collectionView(self, didEndDisplaying: c, forItemAt: ip)
        }
        scratchKeys.removeAll(keepingCapacity: true)
        for (k, v) in visibleSupplementaries where v.displayGeneration != generation { scratchKeys.append(k) }
        for k in scratchKeys {
            guard let v = visibleSupplementaries.removeValue(forKey: k) else { continue }
            recycle(v, kind: k.kind)
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: v, forElementOfKind: k.kind ?? "", at: k.indexPath)
        }
    }

    /// Asks the data source for the cell of `ip` and puts it in the view.
    func makeCell(at ip: IndexPath) -> UICollectionViewCell? {
        guard let ds = dataSource else { return nil }
        let cell = ds.collectionView(self, cellForItemAt: ip)
        if cell.reuseIdentifier == nil {
            BadInputLog.report("UICollectionView: the cell returned from collectionView(_:cellForItemAt:) for \(ip) does not have a reuseIdentifier - cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:); it is shown but not reused")
        }
        if let shown = cell.displayedIndexPath, shown != ip, visibleCellsByIndexPath[shown] === cell {
            BadInputLog.report("UICollectionView: the data source returned the cell shown for \(shown) again for \(ip); the first item loses it")
            visibleCellsByIndexPath[shown] = nil
        }
        cell.displayedIndexPath = ip
        if cell.superview !== self {
            cell.removeFromSuperview()
            insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0)
            cellSubviewCount += 1
        }
        cell.isHidden = false
        cell.alpha = 1
        cell.needsSizing = true
        let selected = selectedIndexPaths.contains(ip)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted { cell.isHighlighted = false }
        return cell
    }

    /// A copy of `a`, transparent (UIKit's default start of an inserted element).
    static func faded(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let c = a.copy()
        c.alpha = 0
        return c
    }

    /// Places a view where its attributes say (only what changed).
    func applyAttributes(_ a: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.bounds.size != a.size { view.bounds = CGRect(origin: view.bounds.origin, size: a.size) }
        if view.center != a.center { view.center = a.center }
        if view.transform != a.transform { view.transform = a.transform }
        if view.alpha != a.alpha { view.alpha = a.alpha }
        if view.isHidden != a.isHidden { view.isHidden = a.isHidden }
        if a.zIndex != view.appliedZIndex {
            view.appliedZIndex = a.zIndex
            if a.zIndex > 0 && a.representedElementCategory != .cell { bringSubviewToFront(view) }
        }
        view.apply(a)
    }

    /// Self-sizing: the cell's preferred attributes, handed to the layout.
    private func askPreferredAttributes(of cell: UICollectionViewCell, _ a: UICollectionViewLayoutAttributes) {
        let original = a.copy()
        cell.layoutIfNeeded()
        let preferred = cell.preferredLayoutAttributesFitting(original)
        if collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            selfSizingChanged = true
        }
    }

    // MARK: Finding items

    /// The cells on screen. Mirrors `visibleCells`.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The index paths of the cells on screen, in order. Mirrors `indexPathsForVisibleItems`.
    public var indexPathsForVisibleItems: [IndexPath] {
        let b = bounds
        // Overlapping by some area (Foundation's `intersects` counts touching edges).
        return visibleCellsByIndexPath.filter {
            let f = $0.value.frame
            return !$0.value.isHidden && f.maxX > b.minX && f.minX < b.maxX && f.maxY > b.minY && f.minY < b.maxY
        }.keys.sorted()
    }

    /// The cell shown for an item (`nil` when it is not on screen). Mirrors `cellForItem(at:)`.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The item a cell on screen shows. Mirrors `indexPath(for:)`.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard let ip = cell.displayedIndexPath, visibleCellsByIndexPath[ip] === cell else { return nil }
        return ip
    }

    /// The supplementary view shown for an element. Mirrors
    /// `supplementaryView(forElementKind:at:)`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaries[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// Mirrors `visibleSupplementaryViews(ofKind:)`.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The item at a point of the content (the layout's answer). Mirrors
    /// `indexPathForItem(at:)`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        for (ip, c) in visibleCellsByIndexPath where !c.isHidden && c.frame.contains(point) { return ip }
        loadCountsIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        let hits = layoutElements(in: probe)
        // The next pass refills the layout's attribute cache for the visible rectangle.
        setNeedsLayout()
        return hits.last { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && isValid($0.indexPath) }?.indexPath
    }

    /// The layout's attributes for an item. Mirrors `layoutAttributesForItem(at:)`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadCountsIfNeeded()
        guard isValid(indexPath) else { return nil }
        return layoutItem(at: indexPath)
    }

    /// Mirrors `layoutAttributesForSupplementaryElement(ofKind:at:)`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadCountsIfNeeded()
        return layoutSupplementary(ofKind: kind, at: indexPath)
    }

    /// Scrolls so the item sits at `scrollPosition` (clamped to the content). Mirrors
    /// `scrollToItem(at:at:animated:)`. Not animated yet: the offset is set at once.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let a = layoutAttributesForItem(at: indexPath) else {
            BadInputLog.report("UICollectionView: scrollToItem(at: \(indexPath)): no such item (\(sectionCounts.count) sections)")
            return
        }
        collectionViewLayout.prepareIfNeeded()
        let content = collectionViewLayout.collectionViewContentSize
        if contentSize != content { contentSize = content }
        contentOffset = targetOffset(for: a.frame, at: scrollPosition)
        layoutIfNeeded()
    }

    /// The offset that puts `frame` at `position`, inside the scrollable range.
    func targetOffset(for frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        var p = contentOffset
        let visibleH = bounds.height - inset.top - inset.bottom
        let visibleW = bounds.width - inset.left - inset.right
        if position.contains(.top) { p.y = frame.minY - inset.top }
        else if position.contains(.centeredVertically) { p.y = frame.midY - inset.top - visibleH / 2 }
        else if position.contains(.bottom) { p.y = frame.maxY - inset.top - visibleH }
        if position.contains(.left) { p.x = frame.minX - inset.left }
        else if position.contains(.centeredHorizontally) { p.x = frame.midX - inset.left - visibleW / 2 }
        else if position.contains(.right) { p.x = frame.maxX - inset.left - visibleW }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        p.y = min(max(p.y, -inset.top), maxY)
        p.x = min(max(p.x, -inset.left), maxX)
        return p
    }
}
