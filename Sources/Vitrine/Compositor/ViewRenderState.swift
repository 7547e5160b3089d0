import Foundation
import VitrineGraphics

/// What the compositor remembers about a view between frames.
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
        c.setNeedsFrame()
    }

    /// Records that the view and everything inside it must be recomposited (it moved, faded,
    /// was hidden, clipped or reordered).
    func invalidateSubtree(requestingFrame: Bool = true) {
        render.subtreeDirty = true
        guard let c = compositor else { return }
        c.addDamage(render.subtreeBox)
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
        let toDevice = transformToRoot.concatenating(c.windowToDevice(_window))
        let r = rect.intersection(bounds)
        guard !r.isNull, !r.isEmpty else { return }
        c.addDamage(PixelRect(covering: r.applying(toDevice)).intersection(render.ownBox))
        c.setNeedsFrame()
    }
}
