import Foundation

/// Where a popover goes. Metrics are iOS's well-known ones (UIKit documents none of them but
/// the default content size): an arrow 13 points tall on a 36-point base, a 13-point corner
/// radius, 10 points kept from the window's edges (`popoverLayoutMargins`' default), content
/// 320 points wide and 1100 tall unless the presented controller's `preferredContentSize`
/// says otherwise (UIKit's documented default for popover content), shrunk to fit.
///
/// Placement: the first permitted direction, in the order up (below the source), down
/// (above), left (to the right), right (to the left), in which the whole content fits; if none
/// fits, the permitted one that shows the most of it. Along the source's edge the popover is
/// centred on the source and slid back inside the margins; the arrow stays on the source's
/// centre, kept clear of the rounded corners.
struct PopoverLayout: Equatable {
    /// The content (the presented view), in the container's coordinates.
    var contentFrame: CGRect
    /// The side the arrow is on (`.unknown`: no arrow).
    var arrowDirection: UIPopoverArrowDirection
    /// The arrow's tip, in the container's coordinates.
    var arrowTip: CGPoint?

    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 36
    static let cornerRadius: CGFloat = 13
    static let margin: CGFloat = 10
    static let defaultContentSize = CGSize(width: 320, height: 1100)

    /// The layout of content of `preferred` size (zero components take the default) anchored
    /// to `anchor` (`nil`: centred, no arrow) inside `bounds`.
    static func make(anchor: CGRect?, preferred: CGSize, permitted: UIPopoverArrowDirection, in bounds: CGRect) -> PopoverLayout {
        let area = bounds.insetBy(dx: margin, dy: margin)
        let wanted = CGSize(width: preferred.width > 0 ? preferred.width : defaultContentSize.width,
                            height: preferred.height > 0 ? preferred.height : defaultContentSize.height)
        guard let a = anchor, area.width > 0, area.height > 0 else {
            let w = max(0, min(wanted.width, area.width)), h = max(0, min(wanted.height, area.height))
            let frame = CGRect(x: (bounds.midX - w / 2).rounded(.down), y: (bounds.midY - h / 2).rounded(.down), width: w, height: h)
            return PopoverLayout(contentFrame: frame, arrowDirection: .unknown, arrowTip: nil)
        }
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        var candidates = order.filter { permitted.contains($0) }
        if candidates.isEmpty { candidates = order }
        func available(_ d: UIPopoverArrowDirection) -> CGSize {
            let s: CGSize
            switch d {
            case .up: s = CGSize(width: area.width, height: area.maxY - (a.maxY + arrowHeight))
            case .down: s = CGSize(width: area.width, height: (a.minY - arrowHeight) - area.minY)
            case .left: s = CGSize(width: area.maxX - (a.maxX + arrowHeight), height: area.height)
            default: s = CGSize(width: (a.minX - arrowHeight) - area.minX, height: area.height)
            }
            return CGSize(width: max(0, s.width), height: max(0, s.height))
        }
        func shown(_ d: UIPopoverArrowDirection) -> CGSize {
            let s = available(d)
            return CGSize(width: min(wanted.width, s.width), height: min(wanted.height, s.height))
        }
        let direction = candidates.first { shown($0) == wanted }
            ?? candidates.max { shown($0).width * shown($0).height < shown($1).width * shown($1).height } ?? .up
        let size = shown(direction)
        let w = size.width, h = size.height
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { max(lo, min(v, max(lo, hi))) }
        var frame: CGRect
        var tip: CGPoint
        let inset = cornerRadius + arrowBase / 2
        switch direction {
        case .up, .down:
            let x = clamp((a.midX - w / 2).rounded(.down), area.minX, area.maxX - w)
            let y = direction == .up ? a.maxY + arrowHeight : a.minY - arrowHeight - h
            frame = CGRect(x: x, y: y, width: w, height: h)
            let tx = clamp(a.midX, frame.minX + inset, frame.maxX - inset)
            tip = CGPoint(x: tx, y: direction == .up ? frame.minY - arrowHeight : frame.maxY + arrowHeight)
        default:
            let y = clamp((a.midY - h / 2).rounded(.down), area.minY, area.maxY - h)
            let x = direction == .left ? a.maxX + arrowHeight : a.minX - arrowHeight - w
            frame = CGRect(x: x, y: y, width: w, height: h)
            let ty = clamp(a.midY, frame.minY + inset, frame.maxY - inset)
            tip = CGPoint(x: direction == .left ? frame.minX - arrowHeight : frame.maxX + arrowHeight, y: ty)
        }
        return PopoverLayout(contentFrame: frame, arrowDirection: direction, arrowTip: tip)
    }

    /// The outline of the panel and its arrow, in a view whose origin is at `origin` (container
    /// coordinates).
    func outline(relativeTo origin: CGPoint) -> CGMutablePath {
        let r = contentFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        let c = Self.cornerRadius
        let path = CGMutablePath()
        let halfBase = Self.arrowBase / 2
        let t = arrowTip.map { CGPoint(x: $0.x - origin.x, y: $0.y - origin.y) }
        // Clockwise from the top-left corner's end, inserting the arrow on its side.
        path.move(to: CGPoint(x: r.minX + c, y: r.minY))
        if arrowDirection == .up, let t {
            path.addLine(to: CGPoint(x: t.x - halfBase, y: r.minY))
            path.addLine(to: t)
            path.addLine(to: CGPoint(x: t.x + halfBase, y: r.minY))
        }
        path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.maxY), radius: c)
        if arrowDirection == .right, let t {
            path.addLine(to: CGPoint(x: r.maxX, y: t.y - halfBase))
            path.addLine(to: t)
            path.addLine(to: CGPoint(x: r.maxX, y: t.y + halfBase))
        }
        path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.maxY), radius: c)
        if arrowDirection == .down, let t {
            path.addLine(to: CGPoint(x: t.x + halfBase, y: r.maxY))
            path.addLine(to: t)
            path.addLine(to: CGPoint(x: t.x - halfBase, y: r.maxY))
        }
        path.addArc(tangent1End: CGPoint(x: r.minX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.minY), radius: c)
        if arrowDirection == .left, let t {
            path.addLine(to: CGPoint(x: r.minX, y: t.y + halfBase))
            path.addLine(to: t)
            path.addLine(to: CGPoint(x: r.minX, y: t.y - halfBase))
        }
        path.addArc(tangent1End: CGPoint(x: r.minX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.minY), radius: c)
        path.closeSubpath()
        return path
    }

    /// The frame of the panel with its arrow (what the background view covers).
    var panelFrame: CGRect {
        guard let t = arrowTip else { return contentFrame }
        return contentFrame.union(CGRect(origin: t, size: .zero))
    }
}
