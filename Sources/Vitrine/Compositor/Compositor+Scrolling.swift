import Foundation
import VitrineGraphics

/// Scrolling costs what comes into view, not the viewport: when a scroll view's `bounds.origin`
/// is all that changed, the pixels already drawn inside it are moved (one `memmove` per row,
/// in every buffer that needs it — `FrameRecord.replay`), the damage collected so far moves
/// with them, and only the strip the move uncovers is drawn — plus what sits above the scroll
/// view (later siblings of it and its ancestors, windows above, the cursor), which the move
/// carried along and must be put back.
///
/// A scroll view qualifies when its pixels are a function of the content's position alone:
/// it clips to its bounds with square corners, has an opaque background, nothing from it to the
/// window is translucent, rotated or clipped to a rounded shape, no ancestor draws a border,
/// and its geometry is not animating. Otherwise (or when its window moved this frame) the
/// scroll redraws the view's subtree whole, as any other change. Views inside the scroll view
/// that did not move by exactly the same whole pixels (sticky headers, indicators, views at
/// fractional positions) are redrawn at both places.
extension Compositor {
    /// The scroll views that scrolled since the last frame, outermost first (an outer scroll
    /// moves the inner ones' pixels before their own moves are measured).
    func collectScrollMoves(_ windows: [UIWindow]) {
        guard !scrolledViews.isEmpty else { return }
        let views = scrolledViews
        scrolledViews = []
        let windowsMoved = !movesScrolledPixels || windows.contains { windowToRender($0) != $0.render.toDevice || $0.render.clip != renderRect }
        let ordered = views.map { ($0, $0.depth) }.sorted { $0.1 < $1.1 }.map(\.0)
        for v in ordered {
            guard v.render.scrolled else { continue }
            v.render.scrolled = false
            guard v.compositor === self, let w = v._window, windows.contains(where: { $0 === w }),
                  !v.render.subtreeDirty else { continue }
            if windowsMoved || !scroll(v, in: windows, window: w) {
                // Redrawn whole, as any other change of the subtree.
                v.render.subtreeDirty = true
                addDamage(v.render.subtreeBox)
                enqueueForDamagePass(v)
            }
        }
    }

    /// Moves the pixels of `v`'s scroll if it qualifies; returns whether it did.
    private func scroll(_ v: UIView, in windows: [UIWindow], window: UIWindow) -> Bool {
        guard let parent = v.superview, v.isVisibleForRendering, v.clipsToBounds, v.cornerRadius == 0,
              !v.isAnimatingGeometry, hasUniformBackdrop(v, within: v.render.childClip, windows: windows, window: window)
        else { return false }
        let old = v.render.toDevice
        let t = v.deviceTransform(parent: parent.render.toDevice, snaps: parent.render.snapsSubviews)
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, t.a == old.a, t.d == old.d, old.b == 0, old.c == 0 else { return false }
        // The view's own drawing is placed exactly by its transform: it moves in whole pixels only.
        if v.rendersContent && ((t.tx - old.tx).rounded() != t.tx - old.tx || (t.ty - old.ty).rounded() != t.ty - old.ty) {
            return false
        }
        // Everything up to the window composites straight onto the buffer.
        var a: UIView? = v
        while let cur = a {
            guard cur.renderAlpha >= 1, !(cur.clipsToBounds && cur.cornerRadius > 0) else { return false }
            if cur !== v, cur.borderWidth > 0, cur.render.ownBox.intersects(v.render.childClip) { return false }
            a = cur.superview
        }
        // Subviews at whole-pixel positions move by the change of the rounded translation.
        let dx = Int(t.tx.rounded()) - Int(old.tx.rounded())
        let dy = Int(t.ty.rounded()) - Int(old.ty.rounded())
        let own = PixelRect(covering: v.renderBounds.applying(t)).intersection(v.render.clip)
        var clip = v.render.clip.intersection(PixelRect(covering: v.renderBounds.applying(t)))   // it clips to its bounds
        guard own == v.render.ownBox else { return false }
        let fullClip = clip
        if v.borderWidth > 0 {
            // The border stays where it is, on top: only the inside moves.
            let inset = Int((v.borderWidth * t.a).rounded(.up)) + 1
            clip = clip.insetBy(inset)
        }
        var damage: [PixelRect] = []
        if (dx != 0 || dy != 0) && !clip.isEmpty {
            let move = ScrollMove(clip: clip, dx: dx, dy: dy)
            // What was damaged before the move is where those pixels go.
            foldPendingRects()
            pendingDamage = pendingDamage.moved(dx: dx, dy: dy, within: clip)
            if interfaceBuffer == nil && !pendingPanelDamage.isEmpty {
                pendingPanelDamage.formUnion(pendingPanelDamage.moved(dx: dx, dy: dy, within: clip))
            }
            pendingMoves.append(move)
            damage.append(contentsOf: Region.uncovered(by: clip, dx: dx, dy: dy).rects)
            // What is drawn over the scroll view moved with its pixels: put it back, and redraw
            // the copy.
            for box in occluders(of: v, within: clip, windows: windows, window: window) {
                damage.append(box)
                let shifted = PixelRect(x: box.x + dx, y: box.y + dy, width: box.width, height: box.height).intersection(clip)
                if !shifted.isEmpty { damage.append(shifted) }
            }
            FrameWorkCounter.current.scrollMoves += 1
        }
        if clip != fullClip { damage.append(contentsOf: Region(fullClip).subtracting(Region(clip)).rects) }
        DamagePass.updateScrolled(v, toDevice: t, childClip: fullClip, dx: dx, dy: dy, damage: &damage)
        for r in damage { addDamage(r) }
        return true
    }

    /// Whether everything drawn under `v`'s content inside `clip` is one colour (so it looks
    /// the same after the content moves): `v`'s opaque background, or backgrounds that cover
    /// the clip all the way down to an opaque one (or the screen's backdrop), with nothing else
    /// drawn there before `v` — no earlier sibling of it or of its ancestors, no ancestor's own
    /// content, no window below.
    private func hasUniformBackdrop(_ v: UIView, within clip: PixelRect, windows: [UIWindow], window: UIWindow) -> Bool {
        var child: UIView? = nil
        var cur: UIView? = v
        while let p = cur {
            if let child, let i = p.subviews.firstIndex(where: { $0 === child }), i > 0 {
                for s in p.subviews[..<i] where s.isVisibleForRendering && s.render.subtreeBox.intersects(clip) { return false }
            }
            if p !== v, p.rendersContent, p.render.ownBox.intersects(clip) { return false }
            if let bg = p.renderBackgroundColor, !bg.isInvisible {
                guard p.render.ownBox.contains(clip), p.cornerRadius == 0 else { return false }
                if bg.alpha >= 1 { return true }
            }
            child = p
            cur = p.superview
        }
        // Down to the screen's backdrop, unless a window below draws there.
        if let i = windows.firstIndex(where: { $0 === window }) {
            for w in windows[..<i] where w.isVisibleForRendering && w.render.subtreeBox.intersects(clip) { return false }
        }
        return true
    }

    /// The boxes of what is drawn over `v` inside `clip`: later siblings of `v` and of each
    /// of its ancestors, the windows above its window, and the cursor.
    private func occluders(of v: UIView, within clip: PixelRect, windows: [UIWindow], window: UIWindow) -> [PixelRect] {
        var boxes: [PixelRect] = []
        var child = v
        while let p = child.superview {
            if let i = p.subviews.lastIndex(where: { $0 === child }), i + 1 < p.subviews.count {
                for s in p.subviews[(i + 1)...] where s.isVisibleForRendering {
                    let box = s.render.subtreeBox.intersection(clip)
                    if !box.isEmpty { boxes.append(box) }
                }
            }
            child = p
        }
        if let i = windows.firstIndex(where: { $0 === window }), i + 1 < windows.count {
            for w in windows[(i + 1)...] where w.isVisibleForRendering {
                let box = w.render.subtreeBox.intersection(clip)
                if !box.isEmpty { boxes.append(box) }
            }
        }
        if interfaceBuffer == nil, let p = cursor {
            let box = PixelRect(x: Int(p.x.rounded(.down)) - 8, y: Int(p.y.rounded(.down)) - 8, width: 17, height: 17).intersection(clip)
            if !box.isEmpty { boxes.append(box) }
        }
        return boxes
    }
}

extension UIView {
    /// `bounds.origin` alone changed on a scroll view: its compositor moves the pixels at the
    /// next frame (or redraws the subtree if the scroll does not qualify).
    func invalidateScrollOffset() {
        dropRetainedLists()
        guard let c = compositor else {
            render.subtreeDirty = true
            return
        }
        // Already to be redrawn whole (it moved, or was just added): nothing to move.
        if !render.subtreeDirty && !render.scrolled {
            render.scrolled = true
            c.scrolledViews.append(self)
        }
        c.setNeedsFrame()
    }

    /// How many superviews the view has.
    var depth: Int {
        var n = 0
        var v = superview
        while let s = v { n += 1; v = s.superview }
        return n
    }
}
