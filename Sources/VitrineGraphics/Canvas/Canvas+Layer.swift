import CPixman
import Foundation

/// What `endLayer()` needs to put a finished layer back.
struct LayerRecord {
    let parentTarget: PixelBuffer
    let parentState: Canvas.State
    let parentStack: [Canvas.State]
    /// The layer's place in the parent's device pixels.
    let rect: PixelRect
    let alpha: CGFloat
    /// The clip shape in the parent's device coordinates, if any.
    let shape: [CGPoint]?
    let buffer: PixelBuffer?
}

extension Canvas {
    /// Starts drawing into an offscreen layer covering `bounds` (user space). Everything drawn
    /// until the matching `endLayer()` is composited back as one group with `alpha` (group
    /// opacity, as Core Animation's `allowsGroupOpacity`) and, if given, clipped to `clipShape`
    /// with antialiased edges (as `masksToBounds` with a `cornerRadius`). Mirrors
    /// `CGContext.beginTransparencyLayer(in:auxiliaryInfo:)`.
    public func beginLayer(bounds: CGRect, alpha: CGFloat = 1, clipShape: RoundedRect? = nil) {
        let shape = clipShape.map { $0.polygon(transform: state.transform) }
        beginLayer(localRect: PixelRect(covering: bounds.applying(state.transform)), alpha: alpha, shape: shape)
    }

    /// Starts a layer covering `rect` in the pixels of the canvas's root buffer (what a
    /// compositor's damage and view boxes are measured in), whatever layers are open.
    public func beginLayer(rootRect: PixelRect, alpha: CGFloat = 1, clipShape: RoundedRect? = nil) {
        let local = PixelRect(x: rootRect.x - origin.x, y: rootRect.y - origin.y, width: rootRect.width, height: rootRect.height)
        beginLayer(localRect: local, alpha: alpha, shape: clipShape.map { $0.polygon(transform: state.transform) })
    }

    private func beginLayer(localRect: PixelRect, alpha: CGFloat, shape: [CGPoint]?) {
        if let recorder {
            // Recording: no buffer yet; later drawing stays in root coordinates.
            let rect = localRect.intersection(deviceClipBounds)
            recorder.append(.beginLayer(rect, clamp01(alpha), shape), state)
            recordedLayers.append((state, stack))
            stack = []
            state.alpha = 1
            if rect.isEmpty { state.clip = Region() }
            return
        }
        openLayer(rect: localRect, alpha: alpha, shape: shape)
    }

    /// Opens a layer over `wanted` (current target pixels) with a clip polygon in the same
    /// coordinates.
    func openLayer(rect wanted: PixelRect, alpha: CGFloat, shape: [CGPoint]?) {
        let t = state.transform
        let rect = wanted.intersection(deviceClipBounds)
        let buffer = rect.isEmpty ? nil : cache.layers.take(width: rect.width, height: rect.height)
        layers.append(LayerRecord(parentTarget: target, parentState: state, parentStack: stack,
                                  rect: rect, alpha: clamp01(alpha) * state.alpha, shape: shape, buffer: buffer))
        stack = []
        state = State(transform: t.concatenating(CGAffineTransform(translationX: CGFloat(-rect.x), y: CGFloat(-rect.y))),
                      alpha: 1, clip: buffer == nil ? Region() : nil, snapsImages: state.snapsImages)
        if let buffer { target = buffer } else { state.clip = Region() }
        origin = PixelPoint(x: origin.x + rect.x, y: origin.y + rect.y)
        invalidateAppliedClip()
    }

    /// Composites the innermost open layer back into its parent and resumes drawing there.
    /// Mirrors `CGContext.endTransparencyLayer()`.
    public func endLayer() {
        if let recorder {
            guard let (s, st) = recordedLayers.popLast() else { return }
            recorder.append(.endLayer, state)
            state = s
            stack = st
            return
        }
        guard let rec = layers.popLast() else { return }
        pixman_image_set_clip_region32(target.image, nil)
        target = rec.parentTarget
        origin = PixelPoint(x: origin.x - rec.rect.x, y: origin.y - rec.rect.y)
        state = rec.parentState
        stack = rec.parentStack
        invalidateAppliedClip()
        guard let buffer = rec.buffer else { return }
        defer { cache.layers.give(buffer) }
        guard rec.alpha > 0 else { return }

        var maskImage: OpaquePointer? = nil
        var coverage: CoverageMask? = nil
        if let shape = rec.shape, let m = CoverageMask(rect: rec.rect) {
            m.add(convex: shape)
            m.multiply(by: rec.alpha)
            maskImage = m.image
            coverage = consume m
        } else if rec.alpha < 1 {
            var c = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16((rec.alpha * 65535).rounded()))
            maskImage = pixman_image_create_solid_fill(&c)
        }
        applyClip()
        pixman_image_composite32(PIXMAN_OP_OVER, buffer.image, maskImage, target.image, 0, 0, 0, 0,
                                 Int32(rec.rect.x), Int32(rec.rect.y), Int32(rec.rect.width), Int32(rec.rect.height))
        if coverage == nil, let maskImage { pixman_image_unref(maskImage) }
        _ = coverage
    }

    /// The number of layers open now.
    public var layerDepth: Int { recorder == nil ? layers.count : recordedLayers.count }
}

/// Reuses offscreen layer buffers between frames (cleared on reuse). The buffers waiting in
/// the pool count against its byte budget; past it the longest unused go first, and a buffer
/// bigger than the whole budget is not kept.
final class LayerPool {
    /// In order of return: the first is the longest unused.
    private var free: [PixelBuffer] = []
    private(set) var byteCount = 0
    let byteLimit: Int

    init(byteLimit: Int) { self.byteLimit = max(0, byteLimit) }

    /// Buffers waiting in the pool.
    var count: Int { free.count }

    private static func cost(_ b: PixelBuffer) -> Int { b.stride * b.height + cacheEntryOverhead }

    func take(width: Int, height: Int) -> PixelBuffer {
        if let i = free.lastIndex(where: { $0.width == width && $0.height == height }) {
            let b = free.remove(at: i)
            byteCount -= Self.cost(b)
            b.fill(b.bounds, with: 0)
            return b
        }
        return PixelBuffer(width: width, height: height)
    }

    func purge() {
        free.removeAll()
        byteCount = 0
    }

    func give(_ buffer: PixelBuffer) {
        let cost = Self.cost(buffer)
        guard cost <= byteLimit else { return }
        while byteCount + cost > byteLimit, !free.isEmpty {
            byteCount -= Self.cost(free.removeFirst())
        }
        free.append(buffer)
        byteCount += cost
    }
}
