import Foundation
import VitrineGraphics

/// The damage pass's side of a scroll made by moving pixels (Compositor+Scrolling.swift): the
/// scroll view's descendants get their new boxes without damage where their pixels moved with
/// the content, and with damage where they did not (they changed, or did not move by exactly
/// the scroll's whole pixels).
extension DamagePass {
    /// Brings the boxes of the scrolled view `view` and its subtree up to date: `toDevice` is
    /// its new device transform, `childClip` the clip it gives its subviews, (`dx`, `dy`) the
    /// move of its content's pixels.
    static func updateScrolled(_ view: UIView, toDevice: CGAffineTransform, childClip: PixelRect, dx: Int, dy: Int,
                               damage: inout [PixelRect]) {
        FrameWorkCounter.current.damageVisits += 1
        view.render.retained = nil
        view.render.childIndex = nil
        view.render.toDevice = toDevice
        view.render.childClip = childClip
        if view.render.contentDirty {
            damage.append(view.render.ownBox)
            view.render.contentDirty = false
        }
        let childSnaps = view.render.snapsSubviews
        var subtree = view.render.ownBox
        for s in view.subviews {
            visitMoved(s, toDevice: s.deviceTransform(parent: toDevice, snaps: childSnaps), clip: childClip, snaps: childSnaps,
                       dx: dx, dy: dy, damage: &damage)
            subtree = subtree.union(s.render.subtreeBox)
        }
        view.render.subtreeBox = subtree
    }

    /// A descendant of a scrolled view: its pixels were moved by (`dx`, `dy`).
    private static func visitMoved(_ view: UIView, toDevice t: CGAffineTransform, clip: PixelRect, snaps: Bool,
                                   dx: Int, dy: Int, damage: inout [PixelRect]) {
        if view.render.scrolled && !view.render.subtreeDirty {
            // A scroll view inside that scrolled too: its pixels moved with these, and its own
            // scroll is measured from there when its turn comes.
            shift(view, dx: dx, dy: dy, clip: clip)
            return
        }
        let old = view.render.toDevice
        let exact = t.a == old.a && t.b == old.b && t.c == old.c && t.d == old.d
            && t.tx == old.tx + CGFloat(dx) && t.ty == old.ty + CGFloat(dy)
        let oldSubtree = view.render.subtreeBox
        if view.render.subtreeDirty || !exact || !view.isVisibleForRendering {
            // Its moved pixels are stale: damage them, and visit it as any changed subtree
            // (which damages where it is now).
            if !exact || !view.render.subtreeDirty {
                let moved = PixelRect(x: oldSubtree.x + dx, y: oldSubtree.y + dy, width: oldSubtree.width, height: oldSubtree.height)
                    .intersection(clip)
                if !moved.isEmpty { damage.append(moved) }
            }
            view.render.subtreeDirty = true
            visit(view, toDevice: t, clip: clip, snaps: snaps, ancestorDirty: false, damage: &damage)
            return
        }
        FrameWorkCounter.current.damageVisits += 1
        view.render.retained = nil
        view.render.childIndex = nil
        let bounds = view.renderBounds
        let own = view.ownDeviceBox(bounds: bounds, toDevice: t, clip: clip)
        let childClip = view.clipsToBounds ? clip.intersection(PixelRect(covering: bounds.applying(t))) : clip
        let childSnaps = snaps && !view.isAnimatingGeometry
        view.render.toDevice = t
        view.render.clip = clip
        view.render.childClip = childClip
        view.render.snapsSubviews = childSnaps
        // Changed content: its old pixels were damaged when it changed (and moved with the
        // damage); its new place is damaged now.
        if view.render.contentDirty {
            damage.append(own)
            view.render.contentDirty = false
        }
        view.render.ownBox = own
        var subtree = own
        for s in view.subviews {
            visitMoved(s, toDevice: s.deviceTransform(parent: t, snaps: childSnaps), clip: childClip, snaps: childSnaps,
                       dx: dx, dy: dy, damage: &damage)
            subtree = subtree.union(s.render.subtreeBox)
        }
        view.render.subtreeBox = subtree
    }

    /// Moves a subtree's remembered boxes and transforms by whole pixels, as its pixels moved
    /// (what is newly in view inside `clip` is in the uncovered strip's damage).
    private static func shift(_ view: UIView, dx: Int, dy: Int, clip: PixelRect) {
        FrameWorkCounter.current.damageVisits += 1
        view.render.retained = nil
        view.render.childIndex = nil
        var t = view.render.toDevice
        t.tx += CGFloat(dx)
        t.ty += CGFloat(dy)
        // A scrolled view's bounds moved since its transform was measured: its box on screen
        // is where its frame is now.
        let parentToDevice = view.superview?.render.toDevice ?? .identity
        let boxTransform = view.render.scrolled
            ? view.deviceTransform(parent: parentToDevice, snaps: view.superview?.render.snapsSubviews ?? true) : t
        let box = PixelRect(covering: view.renderBounds.applying(boxTransform))
        let childClip = view.clipsToBounds ? clip.intersection(box) : clip
        view.render.toDevice = t
        view.render.clip = clip
        view.render.childClip = childClip
        view.render.ownBox = view.isVisibleForRendering ? view.ownDeviceBox(bounds: view.renderBounds, toDevice: boxTransform, clip: clip) : .zero
        var subtree = view.render.ownBox
        for s in view.subviews {
            shift(s, dx: dx, dy: dy, clip: childClip)
            subtree = subtree.union(s.render.subtreeBox)
        }
        view.render.subtreeBox = view.isVisibleForRendering ? subtree : .zero
    }
}
