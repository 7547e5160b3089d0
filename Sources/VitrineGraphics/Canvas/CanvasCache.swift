import CPixman
import Foundation

/// Resources a compositor keeps between frames so that each frame's canvas reuses them:
/// offscreen layer buffers, the antialiased corner masks of rounded rectangles and images
/// pre-scaled to the size they are drawn at.
///
/// Every byte kept is counted against a budget, one per kind (`Budget`); past it the least
/// recently used entries go. The cache keeps no source image alive: scaled copies are keyed by
/// the image's content (`Image.contentKey`), not by the image object.
public final class CanvasCache {
    /// The most each kind of cached resource may take, in bytes (pixels plus a small
    /// per-entry overhead). A compositor has one cache per render band, so its total is the
    /// number of bands times this.
    public struct Budget: Sendable, Equatable {
        /// Pre-scaled copies of images.
        public var scaledImages: Int
        /// Layer buffers waiting in the pool for the next frame.
        public var layers: Int
        /// Corner masks of rounded rectangles.
        public var cornerMasks: Int
        /// Blurred shadow masks (Canvas+Shadow.swift).
        public var shadowMasks: Int = 4 << 20

        /// The default: 16 MiB of scaled images, 16 MiB of pooled layers (two full 1920×1080
        /// layers), 1 MiB of corner masks.
        public init(scaledImages: Int = 16 << 20, layers: Int = 16 << 20, cornerMasks: Int = 1 << 20) {
            self.scaledImages = scaledImages
            self.layers = layers
            self.cornerMasks = cornerMasks
        }

        /// All kinds together.
        public var total: Int { scaledImages + layers + cornerMasks + shadowMasks }
    }

    package let budget: Budget
    let layers: LayerPool
    let corners: CornerMaskCache
    let scaledImages: ScaledImageCache
    let shadows: ShadowMaskCache
    /// Coverage glyphs in pixman's glyph cache for batched text (its own 4 MiB budget).
    let glyphs = GlyphBatchCache(byteLimit: 4 << 20)

    /// A cache that keeps at most `budget`.
    public init(budget: Budget) {
        self.budget = budget
        layers = LayerPool(byteLimit: budget.layers)
        corners = CornerMaskCache(byteLimit: budget.cornerMasks)
        scaledImages = ScaledImageCache(byteLimit: budget.scaledImages)
        shadows = ShadowMaskCache(byteLimit: budget.shadowMasks)
    }

    /// A cache with the default budget.
    public convenience init() { self.init(budget: Budget()) }

    /// Every byte the cache keeps now.
    package var byteCount: Int { layers.byteCount + corners.byteCount + scaledImages.byteCount + shadows.byteCount }

    /// The number of things the cache keeps now (layer buffers, masks, scaled copies).
    package var entryCount: Int { layers.count + corners.count + scaledImages.count + shadows.count }

    /// Whether a copy of `image` scaled to `width`×`height` is cached (either filter).
    package func hasScaledCopy(of image: Image, width: Int, height: Int) -> Bool {
        scaledImages.contains(image, width: width, height: height)
    }

    /// Drops everything cached (memory pressure).
    public func purge() {
        layers.purge()
        corners.purge()
        scaledImages.purge()
        shadows.purge()
        glyphs.purge()
    }
}

/// Images resampled to the device size they are drawn at. A UI draws the same image at the
/// same size frame after frame; resampling once and then blending an unscaled copy is several
/// times cheaper than pixman's per-frame transformed bilinear path, and gives the same pixels.
/// Keyed by the image's content, so a new image object with the same pixels (a template
/// re-tinted in the same colour) finds the old copy, and a freed image is not kept alive.
final class ScaledImageCache {
    struct Key: Hashable {
        let content: ImageContentKey
        let width: Int
        let height: Int
        let nearest: Bool
    }
    private var store: ByteBudgetCache<Key, PixelBuffer>

    init(byteLimit: Int) { store = ByteBudgetCache(byteLimit: byteLimit) }

    var byteCount: Int { store.byteCount }
    var count: Int { store.count }

    func purge() { store.removeAll() }

    func contains(_ image: Image, width: Int, height: Int) -> Bool {
        [true, false].contains { store.contains(Key(content: image.contentKey, width: width, height: height, nearest: $0)) }
    }

    func scaled(_ image: Image, width: Int, height: Int, filter: ImageFilter, make: () -> PixelBuffer) -> PixelBuffer {
        let key = Key(content: image.contentKey, width: width, height: height, nearest: filter == .nearest)
        if let hit = store.value(for: key) { return hit }
        let buffer = make()
        store.insert(buffer, bytes: buffer.stride * buffer.height, for: key)
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

    /// A mask, owning one reference to its pixman image (the cache's, or the caller's while
    /// it draws with a mask the budget had no room for).
    final class Mask {
        let image: OpaquePointer
        init(_ image: OpaquePointer) { self.image = image }
        deinit { pixman_image_unref(image) }
    }

    private var masks: ByteBudgetCache<Key, Mask>

    init(byteLimit: Int) { masks = ByteBudgetCache(byteLimit: byteLimit) }

    var byteCount: Int { masks.byteCount }
    var count: Int { masks.count }

    func purge() { masks.removeAll() }

    /// The mask for `corner` of a rounded rect with device radius `radius`, over a square box
    /// of `size` pixels at that corner; with `border` > 0, only the ring of that width.
    func mask(corner: Int, radius: CGFloat, border: CGFloat, size: Int) -> Mask? {
        let key = Key(corner: corner, radius: Int((radius * 64).rounded()), border: Int((border * 64).rounded()), size: size)
        if let m = masks.value(for: key) { return m }
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
        let kept = Mask(image)
        let bytes = Int(pixman_image_get_stride(image)) * Int(pixman_image_get_height(image))
        masks.insert(kept, bytes: bytes, for: key)
        return kept
    }
}
