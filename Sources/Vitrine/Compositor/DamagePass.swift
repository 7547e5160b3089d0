import Foundation
import VitrineGraphics

/// Computes every view's on-screen boxes for the coming frame and adds to the damage what
/// changed: the new place of every invalidated view or subtree (the old place was damaged
/// when it was invalidated) and both places of any view whose box moved.
@MainActor
enum DamagePass {
    static func update(window: UIWindow, toDevice: CGAffineTransform, screen: PixelRect, damage: inout Region) {
        visit(window, toDevice: toDevice, clip: screen, ancestorDirty: false, damage: &damage)
    }

    private static func visit(_ view: UIView, toDevice: CGAffineTransform, clip: PixelRect, ancestorDirty: Bool, damage: inout Region) {
        let oldOwn = view.render.ownBox
        let subtreeDirty = view.render.subtreeDirty
        let contentDirty = view.render.contentDirty
        view.render.subtreeDirty = false
        view.render.contentDirty = false

        guard view.isVisibleForRendering else {
            if oldOwn != .zero || view.render.subtreeBox != .zero {
                // Hidden since the last frame: its old pixels go (they were damaged when it was
                // hidden; damage again in case it was hidden by an ancestor's change).
                if !ancestorDirty && !subtreeDirty { damage.formUnion(view.render.subtreeBox) }
                view.forgetRenderedBoxesQuietly()
            }
            return
        }

        let bounds = view.renderBounds
        let own = PixelRect(covering: bounds.applying(toDevice)).intersection(clip)
        let childClip = view.clipsToBounds ? clip.intersection(PixelRect(covering: bounds.applying(toDevice))) : clip
        let dirtyBelow = ancestorDirty || subtreeDirty
        var subtree = own
        for s in view.subviews {
            visit(s, toDevice: s.renderTransformToSuperview.concatenating(toDevice), clip: childClip, ancestorDirty: dirtyBelow, damage: &damage)
            subtree = subtree.union(s.render.subtreeBox)
        }
        view.render.ownBox = own
        view.render.subtreeBox = subtree

        if ancestorDirty { return }
        if subtreeDirty {
            damage.formUnion(subtree)
        } else {
            if contentDirty { damage.formUnion(own) }
            if own != oldOwn { damage.formUnion(own); damage.formUnion(oldOwn) }
        }
    }
}

extension UIView {
    /// Whether the compositor draws this view at all.
    var isVisibleForRendering: Bool { !isHidden && renderAlpha > 0 }

    /// Clears the remembered boxes without marking anything dirty.
    func forgetRenderedBoxesQuietly() {
        render.ownBox = .zero
        render.subtreeBox = .zero
        for s in subviews { s.forgetRenderedBoxesQuietly() }
    }
}
