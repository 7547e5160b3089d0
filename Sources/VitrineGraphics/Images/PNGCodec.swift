import CPNG
import Foundation

/// Why an image could not be decoded or encoded.
public struct ImageCodecError: Error, CustomStringConvertible, Equatable {
    /// What was being done (`"decode PNG"`, `"read file"`, …).
    public var operation: String
    /// libpng's message, or the system error.
    public var message: String

    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    public var description: String { "cannot \(operation): \(message)" }
}

/// PNG decoding and encoding through libpng's simplified API (`png_image_*`), which reports
/// errors as return values: a corrupt or truncated file is a thrown `ImageCodecError`.
public enum PNGCodec {
    /// Decodes a PNG into premultiplied pixels, if its header asks for at most `maximumPixels`
    /// pixels (4 bytes each once decoded): the size is checked from the header, before any
    /// image data is inflated or a buffer allocated, since a small file can describe an
    /// enormous image. The default is ``maximumDecodedPixels``.
    /// The corresponding C functions are `png_image_begin_read_from_memory` and
    /// `png_image_finish_read`.
    public static func decode(_ data: [UInt8], maximumPixels: Int? = nil) throws -> Image {
        let limit = maximumPixels ?? maximumDecodedPixels
        var img = png_image()
        img.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&img) }
        let ok = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return 0 }
            return png_image_begin_read_from_memory(&img, base, raw.count)
        }
        guard ok != 0 else { throw ImageCodecError(operation: "decode PNG", message: message(of: img)) }
        let width = Int(img.width), height = Int(img.height)
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw ImageCodecError(operation: "decode PNG", message: "unsupported size \(width)x\(height)")
        }
        // Both at most 16384 here, so the product cannot overflow.
        guard width * height <= limit else {
            throw ImageCodecError(operation: "decode PNG", message: "\(width)x\(height) pixels (\(sizeText(width * height * 4)) decoded) is over the limit of \(limit) pixels (\(sizeText(max(0, limit) * 4)))")
        }
        img.format = UInt32(PNG_FORMAT_BGRA)
        let buffer = PixelBuffer(width: width, height: height)
        let done = data.withUnsafeBytes { _ in
            png_image_finish_read(&img, nil, buffer.pixels, Int32(buffer.stride), nil)
        }
        guard done != 0 else { throw ImageCodecError(operation: "decode PNG", message: message(of: img)) }
        premultiply(buffer)
        return Image(buffer: buffer)
    }

    /// Reads and decodes a PNG file (a regular file: a FIFO or a device is refused, not waited
    /// on), within `maximumPixels` (default ``maximumDecodedPixels``) as `decode(_:maximumPixels:)`.
    public static func decode(contentsOf path: String, maximumPixels: Int? = nil) throws -> Image {
        let limit = maximumPixels ?? maximumDecodedPixels
        // A PNG never needs more than 8 bytes a pixel (16-bit RGBA, stored uncompressed) plus
        // its chunks: a larger file is not an image within the limit.
        let (fileLimit, overflow) = max(0, limit).multipliedReportingOverflow(by: 8)
        let bytes: [UInt8]
        switch RegularFile.read(path, limit: overflow ? Int.max : fileLimit + (1 << 20), largerThan: "a PNG of \(limit) pixels") {
        case .success(let b): bytes = b
        case .failure(let failure): throw ImageCodecError(operation: "read \(path)", message: failure.message)
        }
        do { return try decode(bytes, maximumPixels: limit) } catch let e as ImageCodecError {
            throw ImageCodecError(operation: "\(e.operation) \(path)", message: e.message)
        }
    }

    /// Encodes pixels as an 8-bit RGBA PNG, or RGB for an XRGB buffer (screenshots).
    /// The corresponding C function is `png_image_write_to_memory`.
    public static func encode(_ buffer: PixelBuffer) throws -> [UInt8] {
        let opaque = buffer.format == .xrgb8888
        let rowBytes = buffer.width * (opaque ? 3 : 4)
        let pixels: [UInt8] = opaque ? packedBGR(buffer) : unpremultiplied(buffer).withUnsafeBytes { Array($0) }
        var img = png_image()
        img.version = UInt32(PNG_IMAGE_VERSION)
        img.width = UInt32(buffer.width)
        img.height = UInt32(buffer.height)
        img.format = UInt32(opaque ? PNG_FORMAT_BGR : PNG_FORMAT_BGRA)
        defer { png_image_free(&img) }
        var size: Int = 0
        guard png_image_write_to_memory(&img, nil, &size, 0, pixels, Int32(rowBytes), nil) != 0, size > 0 else {
            throw ImageCodecError(operation: "encode PNG", message: message(of: img))
        }
        var out = [UInt8](repeating: 0, count: size)
        let ok = out.withUnsafeMutableBytes { raw in
            png_image_write_to_memory(&img, raw.baseAddress, &size, 0, pixels, Int32(rowBytes), nil)
        }
        guard ok != 0 else { throw ImageCodecError(operation: "encode PNG", message: message(of: img)) }
        return Array(out.prefix(size))
    }

    /// Encodes and writes a PNG file (atomically: a temporary file renamed into place).
    public static func write(_ buffer: PixelBuffer, to path: String) throws {
        let bytes = try encode(buffer)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ImageCodecError(operation: "write \(path)", message: "\(error)")
        }
    }

    /// `1024 MiB`, `8 KiB`.
    package static func sizeText(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB"
    }

    private static func message(of img: png_image) -> String {
        var m = img.message
        let s = withUnsafeBytes(of: &m) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return s.isEmpty ? "unknown libpng error" : s
    }

    private static func premultiply(_ b: PixelBuffer) {
        for y in 0..<b.height {
            let row = b.row(y)
            for x in 0..<b.width {
                let p = row[x]
                let a = p >> 24
                if a == 255 { continue }
                if a == 0 { row[x] = 0; continue }
                func m(_ c: UInt32) -> UInt32 { let t = c * a + 128; return (t + (t >> 8)) >> 8 }
                row[x] = (a << 24) | (m((p >> 16) & 0xFF) << 16) | (m((p >> 8) & 0xFF) << 8) | m(p & 0xFF)
            }
        }
    }

    /// XRGB pixels as B, G, R bytes (what `PNG_FORMAT_BGR` reads).
    private static func packedBGR(_ b: PixelBuffer) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: b.width * b.height * 3)
        var i = 0
        for y in 0..<b.height {
            let row = b.row(y)
            for x in 0..<b.width {
                let p = row[x]
                out[i] = UInt8(p & 0xFF); out[i + 1] = UInt8((p >> 8) & 0xFF); out[i + 2] = UInt8((p >> 16) & 0xFF)
                i += 3
            }
        }
        return out
    }

    private static func unpremultiplied(_ b: PixelBuffer) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: b.width * b.height)
        let opaque = b.format == .xrgb8888
        for y in 0..<b.height {
            let row = b.row(y)
            for x in 0..<b.width {
                let p = row[x]
                let a = opaque ? 255 : p >> 24
                if a == 255 { out[y * b.width + x] = p | 0xFF00_0000; continue }
                if a == 0 { out[y * b.width + x] = 0; continue }
                func u(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
                out[y * b.width + x] = (a << 24) | (u((p >> 16) & 0xFF) << 16) | (u((p >> 8) & 0xFF) << 8) | u(p & 0xFF)
            }
        }
        return out
    }
}
