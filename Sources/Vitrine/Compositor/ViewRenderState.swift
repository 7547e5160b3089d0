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
    /// The subtree's drawing as recorded last, played again while nothing in it changes.
    var retained: DisplayList?
    /// Whether the subtree is small enough to keep a retained list (`nil`: not known yet).
    var retainable: Bool?
    /// The view scrolls (a scroll view): a change of `bounds.origin` alone is a scroll — the
    /// compositor moves the pixels already drawn and draws only what came into view — not a
    /// change of the whole subtree.
    var movesPixelsOnScroll = false
    /// The view's `bounds.origin` changed since the last frame (it waits in its compositor's
    /// list of scrolled views).
    var scrolled = false
}

extension UIView {
    /// The compositor of the screen this view is shown on, if any.
    var compositor: Compositor? { _window?.screen.compositor }

    /// Records that the view's own pixels changed: the area it covered last frame is damaged
    /// now, the area it covers next frame when the frame is built.
    func invalidateContent() {
        render.contentDirty = true
        dropRetainedLists()
        guard let c = compositor else { return }
        c.addDamage(render.ownBox)
        c.enqueueForDamagePass(self)
        c.setNeedsFrame()
    }

    /// Records that the view and everything inside it must be recomposited (it moved, faded,
    /// was hidden, clipped or reordered).
    func invalidateSubtree(requestingFrame: Bool = true) {
        render.subtreeDirty = true
        dropRetainedLists()
        guard let c = compositor else { return }
        c.addDamage(render.subtreeBox)
        c.enqueueForDamagePass(self)
        if requestingFrame { c.setNeedsFrame() }
    }

    /// Forgets the retained recordings of this view and of every view containing it (theirs
    /// play this one's in place).
    func dropRetainedLists() {
        var v: UIView? = self
        while let cur = v {
            cur.render.retained = nil
            v = cur.superview
        }
    }

    /// Drops the retained recordings and subview indexes of the whole subtree.
    func forgetRetainedRecordings() {
        render.retained = nil
        render.childIndex = nil
        for s in subviews { s.forgetRetainedRecordings() }
    }

    /// Whether this view's subtree keeps a retained recording: views with many subviews (and
    /// the views containing them) are recorded afresh, only where damaged, through their
    /// subview index; their subviews keep lists of their own.
    var isRetainable: Bool {
        if let known = render.retainable { return known }
        let r = subviews.count < RenderChildIndex.minimumSubviews && subviews.allSatisfy { $0.isRetainable }
        render.retainable = r
        return r
    }

    /// The subviews changed: whether this view and the views containing it can keep retained
    /// recordings is to be found again.
    func subviewsDidChangeForRendering() {
        var v: UIView? = self
        while let cur = v, cur.render.retainable != nil {
            cur.render.retainable = nil
            v = cur.superview
        }
    }

    /// Asks for a frame without damaging anything (layout requests).
    func requestFrame() { compositor?.setNeedsFrame() }

    /// Forgets where the subtree was drawn (it left the window).
    func forgetRenderedBoxes() {
        render.ownBox = .zero
        render.subtreeBox = .zero
        render.subtreeDirty = true
        render.childIndex = nil
        render.retained = nil
        for s in subviews { s.forgetRenderedBoxes() }
    }

    /// Marks the whole view as needing to be redrawn. Mirrors `UIView.setNeedsDisplay()`.
    public func setNeedsDisplay() { invalidateContent() }

    /// Marks a rectangle (in the view's coordinates) as needing to be redrawn. Mirrors
    /// `UIView.setNeedsDisplay(_:)`.
    public func setNeedsDisplay(_ rect: CGRect) {
        // The view's own drawing changes (views without `draw(_:)` content have none: their
        // recording stays, only the pixels are damaged).
        if rendersContent { dropRetainedLists() }
        guard let c = compositor else { render.contentDirty = true; return }
        // Where the view was drawn last frame (a view that moved since is redrawn whole).
        let toDevice = render.toDevice
        let r = rect.intersection(bounds)
        guard !r.isNull, !r.isEmpty else { return }
        c.addDamage(PixelRect(covering: r.applying(toDevice)).intersection(render.ownBox))
        c.setNeedsFrame()
    }
}
