import CPixman
import Foundation

/// The pixel layout of a scanout buffer the compositor's XRGB8888 frames are copied into.
public enum ScanoutFormat: Sendable, CustomStringConvertible {
    /// 32 bits, `0x00RRGGBB` (DRM's XRGB8888, most framebuffers).
    case xrgb8888
    /// 16 bits, 5-6-5 (common on small SPI and parallel panels).
    case rgb565

    var pixman: pixman_format_code_t { self == .xrgb8888 ? PIXMAN_x8r8g8b8 : PIXMAN_r5g6b5 }
    public var bytesPerPixel: Int { self == .xrgb8888 ? 4 : 2 }
    public var description: String { self == .xrgb8888 ? "XRGB8888" : "RGB565" }
}

extension PixelBuffer {
    /// Copies `region` (in this buffer's pixels) into scanout memory of `format`, turned
    /// `quarterTurns` clockwise; pixman converts the format. The memory is only written.
    public func copy(_ region: Region, toScanout memory: UnsafeMutableRawPointer, size: PixelSize, stride: Int,
                     format: ScanoutFormat, quarterTurns: Int) {
        if format == .xrgb8888 {
            PixelBuffer(wrapping: memory, width: size.width, height: size.height, stride: stride, format: .xrgb8888)
                .copyRotated(region, from: self, quarterTurns: quarterTurns)
            return
        }
        // Other formats: through a pixman image over the memory, with the same turn.
        guard let dst = pixman_image_create_bits_no_clear(format.pixman, Int32(size.width), Int32(size.height),
                                                          memory.assumingMemoryBound(to: UInt32.self), Int32(stride)) else { return }
        defer { pixman_image_unref(dst) }
        let turns = ((quarterTurns % 4) + 4) % 4
        if turns == 0 {
            for r in region.rects {
                pixman_image_composite32(PIXMAN_OP_SRC, image, nil, dst, Int32(r.x), Int32(r.y), 0, 0,
                                         Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
            }
            return
        }
        // Convert each rectangle into a 16-bit staging image of its own size (pixman's
        // x8r8g8b8 → r5g6b5 fast path), then turn that into the scanout memory with pixman's
        // r5g6b5 quarter-turn fast path: the turn moves half the bytes and nothing is allocated
        // at the scanout size. (A half turn runs pixman's general nearest path.)
        let sourceBounds = bounds
        let rects = region.rects.map { $0.intersection(sourceBounds) }.filter { !$0.isEmpty }
        guard let largest = rects.map({ $0.area }).max() else { return }
        let rowWords = { (w: Int) in (w * 2 + 3) / 4 }
        let capacity = rects.map { rowWords($0.width) * $0.height }.max() ?? largest
        let staging = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        defer { staging.deallocate() }
        let outBounds = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        for r in rects {
            let stageStride = rowWords(r.width) * 4
            guard let stage = pixman_image_create_bits_no_clear(PIXMAN_r5g6b5, Int32(r.width), Int32(r.height), staging,
                                                                Int32(stageStride)) else { continue }
            defer { pixman_image_unref(stage) }
            pixman_image_composite32(PIXMAN_OP_SRC, image, nil, stage, Int32(r.x), Int32(r.y), 0, 0, 0, 0,
                                     Int32(r.width), Int32(r.height))
            // The staging image is the rectangle alone: turn it as a `r.size` image and place
            // the result where the rectangle lands on the panel.
            let landed = PixelBuffer.rotatedRect(r, sourceSize: PixelSize(width: width, height: height), quarterTurns: turns)
            let local = PixelBuffer.rotatedRect(PixelRect(x: 0, y: 0, width: r.width, height: r.height),
                                                sourceSize: PixelSize(width: r.width, height: r.height), quarterTurns: turns)
            var m = PixelBuffer.quarterTurnTransform(turns: turns, sourceSize: PixelSize(width: r.width, height: r.height))
            pixman_image_set_transform(stage, &m)
            pixman_image_set_filter(stage, PIXMAN_FILTER_NEAREST, nil, 0)
            let d = landed.intersection(outBounds)
            guard !d.isEmpty else { continue }
            pixman_image_composite32(PIXMAN_OP_SRC, stage, nil, dst, Int32(local.x + d.x - landed.x), Int32(local.y + d.y - landed.y),
                                     0, 0, Int32(d.x), Int32(d.y), Int32(d.width), Int32(d.height))
        }
    }
}
