import Foundation
import XCTest
@testable import VitrineGraphics

/// The rotated copy a sideways-mounted panel needs moves every pixel exactly where a turn
/// puts it, and only inside the damage.
final class RotatedCopyTests: XCTestCase {
    private func numbered(_ w: Int, _ h: Int) -> PixelBuffer {
        let b = PixelBuffer(width: w, height: h, format: .xrgb8888)
        for y in 0..<h { for x in 0..<w { b[x, y] = 0xFF00_0000 | UInt32(y * 256 + x) } }
        return b
    }

    func testEachQuarterTurnMovesEveryPixelWhereTheTurnPutsIt() {
        let w = 7, h = 4
        let src = numbered(w, h)
        for turns in 0...3 {
            let dst = turns % 2 == 0 ? PixelBuffer(width: w, height: h, format: .xrgb8888) : PixelBuffer(width: h, width2: w)
            dst.copyRotated(Region(src.bounds), from: src, quarterTurns: turns)
            for y in 0..<h {
                for x in 0..<w {
                    // By hand: one clockwise turn sends (x, y) to (h-1-y, x); two to
                    // (w-1-x, h-1-y); three to (y, w-1-x).
                    let (dx, dy): (Int, Int)
                    switch turns {
                    case 1: (dx, dy) = (h - 1 - y, x)
                    case 2: (dx, dy) = (w - 1 - x, h - 1 - y)
                    case 3: (dx, dy) = (y, w - 1 - x)
                    default: (dx, dy) = (x, y)
                    }
                    XCTAssertEqual(dst[dx, dy], src[x, y], "turns \(turns), pixel (\(x), \(y))")
                }
            }
        }
    }

    func testOnlyTheDamageIsCopied() {
        let src = numbered(8, 6)
        let dst = PixelBuffer(width: 6, height: 8, format: .xrgb8888)
        dst.copyRotated(Region(PixelRect(x: 1, y: 1, width: 2, height: 2)), from: src, quarterTurns: 1)
        let written = (0..<8).flatMap { y in (0..<6).map { x in dst[x, y] } }.filter { $0 != 0 }.count
        XCTAssertEqual(written, 4)
        XCTAssertEqual(PixelBuffer.rotatedRect(PixelRect(x: 1, y: 1, width: 2, height: 2), sourceSize: PixelSize(width: 8, height: 6), quarterTurns: 1),
                       PixelRect(x: 3, y: 1, width: 2, height: 2))
    }
}

private extension PixelBuffer {
    convenience init(width: Int, width2 height: Int) { self.init(width: width, height: height, format: .xrgb8888) }
}
