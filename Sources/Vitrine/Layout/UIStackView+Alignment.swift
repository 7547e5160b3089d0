import Foundation

/// Across the axis: each arranged view placed by the alignment, kept inside the canvas.
extension UIStackView {
    /// `UISV-spanning-fit`: baseline-aligned views are pulled toward the top this weakly.
    static let spanningFitPriority = UILayoutPriority(48)

    func appendAlignmentConstraints(_ views: [UIView], canvas: LayoutItem, _ a: StackAxisAttributes,
                                    into specs: inout [StackConstraintSpec]) {
        var alignment = self.alignment
        // Baselines line up only side by side; a vertical stack fills instead.
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        let reference = views.first { !$0.isHidden } ?? views[0]
        for v in views {
            func boundary(leading: Bool, trailing: Bool) {
                if leading {
                    specs.append(StackConstraintSpec("UISV-spanning-boundary", v, a.crossLeading, .greaterThanOrEqual, canvas, a.crossLeading))
                }
                if trailing {
                    specs.append(StackConstraintSpec("UISV-spanning-boundary", v, a.crossTrailing, .lessThanOrEqual, canvas, a.crossTrailing))
                }
            }
            switch alignment {
            case .fill:
                specs.append(StackConstraintSpec("UISV-alignment", v, a.crossLeading, .equal, canvas, a.crossLeading))
                specs.append(StackConstraintSpec("UISV-alignment", v, a.crossTrailing, .equal, canvas, a.crossTrailing))
                continue
            case .leading:
                specs.append(StackConstraintSpec("UISV-alignment", v, a.crossLeading, .equal, canvas, a.crossLeading))
                boundary(leading: false, trailing: true)
            case .trailing:
                specs.append(StackConstraintSpec("UISV-alignment", v, a.crossTrailing, .equal, canvas, a.crossTrailing))
                boundary(leading: true, trailing: false)
            case .center:
                specs.append(StackConstraintSpec("UISV-alignment", v, a.crossCenter, .equal, canvas, a.crossCenter))
                boundary(leading: true, trailing: true)
            case .firstBaseline, .lastBaseline:
                let attribute: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if v !== reference {
                    specs.append(StackConstraintSpec("UISV-alignment", v, attribute, .equal, reference, attribute))
                }
                boundary(leading: true, trailing: true)
                // The lined-up views sit as high as they can (the tallest at the top).
                specs.append(StackConstraintSpec("UISV-spanning-fit", v, a.crossLeading, .equal, canvas, a.crossLeading,
                                                 priority: UIStackView.spanningFitPriority))
            }
            // Nothing else sizes a view without an intrinsic size across the axis.
            let intrinsic = v.intrinsicContentSize
            if (axis == .horizontal ? intrinsic.height : intrinsic.width) < 0 {
                specs.append(StackConstraintSpec("UISV-ambiguity-suppression", v, a.crossSize, .equal, nil, .notAnAttribute,
                                                 priority: UIStackView.ambiguitySuppressionPriority))
            }
        }
    }
}
