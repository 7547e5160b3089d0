import Foundation

/// A deterministic photo-like picture (sky gradient, sun, layered hills with texture, fine
/// noise) for JPEG tests, the benchmark and the demo: smooth areas, hard edges and
/// high-frequency detail, as a photograph has, from no file.
package enum SyntheticPhoto {
    /// The picture at `width`×`height` (opaque).
    package static func make(width: Int, height: Int) -> PixelBuffer {
        let b = PixelBuffer(width: width, height: height)
        let w = Double(width), h = Double(height)
        for y in 0..<height {
            let row = b.row(y)
            let fy = Double(y) / h
            for x in 0..<width {
                let fx = Double(x) / w
                // Sky: deep blue at the top to a warm haze at the horizon.
                var r = 40 + 180 * fy, g = 90 + 120 * fy, bl = 200 - 40 * fy
                // Sun with a soft halo.
                let dx = (fx - 0.72) * w / h, dy = fy - 0.28
                let d = (dx * dx + dy * dy).squareRoot()
                if d < 0.07 { r = 255; g = 236; bl = 180 } else {
                    let glow = max(0, 1 - (d - 0.07) / 0.25)
                    r += (255 - r) * glow * 0.6; g += (220 - g) * glow * 0.5; bl += (170 - bl) * glow * 0.3
                }
                // Three ranges of hills, nearer ones darker and more textured.
                for layer in 0..<3 {
                    let l = Double(layer)
                    let ridge = 0.45 + 0.12 * l + 0.06 * sin(fx * (5 + 3 * l) + l * 1.7) + 0.025 * sin(fx * (23 + 11 * l) + l)
                    if fy > ridge {
                        let depth = fy - ridge
                        let tex = sin(Double(x) * 0.9 + Double(y) * 0.35 + l) * sin(Double(y) * 0.6 - Double(x) * 0.2) * (6 + 8 * l)
                        r = 60 - 18 * l + 50 * depth + tex
                        g = 110 - 22 * l + 30 * depth + tex * 1.2
                        bl = 70 - 15 * l + 20 * depth + tex * 0.6
                    }
                }
                // Sensor-like noise from a hash of the position.
                var hsh = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663)
                hsh = (hsh ^ (hsh >> 13)) &* 0x5bd1_e995
                let n = Double(Int(hsh >> 24) % 13) - 6
                func c(_ v: Double) -> UInt32 { UInt32(min(255, max(0, (v + n).rounded()))) }
                row[x] = 0xFF00_0000 | c(r) << 16 | c(g) << 8 | c(bl)
            }
        }
        return b
    }
}
