import Foundation
import XCTest
@testable import VitrineGraphics

/// PNG encoding and decoding with libpng: round trips, and corrupt input that must throw
/// `ImageCodecError` rather than crash.
final class PNGCodecTests: XCTestCase {
    /// A fresh temporary file path, removed at the end of the test.
    private func temporaryPath(_ suffix: String) -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitrine-png-\(UUID().uuidString)\(suffix)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// An opaque gradient with every pixel different.
    private func gradient(width: Int, height: Int) -> PixelBuffer {
        let b = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                b[x, y] = 0xFF00_0000 | UInt32(x * 255 / max(1, width - 1)) << 16
                    | UInt32(y * 255 / max(1, height - 1)) << 8 | UInt32((x * 7 + y * 13) & 0xFF)
            }
        }
        return b
    }

    /// Deterministic pseudo-random bytes.
    private func garbage(count: Int, seed: UInt32) -> [UInt8] {
        var s = seed
        return (0..<count).map { _ in
            s = s &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: s >> 24)
        }
    }

    private func assertCodecError(_ expression: @autoclosure () throws -> Image, _ message: String = "",
                                  file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try expression(), message, file: file, line: line) { error in
            XCTAssertTrue(error is ImageCodecError, "expected ImageCodecError, got \(error)", file: file, line: line)
        }
    }

    // MARK: Round trips

    func testOpaqueRoundTripIsExact() throws {
        let original = gradient(width: 17, height: 9)
        let bytes = try PNGCodec.encode(original)
        // The PNG signature: 0x89 'P' 'N' 'G' CR LF 0x1A LF.
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try PNGCodec.decode(bytes)
        XCTAssertEqual(decoded.size, PixelSize(width: 17, height: 9))
        for y in 0..<9 { for x in 0..<17 { XCTAssertEqual(decoded.buffer[x, y], original[x, y], "(\(x), \(y))") } }
    }

    func testTranslucentRoundTripIsWithinOneLevel() throws {
        // Premultiplied pixels (channel ≤ alpha). Stored straight in the PNG as
        // round(c·255/a), they come back as round(that·a/255), which is at most 1 away.
        let pixels: [UInt32] = [0x8080_0000, 0x4020_1008, 0x01_01_00_01, 0xC0_BF_7F_01, 0x00_00_00_00, 0xFE_FD_01_80, 0x10_0F_0E_0D, 0x7F_7F_7F_7F]
        let original = PixelBuffer(width: pixels.count, height: 1)
        for (x, p) in pixels.enumerated() { original[x, 0] = p }
        let decoded = try PNGCodec.decode(try PNGCodec.encode(original))
        for x in pixels.indices {
            assertPixel(decoded.buffer[x, 0], ARGB(pixels[x]), tolerance: 1, "pixel \(x)")
            // Alpha itself is stored exactly.
            XCTAssertEqual(decoded.buffer[x, 0] >> 24, pixels[x] >> 24)
        }
        XCTAssertEqual(decoded.buffer[4, 0], 0, "fully transparent stays transparent black")
    }

    func testXRGBBufferEncodesAsOpaque() throws {
        let b = PixelBuffer(width: 2, height: 1, format: .xrgb8888)
        b[0, 0] = 0x0012_3456   // the top byte means nothing in XRGB
        b[1, 0] = 0x7FAB_CDEF
        let decoded = try PNGCodec.decode(try PNGCodec.encode(b))
        XCTAssertEqual(decoded.buffer[0, 0], 0xFF12_3456)
        XCTAssertEqual(decoded.buffer[1, 0], 0xFFAB_CDEF)
    }

    func testWriteThenReadFile() throws {
        let path = temporaryPath(".png")
        let original = gradient(width: 5, height: 4)
        try PNGCodec.write(original, to: path)
        let decoded = try PNGCodec.decode(contentsOf: path)
        for y in 0..<4 { for x in 0..<5 { XCTAssertEqual(decoded.buffer[x, y], original[x, y]) } }
    }

    // MARK: Bad input

    func testTruncatedPNGThrows() throws {
        let bytes = try PNGCodec.encode(gradient(width: 64, height: 64))
        assertCodecError(try PNGCodec.decode(Array(bytes.prefix(bytes.count / 2))), "half a PNG")
        assertCodecError(try PNGCodec.decode(Array(bytes.prefix(bytes.count * 3 / 4))), "three quarters of a PNG")
        assertCodecError(try PNGCodec.decode(Array(bytes.prefix(8))), "signature only")
        assertCodecError(try PNGCodec.decode(Array(bytes.prefix(20))), "cut inside IHDR")
    }

    func testCorruptedDataThrows() throws {
        var bytes = try PNGCodec.encode(gradient(width: 32, height: 32))
        // Flip bits in the middle of the compressed image data: the CRC and zlib check fail.
        for i in stride(from: bytes.count / 2, to: bytes.count / 2 + 16, by: 1) { bytes[i] ^= 0x5A }
        assertCodecError(try PNGCodec.decode(bytes))
    }

    func testGarbageThrows() {
        for seed in [1, 2, 3] as [UInt32] {
            assertCodecError(try PNGCodec.decode(garbage(count: 1000, seed: seed)), "seed \(seed)")
        }
        // Garbage after a valid signature.
        assertCodecError(try PNGCodec.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + garbage(count: 200, seed: 9)))
    }

    func testEmptyInputThrows() {
        assertCodecError(try PNGCodec.decode([]))
    }

    func testMissingFileThrowsWithThePath() {
        let path = "/nonexistent/vitrine/missing-image.png"
        XCTAssertThrowsError(try PNGCodec.decode(contentsOf: path)) { error in
            guard let e = error as? ImageCodecError else { return XCTFail("expected ImageCodecError, got \(error)") }
            XCTAssertTrue(e.description.contains(path), e.description)
        }
    }

    func testCorruptFileThrowsWithThePath() throws {
        let path = temporaryPath(".png")
        try Data(garbage(count: 64, seed: 4)).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try PNGCodec.decode(contentsOf: path)) { error in
            guard let e = error as? ImageCodecError else { return XCTFail("expected ImageCodecError, got \(error)") }
            XCTAssertTrue(e.description.contains(path), e.description)
        }
    }

    func testWritingToAMissingDirectoryThrows() {
        let path = "/nonexistent/vitrine/out.png"
        XCTAssertThrowsError(try PNGCodec.write(gradient(width: 2, height: 2), to: path)) { error in
            guard let e = error as? ImageCodecError else { return XCTFail("expected ImageCodecError, got \(error)") }
            XCTAssertTrue(e.description.contains(path), e.description)
        }
    }
}
