import Foundation
import VitrineGraphics

/// What the compositor remembers about a view between frames, so that a frame visits only
/// the views that changed (and their subtrees), never the whole tree.
struct ViewRenderState {
    /// The view's own pixels on screen last frame (its bounds, clipped by ancestors).
    var ownBox: PixelRect = .zero
    /// The view's and its visible descendants' pixels on screen last frame.
    var subtreeBox: PixelRect = .zero
    /// The view's own content changed (colour, border, text, `setNeedsDisplay()`).
    var contentDirty = true
    /// Something that moves or re-composites the whole subtree changed (geometry, alpha,
    /// visibility, clipping, order).
    var subtreeDirty = true
    /// Whether the view waits in its compositor's list of views to visit next frame.
    var queued = false
    /// The view's device transform last frame (pixel-snapped where snapping applies).
    var toDevice: CGAffineTransform = .identity
    /// The clip (device pixels) the view was drawn under last frame.
    var clip: PixelRect = .zero
    /// The clip (device pixels) the view gave its subviews last frame.
    var childClip: PixelRect = .zero
    /// Whether the subviews' positions snap to device pixels (no geometry animation here or
    /// above).
    var snapsSubviews = true
    /// Which subviews lie where, for views with many subviews (built when needed).
    var childIndex: RenderChildIndex?
}

extension UIView {
    /// The compositor of the screen this view is shown on, if any.
    var compositor: Compositor? { _window?.screen.compositor }

    /// Records that the view's own pixels changed: the area it covered last frame is damaged
    /// now, the area it covers next frame when the frame is built.
    func invalidateContent() {
        render.contentDirty = true
        guard let c = compositor else { return }
        c.addDamage(render.ownBox)
        c.enqueueForDamagePass(self)
        c.setNeedsFrame()
    }

    /// Records that the view and everything inside it must be recomposited (it moved, faded,
    /// was hidden, clipped or reordered).
    func invalidateSubtree(requestingFrame: Bool = true) {
        render.subtreeDirty = true
        guard let c = compositor else { return }
        c.addDamage(render.subtreeBox)
        c.enqueueForDamagePass(self)
        if requestingFrame { c.setNeedsFrame() }
    }

    /// Asks for a frame without damaging anything (layout requests).
    func requestFrame() { compositor?.setNeedsFrame() }

    /// Forgets where the subtree was drawn (it left the window).
    func forgetRenderedBoxes() {
        render.ownBox = .zero
        render.subtreeBox = .zero
        render.subtreeDirty = true
        for s in subviews { s.forgetRenderedBoxes() }
    }

    /// Marks the whole view as needing to be redrawn. Mirrors `UIView.setNeedsDisplay()`.
    public func setNeedsDisplay() { invalidateContent() }

    /// Marks a rectangle (in the view's coordinates) as needing to be redrawn. Mirrors
    /// `UIView.setNeedsDisplay(_:)`.
    public func setNeedsDisplay(_ rect: CGRect) {
        guard let c = compositor else { render.contentDirty = true; return }
        // Where the view was drawn last frame (a view that moved since is redrawn whole).
        let toDevice = render.toDevice
        let r = rect.intersection(bounds)
        guard !r.isNull, !r.isEmpty else { return }
        c.addDamage(PixelRect(covering: r.applying(toDevice)).intersection(render.ownBox))
        c.setNeedsFrame()
    }
}
