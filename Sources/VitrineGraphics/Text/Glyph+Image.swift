import Foundation

extension Glyph {
    /// A `width` × `height` image of the glyph in black (premultiplied: coverage becomes
    /// alpha), its pen position at `penX` and its baseline at `baselineY` pixels from the
    /// top; what falls outside is cut off. A symbol image is drawn from this (as a template,
    /// only its alpha matters).
    package func blackImage(width: Int, height: Int, penX: Int, baselineY: Int) -> Image {
        let out = PixelBuffer(width: max(1, width), height: max(1, height))
        out.fill(out.bounds, with: 0)
        if let maskPixels, self.width > 0, self.height > 0 {
            let stride = (self.width + 3) & ~3
            let x0 = penX + left, y0 = baselineY - top
            for gy in 0..<self.height {
                let y = y0 + gy
                guard y >= 0, y < out.height else { continue }
                let row = out.row(y)
                let src = maskPixels + gy * stride
                for gx in 0..<self.width {
                    let x = x0 + gx
                    guard x >= 0, x < out.width else { continue }
                    row[x] = UInt32(src[gx]) << 24
                }
            }
        }
        return Image(buffer: out)
    }
}
