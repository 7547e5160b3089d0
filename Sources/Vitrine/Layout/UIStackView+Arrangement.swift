import Foundation
import VitrinePlatform

/// The arranged subviews and the spacing after each.
extension UIStackView {
    /// Appends `view` to the arranged subviews (and to `subviews` if it is not one yet).
    /// Mirrors `UIStackView.addArrangedSubview(_:)`.
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` in the arranged subviews (clamped to the valid range),
    /// adding it as a subview if it is not one yet; an arranged view moves to the new index.
    /// The view's `translatesAutoresizingMaskIntoConstraints` becomes false. Mirrors
    /// `UIStackView.insertArrangedSubview(_:at:)`.
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            Log.ui.error("UIStackView: a stack view cannot arrange itself")
            return
        }
        if isDescendant(of: view) {
            Log.ui.error("UIStackView: cannot arrange \(view.layoutItemDescription), which contains the stack view")
            return
        }
        var index = min(max(0, stackIndex), arrangedSubviews.count)
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
            if old < index { index -= 1 }
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        arrangementDidChange()
    }

    /// Takes `view` out of the arranged subviews; it stays a subview (call
    /// `removeFromSuperview()` as well to take it off screen), without the stack's
    /// constraints. Mirrors `UIStackView.removeArrangedSubview(_:)`.
    public func removeArrangedSubview(_ view: UIView) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview` (before the next visible arranged view);
    /// `spacingUseDefault` goes back to `spacing`, `spacingUseSystem` is the system spacing.
    /// Mirrors `UIStackView.setCustomSpacing(_:after:)`.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            Log.ui.error("UIStackView: setCustomSpacing(after:) for \(arrangedSubview.layoutItemDescription), which is not arranged here; ignored")
            return
        }
        guard spacing.isFinite || spacing == UIStackView.spacingUseDefault else {
            Log.ui.error("UIStackView: custom spacing \(spacing) is not finite; ignored")
            return
        }
        let id = ObjectIdentifier(arrangedSubview)
        let new: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard customSpacings[id] != new else { return }
        customSpacings[id] = new
        arrangementDidChange()
    }

    /// The space set after `arrangedSubview`, or `spacingUseDefault` when there is none.
    /// Mirrors `UIStackView.customSpacing(after:)`.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The space after `view` in points: its custom spacing, else `spacing`
    /// (`spacingUseSystem` is the system spacing).
    func effectiveSpacing(after view: UIView) -> CGFloat {
        let s = customSpacings[ObjectIdentifier(view)] ?? spacing
        return s == UIStackView.spacingUseSystem ? LayoutEngine.systemSpacing : s
    }
}
