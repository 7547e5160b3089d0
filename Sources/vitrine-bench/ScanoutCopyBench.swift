import Foundation
import VitrineGraphics

/// The cost a DRM display adds after the frame is drawn: copying the damaged rectangles from
/// the cached shadow buffer into a scanout-sized buffer, straight or turned a quarter turn
/// (a panel mounted on its side whose plane cannot rotate).
@MainActor
enum ScanoutCopyBench {
    static func measure(width: Int, height: Int, fraction: Double, rotated: Bool, iterations: Int, budget: Double) -> BenchResult {
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
        let stats = FrameTimer.measure(warmup: max(5, count / 10), iterations: count, budget: budget) {
            if rotated {
                dst.copyRotated(region, from: src, quarterTurns: 1)
            } else {
                dst.copy(region, from: src)
            }
        }
        return BenchResult(name: rotated ? "scanout-copy-rotated" : "scanout-copy", width: width, height: height,
                           damage: fraction, damagePixels: box.area, stats: stats)
    }
}
