import CPixman
import Foundation

extension Canvas {
    /// Fills `rect` (user space) with `color`, blended OVER what is there.
    /// Mirrors `CGContext.fill(_:)` with a solid fill colour.
    public func fill(_ rect: CGRect, color: Color) {
        guard !color.isInvisible, state.alpha > 0, !rect.isEmpty, !isClippedOut else { return }
        if record(.fill(rect, color)) { return }
        if let d = pixelAlignedDeviceRect(rect) {
            fillDeviceBoxes([d], color: color)
        } else {
            fillCoverage([quad(rect)], color: color)
        }
    }

    /// Replaces the pixels of `rect` with `color` (no blending; pixel-snapped), the way a
    /// compositor clears the damage before drawing.
    public func clear(_ rect: CGRect, to color: Color = .clear) {
        if record(.clear(rect, color)) { return }
        let d = PixelRect(covering: rect.applying(state.transform)).intersection(deviceClipBounds)
        guard !d.isEmpty else { return }
        var c = pixmanColor(color)
        var box = pixman_box32_t(x1: Int32(d.minX), y1: Int32(d.minY), x2: Int32(d.maxX), y2: Int32(d.maxY))
        applyClip()
        _ = pixman_image_fill_boxes(PIXMAN_OP_SRC, target.image, &c, 1, &box)
    }

    /// Fills a rounded rectangle with antialiased corners.
    public func fill(_ shape: RoundedRect, color: Color) {
        guard !color.isInvisible, state.alpha > 0, !shape.rect.isEmpty, !isClippedOut else { return }
        if shape.radii.isZero { fill(shape.rect, color: color); return }
        if record(.fillRounded(shape, color)) { return }
        if let d = pixelAlignedDeviceRect(shape.rect), state.transform.hasUniformScale {
            // Fast path: whole-pixel interior boxes, cached antialiased masks in the corners.
            let scale = sqrt(abs(state.transform.determinant))
            let radii = deviceCornerRadii(shape, device: d)
            let corners = cornerBoxes(device: d, radii: radii, scale: scale, minimum: 0)
            if !boxesOverlap(corners) {
                var interior = Region(d)
                for c in corners { interior.subtract(c) }
                fillDeviceBoxes(interior.rects, color: color)
                fillCorners(corners, radii: radii, scale: scale, border: 0, color: color)
                return
            }
        }
        fillCoverage([shape.polygon(transform: state.transform)], color: color)
    }

    /// Strokes the inside of `rect` with a border `width` wide (Core Animation's border, which
    /// is drawn inside the layer's bounds).
    public func strokeInside(_ rect: CGRect, width: CGFloat, color: Color) {
        strokeInside(RoundedRect(rect: rect, radii: .zero), width: width, color: color)
    }

    /// Strokes the inside of a rounded rectangle with a border `width` wide, antialiased, with
    /// the inner edge's radii reduced by the width (as Core Animation draws `borderWidth`).
    public func strokeInside(_ shape: RoundedRect, width: CGFloat, color: Color) {
        guard !color.isInvisible, state.alpha > 0, width > 0, !shape.rect.isEmpty, !isClippedOut else { return }
        if record(.strokeInside(shape, width, color)) { return }
        let w = min(width, min(shape.rect.width, shape.rect.height) / 2)
        let inner = shape.inset(by: w)
        let t = state.transform
        if let d = pixelAlignedDeviceRect(shape.rect), t.hasUniformScale,
           let di = pixelAlignedDeviceRect(inner.rect) {
            let scale = sqrt(abs(t.determinant))
            var ring = Region(d)
            ring.subtract(Region(di))
            if shape.radii.isZero {
                fillDeviceBoxes(ring.rects, color: color)
                return
            }
            let radii = deviceCornerRadii(shape, device: d)
            let corners = cornerBoxes(device: d, radii: radii, scale: scale, minimum: Int((w * scale).rounded(.up)))
            if !boxesOverlap(corners) {
                for c in corners { ring.subtract(c) }
                fillDeviceBoxes(ring.rects, color: color)
                fillCorners(corners, radii: radii, scale: scale, border: w, color: color)
                return
            }
        }
        let hole = inner.rect.isEmpty ? [] : [inner.polygon(transform: t)]
        fillCoverage([shape.polygon(transform: t)], holes: hole, color: color)
    }

    /// Composites the cached corner masks (filled or ring) into the corner boxes.
    private func fillCorners(_ boxes: [PixelRect], radii: CornerRadii, scale: CGFloat, border: CGFloat, color: Color) {
        var c = pixmanColor(color)
        guard c.alpha > 0, let solid = pixman_image_create_solid_fill(&c) else { return }
        defer { pixman_image_unref(solid) }
        let r = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
        let clip = deviceClipBounds
        applyClip()
        for (i, box) in boxes.enumerated() where !box.isEmpty && box.intersects(clip) {
            guard let mask = cache.corners.mask(corner: i, radius: r[i] * scale, border: border * scale, size: box.width) else { continue }
            pixman_image_composite32(PIXMAN_OP_OVER, solid, mask.image, target.image, 0, 0, 0, 0,
                                     Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
        }
    }

    /// The radii by device corner: a mirror or a quarter turn moves each of the shape's
    /// corners to another corner of its device rectangle `d`.
    private func deviceCornerRadii(_ shape: RoundedRect, device d: PixelRect) -> CornerRadii {
        let t = state.transform, r = shape.rect
        var out = CornerRadii.zero
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.minX, y: r.minY), shape.radii.topLeft), (CGPoint(x: r.maxX, y: r.minY), shape.radii.topRight),
            (CGPoint(x: r.maxX, y: r.maxY), shape.radii.bottomRight), (CGPoint(x: r.minX, y: r.maxY), shape.radii.bottomLeft),
        ]
        let midX = CGFloat(d.minX + d.maxX) / 2, midY = CGFloat(d.minY + d.maxY) / 2
        for (p, radius) in corners {
            let q = p.applying(t)
            switch (q.x < midX, q.y < midY) {
            case (true, true): out.topLeft = radius
            case (false, true): out.topRight = radius
            case (false, false): out.bottomRight = radius
            case (true, false): out.bottomLeft = radius
            }
        }
        return out
    }

    private func boxesOverlap(_ boxes: [PixelRect]) -> Bool {
        for i in 0..<boxes.count {
            for j in (i + 1)..<boxes.count where boxes[i].intersects(boxes[j]) { return true }
        }
        return false
    }

    /// The four device corner boxes that hold a rounded rectangle's curves: squares of the
    /// device radius (rounded up), at least `minimum` pixels.
    func cornerBoxes(device d: PixelRect, radii: CornerRadii, scale: CGFloat, minimum: Int) -> [PixelRect] {
        func k(_ r: CGFloat) -> Int { r <= 0 ? 0 : max(minimum, Int((r * scale).rounded(.up))) }
        let tl = min(k(radii.topLeft), d.width, d.height), tr = min(k(radii.topRight), d.width, d.height)
        let br = min(k(radii.bottomRight), d.width, d.height), bl = min(k(radii.bottomLeft), d.width, d.height)
        return [
            PixelRect(x: d.minX, y: d.minY, width: tl, height: tl),
            PixelRect(x: d.maxX - tr, y: d.minY, width: tr, height: tr),
            PixelRect(x: d.maxX - br, y: d.maxY - br, width: br, height: br),
            PixelRect(x: d.minX, y: d.maxY - bl, width: bl, height: bl),
        ]
    }

    /// The four corners of `rect` through the current transform.
    func quad(_ rect: CGRect) -> [CGPoint] {
        let t = state.transform
        return [CGPoint(x: rect.minX, y: rect.minY).applying(t), CGPoint(x: rect.maxX, y: rect.minY).applying(t),
                CGPoint(x: rect.maxX, y: rect.maxY).applying(t), CGPoint(x: rect.minX, y: rect.maxY).applying(t)]
    }
}
