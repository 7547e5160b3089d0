import Foundation

/// Along the axis: the arranged views chained edge to edge from the canvas's leading (top)
/// edge to its trailing (bottom) edge with the spacing between them, and the distribution's
/// rule for their sizes.
extension UIStackView {
    func appendDistributionConstraints(_ views: [UIView], canvas: LayoutItem, _ a: StackAxisAttributes,
                                       into specs: inout [StackConstraintSpec]) {
        let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
        var previousVisible: UIView?
        for (i, v) in views.enumerated() {
            if v.isHidden {
                // A collapsed view sits where the one before it ends, without spacing.
                if i == 0 {
                    specs.append(StackConstraintSpec("UISV-canvas-connection", v, a.leading, .equal, canvas, a.leading))
                } else {
                    specs.append(StackConstraintSpec("UISV-spacing", v, a.leading, .equal, views[i - 1], a.trailing))
                }
                continue
            }
            if let p = previousVisible {
                specs.append(spacingSpec(from: p, to: v, a, relation: equalGaps ? .greaterThanOrEqual : .equal))
            } else {
                specs.append(StackConstraintSpec("UISV-canvas-connection", v, a.leading, .equal, canvas, a.leading))
            }
            previousVisible = v
        }
        if let last = previousVisible {
            specs.append(StackConstraintSpec("UISV-canvas-connection", canvas, a.trailing, .equal, last, a.trailing))
        }
        let visible = views.filter { !$0.isHidden }
        if !equalGaps {
            while let g = gapGuides.popLast() { removeLayoutGuide(g) }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            // Every visible view as long as the first.
            for v in visible.dropFirst() {
                specs.append(StackConstraintSpec("UISV-fill-equally", v, a.size, .equal, visible[0], a.size))
            }
        case .fillProportionally:
            appendProportionalConstraints(visible, canvas: canvas, a, into: &specs)
        case .equalSpacing, .equalCentering:
            appendEqualGapConstraints(visible, a, centers: distribution == .equalCentering, into: &specs)
        }
    }

    /// `UISV-spacing`: `next` starts `spacing` after `previous` ends (with
    /// `isBaselineRelativeArrangement` in a vertical stack: from the last baseline of one to
    /// the first baseline of the next).
    func spacingSpec(from previous: UIView, to next: UIView, _ a: StackAxisAttributes,
                     relation: NSLayoutConstraint.Relation) -> StackConstraintSpec {
        let s = effectiveSpacing(after: previous)
        if isBaselineRelativeArrangement && axis == .vertical {
            return StackConstraintSpec("UISV-spacing", next, .firstBaseline, relation, previous, .lastBaseline, constant: s)
        }
        return StackConstraintSpec("UISV-spacing", next, a.leading, relation, previous, a.trailing, constant: s)
    }

    /// The intrinsic lengths along the axis of the visible arranged views (`fillProportionally`).
    func currentProportions() -> [CGFloat] {
        arrangedSubviews.filter { !$0.isHidden && $0.superview === self }.map {
            let s = $0.intrinsicContentSize
            return axis == .horizontal ? s.width : s.height
        }
    }

    /// `UISV-fill-proportionally` (priority 999): each visible view with an intrinsic length
    /// `w` gets `w / W` of the canvas's length less the spaces between visible views, where
    /// `W` is the sum of those lengths: `length == canvas × w/W − spaces × w/W`.
    func appendProportionalConstraints(_ visible: [UIView], canvas: LayoutItem, _ a: StackAxisAttributes,
                                       into specs: inout [StackConstraintSpec]) {
        let lengths = visible.map { v -> CGFloat in
            let s = v.intrinsicContentSize
            return axis == .horizontal ? s.width : s.height
        }
        let total = lengths.filter { $0 > 0 }.reduce(0, +)
        guard total > 0 else { return }
        var spaces: CGFloat = 0
        for v in visible.dropLast() { spaces += effectiveSpacing(after: v) }
        for (v, w) in zip(visible, lengths) where w > 0 {
            let share = w / total
            specs.append(StackConstraintSpec("UISV-fill-proportionally", v, a.size, .equal, canvas, a.size,
                                             multiplier: share, constant: -spaces * share, priority: UILayoutPriority(999)))
        }
    }

    /// `equalSpacing`: a layout guide fills each space between two visible views and the
    /// guides are equally long (`UISV-distributing`). `equalCentering`: each guide runs from
    /// one view's centre to the next one's, equally long at priority 150 — below the default
    /// hugging and compression resistance, so that when the centres cannot be evenly apart
    /// (the spaces may not go below `spacing`, which is required) the views keep their
    /// intrinsic lengths and the centring gives way, as UIKit documents: the spacing shrinks
    /// first, then the views by their compression resistance.
    static let equalCenteringPriority = UILayoutPriority(150)

    func appendEqualGapConstraints(_ visible: [UIView], _ a: StackAxisAttributes, centers: Bool,
                                   into specs: inout [StackConstraintSpec]) {
        let count = max(0, visible.count - 1)
        while gapGuides.count < count {
            let g = UILayoutGuide()
            g.identifier = "UISV-distributing"
            addLayoutGuide(g)
            gapGuides.append(g)
        }
        while gapGuides.count > count, let g = gapGuides.popLast() { removeLayoutGuide(g) }
        for (i, g) in gapGuides.enumerated() {
            let p = visible[i], n = visible[i + 1]
            specs.append(StackConstraintSpec("UISV-distributing-edge", g, a.leading, .equal, p, centers ? a.center : a.trailing))
            specs.append(StackConstraintSpec("UISV-distributing-edge", g, a.trailing, .equal, n, centers ? a.center : a.leading))
            // The guide's other axis follows the stack (it has no meaning, but is not ambiguous).
            specs.append(StackConstraintSpec("UISV-distributing-edge", g, a.crossLeading, .equal, self, a.crossLeading))
            specs.append(StackConstraintSpec("UISV-distributing-edge", g, a.crossSize, .equal, nil, .notAnAttribute))
            if i > 0 {
                specs.append(StackConstraintSpec("UISV-distributing", g, a.size, .equal, gapGuides[0], a.size,
                                                 priority: centers ? UIStackView.equalCenteringPriority : .required))
            }
        }
    }
}
