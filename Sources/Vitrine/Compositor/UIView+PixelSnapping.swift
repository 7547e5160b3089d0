import Foundation
import VitrineGraphics

extension UIView {
    /// Whether the view's place is being animated (its presentation geometry differs from the
    /// model): such a view, and everything inside it, is drawn at its exact fractional place.
    var isAnimatingGeometry: Bool {
        guard !presentation.isEmpty else { return false }
        return presentation[.center] != nil || presentation[.bounds] != nil || presentation[.transform] != nil
    }

    /// The view's device transform under its superview's `parent` transform.
    ///
    /// With `snaps` (no geometry animation here or above) and an axis-aligned, unflipped
    /// transform, the top-left corner of the view's bounds lands on a whole device pixel, as
    /// UIKit lays views out on the pixel grid (its layout rounds frames to the screen's scale,
    /// so layer contents are not resampled): images then take the cached whole-pixel paths and
    /// edges stay sharp. Rotated, flipped and animating views keep their exact positions.
    func deviceTransform(parent: CGAffineTransform, snaps: Bool) -> CGAffineTransform {
        var t = renderTransformToSuperview.concatenating(parent)
        guard snaps, t.b == 0, t.c == 0, t.a > 0, t.d > 0, !isAnimatingGeometry else { return t }
        let b = renderBounds
        let x = t.a * b.minX + t.tx, y = t.d * b.minY + t.ty
        guard abs(x) < 1e9, abs(y) < 1e9 else { return t }
        t.tx += x.rounded() - x
        t.ty += y.rounded() - y
        return t
    }
}
