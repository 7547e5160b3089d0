import CPixman
import Foundation

/// An 8-bit coverage mask (pixman `a8` image) over a device rectangle.
struct CoverageMask: ~Copyable {
    let image: OpaquePointer
    let rect: PixelRect

    /// A cleared mask over `rect`, or `nil` when pixman cannot allocate it.
    init?(rect: PixelRect) {
        guard !rect.isEmpty, let img = pixman_image_create_bits(PIXMAN_a8, Int32(rect.width), Int32(rect.height), nil, 0) else { return nil }
        image = img
        self.rect = rect
    }

    /// Adds the antialiased coverage of a convex polygon given in device coordinates.
    func add(convex polygon: [CGPoint]) {
        guard polygon.count >= 3 else { return }
        var tris: [pixman_triangle_t] = []
        tris.reserveCapacity(polygon.count - 2)
        let p0 = CoverageMask.point(polygon[0])
        for i in 1..<(polygon.count - 1) {
            tris.append(pixman_triangle_t(p1: p0, p2: CoverageMask.point(polygon[i]), p3: CoverageMask.point(polygon[i + 1])))
        }
        pixman_add_triangles(image, Int32(-rect.x), Int32(-rect.y), Int32(tris.count), tris)
    }

    /// Removes the coverage of `other` (same rectangle): `self × (1 − other)`.
    func subtract(_ other: borrowing CoverageMask) {
        pixman_image_composite32(PIXMAN_OP_OUT_REVERSE, other.image, nil, image, 0, 0, 0, 0, 0, 0,
                                 Int32(rect.width), Int32(rect.height))
    }

    /// Multiplies the coverage by a constant alpha.
    func multiply(by alpha: CGFloat) {
        guard alpha < 1 else { return }
        var c = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(clamp01(alpha) * 65535))
        guard let solid = pixman_image_create_solid_fill(&c) else { return }
        pixman_image_composite32(PIXMAN_OP_IN, solid, nil, image, 0, 0, 0, 0, 0, 0, Int32(rect.width), Int32(rect.height))
        pixman_image_unref(solid)
    }

    private static func point(_ p: CGPoint) -> pixman_point_fixed_t {
        pixman_point_fixed_t(x: fixed(p.x), y: fixed(p.y))
    }

    deinit { pixman_image_unref(image) }
}

extension Canvas {
    /// The device rectangle a polygon can touch within the clip (and `limit`).
    func deviceBounds(of polygons: [[CGPoint]], limit: PixelRect? = nil) -> PixelRect {
        var box = PixelRect.zero
        for poly in polygons {
            guard var minX = poly.first?.x, var minY = poly.first?.y else { continue }
            var maxX = minX, maxY = minY
            for p in poly {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            box = box.union(PixelRect(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)))
        }
        box = box.intersection(deviceClipBounds)
        if let limit { box = box.intersection(limit) }
        return box
    }

    /// Composites `color` through the antialiased coverage of convex device-space `polygons`
    /// minus `holes`, touching at most `limit`.
    func fillCoverage(_ polygons: [[CGPoint]], holes: [[CGPoint]] = [], color: Color, limit: PixelRect? = nil) {
        let box = deviceBounds(of: polygons, limit: limit)
        guard !box.isEmpty, let mask = CoverageMask(rect: box) else { return }
        for p in polygons { mask.add(convex: p) }
        if !holes.isEmpty, let hole = CoverageMask(rect: box) {
            for h in holes { hole.add(convex: h) }
            mask.subtract(hole)
        }
        composite(color: color, through: mask)
    }

    /// Composites a solid colour through a mask onto the target (OVER, clipped).
    func composite(color: Color, through mask: borrowing CoverageMask) {
        var c = pixmanColor(color)
        guard c.alpha > 0, let solid = pixman_image_create_solid_fill(&c) else { return }
        applyClip()
        pixman_image_composite32(PIXMAN_OP_OVER, solid, mask.image, target.image, 0, 0, 0, 0,
                                 Int32(mask.rect.x), Int32(mask.rect.y), Int32(mask.rect.width), Int32(mask.rect.height))
        pixman_image_unref(solid)
    }

    /// Fills whole-pixel device boxes with a solid colour (OVER, clipped).
    func fillDeviceBoxes(_ rects: [PixelRect], color: Color) {
        var c = pixmanColor(color)
        guard c.alpha > 0 else { return }
        let clipBounds = deviceClipBounds
        let boxes = rects.compactMap { r -> pixman_box32_t? in
            let i = r.intersection(clipBounds)
            return i.isEmpty ? nil : pixman_box32_t(x1: Int32(i.minX), y1: Int32(i.minY), x2: Int32(i.maxX), y2: Int32(i.maxY))
        }
        guard !boxes.isEmpty else { return }
        applyClip()
        // An opaque colour replaces what is there: SRC is a plain fill.
        let op = c.alpha == 0xFFFF ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        _ = pixman_image_fill_boxes(op, target.image, &c, Int32(boxes.count), boxes)
    }
}
