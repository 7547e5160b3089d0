import CCairo
import CPixman
import Foundation

/// What a path is rasterised as: its inside under a fill rule, or a stroke.
public enum PathPaint: Equatable, Hashable, Sendable {
    case fill(FillRule)
    case stroke(StrokeStyle)
}

/// Turns a `Path` into antialiased 8-bit coverage with cairo.
///
/// Cairo draws into the pixels of a pixman `a8` image (the `CoverageMask` the canvas already
/// composites solid colours through), so a path goes through the same clip, alpha and layer
/// code as every other canvas operation; cairo only scan-converts. The mask covers the
/// path's device bounding box (grown by the stroke's reach) cut to a limit rectangle — the
/// canvas clip — so a path with huge coordinates never allocates more than the clip.
package enum PathRasterizer {
    /// Device coordinates are clamped to this magnitude before they reach cairo, whose 24.8
    /// fixed point wraps beyond ±8 million.
    static let coordinateLimit: CGFloat = 4_000_000

    /// The coverage of `path` (user space) drawn under `transform` as `paint`, over the
    /// device pixels it can touch within `limit`; `nil` when nothing is drawn.
    static func coverage(of path: Path, transform: CGAffineTransform, paint: PathPaint, limit: PixelRect) -> CoverageMask? {
        guard !path.isEmpty, !limit.isEmpty, CairoLibrary.isAvailable else { return nil }
        guard let box = deviceBounds(of: path, transform: transform, paint: paint)?.intersection(limit), !box.isEmpty,
              let mask = CoverageMask(rect: box) else { return nil }
        guard let data = pixman_image_get_data(mask.image) else { return nil }
        let stride = Int32(pixman_image_get_stride(mask.image))
        guard stride == vitrine_cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(box.width)) else { return nil }
        let surface = data.withMemoryRebound(to: UInt8.self, capacity: Int(stride) * box.height) {
            vitrine_cairo_image_surface_create_for_data($0, CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height), stride)
        }
        guard let surface else { return nil }
        defer { vitrine_cairo_surface_destroy(surface) }
        guard let cr = vitrine_cairo_create(surface) else { return nil }
        defer { vitrine_cairo_destroy(cr) }
        guard vitrine_cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return nil }

        // The path goes in as device coordinates relative to the mask (clamped); a stroke is
        // then drawn under the user transform so the pen has the user-space width, as in
        // Core Graphics.
        let ox = CGFloat(box.x), oy = CGFloat(box.y)
        let lim = coordinateLimit
        func dev(_ p: CGPoint) -> (Double, Double) {
            let q = p.applying(transform)
            return (Double(min(lim, max(-lim, q.x - ox))), Double(min(lim, max(-lim, q.y - oy))))
        }
        for e in path.elements {
            switch e {
            case .move(let p): let d = dev(p); vitrine_cairo_move_to(cr, d.0, d.1)
            case .line(let p): let d = dev(p); vitrine_cairo_line_to(cr, d.0, d.1)
            case .quadCurve(let p, let c):
                // Cairo has cubics only: the exact cubic of a quadratic.
                var x0 = 0.0, y0 = 0.0
                vitrine_cairo_get_current_point(cr, &x0, &y0)
                let dc = dev(c), dp = dev(p)
                vitrine_cairo_curve_to(cr, x0 + 2 / 3 * (dc.0 - x0), y0 + 2 / 3 * (dc.1 - y0),
                               dp.0 + 2 / 3 * (dc.0 - dp.0), dp.1 + 2 / 3 * (dc.1 - dp.1), dp.0, dp.1)
            case .curve(let p, let c1, let c2):
                let a = dev(c1), b = dev(c2), d = dev(p)
                vitrine_cairo_curve_to(cr, a.0, a.1, b.0, b.1, d.0, d.1)
            case .closeSubpath: vitrine_cairo_close_path(cr)
            }
        }
        vitrine_cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        vitrine_cairo_set_source_rgba(cr, 0, 0, 0, 1)
        switch paint {
        case .fill(let rule):
            vitrine_cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            vitrine_cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            vitrine_cairo_fill(cr)
        case .stroke(let style):
            guard style.width > 0, abs(transform.determinant) > 1e-12 else { return nil }
            var m = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
                                   yy: Double(transform.d), x0: Double(transform.tx - ox), y0: Double(transform.ty - oy))
            vitrine_cairo_set_matrix(cr, &m)
            vitrine_cairo_set_line_width(cr, Double(style.width))
            vitrine_cairo_set_line_cap(cr, style.cap == .round ? CAIRO_LINE_CAP_ROUND : style.cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            vitrine_cairo_set_line_join(cr, style.join == .round ? CAIRO_LINE_JOIN_ROUND : style.join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            vitrine_cairo_set_miter_limit(cr, Double(style.miterLimit))
            if style.hasValidDash {
                let lengths = style.dashLengths.map(Double.init)
                vitrine_cairo_set_dash(cr, lengths, Int32(lengths.count), Double(style.dashPhase))
            }
            vitrine_cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            vitrine_cairo_stroke(cr)
        }
        guard vitrine_cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return nil }
        vitrine_cairo_surface_flush(surface)
        return mask
    }

    /// The device pixels `path` drawn as `paint` can touch, `nil` when none.
    static func deviceBounds(of path: Path, transform: CGAffineTransform, paint: PathPaint) -> PixelRect? {
        let b = path.controlPointBounds
        guard !b.isNull else { return nil }
        var d = b.applying(transform)
        if case .stroke(let s) = paint {
            guard s.width > 0 else { return nil }
            // A miter reaches limit × width / 2 from the line, a square cap √2 × width / 2.
            let reach = s.width / 2 * max(s.join == .miter ? s.miterLimit : 1, s.cap == .square ? 2.0.squareRoot() : 1)
            let scale = max(hypot(transform.a, transform.b), hypot(transform.c, transform.d))
            let grow = reach * scale + 1
            d = d.insetBy(dx: -grow, dy: -grow)
        }
        guard !d.isNull, d.minX.isFinite, d.minY.isFinite, d.maxX.isFinite, d.maxY.isFinite else { return nil }
        let lim = coordinateLimit
        let c = CGRect(x: max(-lim, d.minX), y: max(-lim, d.minY), width: 0, height: 0)
        let r = CGRect(x: c.minX, y: c.minY, width: min(lim, d.maxX) - c.minX, height: min(lim, d.maxY) - c.minY)
        guard r.width >= 0, r.height >= 0 else { return nil }
        return PixelRect(covering: r.insetBy(dx: -1, dy: -1))
    }
}
