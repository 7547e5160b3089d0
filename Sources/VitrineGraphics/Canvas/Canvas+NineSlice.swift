import Foundation

/// The insets (image pixels) of the fixed parts of a resizable image, and how its edges and
/// middle fill the space between them.
public struct NineSlice: Equatable, Sendable {
    public var top: Int, left: Int, bottom: Int, right: Int
    /// Tile the edges and the middle at the image's own size (else stretch them).
    public var tiles: Bool

    public init(top: Int, left: Int, bottom: Int, right: Int, tiles: Bool) {
        self.top = max(0, top); self.left = max(0, left); self.bottom = max(0, bottom); self.right = max(0, right)
        self.tiles = tiles
    }

    /// The source spans of one axis: the fixed start, the stretchable middle (at least one
    /// pixel, so insets covering the whole image still fill the space), the fixed end.
    static func sourceSpans(length: Int, start: Int, end: Int) -> [(Int, Int)] {
        let s = min(start, length)
        let e = min(end, length - s)
        var mid = (s, length - s - e)
        if mid.1 <= 0 { mid = (max(0, min(s, length - 1)), 1) }
        return [(0, s), mid, (length - e, e)]
    }

    /// The destination spans of one axis (user space): the fixed parts at their size
    /// (`pixels / scale`), shrunk together when they do not fit, the middle between them.
    static func destinationSpans(origin: CGFloat, length: CGFloat, start: Int, end: Int, scale: CGFloat) -> [(CGFloat, CGFloat)] {
        var a = CGFloat(start) / scale, b = CGFloat(end) / scale
        if a + b > length, a + b > 0 {
            let f = length / (a + b)
            a *= f; b *= f
        }
        return [(origin, a), (origin + a, max(0, length - a - b)), (origin + length - b, b)]
    }
}

extension Canvas {
    /// Draws `image` as a nine-slice into `rect` (user space): the corners at their size
    /// (`scale` image pixels per unit), the edges stretched (or tiled) along their length,
    /// the middle stretched (or tiled) both ways. Mirrors how UIKit draws an image made by
    /// `resizableImage(withCapInsets:resizingMode:)`. Each piece is an ordinary image draw,
    /// so it records and snaps as `draw(_:in:filter:)` does.
    public func drawNineSlice(_ image: Image, slice: NineSlice, scale: CGFloat, in rect: CGRect, filter: ImageFilter = .bilinear) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let cols = NineSlice.sourceSpans(length: image.width, start: slice.left, end: slice.right)
        let rows = NineSlice.sourceSpans(length: image.height, start: slice.top, end: slice.bottom)
        let dx = NineSlice.destinationSpans(origin: rect.minX, length: rect.width, start: cols[0].1, end: cols[2].1, scale: scale)
        let dy = NineSlice.destinationSpans(origin: rect.minY, length: rect.height, start: rows[0].1, end: rows[2].1, scale: scale)
        for j in 0..<3 {
            for i in 0..<3 {
                let src = PixelRect(x: cols[i].0, y: rows[j].0, width: cols[i].1, height: rows[j].1)
                let dst = CGRect(x: dx[i].0, y: dy[j].0, width: dx[i].1, height: dy[j].1)
                guard !src.isEmpty, dst.width > 0, dst.height > 0, let piece = image.cropped(to: src) else { continue }
                if slice.tiles && (i == 1 || j == 1) {
                    tile(piece, scale: scale, in: dst, alongX: i == 1, alongY: j == 1, filter: filter)
                } else {
                    draw(piece, in: dst, filter: filter)
                }
            }
        }
    }

    /// Repeats `piece` at its own size along the axes asked for (stretching along the
    /// other), from the top left; the last tile is the part of the piece that fits.
    private func tile(_ piece: Image, scale: CGFloat, in dst: CGRect, alongX: Bool, alongY: Bool, filter: ImageFilter) {
        let tw = alongX ? CGFloat(piece.width) / scale : dst.width
        let th = alongY ? CGFloat(piece.height) / scale : dst.height
        // A piece far smaller than the space would mean millions of draws: past 4096 tiles, stretch.
        guard tw > 0, th > 0, (dst.width / tw).rounded(.up) * (dst.height / th).rounded(.up) <= 4096 else {
            draw(piece, in: dst, filter: filter); return
        }
        var y = dst.minY
        while y < dst.maxY - 1e-6 {
            let h = min(th, dst.maxY - y)
            var x = dst.minX
            while x < dst.maxX - 1e-6 {
                let w = min(tw, dst.maxX - x)
                let pw = alongX ? max(1, min(piece.width, Int((w * scale).rounded()))) : piece.width
                let ph = alongY ? max(1, min(piece.height, Int((h * scale).rounded()))) : piece.height
                if let part = piece.cropped(to: PixelRect(x: 0, y: 0, width: pw, height: ph)) {
                    draw(part, in: CGRect(x: x, y: y, width: w, height: h), filter: filter)
                }
                x += w
            }
            y += h
        }
    }
}
