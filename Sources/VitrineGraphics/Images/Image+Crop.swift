import CPixman
import Foundation

extension Image {
    /// The pixels inside `rect` (clamped to the image) as an image of their own, named after
    /// this image and the rectangle so that caches keyed by content (the canvas's scaled
    /// copies) find it again. `nil` when nothing is left.
    package func cropped(to rect: PixelRect) -> Image? {
        let r = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return nil }
        if r.x == 0, r.y == 0, r.width == width, r.height == height { return self }
        let out = PixelBuffer(width: r.width, height: r.height)
        for y in 0..<r.height {
            let src = buffer.row(r.y + y), dst = out.row(y)
            for x in 0..<r.width { dst[x] = src[r.x + x] }
        }
        let packed = UInt64(r.x) << 48 | UInt64(r.y) << 32 | UInt64(r.width) << 16 | UInt64(r.height)
        return Image(buffer: out, contentKey: .cropped(source: contentKey, rect: packed))
    }
}
