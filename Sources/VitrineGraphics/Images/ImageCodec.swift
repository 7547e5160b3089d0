import Foundation

/// What the image codecs share: the process-wide decoded-size limit and telling PNG from
/// JPEG by their first bytes.
public enum ImageCodec {
    /// The limit before anything sets one: 2048×2048 pixels (16 MiB decoded).
    public static let defaultMaximumDecodedPixels = 2048 * 2048

    /// The most pixels a decoder produces when given no limit of its own (each costs 4 bytes
    /// once decoded), for PNG and JPEG alike. The kiosk sets it from
    /// `[images] max_decoded_pixels` at start and on reload; it may be read and set from any
    /// thread. `PNGCodec.maximumDecodedPixels` is the same value.
    public static var maximumDecodedPixels: Int {
        get { DecodeLimit.shared.value }
        set { DecodeLimit.shared.value = newValue }
    }

    /// The formats the codecs read.
    public enum Format: Sendable, Equatable {
        case png, jpeg
    }

    /// The PNG signature (`\x89PNG\r\n\x1a\n`).
    public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format `data` starts with, `nil` when neither.
    public static func format(of data: [UInt8]) -> Format? {
        if data.starts(with: pngSignature) { return .png }
        if JPEGCodec.looksLikeJPEG(data) { return .jpeg }
        return nil
    }

    /// A decoded image and the factor its pixels were scaled by to fit the limit (1 at full
    /// size, 1/2, 1/4 or 1/8 for a JPEG decoded with DCT scaling).
    public struct Decoded: Sendable {
        public var image: Image
        public var pixelScale: Double
        /// A warning about damaged data that still decoded (a truncated JPEG).
        public var warning: String?
    }

    /// Decodes PNG or JPEG data, chosen by its signature.
    public static func decode(_ data: [UInt8], maximumPixels: Int? = nil) throws -> Decoded {
        switch format(of: data) {
        case .png: return Decoded(image: try PNGCodec.decode(data, maximumPixels: maximumPixels), pixelScale: 1)
        case .jpeg:
            let d = try JPEGCodec.decodeDetailed(data, maximumPixels: maximumPixels)
            return Decoded(image: d.image, pixelScale: 1 / Double(d.scaleDenominator), warning: d.warning)
        case nil:
            throw ImageCodecError(operation: "decode image", message: data.isEmpty ? "no data" : "neither a PNG nor a JPEG (first bytes \(data.prefix(4).map { String(format: "%02x", $0) }.joined(separator: " ")))")
        }
    }

    /// Reads and decodes a PNG or JPEG file, as `decode(_:maximumPixels:)`.
    public static func decode(contentsOf path: String, maximumPixels: Int? = nil) throws -> Decoded {
        let limit = maximumPixels ?? maximumDecodedPixels
        let bytes = try readFile(path, maximumPixels: limit, kind: "an image")
        do { return try decode(bytes, maximumPixels: limit) } catch let e as ImageCodecError {
            throw ImageCodecError(operation: "\(e.operation) \(path)", message: e.message)
        }
    }

    /// A regular file's bytes, refused past what an image of `maximumPixels` pixels can take
    /// (8 bytes a pixel, 16-bit RGBA stored uncompressed, plus 1 MiB of chunks or markers).
    package static func readFile(_ path: String, maximumPixels limit: Int, kind: String) throws -> [UInt8] {
        let (fileLimit, overflow) = max(0, limit).multipliedReportingOverflow(by: 8)
        switch RegularFile.read(path, limit: overflow ? Int.max : fileLimit + (1 << 20), largerThan: "\(kind) of \(limit) pixels") {
        case .success(let b): return b
        case .failure(let failure): throw ImageCodecError(operation: "read \(path)", message: failure.message)
        }
    }
}

/// The process-wide decoded-size limit, behind a lock (images may be decoded off the main thread).
private final class DecodeLimit: @unchecked Sendable {
    static let shared = DecodeLimit()
    private let lock = NSLock()
    private var _value = ImageCodec.defaultMaximumDecodedPixels

    var value: Int {
        get { lock.lock(); defer { lock.unlock() }; return _value }
        set { lock.lock(); _value = newValue; lock.unlock() }
    }
}
