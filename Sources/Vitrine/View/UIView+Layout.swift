import Foundation

extension UIView {
    /// Marks the view as needing `layoutSubviews()` before the next frame. Mirrors
    /// `UIView.setNeedsLayout()`.
    public func setNeedsLayout() {
        guard !_needsLayout else { return }
        _needsLayout = true
        requestFrame()
    }

    /// Whether a layout pass is pending for this view.
    public var needsLayout: Bool { _needsLayout }

    /// Lays out this view now if needed, then its subviews that need it. Mirrors
    /// `UIView.layoutIfNeeded()`.
    public func layoutIfNeeded() {
        let vc = _viewController
        // The safe area is current by `viewIsAppearing(_:)` (as UIKit promises) and its
        // callbacks come before the layout they ask for.
        if _safeAreaNeedsUpdate { resolveSafeArea() }
        vc?.runPendingIsAppearing()
        if _safeAreaNeedsUpdate { resolveSafeArea() }
        if _needsLayout {
            _needsLayout = false
            vc?.viewWillLayoutSubviews()
            layoutSubviews()
            vc?.viewDidLayoutSubviews()
        }
        // Subviews can be added or removed by layout code; walk a snapshot.
        for s in subviews { s.layoutIfNeeded() }
    }

    /// Mirrors `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
}
