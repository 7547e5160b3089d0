import Foundation
import VitrineGraphics

extension UICollectionViewFlowLayout {
    /// Computes every section's lines (`prepare()`).
    func prepareFlow() {
        attributesCache.removeAll()
        sections.removeAll(keepingCapacity: true)
        guard let cv = collectionView else { contentSize = .zero; return }
        preparedBoundsSize = cv.bounds.size
        let vertical = scrollDirection == .vertical
        let inset = cv.adjustedContentInset
        let crossExtent = max(0, vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom)
        // What the section insets are measured from, beyond the content inset.
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: reference = .zero
        case .fromSafeArea: reference = Self.excess(cv.safeAreaInsets, over: inset)
        case .fromLayoutMargins: reference = Self.excess(cv.layoutMargins, over: inset)
        }
        let delegate = cv.flowDelegate
        var v: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            var sec = FlowLayoutSection()
            sec.itemCount = cv.numberOfItems(inSection: s)
            sec.crossExtent = crossExtent
            sec.start = v
            var si = delegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            si = Self.sanitized(si, section: s)
            si = UIEdgeInsets(top: si.top + reference.top, left: si.left + reference.left, bottom: si.bottom + reference.bottom, right: si.right + reference.right)
            sec.lineSpacing = Self.sanitized(delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing, "minimumLineSpacing", section: s)
            let interitem = Self.sanitized(delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing, "minimumInteritemSpacing", section: s)
            let header = delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer = delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            sec.headerExtent = Self.sanitized(vertical ? header.height : header.width, "header size", section: s)
            sec.footerExtent = Self.sanitized(vertical ? footer.height : footer.width, "footer size", section: s)
            // Insets in (u, v) terms: leading/trailing across, before/after along.
            let uStart = vertical ? si.left : si.top, uEnd = vertical ? si.right : si.bottom
            let vStart = vertical ? si.top : si.left, vEnd = vertical ? si.bottom : si.right
            let available = crossExtent - uStart - uEnd
            sec.itemsStart = v + sec.headerExtent + vStart
            layOutItems(of: &sec, section: s, cv: cv, delegate: delegate, uStart: uStart, available: available, interitem: interitem)
            sec.end = sec.itemsEnd + vEnd + sec.footerExtent
            v = sec.end
            sections.append(sec)
        }
        contentSize = vertical ? CGSize(width: crossExtent, height: v) : CGSize(width: v, height: crossExtent)
    }

    /// Fills `sec`'s lines: arithmetic when every item has one size, else line by line.
    private func layOutItems(of sec: inout FlowLayoutSection, section s: Int, cv: UICollectionView, delegate: UICollectionViewDelegateFlowLayout?,
                             uStart: CGFloat, available: CGFloat, interitem: CGFloat) {
        let vertical = scrollDirection == .vertical
        let n = sec.itemCount
        guard n > 0 else { sec.itemsEnd = sec.itemsStart; return }
        var uniform: CGSize?
        if !isSelfSizing {
            if let delegate {
                // Ask for the first item's size; the protocol's default answer marks the method
                // as not implemented, so every item has `itemSize`.
                FlowLayoutDelegateProbe.usedDefault = false
                _ = delegate.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: 0, section: s))
                if FlowLayoutDelegateProbe.usedDefault { uniform = itemSize }
            } else {
                uniform = itemSize
            }
        }
        if let size = uniform {
            let s2 = Self.sanitized(size, item: IndexPath(item: 0, section: s), fallback: .zero)
            let u = vertical ? s2 : CGSize(width: s2.height, height: s2.width)
            if u.width > available + 0.001 { Self.reportTooWide(vertical) }
            // As many as fit with the minimum spacing (at least one).
            // (Tiny items and no spacing: bounded, so the count stays an integer.)
            let fit = u.width + interitem > 0 ? ((available + interitem) / (u.width + interitem)).rounded(.down) : 1
            let fullPerLine = fit.isFinite ? max(1, Int(min(fit, 1_000_000_000))) : 1
            sec.uniformSize = u
            sec.perLine = fullPerLine
            if fullPerLine == 1 {
                // A line of one item is centred (or starts at the inset when it overflows).
                sec.uniformU = uStart + max(0, (available - u.width) / 2)
                sec.uniformStep = 0
            } else {
                let spare = available - CGFloat(fullPerLine) * u.width
                sec.uniformU = uStart
                sec.uniformStep = u.width + spare / CGFloat(fullPerLine - 1)
            }
            let lines = (n + fullPerLine - 1) / fullPerLine
            sec.itemsEnd = sec.itemsStart + CGFloat(lines) * u.height + CGFloat(lines - 1) * sec.lineSpacing
            return
        }
        // Items of different sizes.
        sec.sizes.reserveCapacity(n)
        var bad = 0
        var firstBad: IndexPath?
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        for i in 0..<n {
            let ip = IndexPath(item: i, section: s)
            var size: CGSize
            if isSelfSizing {
                size = measuredSizes[ip] ?? estimate
            } else {
                size = delegate?.collectionView(cv, layout: self, sizeForItemAt: ip) ?? itemSize
            }
            if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                bad += 1
                if firstBad == nil { firstBad = ip }
                size = Self.sanitized(itemSize, item: ip, fallback: .zero, report: false)
            }
            sec.sizes.append(vertical ? size : CGSize(width: size.height, height: size.width))
        }
        if bad > 0, let firstBad {
            BadInputLog.report("UICollectionViewFlowLayout: \(bad) item size(s) in section \(s) are not finite and non-negative (first: item \(firstBad.item)); using itemSize \(itemSize) for them")
        }
        var v = sec.itemsStart
        var i = 0
        var tooWide = false
        sec.lines.reserveCapacity(16)
        while i < n {
            var used = sec.sizes[i].width
            var extent = sec.sizes[i].height
            var j = i + 1
            while j < n, used + interitem + sec.sizes[j].width <= available + 0.001 {
                used += interitem + sec.sizes[j].width
                extent = max(extent, sec.sizes[j].height)
                j += 1
            }
            if sec.sizes[i].width > available + 0.001 { tooWide = true }
            let count = j - i
            let isLast = j == n
            var line = FlowLayoutSection.Line(first: i, count: count, v: v, extent: extent, u: uStart, spacing: interitem)
            if count == 1 {
                if !isLast || n == 1 { line.u = uStart + max(0, (available - used) / 2) }
            } else if !isLast {
                line.spacing = interitem + (available - used) / CGFloat(count - 1)
            }
            sec.lines.append(line)
            v += extent + sec.lineSpacing
            i = j
        }
        if tooWide { Self.reportTooWide(vertical) }
        sec.itemsEnd = v - sec.lineSpacing
    }

    /// UIKit's console message for an item larger than the room across.
    private static func reportTooWide(_ vertical: Bool) {
        BadInputLog.report(vertical
            ? "The behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."
            : "The behavior of the UICollectionViewFlowLayout is not defined because: the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values.")
    }

    static func excess(_ a: UIEdgeInsets, over b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: max(0, a.top - b.top), left: max(0, a.left - b.left), bottom: max(0, a.bottom - b.bottom), right: max(0, a.right - b.right))
    }

    static func sanitized(_ value: CGFloat, _ what: String, section: Int) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        BadInputLog.report("UICollectionViewFlowLayout: \(what) \(value) of section \(section) is not finite and non-negative; using 0")
        return 0
    }

    static func sanitized(_ i: UIEdgeInsets, section: Int) -> UIEdgeInsets {
        let ok = [i.top, i.left, i.bottom, i.right].allSatisfy(\.isFinite)
        if ok { return i }
        BadInputLog.report("UICollectionViewFlowLayout: section inset \(i) of section \(section) is not finite; using zero insets")
        return .zero
    }

    static func sanitized(_ size: CGSize, item: IndexPath, fallback: CGSize, report: Bool = true) -> CGSize {
        if size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0 { return size }
        if report { BadInputLog.report("UICollectionViewFlowLayout: item size \(size) (item \(item.item) of section \(item.section)) is not finite and non-negative; using \(fallback)") }
        return fallback
    }
}

/// Tells whether a flow delegate implements `collectionView(_:layout:sizeForItemAt:)`: the
/// protocol's default answer sets the flag.
@MainActor
enum FlowLayoutDelegateProbe {
    static var usedDefault = false
}
