import CPixman
import Foundation
import XCTest
@testable import VitrineGraphics

/// Issue 12, item 5: the turned copy into scanout memory takes pixman's quarter-turn fast path
/// and still puts every pixel exactly where a plain per-pixel turn puts it — all four turns,
/// XRGB8888 and RGB565 scanout, odd sizes, damage at the edges and corners.
final class ScanoutFastPathTests: XCTestCase {
    /// Pixels that differ in every channel from their neighbours.
    private func scrambled(_ w: Int, _ h: Int) -> PixelBuffer {
        let b = PixelBuffer(width: w, height: h, format: .xrgb8888)
        for y in 0..<h {
            for x in 0..<w {
                let seed: Int = (x &* 73_856_093) ^ (y &* 19_349_663) ^ 0x5BD1_E995
                var v = UInt32(truncatingIfNeeded: seed)
                v = (v ^ (v >> 13)) &* 0x85EB_CA6B
                b[x, y] = 0xFF00_0000 | (v & 0x00FF_FFFF)
            }
        }
        return b
    }

    /// Where a clockwise turn sends source pixel (x, y) of a w×h image (worked out by hand:
    /// one turn → (h-1-y, x); two → (w-1-x, h-1-y); three → (y, w-1-x)).
    private func turned(_ x: Int, _ y: Int, w: Int, h: Int, turns: Int) -> (Int, Int) {
        switch turns {
        case 1: return (h - 1 - y, x)
        case 2: return (w - 1 - x, h - 1 - y)
        case 3: return (y, w - 1 - x)
        default: return (x, y)
        }
    }

    /// pixman's x8r8g8b8 → r5g6b5 conversion keeps the top bits of each channel.
    private func rgb565(_ p: UInt32) -> UInt16 {
        let r: UInt32 = (p >> 8) & 0xF800
        let g: UInt32 = (p >> 5) & 0x07E0
        let b: UInt32 = (p >> 3) & 0x001F
        return UInt16(r | g | b)
    }

    private let sizes = [(37, 23), (1, 9), (13, 1), (2, 2), (64, 5)]

    /// Damage regions for a w×h source: whole, corners, one-pixel edge strips, and a mix.
    private func damages(_ w: Int, _ h: Int) -> [Region] {
        var out = [Region(PixelRect(x: 0, y: 0, width: w, height: h))]
        out.append(Region(PixelRect(x: 0, y: 0, width: 1, height: 1)))
        out.append(Region(PixelRect(x: w - 1, y: h - 1, width: 1, height: 1)))
        var edges = Region(PixelRect(x: 0, y: 0, width: w, height: 1))
        edges.formUnion(PixelRect(x: w - 1, y: 0, width: 1, height: h))
        edges.formUnion(PixelRect(x: 0, y: h - 1, width: (w + 1) / 2, height: 1))
        out.append(edges)
        var mix = Region(PixelRect(x: w / 3, y: h / 3, width: max(1, w / 3), height: max(1, h / 2)))
        mix.formUnion(PixelRect(x: 0, y: h / 2, width: max(1, w / 4), height: h - h / 2))
        out.append(mix)
        return out
    }

    func testQuarterTurnMatricesHaveExactUnitEntriesAndWholePixelTranslations() {
        // pixman sets FAST_PATH_ROTATE_90/270_TRANSFORM only for entries of exactly ±1 and
        // zero diagonals; whole-pixel translations keep every sample inside the source
        // (FAST_PATH_SAMPLES_COVER_CLIP_NEAREST).
        let one = pixman_fixed_t(1 << 16)
        for turns in [1, 3] {
            let m = PixelBuffer.quarterTurnTransform(turns: turns, sourceSize: PixelSize(width: 1081, height: 1921))
            XCTAssertEqual(m.matrix.0.0, 0)
            XCTAssertEqual(m.matrix.1.1, 0)
            XCTAssertEqual(m.matrix.0.1, turns == 1 ? one : -one)
            XCTAssertEqual(m.matrix.1.0, turns == 1 ? -one : one)
            XCTAssertEqual(m.matrix.0.2 % one, 0)
            XCTAssertEqual(m.matrix.1.2 % one, 0)
            XCTAssertTrue(m.matrix.2 == (0, 0, one))
        }
    }

    func testTurnedXRGBCopyEqualsAPlainPerPixelTurn() {
        for (w, h) in sizes {
            let src = scrambled(w, h)
            for turns in 0...3 {
                let (dw, dh) = turns % 2 == 0 ? (w, h) : (h, w)
                for damage in damages(w, h) {
                    let dst = PixelBuffer(width: dw, height: dh, format: .xrgb8888)
                    dst.fill(dst.bounds, with: 0xFF12_3456)
                    var expected = [UInt32](repeating: 0xFF12_3456, count: dw * dh)
                    for r in damage.rects {
                        for y in r.minY..<r.maxY {
                            for x in r.minX..<r.maxX {
                                let (tx, ty) = turned(x, y, w: w, h: h, turns: turns)
                                expected[ty * dw + tx] = src[x, y]
                            }
                        }
                    }
                    dst.copyRotated(damage, from: src, quarterTurns: turns)
                    var differing = 0
                    for y in 0..<dh { for x in 0..<dw where dst[x, y] != expected[y * dw + x] { differing += 1 } }
                    XCTAssertEqual(differing, 0, "\(w)x\(h), \(turns) turns, damage \(damage.rects)")
                }
            }
        }
    }

    func testTurnedRGB565ScanoutCopyEqualsAPlainPerPixelTurn() {
        for (w, h) in sizes {
            let src = scrambled(w, h)
            for turns in 0...3 {
                let (dw, dh) = turns % 2 == 0 ? (w, h) : (h, w)
                // Rows padded past the width (a driver's pitch), a multiple of 4 bytes.
                let stride = (dw * 2 + 3) / 4 * 4 + 4
                let rowPixels = stride / 2
                for damage in damages(w, h) {
                    var memory = [UInt16](repeating: 0xA5A5, count: rowPixels * dh)
                    var expected = memory
                    for r in damage.rects {
                        for y in r.minY..<r.maxY {
                            for x in r.minX..<r.maxX {
                                let (tx, ty) = turned(x, y, w: w, h: h, turns: turns)
                                expected[ty * rowPixels + tx] = rgb565(src[x, y])
                            }
                        }
                    }
                    memory.withUnsafeMutableBytes { raw in
                        guard let base = raw.baseAddress else { return }
                        src.copy(damage, toScanout: base, size: PixelSize(width: dw, height: dh), stride: stride,
                                 format: .rgb565, quarterTurns: turns)
                    }
                    let differing = zip(memory, expected).filter { $0 != $1 }.count
                    XCTAssertEqual(differing, 0, "\(w)x\(h), \(turns) turns, damage \(damage.rects)")
                }
            }
        }
    }
}
