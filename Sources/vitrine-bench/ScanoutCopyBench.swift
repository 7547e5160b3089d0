import CVitrineBenchReference
import Foundation
import VitrineGraphics

/// The cost a DRM display adds after the frame is drawn: copying the damaged rectangles from
/// the cached shadow buffer into a scanout-sized buffer, straight or turned a quarter turn
/// (a panel mounted on its side whose plane cannot rotate).
///
/// Turned copies are timed side by side (alternating) with pixman's own exact quarter-turn
/// blit of the same rectangle called from C (`ratio_to_pixman`): x8r8g8b8 → x8r8g8b8 for the
/// XRGB8888 figure; for RGB565 scanout (the `-rgb565` figure, which also converts the format)
/// the reference is pixman's r5g6b5 → r5g6b5 quarter turn, the floor of that copy.
@MainActor
enum ScanoutCopyBench {
    static func measure(width: Int, height: Int, fraction: Double, rotated: Bool, format: ScanoutFormat = .xrgb8888,
                        iterations: Int, budget: Double) -> BenchResult {
        // The interface's buffer (turned size when rotated) and the scanout-sized target.
        let src = rotated ? PixelBuffer(width: height, height: width, format: .xrgb8888)
                          : PixelBuffer(width: width, height: height, format: .xrgb8888)
        src.fill(src.bounds, with: 0xFF20_3048)
        let dst = PixelBuffer(width: width, height: height, format: .xrgb8888)
        let side = fraction.squareRoot()
        let bw = Int((Double(src.width) * side).rounded()), bh = Int((Double(src.height) * side).rounded())
        let box = PixelRect(x: (src.width - bw) / 2, y: (src.height - bh) / 2, width: bw, height: bh)
        let region = Region(box)
        let count = fraction >= 0.5 ? iterations : iterations * 5
        let warmup = max(5, count / 10)
        let name = (rotated ? "scanout-copy-rotated" : "scanout-copy") + (format == .rgb565 ? "-rgb565" : "")
        guard rotated else {
            let stats = FrameTimer.measure(warmup: warmup, iterations: count, budget: budget) {
                if format == .rgb565 {
                    src.copy(region, toScanout: UnsafeMutableRawPointer(dst.pixels), size: PixelSize(width: width, height: height),
                             stride: width * 2, format: .rgb565, quarterTurns: 0)
                } else {
                    dst.copy(region, from: src)
                }
            }
            return BenchResult(name: name, width: width, height: height, damage: fraction, damagePixels: box.area, stats: stats)
        }
        // pixman's own blit works on buffers of the scanout format on both sides.
        let bits: Int32 = format == .rgb565 ? 16 : 32
        let refSource = PixelBuffer(width: src.width, height: src.height, format: .xrgb8888)
        refSource.fill(refSource.bounds, with: 0xFF20_3048)
        let refStride = Int32(format == .rgb565 ? src.width * 2 : src.stride)
        let refDest = PixelBuffer(width: width, height: height, format: .xrgb8888)
        let dstStride = Int32(format == .rgb565 ? width * 2 : dst.stride)
        let stats = FrameTimer.alternate(warmup: warmup, iterations: count, budget: budget, [
            {
                if format == .rgb565 {
                    src.copy(region, toScanout: UnsafeMutableRawPointer(dst.pixels), size: PixelSize(width: width, height: height),
                             stride: width * 2, format: .rgb565, quarterTurns: 1)
                } else {
                    dst.copyRotated(region, from: src, quarterTurns: 1)
                }
            },
            {
                vbr_rotate_blit(refDest.pixels, dstStride, refSource.pixels, Int32(src.width), Int32(src.height), refStride,
                                bits, 1, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
            },
        ])
        var r = BenchResult(name: name, width: width, height: height, damage: fraction, damagePixels: box.area, stats: stats[0])
        r.ratios["ratio_to_pixman"] = stats[0].medianMs / stats[1].medianMs
        r.ratios["pixman_median_ms"] = stats[1].medianMs
        return r
    }
}
