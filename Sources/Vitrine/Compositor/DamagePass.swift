import Foundation
import VitrineGraphics

/// Computes the on-screen boxes of the views that changed since the last frame and adds to
/// the damage what changed: the new place of every invalidated view or subtree (the old place
/// was damaged when it was invalidated) and both places of any view whose box moved.
///
/// Only the views queued by an invalidation (and the subtrees of those whose geometry,
/// alpha, visibility or order changed) are visited; every other view keeps the boxes and
/// device transform it had, so a frame costs what changed, not the size of the tree.
@MainActor
enum DamagePass {
    /// Brings the boxes of `windows` (bottom first) up to date: `toDevice` gives each window's
    /// device transform, `screen` the screen's pixels; `queue` holds the invalidated views.
    static func update(windows: [UIWindow], toDevice: (UIWindow) -> CGAffineTransform, screen: PixelRect,
                       queue: [UIView], damage: inout [PixelRect]) {
        for v in queue { v.render.queued = false }
        var shown = Set<ObjectIdentifier>()
        for w in windows {
            shown.insert(ObjectIdentifier(w))
            // A window whose place on the panel changed (rotation, a new mode) moves as a whole.
            let t = toDevice(w)
            if w.render.toDevice != t || w.render.clip != screen {
                w.render.subtreeDirty = true
                w.render.toDevice = t
                visit(w, toDevice: t, clip: screen, snaps: true, ancestorDirty: false, damage: &damage)
            }
        }
        for v in queue {
            guard let w = v._window, shown.contains(ObjectIdentifier(w)) else { continue }
            guard v.render.subtreeDirty || v.render.contentDirty else { continue }  // visited already
            if v === w {
                visit(w, toDevice: w.render.toDevice, clip: screen, snaps: true, ancestorDirty: false, damage: &damage)
                continue
            }
            // A dirty or hidden ancestor covers this view (its visit redraws the whole subtree).
            guard let parent = v.superview, !hasDirtyOrHiddenAncestor(v) else { continue }
            let snaps = parent.render.snapsSubviews
            let t = v.deviceTransform(parent: parent.render.toDevice, snaps: snaps)
            let before = v.render.subtreeBox
            visit(v, toDevice: t, clip: parent.render.childClip, snaps: snaps, ancestorDirty: false, damage: &damage)
            if v.render.subtreeBox != before { noteMoved(v, in: parent) }
        }
    }

    /// Whether some ancestor of `view` will be visited whole this frame, or is not drawn.
    private static func hasDirtyOrHiddenAncestor(_ view: UIView) -> Bool {
        var a = view.superview
        while let p = a {
            if p.render.subtreeDirty || !p.isVisibleForRendering { return true }
            a = p.superview
        }
        return false
    }

    /// After a view's subtree box changed: its superview's index learns the new place, and the
    /// ancestors' subtree boxes grow to hold it (they shrink back when they are next visited
    /// whole; a larger box only costs a little culling).
    private static func noteMoved(_ view: UIView, in parent: UIView) {
        parent.render.childIndex?.noteMoved(view)
        var box = view.render.subtreeBox
        var a: UIView? = parent
        while let p = a {
            let grown = p.render.subtreeBox.union(box)
            if grown == p.render.subtreeBox { return }
            p.render.subtreeBox = grown
            p.superview?.render.childIndex?.noteMoved(p)
            box = grown
            a = p.superview
        }
    }

    static func visit(_ view: UIView, toDevice: CGAffineTransform, clip: PixelRect, snaps: Bool,
                              ancestorDirty: Bool, damage: inout [PixelRect]) {
        FrameWorkCounter.current.damageVisits += 1
        view.render.retained = nil
        let oldOwn = view.render.ownBox
        let subtreeDirty = view.render.subtreeDirty
        let contentDirty = view.render.contentDirty
        view.render.subtreeDirty = false
        view.render.contentDirty = false

        guard view.isVisibleForRendering else {
            if oldOwn != .zero || view.render.subtreeBox != .zero {
                // Hidden since the last frame: its old pixels go (they were damaged when it was
                // hidden; damage again in case it was hidden by an ancestor's change).
                if !ancestorDirty && !subtreeDirty { damage.append(view.render.subtreeBox) }
                view.forgetRenderedBoxesQuietly()
            }
            return
        }

        let bounds = view.renderBounds
        let own = view.ownDeviceBox(bounds: bounds, toDevice: toDevice, clip: clip)
        let childClip = view.clipsToBounds ? clip.intersection(PixelRect(covering: bounds.applying(toDevice))) : clip
        let childSnaps = snaps && !view.isAnimatingGeometry
        view.render.toDevice = toDevice
        view.render.clip = clip
        view.render.childClip = childClip
        view.render.snapsSubviews = childSnaps

        if !subtreeDirty && !ancestorDirty {
            // Only the view's own content changed: its subviews keep their boxes.
            if contentDirty { damage.append(own) }
            if own != oldOwn {
                damage.append(own); damage.append(oldOwn)
                view.render.subtreeBox = view.render.subtreeBox.union(own)
            }
            view.render.ownBox = own
            return
        }

        let dirtyBelow = ancestorDirty || subtreeDirty
        var subtree = own
        for s in view.subviews {
            visit(s, toDevice: s.deviceTransform(parent: toDevice, snaps: childSnaps), clip: childClip, snaps: childSnaps,
                  ancestorDirty: dirtyBelow, damage: &damage)
            subtree = subtree.union(s.render.subtreeBox)
        }
        view.render.ownBox = own
        view.render.subtreeBox = subtree
        view.render.childIndex = nil

        if ancestorDirty { return }
        damage.append(subtree)
    }
}

extension UIView {
    /// Whether the compositor draws this view at all.
    var isVisibleForRendering: Bool { (!isHidden || isCollapsingInStackView) && renderAlpha > 0 }

    /// The device pixels the view itself draws: its bounds, grown by its layer's shadow and
    /// decoration sublayers, within `clip`.
    func ownDeviceBox(bounds: CGRect, toDevice: CGAffineTransform, clip: PixelRect) -> PixelRect {
        let l = layer
        var drawn = bounds
        if l.visibleShadowColor != nil || !l._sublayers.isEmpty {
            let background = renderBackgroundColor.map { !$0.isInvisible } ?? false
            let border = l._borderWidth > 0 && (l._borderColor.map { !$0.color.isInvisible } ?? false)
            drawn = l.drawnExtent(bounds: bounds, drawsShape: background || border || l.drawsFill)
        }
        return PixelRect(covering: drawn.applying(toDevice)).intersection(clip)
    }

    /// Clears the remembered boxes without marking anything dirty.
    func forgetRenderedBoxesQuietly() {
        render.ownBox = .zero
        render.subtreeBox = .zero
        render.childIndex = nil
        render.retained = nil
        for s in subviews { s.forgetRenderedBoxesQuietly() }
    }
}
