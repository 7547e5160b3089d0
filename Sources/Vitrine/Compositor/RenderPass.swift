import Foundation
import VitrineGraphics

/// Draws a view tree into a canvas whose transform maps the root's coordinates to device
/// pixels and whose clip is the frame's damage. Subtrees outside the damage are skipped.
///
/// Per view, in Core Animation's order: the layer's shadow, background (rounded by
/// `cornerRadius` on the `maskedCorners`), the layer's fill (gradient, contents), the view's
/// content (`draw(_:)`, text, image) clipped to its bounds, the decoration sublayers, the
/// subviews, then the border on top. `alpha` below 1 on a view with more than one thing to draw, or `clipsToBounds` with
/// rounded corners or a rotation, composites the view through an offscreen layer.
@MainActor
enum RenderPass {
    /// How a subtree is recorded.
    enum Mode {
        /// The frame: subtrees outside the damage are skipped, subtrees with a retained list
        /// are played from it, retainable ones are recorded into one first.
        case frame
        /// Into a view's retained list: everything visible, whatever the damage.
        case retain
        /// The from-scratch reference: everything, nothing remembered is trusted or kept.
        case full
    }

    /// With `useRememberedBoxes` false nothing is skipped and no box from the damage pass is
    /// trusted (the from-scratch reference rendering).
    static func render(_ root: UIView, in canvas: Canvas, damage: Region, useRememberedBoxes: Bool = true) {
        // The damage's rectangles, for finding the subviews under them (their bounding box when
        // the damage is fragmented).
        let rects = damage.rects
        let boxes = rects.count <= 16 ? rects : [damage.boundingBox]
        draw(root, in: canvas, damage: damage, damageBoxes: boxes, isRoot: true, snaps: true,
             mode: useRememberedBoxes ? .frame : .full)
    }

    /// Records `view`'s subtree; returns whether the recording is complete (every visible
    /// pixel of it drawn, none limited to this frame's damage), so that it may be kept.
    @discardableResult
    private static func draw(_ view: UIView, in canvas: Canvas, damage: Region, damageBoxes: [PixelRect], isRoot: Bool,
                             snaps: Bool, mode: Mode) -> Bool {
        FrameWorkCounter.current.drawVisits += 1
        guard view.isVisibleForRendering else { return true }
        if mode == .frame && !damage.intersects(view.render.subtreeBox) { return false }
        if mode != .full {
            // A subtree that has not changed since it was recorded is played from its list.
            if let list = view.render.retained {
                canvas.appendRetained(list, bounds: view.render.subtreeBox)
                return true
            }
            if view.isRetainable {
                let list = DisplayList()
                let sub = Canvas(recordingInto: list, continuing: canvas)
                let complete = draw(view, in: sub, damage: damage, damageBoxes: damageBoxes, isRoot: isRoot, snaps: snaps,
                                    recording: .retain)
                // Kept only when whole: a `draw(_:)` given part of its bounds drew only that.
                if complete {
                    view.render.retained = list
                    FrameWorkCounter.current.retainedLists += 1
                }
                canvas.appendRetained(list, bounds: view.render.subtreeBox)
                return complete
            }
        }
        return draw(view, in: canvas, damage: damage, damageBoxes: damageBoxes, isRoot: isRoot, snaps: snaps, recording: mode)
    }

    /// Records the view itself and its subviews (the visibility and damage checks are done).
    private static func draw(_ view: UIView, in canvas: Canvas, damage: Region, damageBoxes: [PixelRect], isRoot: Bool,
                             snaps: Bool, recording mode: Mode) -> Bool {
        let boxes = mode != .full
        var complete = true
        canvas.save()
        // Dynamic colours resolve against this view's traits where they change here (a window,
        // a view controller's root view, `overrideUserInterfaceStyle`).
        let savedTraits = makeTraitsCurrent(for: view, isRoot: isRoot)
        defer {
            canvas.restore()
            if let savedTraits { UITraitCollection.current = savedTraits }
        }
        // The same (pixel-snapped) device transform the damage pass measured the view with.
        if !isRoot { canvas.transform = view.deviceTransform(parent: canvas.transform, snaps: snaps) }
        let childSnaps = snaps && !view.isAnimatingGeometry
        canvas.snapsImagesToPixels = childSnaps

        let bounds = view.renderBounds
        let alpha = view.renderAlpha
        let background = view.renderBackgroundColor
        let layer = view.layer
        let shape = RoundedRect(rect: bounds, radii: layer.cornerRadii)
        let visibleSubviews = view.subviews.contains { $0.isVisibleForRendering }
        let hasBackground = background.map { !$0.isInvisible } ?? false
        let hasBorder = view.borderWidth > 0 && (view.borderColor.map { !$0.color.isInvisible } ?? false)
        let hasContent = view.rendersContent
        let hasFill = layer.drawsFill
        let hasSublayers = layer.hasVisibleSublayers
        let castsShape = hasBackground || hasBorder || hasFill
        let hasShadow = layer.visibleShadowColor != nil && layer.shadowShape(bounds: bounds, drawsShape: castsShape) != nil
        let parts = (hasBackground ? 1 : 0) + (hasBorder ? 1 : 0) + (hasContent ? 1 : 0) + (visibleSubviews ? 1 : 0)
            + (hasFill ? 1 : 0) + (hasSublayers ? 1 : 0) + (hasShadow ? 1 : 0)

        let shapedClip = view.clipsToBounds && (visibleSubviews || hasContent || hasSublayers || hasFill)
            && (!shape.radii.isZero || !canvas.transform.isRectilinear)
        let group = alpha < 1 && parts > 1
        var layerOpen = false
        if group || shapedClip {
            if view.clipsToBounds {
                canvas.beginLayer(bounds: bounds, alpha: group ? alpha : 1,
                                  clipShape: shapedClip ? shape : nil)
            } else {
                let area = boxes ? view.render.subtreeBox : damage.boundingBox
                canvas.beginLayer(rootRect: area, alpha: alpha)
            }
            if !group && alpha < 1 { canvas.alpha *= alpha }
            layerOpen = true
        } else if alpha < 1 {
            canvas.alpha *= alpha
        }
        if view.clipsToBounds && !shapedClip { canvas.clip(to: bounds) }

        // Core Animation's order: shadow, background, contents, sublayers, border (Vitrine
        // draws the subviews between the sublayers and the border).
        if hasShadow {
            layer.drawShadow(in: canvas, bounds: bounds, drawsShape: castsShape,
                             opaqueBackground: hasBackground && (background?.alpha ?? 0) >= 1)
        }
        if let bg = background, hasBackground {
            canvas.fill(shape, color: bg)
        }
        if hasFill { layer.drawFill(in: canvas, bounds: bounds) }
        if hasContent {
            canvas.save()
            canvas.clip(to: bounds)
            // `draw(_:)` gets the damaged part of the bounds, as in UIKit (all of them when the
            // view's visible pixels are all damaged).
            var dirty = bounds
            if mode != .full && !damage.contains(view.render.ownBox) {
                dirty = dirtyRect(of: view, canvas: canvas, damage: damage)
                complete = false
            }
            if !canvas.isClippedOut, !dirty.isEmpty { view.renderContent(in: canvas, dirtyRect: dirty) }
            canvas.restore()
        }
        if hasSublayers {
            // In the view's bounds coordinates, as subviews.
            canvas.save()
            layer.drawSublayers(in: canvas)
            canvas.restore()
        }
        if visibleSubviews {
            let children = mode == .frame ? view.subviewsToDraw(within: damageBoxes) : view.subviews
            for s in children {
                if !draw(s, in: canvas, damage: damage, damageBoxes: damageBoxes, isRoot: false, snaps: childSnaps, mode: mode) {
                    complete = false
                }
            }
        }
        if hasBorder, let bc = view.borderColor {
            canvas.strokeInside(shape, width: view.borderWidth, color: bc.color)
        }
        if layerOpen { canvas.endLayer() }
        return complete
    }

    /// Makes `view`'s traits current when the view is where they may change; returns the
    /// traits to restore, `nil` when nothing was changed.
    private static func makeTraitsCurrent(for view: UIView, isRoot: Bool) -> UITraitCollection? {
        // The root drawn is a window; below it only controllers' views and overrides change
        // traits (checked without a dynamic cast per view).
        guard isRoot || view._viewController != nil || view._traitState != nil else { return nil }
        let traits = view.traitCollection
        let current = UITraitCollection.current
        if traits.userInterfaceStyle == current.userInterfaceStyle && traits.displayScale == current.displayScale
            && traits.accessibilityContrast == current.accessibilityContrast && traits.legibilityWeight == current.legibilityWeight {
            return nil
        }
        UITraitCollection.current = traits
        return current
    }

    /// The part of the view's bounds inside the damage, in the view's coordinates.
    private static func dirtyRect(of view: UIView, canvas: Canvas, damage: Region) -> CGRect {
        let box = damage.boundingBox.intersection(view.render.ownBox)
        guard !box.isEmpty else { return .zero }
        let local = PixelRect(x: box.x - canvas.origin.x, y: box.y - canvas.origin.y, width: box.width, height: box.height)
        return local.cgRect.applying(canvas.transform.inverted()).intersection(view.renderBounds)
    }
}

extension UIView {
    /// Whether the view draws content of its own between its background and subviews: app
    /// subclasses may (through `draw(_:)`); plain views and windows do not.
    var rendersContent: Bool {
        let t = type(of: self)
        return t != UIView.self && t != UIWindow.self && drawsByDefault
    }
}
