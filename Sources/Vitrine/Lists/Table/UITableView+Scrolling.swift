import Foundation
import VitrinePlatform

extension UITableView {
    /// The rows whose cells are on screen, in order. Mirrors `indexPathsForVisibleRows`.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        let top = contentOffset.y, bottom = top + bounds.height
        let paths = visibleCellsByPath.compactMap { ip, cell in cell.frame.maxY > top && cell.frame.minY < bottom ? ip : nil }.sorted()
        return paths
    }

    /// The cells on screen, in row order. Mirrors `visibleCells`.
    public var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByPath[$0] }
    }

    /// The cell showing a row (`nil` when the row is not on screen). Mirrors `cellForRow(at:)`.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByPath[indexPath]
    }

    /// The row a visible cell shows. Mirrors `indexPath(for:)`.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cellPaths[ObjectIdentifier(cell)]
    }

    /// The row at a point of the table's content (`nil`: none there). Mirrors
    /// `indexPathForRow(at:)`.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        if needsReload { reloadGeometry() }
        let y = Double(point.y)
        guard point.x >= 0, point.x <= bounds.width, let ip = geometry.firstRow(atOrAfter: y) else { return nil }
        let top = geometry.rowY(ip)
        return y >= top && y < top + geometry.rowHeight(ip) ? ip : nil
    }

    /// The rows in a rectangle of the content. Mirrors `indexPathsForRows(in:)`.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        if needsReload { reloadGeometry() }
        guard var ip = geometry.firstRow(atOrAfter: Double(rect.minY)) else { return [] }
        var out: [IndexPath] = []
        while geometry.rowY(ip) < Double(rect.maxY) {
            out.append(ip)
            guard let n = geometry.next(after: ip) else { break }
            ip = n
        }
        return out
    }

    /// Where a row lies in the content (its current height: measured or estimated). Mirrors
    /// `rectForRow(at:)`.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        if needsReload { reloadGeometry() }
        guard geometry.contains(indexPath) else { return .zero }
        return CGRect(x: rowInsetX, y: CGFloat(geometry.rowY(indexPath)), width: max(0, bounds.width - 2 * rowInsetX),
                      height: CGFloat(geometry.rowHeight(indexPath)))
    }

    /// Scrolls so the row is at the top, middle or bottom of the visible area (`.none`: the
    /// least movement that shows it), within the scrollable range. Mirrors
    /// `scrollToRow(at:at:animated:)`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        if needsReload { reloadGeometry() }
        guard geometry.contains(indexPath) else {
            UITableView.report("UITableView: scrollToRow(at:) row \(indexPath.row) of section \(indexPath.section) does not exist; ignored")
            return
        }
        if animated {
            animateOffset(to: targetOffset(for: indexPath, at: scrollPosition), aiming: (indexPath, scrollPosition))
            return
        }
        var target = targetOffset(for: indexPath, at: scrollPosition)
        // Rows measured on the way may move it: lay out at the target, then aim again.
        for _ in 0..<3 {
            contentOffset = CGPoint(x: contentOffset.x, y: target)
            layoutIfNeeded()
            let again = targetOffset(for: indexPath, at: scrollPosition)
            if again == target { break }
            target = again
        }
    }

    func targetOffset(for ip: IndexPath, at position: ScrollPosition) -> CGFloat {
        let inset = adjustedContentInset
        var visibleTop = CGFloat(0), header = CGFloat(0)
        if style == .plain { header = CGFloat(geometry.sections[ip.section].header) }
        visibleTop = inset.top + header
        let visibleH = bounds.height - inset.top - inset.bottom - header
        let y = CGFloat(geometry.rowY(ip)), h = CGFloat(geometry.rowHeight(ip))
        var target: CGFloat
        switch position {
        case .top: target = y - visibleTop
        case .middle: target = y + h / 2 - visibleTop - visibleH / 2
        case .bottom: target = y + h - inset.top - (bounds.height - inset.top - inset.bottom)
        case .none:
            let cur = contentOffset.y
            if y - visibleTop < cur { target = y - visibleTop } else if y + h > cur + bounds.height - inset.bottom { target = y + h - bounds.height + inset.bottom } else { target = cur }
        }
        let minY = -inset.top
        let maxY = max(minY, CGFloat(geometry.contentHeight) + inset.bottom - bounds.height)
        return min(max(target, minY), maxY)
    }

    /// Moves the offset to `y` over UIKit's 0.3 s (ease in-out) on the screen clock, laying
    /// out each frame (rows come and go as in a scroll); a finger on the table stops it. The
    /// delegate hears `scrollViewDidEndScrollingAnimation` at the end. When `aiming` is set,
    /// the target is recomputed each frame (rows measured on the way move it).
    func animateOffset(to y: CGFloat, aiming: (IndexPath, ScrollPosition)? = nil) {
        offsetAnimation?.timer?.cancel()
        guard let clock = window?.screen.compositor.clock else {
            contentOffset = CGPoint(x: contentOffset.x, y: y)
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        offsetAnimation = TableOffsetAnimation(start: contentOffset.y, target: y, startTime: clock.now, aiming: aiming)
        stepOffsetAnimation()
    }

    private func stepOffsetAnimation() {
        guard var a = offsetAnimation, let clock = window?.screen.compositor.clock else { offsetAnimation = nil; return }
        if isTracking { offsetAnimation = nil; return }
        if let (ip, position) = a.aiming, geometry.contains(ip) { a.target = targetOffset(for: ip, at: position) }
        let t = min(1, max(0, (clock.now - a.startTime) / UITableView.scrollAnimationDuration))
        let p = CGFloat(TimingCurve.easeInOut.progress(t))
        contentOffset = CGPoint(x: contentOffset.x, y: a.start + (a.target - a.start) * p)
        layoutIfNeeded()
        if t >= 1 {
            offsetAnimation = nil
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        a.timer = clock.schedule(after: 1.0 / 60) { [weak self] in self?.stepOffsetAnimation() }
        offsetAnimation = a
    }

    /// UIKit's duration for `scrollToRow(at:at:animated: true)`.
    static let scrollAnimationDuration = 0.3
}

/// An animated `scrollToRow` under way.
@MainActor
struct TableOffsetAnimation {
    var start: CGFloat
    var target: CGFloat
    var startTime: Double
    var aiming: (IndexPath, UITableView.ScrollPosition)?
    var timer: ClockTimer?
}
