import Foundation
import VitrineGraphics

extension UIView {
    /// The insets, in this view's own coordinates, that keep content clear of what the system
    /// and the view's ancestors draw over it: apply them to `bounds` to get the safe area.
    /// Mirrors `UIView.safeAreaInsets`:
    /// - a window's insets are the part of the screen's system area (the shell's status bar,
    ///   `UIScreen.systemSafeAreaInsets`) that the window covers;
    /// - any other view's insets are the part of its superview's safe area that overlaps it
    ///   (zero when the view lies entirely inside it; an inset never exceeds the view's size
    ///   and is never negative). An edge where the superview has no inset does not limit the
    ///   view, even past the superview's bounds. The superview's safe rectangle is converted
    ///   with the view's `center`, `bounds` and `transform` (the bounding box when rotated),
    ///   as UIKit converts rectangles; animations in flight do not count (the model values
    ///   do), nor does a window's own `transform` or the screen's rotation animation;
    /// - a view controller's root view adds the controller's `additionalSafeAreaInsets`;
    /// - a view outside a window has zero insets.
    ///
    /// The insets are computed lazily and in the layout pass, only for views whose geometry or
    /// surroundings changed; `safeAreaInsetsDidChange()` tells when they change.
    public var safeAreaInsets: UIEdgeInsets {
        guard _window != nil else { return .zero }
        resolveSafeArea()
        return _safeAreaInsets
    }

    // MARK: Internals

    /// Something the insets depend on changed (geometry, the superview, the window).
    func setNeedsSafeAreaUpdate() {
        _safeAreaNeedsUpdate = true
        // The same inputs (geometry, superview, window, controller) move the layout margins.
        layoutAttributes.marginsNeedUpdate = true
        markLayoutPassNeeded()
    }

    /// Brings the insets of this view's ancestors, then its own, up to date (a lazy read).
    func resolveSafeArea() {
        // Outside a window the insets are zero and nothing is computed (not even the walk up).
        guard _window != nil else { return }
        superview?.resolveSafeArea()
        updateSafeAreaIfNeeded()
    }

    /// Recomputes the insets if an input changed; on a change, marks the direct subviews for
    /// an update (they follow in the same layout pass) and runs the callbacks: the view's
    /// `safeAreaInsetsDidChange()`, then its controller's `viewSafeAreaInsetsDidChange()`,
    /// then `setNeedsLayout()`, so all of them come before the view's next layout.
    func updateSafeAreaIfNeeded() {
        guard _safeAreaNeedsUpdate, _window != nil else { return }
        _safeAreaNeedsUpdate = false
        let new = computedSafeAreaInsets()
        guard new != _safeAreaInsets else { return }
        _safeAreaInsets = new
        for s in subviews { s.setNeedsSafeAreaUpdate() }
        refreshSystemLayoutGuides()
        safeAreaInsetsDidChange()
        _viewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// The insets from the current geometry, assuming the superview's stored insets are
    /// current.
    private func computedSafeAreaInsets() -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let sup = superview {
            // Without insets on the superview there is nothing to overlap (the common case).
            if sup._safeAreaInsets != .zero {
                insets = UIView.overlap(parentBounds: sup._bounds, parentInsets: sup._safeAreaInsets,
                                        bounds: _bounds, toParent: transformToSuperview)
            }
        } else if let w = _window, w === self {
            // A window sits on the screen by its frame (its transform is not the system's
            // business, as in UIKit where the scene's insets apply to the window's frame).
            let toScreen = CGAffineTransform(translationX: _center.x - _bounds.midX, y: _center.y - _bounds.midY)
            insets = UIView.overlap(parentBounds: w.screen.bounds, parentInsets: w.screen._systemSafeAreaInsets,
                                    bounds: _bounds, toParent: toScreen)
        }
        if let vc = _viewController, vc._additionalSafeAreaInsets != .zero { insets = insets + vc._additionalSafeAreaInsets }
        return insets
    }

    /// The part of a parent's safe area (its bounds less `parentInsets`; unbounded on edges
    /// without an inset) that overlaps a child of `bounds`, in the child's coordinates.
    static func overlap(parentBounds pb: CGRect, parentInsets i: UIEdgeInsets, bounds b: CGRect,
                        toParent t: CGAffineTransform) -> UIEdgeInsets {
        guard i != .zero, t.determinant != 0 else { return .zero }
        let far: CGFloat = 1e6
        let minX = i.left > 0 ? pb.minX + i.left : -far
        let maxX = i.right > 0 ? pb.maxX - i.right : far
        let minY = i.top > 0 ? pb.minY + i.top : -far
        let maxY = i.bottom > 0 ? pb.maxY - i.bottom : far
        let safeInParent = CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
        let safe = t.isTranslationOnly
            ? safeInParent.offsetBy(dx: -t.tx, dy: -t.ty)
            : safeInParent.applying(t.inverted())
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, v), max(0, limit)) }
        return UIEdgeInsets(top: clamp(safe.minY - b.minY, b.height), left: clamp(safe.minX - b.minX, b.width),
                            bottom: clamp(b.maxY - safe.maxY, b.height), right: clamp(b.maxX - safe.maxX, b.width))
    }
}
