import Foundation

/// A view's content hugging and compression resistance priorities (horizontal, vertical).
struct ContentPriorities {
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var resistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
}

extension UIView {
    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by
    /// default). Mirrors `UIView.contentHuggingPriority(for:)`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        _contentPriorities.hugging[axis.rawValue]
    }

    /// Mirrors `UIView.setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _contentPriorities.hugging[axis.rawValue] = UILayoutPriority.clamped(priority)
        contentSizeInputsDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by
    /// default). Mirrors `UIView.contentCompressionResistancePriority(for:)`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        _contentPriorities.resistance[axis.rawValue]
    }

    /// Mirrors `UIView.setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _contentPriorities.resistance[axis.rawValue] = UILayoutPriority.clamped(priority)
        contentSizeInputsDidChange()
    }

    /// Tells the layout engine that `intrinsicContentSize` changed (its content-size
    /// constraints, and its baselines, follow on the next layout). Mirrors
    /// `UIView.invalidateIntrinsicContentSize()`.
    public func invalidateIntrinsicContentSize() {
        contentSizeInputsDidChange()
        if let v = _layoutVariables, let e = v.engine, !v.baselineUsers.isEmpty { e.baselinesDidChange(v) }
    }

    func contentSizeInputsDidChange() {
        if let v = _layoutVariables, let e = v.engine { e.updateContentSizeConstraints(self, v) }
    }
}

extension UILayoutPriority {
    static func clamped(_ p: UILayoutPriority) -> UILayoutPriority {
        UILayoutPriority(min(1000, max(1, p.rawValue.isFinite ? p.rawValue : 1000)))
    }
}
