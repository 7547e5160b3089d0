import CPixman
import Foundation

/// Resources a compositor keeps between frames so that each frame's canvas reuses them:
/// offscreen layer buffers and the antialiased corner masks of rounded rectangles.
public final class CanvasCache {
    let layers = LayerPool()
    let corners = CornerMaskCache()
    let scaledImages = ScaledImageCache()

    public init() {}

    /// Drops everything cached (memory pressure).
    public func purge() {
        layers.purge()
        corners.purge()
        scaledImages.purge()
    }
}

/// Images resampled to the device size they are drawn at. A UI draws the same image at the
/// same size frame after frame; resampling once and then blending an unscaled copy is several
/// times cheaper than pixman's per-frame transformed bilinear path, and gives the same pixels.
final class ScaledImageCache {
    struct Key: Hashable {
        let image: ObjectIdentifier
        let width: Int
        let height: Int
        let nearest: Bool
    }
    private struct Entry {
        let image: Image          // keeps the identity valid while cached
        let scaled: PixelBuffer
        var lastUse: Int
    }
    private var entries: [Key: Entry] = [:]
    private var bytes = 0
    private var clock = 0
    /// The most memory the cache holds before it drops its least recently used entries.
    let byteLimit = 48 << 20

    func purge() {
        entries.removeAll()
        bytes = 0
    }

    func scaled(_ image: Image, width: Int, height: Int, filter: ImageFilter, make: () -> PixelBuffer) -> PixelBuffer {
        clock += 1
        let key = Key(image: ObjectIdentifier(image), width: width, height: height, nearest: filter == .nearest)
        if var e = entries[key], e.image === image {
            e.lastUse = clock
            entries[key] = e
            return e.scaled
        }
        let buffer = make()
        let size = width * height * 4
        while bytes + size > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.scaled.width * oldest.value.scaled.height * 4
            entries.removeValue(forKey: oldest.key)
        }
        if size <= byteLimit {
            entries[key] = Entry(image: image, scaled: buffer, lastUse: clock)
            bytes += size
        }
        return buffer
    }
}

/// Antialiased coverage masks for one corner of a rounded rectangle (filled, or a border
/// ring), by corner, device radius and border width. In a UI the same few radii recur on
/// every frame, so each mask is rasterised once.
final class CornerMaskCache {
    struct Key: Hashable {
        var corner: Int          // 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left
        var radius: Int          // device pixels, 1/64 units
        var border: Int          // device pixels, 1/64 units; 0 = filled
        var size: Int            // box side in pixels
    }

    private var masks: [Key: OpaquePointer] = [:]
    private let limit = 256

    deinit { purge() }

    func purge() {
        for m in masks.values { pixman_image_unref(m) }
        masks.removeAll()
    }

    /// The mask for `corner` of a rounded rect with device radius `radius`, over a square box
    /// of `size` pixels at that corner; with `border` > 0, only the ring of that width.
    func mask(corner: Int, radius: CGFloat, border: CGFloat, size: Int) -> OpaquePointer? {
        let key = Key(corner: corner, radius: Int((radius * 64).rounded()), border: Int((border * 64).rounded()), size: size)
        if let m = masks[key] { return m }
        if masks.count >= limit { purge() }
        // A rounded rect big enough that only this corner's curve falls in the box.
        let side = CGFloat(size * 2 + 2)
        let box = CGRect(x: 0, y: 0, width: CGFloat(size), height: CGFloat(size))
        let origin: CGPoint
        var radii = CornerRadii.zero
        switch corner {
        case 0: origin = .zero; radii.topLeft = radius
        case 1: origin = CGPoint(x: box.maxX - side, y: 0); radii.topRight = radius
        case 2: origin = CGPoint(x: box.maxX - side, y: box.maxY - side); radii.bottomRight = radius
        default: origin = CGPoint(x: 0, y: box.maxY - side); radii.bottomLeft = radius
        }
        let shape = RoundedRect(rect: CGRect(origin: origin, size: CGSize(width: side, height: side)), radii: radii)
        guard let mask = CoverageMask(rect: PixelRect(x: 0, y: 0, width: size, height: size)) else { return nil }
        mask.add(convex: shape.polygon())
        if border > 0, let hole = CoverageMask(rect: mask.rect) {
            hole.add(convex: shape.inset(by: border).polygon())
            mask.subtract(hole)
        }
        let image = mask.image
        pixman_image_ref(image)
        masks[key] = image
        return image
    }
}
