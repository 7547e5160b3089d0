import Foundation
import VitrineGraphics

/// Whether a sequence of frames is only a cross-fade: every channel of every pixel of every
/// frame lies between its values in the first and the last frame (nothing moved, the old
/// picture only dissolved into the new one). A slide or a turn puts content where neither end
/// has it, and fails.
public enum CrossFadeCheck {
    /// The worst place a frame leaves the range of its ends.
    public struct Deviation: Equatable, Sendable, CustomStringConvertible {
        /// How far outside the range, in 8-bit levels (0: every value within it).
        public var levels: Int
        /// The frame's index in the sequence, and the pixel.
        public var frame: Int, x: Int, y: Int

        public var description: String { "\(levels) levels outside the cross-fade's range at (\(x), \(y)) in frame \(frame)" }
    }

    /// The largest distance, over every frame, pixel and colour channel (R, G, B; the X byte of
    /// XRGB is not shown, so not compared), between a value and the range its pixel spans from
    /// the first frame to the last. Frames of another size than the first count as 255.
    public static func worstDeviation(_ frames: [PixelBuffer]) -> Deviation {
        var worst = Deviation(levels: 0, frame: 0, x: 0, y: 0)
        guard let first = frames.first, let last = frames.last else { return worst }
        let w = first.width, h = first.height
        guard last.width == w, last.height == h else { return Deviation(levels: 255, frame: frames.count - 1, x: 0, y: 0) }
        for (index, frame) in frames.enumerated() {
            guard frame.width == w, frame.height == h else { return Deviation(levels: 255, frame: index, x: 0, y: 0) }
            for y in 0..<h {
                let a = first.row(y), b = last.row(y), f = frame.row(y)
                for x in 0..<w {
                    let pa = a[x], pb = b[x], pf = f[x]
                    if pf & 0x00FF_FFFF == pa & 0x00FF_FFFF || pf & 0x00FF_FFFF == pb & 0x00FF_FFFF { continue }
                    for shift in stride(from: 0, through: 16, by: 8) {
                        let va = Int((pa >> UInt32(shift)) & 0xFF), vb = Int((pb >> UInt32(shift)) & 0xFF), vf = Int((pf >> UInt32(shift)) & 0xFF)
                        let outside = max(min(va, vb) - vf, vf - max(va, vb), 0)
                        if outside > worst.levels { worst = Deviation(levels: outside, frame: index, x: x, y: y) }
                    }
                }
            }
        }
        return worst
    }
}
