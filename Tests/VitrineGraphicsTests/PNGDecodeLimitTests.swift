import Foundation
import XCTest
import VitrineGraphics

/// The decoded-size limit: a small PNG file can describe an enormous image (16384×16384 of one
/// colour compresses to well under 2 MB and decodes to 1 GiB), so the size is checked from the
/// header, before a pixel is decoded or a buffer allocated.
final class PNGDecodeLimitTests: XCTestCase {
    /// Rule: an image whose header asks for more pixels than the limit is refused from the
    /// header alone, with the sizes in the message; the same header over a corrupt image stream
    /// gives the same refusal, which shows that nothing was decoded.
    func testHugePNGIsRefusedFromItsHeaderBeforeDecoding() throws {
        let huge = HugePNG.grey(width: 16384, height: 16384)
        XCTAssertLessThan(huge.count, 2 << 20, "a small file")
        let message = "cannot decode PNG: 16384x16384 pixels (1024 MiB decoded) is over the limit of 4194304 pixels (16 MiB)"
        XCTAssertEqual(PNGCodec.defaultMaximumDecodedPixels, 2048 * 2048)
        XCTAssertThrowsError(try PNGCodec.decode(huge, maximumPixels: PNGCodec.defaultMaximumDecodedPixels)) { error in
            XCTAssertEqual("\(error)", message)
        }
        let corrupt = HugePNG.grey(width: 16384, height: 16384, corruptStream: true)
        XCTAssertThrowsError(try PNGCodec.decode(corrupt, maximumPixels: PNGCodec.defaultMaximumDecodedPixels)) { error in
            XCTAssertEqual("\(error)", message)
        }
    }

    /// Rule: the limit is inclusive and an image within it still decodes, pixel for pixel.
    func testImagesWithinTheLimitDecode() throws {
        let small = HugePNG.grey(width: 64, height: 32)
        let image = try PNGCodec.decode(small, maximumPixels: 64 * 32)
        XCTAssertEqual(image.width, 64)
        XCTAssertEqual(image.height, 32)
        XCTAssertEqual(image.buffer[63, 31], 0xFF00_0000, "opaque black")
        XCTAssertThrowsError(try PNGCodec.decode(small, maximumPixels: 64 * 32 - 1)) { error in
            XCTAssertEqual("\(error)", "cannot decode PNG: 64x32 pixels (8 KiB decoded) is over the limit of 2047 pixels (7 KiB)")
        }
    }
}

/// A valid 8-bit greyscale PNG of all-black pixels, built by hand so that a huge one costs
/// nothing to make: the image stream is one literal 0 followed by copies of the previous
/// 258 bytes (deflate's fixed Huffman codes), which inflates to `height` rows of a filter
/// byte and `width` zeros.
enum HugePNG {
    static func grey(width: Int, height: Int, corruptStream: Bool = false) -> [UInt8] {
        var ihdr: [UInt8] = []
        ihdr += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        ihdr += [8, 0, 0, 0, 0]  // 8 bits, greyscale, deflate, adaptive filters, no interlace
        let total = height * (width + 1)
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        bits.writeCode(0x30, length: 8)  // literal 0
        var left = total - 1
        var matches = left / 258
        left -= matches * 258
        func match() {
            bits.writeCode(0xC5, length: 8)  // length symbol 285: 258 bytes
            bits.writeCode(0, length: 5)  // distance code 0: 1 byte back
        }
        // 8 matches are 104 bits, 13 whole bytes: once the bits left over before a group are
        // those of a match (from the second group on), every group writes the same 13 bytes.
        if matches >= 24 {
            for _ in 0..<8 { match() }
            let start = bits.bytes.count
            for _ in 0..<8 { match() }
            let group = Array(bits.bytes[start...])
            let repeats = matches / 8 - 2
            bits.bytes.reserveCapacity(bits.bytes.count + repeats * 13)
            for _ in 0..<repeats { bits.bytes += group }
            matches -= (repeats + 2) * 8
        }
        for _ in 0..<matches { match() }
        for _ in 0..<left { bits.writeCode(0x30, length: 8) }
        bits.writeCode(0, length: 7)  // end of block
        var zlib: [UInt8] = [0x78, 0x01] + bits.finished
        // Adler-32 of `total` zeros: a stays 1, b adds 1 per byte.
        zlib += bigEndian(UInt32(total % 65521) << 16 | 1)
        if corruptStream { zlib[2] ^= 0xFF }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", ihdr) + chunk("IDAT", zlib) + chunk("IEND", [])
        return png
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var current: UInt8 = 0
        private var used = 0

        mutating func write(_ value: UInt32, count: Int) {
            for i in 0..<count { push(UInt8((value >> UInt32(i)) & 1)) }
        }

        mutating func writeCode(_ code: UInt32, length: Int) {
            for i in stride(from: length - 1, through: 0, by: -1) { push(UInt8((code >> UInt32(i)) & 1)) }
        }

        private mutating func push(_ bit: UInt8) {
            current |= bit << UInt8(used)
            used += 1
            if used == 8 { bytes.append(current); current = 0; used = 0 }
        }

        /// The bytes with the last partial byte padded with zeros (call once, at the end).
        var finished: [UInt8] { used > 0 ? bytes + [current] : bytes }
    }
}
