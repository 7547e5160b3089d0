import Foundation
import Synchronization

/// An immutable bitmap with premultiplied alpha, the pixels behind `UIImage`.
public final class Image: Sendable {
    // The buffer is written only while the image is built; after `init` it is read-only, so
    // sharing it between threads is safe.
    package let buffer: PixelBuffer
    /// What the pixels are, for caches: two images with the same key have the same pixels.
    package let contentKey: ImageContentKey

    /// Wraps finished pixels. The buffer must not be written to afterwards.
    public convenience init(buffer: PixelBuffer) {
        self.init(buffer: buffer, contentKey: .new())
    }

    /// Wraps pixels derived from other content (a tinted copy, say) under `contentKey`.
    package init(buffer: PixelBuffer, contentKey: ImageContentKey) {
        self.buffer = buffer
        self.contentKey = contentKey
    }

    public var width: Int { buffer.width }
    public var height: Int { buffer.height }
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// Builds an image by calling `pixel(x, y)` for every pixel, which returns a
    /// straight-alpha colour.
    public convenience init(width: Int, height: Int, pixel: (Int, Int) -> Color) {
        let b = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let row = b.row(y)
            for x in 0..<width { row[x] = pixel(x, y).premultipliedARGB }
        }
        self.init(buffer: b)
    }

    /// A visible stand-in for an image that could not be loaded: a grey square with a
    /// magenta cross, the size asked for.
    public static func placeholder(width: Int = 32, height: Int = 32) -> Image {
        let w = max(1, width), h = max(1, height)
        return Image(width: w, height: h) { x, y in
            let onBorder = x == 0 || y == 0 || x == w - 1 || y == h - 1
            let fx = CGFloat(x) / CGFloat(max(1, w - 1)), fy = CGFloat(y) / CGFloat(max(1, h - 1))
            let onCross = abs(fx - fy) < 1.5 / CGFloat(max(w, h)) || abs(fx - (1 - fy)) < 1.5 / CGFloat(max(w, h))
            if onBorder || onCross { return Color(red: 0.85, green: 0.1, blue: 0.6) }
            return Color(red: 0.6, green: 0.6, blue: 0.6)
        }
    }
}

/// Names an image's pixels for the caches that keep work derived from them (scaled copies),
/// so that they can key by content without keeping the image alive: a fresh image gets a
/// number never used before (an object's address would be reused once it is freed); a copy
/// derived from another in a repeatable way (a template tinted in a colour) is named after
/// its source and the operation, so deriving it again gives the same name.
package enum ImageContentKey: Hashable, Sendable {
    /// Pixels made or decoded once.
    case unique(UInt64)
    /// `source`'s shape filled with the premultiplied 16-bit-per-channel colour `color`.
    indirect case tinted(source: ImageContentKey, color: UInt64)
    /// The part of `source` at `rect` (x, y, width, height, 16 bits each): a nine-slice piece.
    indirect case cropped(source: ImageContentKey, rect: UInt64)

    private static let counter = Atomic<UInt64>(0)

    /// A key no other image has.
    static func new() -> ImageContentKey {
        .unique(counter.add(1, ordering: .relaxed).newValue)
    }
}

/// How an image is sampled when drawn at another size or under a transform.
public enum ImageFilter: Sendable {
    /// The nearest source pixel (crisp, blocky when enlarged).
    case nearest
    /// Bilinear interpolation (smooth).
    case bilinear
}
