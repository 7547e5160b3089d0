import CTurboJPEG
import Foundation

/// JPEG decoding and encoding through libjpeg-turbo's TurboJPEG API (`tj*`), which keeps
/// libjpeg's `setjmp`/`longjmp` error handling inside the library and reports errors as return
/// values, reads the header on its own (`tjDecompressHeader3`) so the decoded size is checked
/// before anything is allocated, decodes with DCT scaling (1/2, 1/4, 1/8) in one call, and
/// writes 32-bit BGRA rows straight into a ``PixelBuffer`` (opaque, so already premultiplied).
public enum JPEGCodec {
    /// What a JPEG's header says.
    public struct Header: Equatable, Sendable {
        public var width: Int
        public var height: Int
        /// TurboJPEG's colour space (`TJCS_YCbCr`, `TJCS_GRAY`, `TJCS_CMYK`, `TJCS_YCCK`, ...).
        package var colorspace: Int32
        public var isGrayscale: Bool { colorspace == Int32(TJCS_GRAY.rawValue) }
        public var isCMYK: Bool { colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue) }
    }

    /// A decoded JPEG and how it was made.
    public struct Decoded: Sendable {
        /// The pixels, EXIF orientation applied.
        public var image: Image
        /// The header's size (before scaling and orientation).
        public var header: Header
        /// 1 when decoded at full size; 2, 4 or 8 when DCT-scaled down to fit the limit.
        public var scaleDenominator: Int
        /// libjpeg's warning when the data was damaged but decoding went on (a truncated file:
        /// the rows decoded so far, the rest filled by the decoder); `nil` for clean data.
        public var warning: String?
        /// The EXIF orientation applied (1 = as stored).
        public var orientation: Int
    }

    /// The first bytes of every JPEG (SOI then a marker).
    public static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// Whether `data` starts like a JPEG.
    public static func looksLikeJPEG(_ data: [UInt8]) -> Bool { data.starts(with: signature) }

    /// Reads the header (size and colour space) without decoding anything.
    /// The corresponding C function is `tjDecompressHeader3`.
    public static func header(_ data: [UInt8]) throws -> Header {
        guard let tj = tjInitDecompress() else { throw ImageCodecError(operation: "decode JPEG", message: "tjInitDecompress failed") }
        defer { tjDestroy(tj) }
        return try header(data, tj)
    }

    private static func header(_ data: [UInt8], _ tj: tjhandle) throws -> Header {
        var w: Int32 = 0, h: Int32 = 0, sub: Int32 = 0, cs: Int32 = 0
        let r = data.withUnsafeBufferPointer { p -> Int32 in
            guard let base = p.baseAddress, !p.isEmpty else { return -1 }
            return tjDecompressHeader3(tj, base, UInt(p.count), &w, &h, &sub, &cs)
        }
        guard r == 0 else { throw ImageCodecError(operation: "decode JPEG", message: data.isEmpty ? "no data" : errorText(tj)) }
        guard w > 0, h > 0 else { throw ImageCodecError(operation: "decode JPEG", message: "unsupported size \(w)x\(h)") }
        return Header(width: Int(w), height: Int(h), colorspace: cs)
    }

    /// Decodes a JPEG into opaque premultiplied ARGB pixels within `maximumPixels` (default
    /// ``ImageCodec/maximumDecodedPixels``), checked from the header before any buffer is
    /// allocated. An image over the limit at full size is decoded at the largest DCT scale
    /// (1/2, 1/4 or 1/8) that fits, and refused when even 1/8 does not, or when libjpeg would
    /// need too much working memory or too many passes (`JPEGCodec+Cost.swift`). See
    /// ``decodeDetailed(_:maximumPixels:)`` for how it was decoded.
    public static func decode(_ data: [UInt8], maximumPixels: Int? = nil) throws -> Image {
        try decodeDetailed(data, maximumPixels: maximumPixels).image
    }

    /// Decodes as ``decode(_:maximumPixels:)`` and says how: the scale used, libjpeg's
    /// warning for damaged data (the image is still returned), the EXIF orientation applied.
    /// The corresponding C functions are `tjDecompressHeader3` and `tjDecompress2`.
    public static func decodeDetailed(_ data: [UInt8], maximumPixels: Int? = nil) throws -> Decoded {
        let limit = maximumPixels ?? ImageCodec.maximumDecodedPixels
        guard let tj = tjInitDecompress() else { throw ImageCodecError(operation: "decode JPEG", message: "tjInitDecompress failed") }
        defer { tjDestroy(tj) }
        let head = try header(data, tj)
        // Both at most 65535 (JPEG's field is 16 bits), so the product cannot overflow.
        let full = head.width * head.height
        guard let denominator = [1, 2, 4, 8].first(where: { d in
            let (w, h) = scaled(head, d)
            return w * h <= limit && w <= 16384 && h <= 16384
        }) else {
            throw ImageCodecError(operation: "decode JPEG", message: "\(head.width)x\(head.height) pixels (\(PNGCodec.sizeText(full * 4)) decoded) is over the limit of \(limit) pixels (\(PNGCodec.sizeText(max(0, limit) * 4))), even at 1/8 scale")
        }
        try checkCost(data, head, limit: limit)
        let (w, h) = scaled(head, denominator)
        let buffer = PixelBuffer(width: w, height: h)
        var warning: String?
        let flags = TJFLAG_ACCURATEDCT
        if head.isCMYK {
            // libjpeg converts CMYK/YCCK only to CMYK: decode to 4 bytes a pixel, then to RGB.
            var cmyk = [UInt8](repeating: 0, count: w * h * 4)
            let r = data.withUnsafeBufferPointer { p in
                cmyk.withUnsafeMutableBufferPointer { out in
                    tjDecompress2(tj, p.baseAddress, UInt(p.count), out.baseAddress, Int32(w), Int32(w * 4), Int32(h), Int32(TJPF_CMYK.rawValue), flags)
                }
            }
            warning = try check(r, tj)
            convertCMYK(cmyk, into: buffer)
        } else {
            // TJPF_BGRA on a little-endian machine is 0xAARRGGBB in a UInt32, the buffer's
            // layout; TurboJPEG sets the alpha byte to 0xFF (JPEG is opaque), so the pixels
            // are premultiplied as they are. Grayscale is expanded to grey RGB by libjpeg.
            let r = data.withUnsafeBufferPointer { p in
                buffer.pixels.withMemoryRebound(to: UInt8.self, capacity: buffer.stride * h) { out in
                    tjDecompress2(tj, p.baseAddress, UInt(p.count), out, Int32(w), Int32(buffer.stride), Int32(h), Int32(TJPF_BGRA.rawValue), flags)
                }
            }
            warning = try check(r, tj)
        }
        let orientation = exifOrientation(data)
        let oriented = orientation == 1 ? buffer : reoriented(buffer, orientation: orientation)
        return Decoded(image: Image(buffer: oriented), header: head, scaleDenominator: denominator, warning: warning, orientation: orientation)
    }

    /// Reads and decodes a JPEG file (a regular file: a FIFO or a device is refused, not
    /// waited on), as ``decodeDetailed(_:maximumPixels:)``.
    public static func decodeDetailed(contentsOf path: String, maximumPixels: Int? = nil) throws -> Decoded {
        let limit = maximumPixels ?? ImageCodec.maximumDecodedPixels
        let bytes = try ImageCodec.readFile(path, maximumPixels: limit, kind: "a JPEG")
        do { return try decodeDetailed(bytes, maximumPixels: limit) } catch let e as ImageCodecError {
            throw ImageCodecError(operation: "\(e.operation) \(path)", message: e.message)
        }
    }

    /// Encodes pixels as a baseline JPEG (4:2:0) at `quality` 1...100. Transparent parts come
    /// out black: the premultiplied colour is written as it is, which is the image composited
    /// over black, as UIKit's `jpegData(compressionQuality:)` does with an image with alpha.
    /// The corresponding C function is `tjCompress2`.
    public static func encode(_ buffer: PixelBuffer, quality: Int) throws -> [UInt8] {
        guard let tj = tjInitCompress() else { throw ImageCodecError(operation: "encode JPEG", message: "tjInitCompress failed") }
        defer { tjDestroy(tj) }
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        defer { if let out { tjFree(out) } }
        let r = buffer.pixels.withMemoryRebound(to: UInt8.self, capacity: buffer.stride * buffer.height) { src in
            tjCompress2(tj, src, Int32(buffer.width), Int32(buffer.stride), Int32(buffer.height), Int32(TJPF_BGRX.rawValue),
                        &out, &size, Int32(TJSAMP_420.rawValue), Int32(min(max(quality, 1), 100)), TJFLAG_ACCURATEDCT)
        }
        guard r == 0, let out, size > 0 else { throw ImageCodecError(operation: "encode JPEG", message: errorText(tj)) }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }

    /// Sample layouts ``encodeRaw(_:width:height:format:quality:)`` takes.
    package enum RawFormat: Sendable {
        /// One byte a pixel, written as a grayscale JPEG.
        case gray
        /// C, M, Y, K bytes (Adobe-style, inverted), written as a YCCK JPEG.
        case cmyk
        /// R, G, B bytes, written 4:4:4.
        case rgb
    }

    /// Encodes raw samples (tests and tools) at `quality` 1...100, progressive when asked.
    package static func encodeRaw(_ samples: [UInt8], width: Int, height: Int, format: RawFormat, quality: Int,
                                  progressive: Bool = false) throws -> [UInt8] {
        guard let tj = tjInitCompress() else { throw ImageCodecError(operation: "encode JPEG", message: "tjInitCompress failed") }
        defer { tjDestroy(tj) }
        let (pf, sub): (TJPF, TJSAMP) = switch format {
        case .gray: (TJPF_GRAY, TJSAMP_GRAY)
        case .cmyk: (TJPF_CMYK, TJSAMP_444)
        case .rgb: (TJPF_RGB, TJSAMP_444)
        }
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        defer { if let out { tjFree(out) } }
        let r = samples.withUnsafeBufferPointer { p in
            tjCompress2(tj, p.baseAddress, Int32(width), 0, Int32(height), Int32(pf.rawValue), &out, &size, Int32(sub.rawValue),
                        Int32(min(max(quality, 1), 100)), TJFLAG_ACCURATEDCT | (progressive ? TJFLAG_PROGRESSIVE : 0))
        }
        guard r == 0, let out, size > 0 else { throw ImageCodecError(operation: "encode JPEG", message: errorText(tj)) }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }

    /// The size after DCT scaling by 1/`d` (TJSCALED rounds up).
    private static func scaled(_ h: Header, _ d: Int) -> (Int, Int) {
        ((h.width + d - 1) / d, (h.height + d - 1) / d)
    }

    /// `nil` on success, the warning text on a warning (the image is usable), throws on an error.
    private static func check(_ r: Int32, _ tj: tjhandle) throws -> String? {
        if r == 0 { return nil }
        let text = errorText(tj)
        if tjGetErrorCode(tj) == Int32(TJERR_WARNING.rawValue) { return text }
        throw ImageCodecError(operation: "decode JPEG", message: text)
    }

    private static func errorText(_ tj: tjhandle) -> String {
        guard let s = tjGetErrorStr2(tj) else { return "unknown TurboJPEG error" }
        let text = String(cString: s)
        return text.isEmpty ? "unknown TurboJPEG error" : text
    }

    /// Adobe-style (inverted) CMYK samples to RGB as libjpeg-turbo's own tools do
    /// (`R = C·K/255`, the samples being stored inverted).
    private static func convertCMYK(_ cmyk: [UInt8], into b: PixelBuffer) {
        cmyk.withUnsafeBufferPointer { s in
            var i = 0
            for y in 0..<b.height {
                let row = b.row(y)
                for x in 0..<b.width {
                    let c = UInt32(s[i]), m = UInt32(s[i + 1]), yy = UInt32(s[i + 2]), k = UInt32(s[i + 3])
                    func mul(_ v: UInt32) -> UInt32 { (v * k + 127) / 255 }
                    row[x] = 0xFF00_0000 | mul(c) << 16 | mul(m) << 8 | mul(yy)
                    i += 4
                }
            }
        }
    }
}
