import Foundation
import VitrineGraphics
import VitrineTesting
import XCTest

/// JPEG decoding through TurboJPEG (issue 16: "JPEG through libjpeg-turbo"; bad input:
/// "corrupt, truncated or 20,000×20,000 JPEG … a placeholder or no-op plus a log line").
/// Fixtures are made here: a synthetic photo-like picture encoded with TurboJPEG at quality 90.
final class JPEGCodecTests: XCTestCase {
    private static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Golden").path

    private func photoJPEG(width: Int = 320, height: Int = 240, quality: Int = 90) throws -> (PixelBuffer, [UInt8]) {
        let source = SyntheticPhoto.make(width: width, height: height)
        return (source, try JPEGCodec.encode(source, quality: quality))
    }

    /// Mean and maximum absolute difference per channel of two opaque buffers.
    private func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> (mean: Double, max: Int) {
        var sum = 0, mx = 0
        for y in 0..<a.height {
            let ra = a.row(y), rb = b.row(y)
            for x in 0..<a.width {
                for shift in [0, 8, 16] as [UInt32] {
                    let d = abs(Int((ra[x] >> shift) & 0xFF) - Int((rb[x] >> shift) & 0xFF))
                    sum += d; mx = max(mx, d)
                }
            }
        }
        return (Double(sum) / Double(a.width * a.height * 3), mx)
    }

    /// Rule: a JPEG decodes to its size, opaque (alpha 0xFF, so premultiplied as it is), and
    /// close to what was encoded. Tolerance: at quality 90 with 4:2:0 chroma the mean error
    /// per channel of this detailed, noisy picture is about 3 levels; we allow a mean of 4
    /// and a single-channel maximum of 96 (the hard sun edge and the noise lose most in chroma
    /// subsampling; measured here: mean 2.85, max 48). A wrong channel order or a shifted row would give a mean of tens.
    func testDecodeMatchesTheEncodedPictureWithinTolerance() throws {
        let (source, jpeg) = try photoJPEG()
        XCTAssertEqual(ImageCodec.format(of: jpeg), .jpeg)
        let d = try JPEGCodec.decodeDetailed(jpeg)
        XCTAssertEqual(d.image.size, PixelSize(width: 320, height: 240))
        XCTAssertEqual(d.scaleDenominator, 1)
        XCTAssertNil(d.warning)
        for y in [0, 100, 239] { for x in [0, 160, 319] { XCTAssertEqual(d.image.buffer.row(y)[x] >> 24, 0xFF) } }
        let diff = difference(source, d.image.buffer)
        XCTAssertLessThan(diff.mean, 4, "mean error \(diff.mean)")
        XCTAssertLessThan(diff.max, 96, "max error \(diff.max)")
    }

    /// The decoded photo-like picture, looked at by eye (sky, sun, three hill ranges). Golden
    /// tolerance: ±2 per channel, no differing pixel (`.standard`): libjpeg-turbo's accurate
    /// integer IDCT is deterministic.
    func testDecodedPhotoGolden() throws {
        let (_, jpeg) = try photoJPEG()
        let image = try JPEGCodec.decode(jpeg)
        if let failure = GoldenImage.verify(image.buffer, name: "jpeg-photo-q90", directory: Self.goldenDirectory) {
            XCTFail(failure)
        }
    }

    /// Rule: corrupt data is a typed error, never a crash.
    func testCorruptDataThrows() throws {
        let (_, jpeg) = try photoJPEG(width: 64, height: 48)
        // A JPEG signature followed by junk.
        var junk: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
        var seed: UInt32 = 7
        for _ in 0..<500 { seed = seed &* 1_103_515_245 &+ 12345; junk.append(UInt8(truncatingIfNeeded: seed >> 16)) }
        XCTAssertThrowsError(try JPEGCodec.decode(junk)) { XCTAssertTrue($0 is ImageCodecError) }
        XCTAssertThrowsError(try JPEGCodec.decode([])) { XCTAssertTrue($0 is ImageCodecError) }
        XCTAssertThrowsError(try JPEGCodec.decode(Array(jpeg.prefix(20)))) { XCTAssertTrue($0 is ImageCodecError) }
        XCTAssertThrowsError(try ImageCodec.decode([1, 2, 3, 4])) { error in
            XCTAssertTrue("\(error)".contains("neither a PNG nor a JPEG"), "\(error)")
        }
    }

    /// Rule (what this decoder does): a truncated JPEG whose header is complete decodes with
    /// libjpeg's warning ("Premature end of JPEG file"): the rows it had data for are
    /// returned as they are, the rest filled in by libjpeg.
    func testTruncatedDataGivesTheRowsDecodedSoFar() throws {
        let (_, jpeg) = try photoJPEG()
        let full = try JPEGCodec.decode(jpeg).buffer
        let cut = Array(jpeg.prefix(jpeg.count / 2))
        let d = try JPEGCodec.decodeDetailed(cut)
        XCTAssertNotNil(d.warning)
        XCTAssertTrue(d.warning?.contains("Premature end") ?? false, d.warning ?? "")
        XCTAssertEqual(d.image.size, PixelSize(width: 320, height: 240))
        // The first 16-row band (one MCU row at 4:2:0) is complete in half the data.
        for y in 0..<16 { XCTAssertEqual(Array(d.image.buffer.row(y)), Array(full.row(y)), "row \(y)") }
        // The last row had no data: it differs from the full decode.
        XCTAssertNotEqual(Array(d.image.buffer.row(239)), Array(full.row(239)))
    }

    /// Patches the SOF0 frame header's height and width.
    private func patchedSize(_ jpeg: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        var j = jpeg
        var i = 2
        while i + 9 < j.count {
            XCTAssertEqual(j[i], 0xFF)
            let marker = j[i + 1], length = Int(j[i + 2]) << 8 | Int(j[i + 3])
            if marker == 0xC0 || marker == 0xC2 {
                j[i + 5] = UInt8(height >> 8); j[i + 6] = UInt8(height & 0xFF)
                j[i + 7] = UInt8(width >> 8); j[i + 8] = UInt8(width & 0xFF)
                return j
            }
            i += 2 + length
        }
        throw ImageCodecError(operation: "test", message: "no SOF0 or SOF2")
    }

    /// The synthetic photo as a progressive 4:4:4 JPEG (libjpeg's default script: 10 scans).
    private func progressiveJPEG(width: Int, height: Int) throws -> (PixelBuffer, [UInt8]) {
        let source = SyntheticPhoto.make(width: width, height: height)
        var rgb: [UInt8] = []
        for y in 0..<height {
            for p in source.row(y).prefix(width) { rgb += [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF)] }
        }
        return (source, try JPEGCodec.encodeRaw(rgb, width: width, height: height, format: .rgb, quality: 90, progressive: true))
    }

    /// Rule: a progressive JPEG's working memory (every coefficient of the full-size image,
    /// whatever the output scale) is bounded before decoding. A small file claiming 16384×16384
    /// used to decode at 1/8 scale (2048×2048, within the limit) through 1.5 GiB of
    /// coefficients; it is refused from its markers, nothing allocated.
    func testAProgressiveJPEGClaimingAHugeSizeIsRefusedBeforeDecoding() throws {
        let (_, small) = try progressiveJPEG(width: 64, height: 48)
        let bomb = try patchedSize(small, width: 16384, height: 16384)
        XCTAssertEqual(JPEGCodec.cost(bomb).coefficientBytes, 16384 * 16384 * 3 * 2, "3 components, 2 bytes a coefficient")
        XCTAssertThrowsError(try JPEGCodec.decodeDetailed(bomb, maximumPixels: ImageCodec.defaultMaximumDecodedPixels)) { error in
            XCTAssertTrue("\(error)".contains("progressive 16384x16384 needs 1536 MiB of working memory"), "\(error)")
            XCTAssertTrue("\(error)".contains("over the limit of 64 MiB"), "\(error)")
        }
    }

    /// Rule: a JPEG with more than `maximumScans` scans is refused before decoding (each
    /// scan is a pass over the image: thousands of tiny ones cost seconds). Made here by
    /// repeating a small progressive JPEG's last scan 2,000 times.
    func testAJPEGWithThousandsOfScansIsRefusedBeforeDecoding() throws {
        let (_, small) = try progressiveJPEG(width: 64, height: 48)
        XCTAssertEqual(JPEGCodec.cost(small).scans, 10)
        // The last scan: from the last SOS marker to the EOI at the end.
        let lastScan = try XCTUnwrap((2..<(small.count - 1)).last { small[$0] == 0xFF && small[$0 + 1] == 0xDA })
        XCTAssertEqual(Array(small.suffix(2)), [0xFF, 0xD9])
        let scan = Array(small[lastScan..<(small.count - 2)])
        let bomb = Array(small.prefix(small.count - 2)) + Array([[UInt8]](repeating: scan, count: 2000).joined()) + [0xFF, 0xD9]
        XCTAssertThrowsError(try JPEGCodec.decodeDetailed(bomb)) { error in
            XCTAssertTrue("\(error)".contains("64x48 with more than 100 scans"), "\(error)")
        }
    }

    /// Rule: ordinary progressive and baseline JPEGs decode as before, at full size and over
    /// the limit at a DCT scale (their coefficients fit the working-memory limit).
    func testOrdinaryProgressiveJPEGsStillDecode() throws {
        let (source, jpeg) = try progressiveJPEG(width: 640, height: 480)
        let full = try JPEGCodec.decodeDetailed(jpeg)
        XCTAssertNil(full.warning)
        XCTAssertEqual(full.image.size, PixelSize(width: 640, height: 480))
        XCTAssertLessThan(difference(full.image.buffer, source).mean, 4)
        XCTAssertEqual(try JPEGCodec.decodeDetailed(jpeg, maximumPixels: 307_199).image.size, PixelSize(width: 320, height: 240))
        let (_, baseline) = try photoJPEG()
        XCTAssertEqual(JPEGCodec.cost(baseline).coefficientBytes, 0, "row by row")
        XCTAssertEqual(JPEGCodec.cost(baseline).scans, 1)
    }

    /// Rule: the size is checked from the header before anything is allocated; 20000×20000
    /// (1.5 GiB decoded) is refused under the default limit (2048² pixels) even at 1/8 scale.
    func testAHugeHeaderIsRefusedBeforeDecoding() throws {
        let (_, jpeg) = try photoJPEG(width: 64, height: 48)
        let huge = try patchedSize(jpeg, width: 20000, height: 20000)
        XCTAssertEqual(try JPEGCodec.header(huge).width, 20000)
        XCTAssertThrowsError(try JPEGCodec.decode(huge, maximumPixels: ImageCodec.defaultMaximumDecodedPixels)) { error in
            XCTAssertTrue("\(error)".contains("20000x20000 pixels (1525 MiB decoded) is over the limit of 4194304 pixels"), "\(error)")
        }
    }

    /// Rule (this decoder's choice): an image over the limit is decoded with TurboJPEG's DCT
    /// scaling at the largest of 1/2, 1/4, 1/8 that fits.
    func testAnImageOverTheLimitIsDecodedAtAScaleThatFits() throws {
        let (source, jpeg) = try photoJPEG(width: 640, height: 480)
        // 640×480 = 307200 pixels; 1/2 is 76800, 1/4 is 19200.
        XCTAssertEqual(try JPEGCodec.decodeDetailed(jpeg, maximumPixels: 307_200).scaleDenominator, 1)
        let half = try JPEGCodec.decodeDetailed(jpeg, maximumPixels: 307_199)
        XCTAssertEqual(half.scaleDenominator, 2)
        XCTAssertEqual(half.image.size, PixelSize(width: 320, height: 240))
        let quarter = try JPEGCodec.decodeDetailed(jpeg, maximumPixels: 20_000)
        XCTAssertEqual(quarter.scaleDenominator, 4)
        XCTAssertEqual(quarter.image.size, PixelSize(width: 160, height: 120))
        // The quarter-size picture is the picture: compare one sky pixel and one hill pixel
        // with the source's 4×4 block average (within 12 levels: the block average is not
        // exactly the DCT's low frequencies, and there is the noise).
        for (x, y) in [(20, 10), (80, 110)] {
            var sum = [0, 0, 0]
            for sy in 0..<4 { for sx in 0..<4 {
                let p = source.row(y * 4 + sy)[x * 4 + sx]
                sum[0] += Int(p >> 16 & 0xFF); sum[1] += Int(p >> 8 & 0xFF); sum[2] += Int(p & 0xFF)
            } }
            let q = quarter.image.buffer.row(y)[x]
            let got = [Int(q >> 16 & 0xFF), Int(q >> 8 & 0xFF), Int(q & 0xFF)]
            for c in 0..<3 { XCTAssertLessThan(abs(got[c] - sum[c] / 16), 12, "(\(x),\(y)) channel \(c)") }
        }
        XCTAssertThrowsError(try JPEGCodec.decode(jpeg, maximumPixels: 4799), "1/8 is 80×60 = 4800")
    }

    /// Rule: a grayscale JPEG decodes to grey pixels (R = G = B) close to its samples.
    func testGrayscale() throws {
        let w = 48, h = 32
        let samples = (0..<(w * h)).map { i in UInt8((i % w) * 255 / (w - 1)) }
        let jpeg = try JPEGCodec.encodeRaw(samples, width: w, height: h, format: .gray, quality: 95)
        XCTAssertTrue(try JPEGCodec.header(jpeg).isGrayscale)
        let image = try JPEGCodec.decode(jpeg)
        for y in [0, 16, 31] {
            for x in [0, 10, 24, 47] {
                let p = image.buffer.row(y)[x]
                let r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
                XCTAssertEqual(r, g); XCTAssertEqual(g, b)
                XCTAssertLessThan(abs(r - Int(samples[y * w + x])), 6, "(\(x),\(y))")
                XCTAssertEqual(p >> 24, 0xFF)
            }
        }
    }

    /// Rule: a CMYK (YCCK) JPEG decodes to RGB by libjpeg-turbo's convention (samples
    /// stored inverted, as Adobe writes them: R = C·K/255).
    func testCMYK() throws {
        let w = 16, h = 16
        // Left half: pure cyan ink (inverted C = 0, the rest 255) -> R 0, G 255, B 255.
        // Right half: 50 % black (inverted K = 128) -> grey 128.
        var samples: [UInt8] = []
        for _ in 0..<h { for x in 0..<w { samples += x < 8 ? [0, 255, 255, 255] : [255, 255, 255, 128] } }
        let jpeg = try JPEGCodec.encodeRaw(samples, width: w, height: h, format: .cmyk, quality: 100)
        XCTAssertTrue(try JPEGCodec.header(jpeg).isCMYK)
        let image = try JPEGCodec.decode(jpeg)
        func rgb(_ x: Int, _ y: Int) -> [Int] { let p = image.buffer.row(y)[x]; return [Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)] }
        for (got, want) in zip(rgb(2, 8), [0, 255, 255]) { XCTAssertLessThan(abs(got - want), 6, "cyan \(rgb(2, 8))") }
        for (got, want) in zip(rgb(13, 8), [128, 128, 128]) { XCTAssertLessThan(abs(got - want), 6, "grey \(rgb(13, 8))") }
    }

    /// An APP1 Exif segment (big-endian TIFF) with IFD0's orientation tag.
    private func withOrientation(_ jpeg: [UInt8], _ orientation: UInt8) -> [UInt8] {
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0, 0, 0]
        let payload: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        let length = payload.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + jpeg.dropFirst(2)
    }

    /// Rule: the EXIF orientation is applied (UIKit shows such a photo upright): 6 means
    /// "rotate 90° clockwise to display", so a 64×32 picture becomes 32×64 and its top-left
    /// pixel comes from the stored bottom-left.
    func testExifOrientationIsApplied() throws {
        let w = 64, h = 32
        var samples: [UInt8] = []
        for y in 0..<h { for x in 0..<w { samples += x < 32 && y >= 16 ? [255, 0, 0] : [0, 0, 255] } }  // red bottom-left
        let jpeg = try JPEGCodec.encodeRaw(samples, width: w, height: h, format: .rgb, quality: 95)
        XCTAssertEqual(JPEGCodec.exifOrientation(jpeg), 1)
        let rotated = try JPEGCodec.decodeDetailed(withOrientation(jpeg, 6))
        XCTAssertEqual(rotated.orientation, 6)
        XCTAssertEqual(rotated.image.size, PixelSize(width: 32, height: 64))
        let p = rotated.image.buffer.row(4)[4]
        XCTAssertGreaterThan(Int(p >> 16 & 0xFF), 200, "red at the top left")
        XCTAssertLessThan(Int(p & 0xFF), 60)
        let q = rotated.image.buffer.row(60)[28]
        XCTAssertGreaterThan(Int(q & 0xFF), 200, "blue at the bottom right")
        // A damaged Exif segment (orientation 9) is ignored.
        XCTAssertEqual(try JPEGCodec.decodeDetailed(withOrientation(jpeg, 9)).image.size, PixelSize(width: 64, height: 32))
    }
}
