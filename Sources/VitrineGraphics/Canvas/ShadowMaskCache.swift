import CPixman
import Foundation
import Synchronization

/// The shape a shadow is cast by: a layer's rounded rectangle, or its `shadowPath`.
public enum ShadowShape: Hashable, Sendable {
    case rounded(RoundedRect)
    case path(Path)
}

/// Blurred shadow masks (pixman `a8`), keyed by everything that decides their pixels: the
/// shape (moved to the origin), the linear part of the device transform, the sub-pixel
/// offset of the shape on the device grid (in quarter pixels) and the blur's device sigma.
/// A static shadow is blurred once and then costs one composite of its colour through the
/// cached mask; a view that moves by whole pixels keeps hitting the same entry.
final class ShadowMaskCache {
    struct Key: Hashable {
        let shape: ShadowShape
        let a: Int, b: Int, c: Int, d: Int      // transform, 1/1024 units
        let fracX: Int, fracY: Int             // device sub-pixel offset, 1/4 pixels
        let sigma: Int                         // device pixels, 1/64 units
    }

    /// A blurred mask and where its pixel (0, 0) lies relative to the device point the
    /// shape's origin maps to (rounded down to whole pixels).
    final class Mask {
        let image: OpaquePointer
        let offset: PixelPoint
        let width: Int, height: Int
        init(image: OpaquePointer, offset: PixelPoint, width: Int, height: Int) {
            self.image = image; self.offset = offset; self.width = width; self.height = height
        }
        deinit { pixman_image_unref(image) }
    }

    private var masks: ByteBudgetCache<Key, Mask>

    init(byteLimit: Int) { masks = ByteBudgetCache(byteLimit: byteLimit) }

    var byteCount: Int { masks.byteCount }
    var count: Int { masks.count }
    func purge() { masks.removeAll() }

    func value(for key: Key) -> Mask? {
        let m = masks.value(for: key)
        ShadowMaskStatistics.note(hit: m != nil)
        return m
    }

    func insert(_ mask: Mask, for key: Key) {
        masks.insert(mask, bytes: Int(pixman_image_get_stride(mask.image)) * mask.height, for: key)
    }
}

/// Process-wide counts of shadow-mask look-ups (the bands look up concurrently), for tests
/// and the benchmark: a static shadow is blurred once, then found.
package enum ShadowMaskStatistics {
    private static let counts = Mutex<(hits: Int, misses: Int)>((0, 0))

    static func note(hit: Bool) {
        counts.withLock { if hit { $0.hits += 1 } else { $0.misses += 1 } }
    }

    /// Look-ups that found a blurred mask, and those that had to blur one.
    package static var hits: Int { counts.withLock { $0.hits } }
    package static var misses: Int { counts.withLock { $0.misses } }

    package static func reset() { counts.withLock { $0 = (0, 0) } }

    /// Whether the part of a shadow an opaque background covers is skipped (on; the
    /// benchmark turns it off to measure what it saves).
    package static let skipsOccludedPixels = Atomic<Bool>(true)
}
