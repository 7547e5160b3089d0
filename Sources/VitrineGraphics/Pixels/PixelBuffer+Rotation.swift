import CPixman
import Foundation

extension PixelBuffer {
    /// Where a rectangle of a `sourceSize` image lands after turning it `quarterTurns`
    /// quarter turns clockwise (0...3).
    public static func rotatedRect(_ r: PixelRect, sourceSize s: PixelSize, quarterTurns: Int) -> PixelRect {
        switch ((quarterTurns % 4) + 4) % 4 {
        case 1: return PixelRect(x: s.height - r.maxY, y: r.minX, width: r.height, height: r.width)
        case 2: return PixelRect(x: s.width - r.maxX, y: s.height - r.maxY, width: r.width, height: r.height)
        case 3: return PixelRect(x: r.minY, y: s.width - r.maxX, width: r.height, height: r.width)
        default: return r
        }
    }

    /// The pixman transform (destination pixel → source pixel) that turns a `sourceSize` image
    /// `turns` (1...3) quarter turns clockwise: exact ±1 entries and whole-pixel translations,
    /// which is what pixman needs to take its quarter-turn fast paths
    /// (`FAST_PATH_ROTATE_90/270_TRANSFORM` with `FAST_PATH_SAMPLES_COVER_CLIP_NEAREST` under
    /// the nearest filter; x8r8g8b8/a8r8g8b8 → x8r8g8b8 and r5g6b5 → r5g6b5 with `SRC`).
    /// A half turn has no such fast path in pixman 0.42 (it runs the general nearest path).
    static func quarterTurnTransform(turns: Int, sourceSize ss: PixelSize) -> pixman_transform_t {
        let one = pixman_fixed_t(1 << 16)
        var m = pixman_transform_t()
        switch turns {
        case 1:
            m.matrix.0 = (0, one, 0)
            m.matrix.1 = (-one, 0, pixman_fixed_t(ss.height) << 16)
        case 2:
            m.matrix.0 = (-one, 0, pixman_fixed_t(ss.width) << 16)
            m.matrix.1 = (0, -one, pixman_fixed_t(ss.height) << 16)
        case 3:
            m.matrix.0 = (0, -one, pixman_fixed_t(ss.width) << 16)
            m.matrix.1 = (one, 0, 0)
        default:
            m.matrix.0 = (one, 0, 0)
            m.matrix.1 = (0, one, 0)
        }
        m.matrix.2 = (0, 0, one)
        return m
    }

    /// Copies `region` (in `source`'s pixels) of `source` turned `quarterTurns` quarter turns
    /// clockwise into this buffer (which has the turned size): how a panel mounted on its side
    /// gets the interface's pixels when its plane cannot rotate. Exact pixel moves (pixman's
    /// nearest-filter rotation fast paths), only the damaged rectangles.
    public func copyRotated(_ region: Region, from source: PixelBuffer, quarterTurns: Int) {
        let turns = ((quarterTurns % 4) + 4) % 4
        if turns == 0 { copy(region, from: source); return }
        guard let src = pixman_image_create_bits_no_clear(source.format == .argb8888 ? PIXMAN_a8r8g8b8 : PIXMAN_x8r8g8b8,
                                                          Int32(source.width), Int32(source.height), source.pixels, Int32(source.stride))
        else { return }
        defer { pixman_image_unref(src) }
        PixelBuffer.compositeTurned(region.rects, of: src, sourceSize: PixelSize(width: source.width, height: source.height),
                                    into: image, bounds: bounds, turns: turns)
    }

    /// Composites (`SRC`) the rectangles `rects` of `src` (a private pixman image of
    /// `sourceSize`, whose transform and filter this sets) turned `turns` (1...3) into `dst`.
    static func compositeTurned(_ rects: [PixelRect], of src: OpaquePointer, sourceSize ss: PixelSize,
                                into dst: OpaquePointer, bounds: PixelRect, turns: Int) {
        var m = quarterTurnTransform(turns: turns, sourceSize: ss)
        pixman_image_set_transform(src, &m)
        pixman_image_set_filter(src, PIXMAN_FILTER_NEAREST, nil, 0)
        for r in rects {
            let d = PixelBuffer.rotatedRect(r, sourceSize: ss, quarterTurns: turns).intersection(bounds)
            guard !d.isEmpty else { continue }
            pixman_image_composite32(PIXMAN_OP_SRC, src, nil, dst, Int32(d.x), Int32(d.y), 0, 0,
                                     Int32(d.x), Int32(d.y), Int32(d.width), Int32(d.height))
        }
    }
}
