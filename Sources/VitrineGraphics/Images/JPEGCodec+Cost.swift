/// What decoding a JPEG costs beyond its output, read from its markers before anything is
/// decoded. The decoded-size limit bounds only the output: a progressive JPEG (or a sequential
/// one whose components come in separate scans) makes libjpeg hold every DCT coefficient of the
/// whole image at full size, whatever the output scale (a few hundred bytes can claim
/// 16384×16384 and cost gigabytes), and every scan is one more pass over the image (thousands
/// of tiny scans cost seconds each). Both are refused before decoding.
extension JPEGCodec {
    /// The most scans a JPEG may have. libjpeg's own progressive script has 10 for a colour
    /// image; optimisers write a few dozen at most.
    public static let maximumScans = 100

    /// The working memory (whole-image coefficients) a JPEG may need: 16 bytes for each pixel
    /// of the decoded-size limit, four times the output's own bytes.
    public static func maximumWorkingBytes(forPixels limit: Int) -> Int {
        let (bytes, overflow) = max(0, limit).multipliedReportingOverflow(by: 16)
        return overflow ? Int.max : bytes
    }

    /// What the markers say a decode costs.
    package struct Cost: Equatable, Sendable {
        /// Start-of-scan markers (counted up to one past `maximumScans`).
        package var scans = 0
        /// Whether the frame is progressive (SOF2, SOF6, SOF10, SOF14).
        package var progressive = false
        /// Bytes of whole-image coefficient buffers libjpeg allocates (0 when it decodes
        /// row by row: a sequential frame with every component in its first scan).
        package var coefficientBytes = 0
    }

    /// Walks the markers (skipping each scan's entropy-coded data) and works out `Cost` the
    /// way libjpeg sizes its buffers: one whole-image coefficient array per component, in
    /// blocks rounded up to the component's sampling factors, 64 two-byte coefficients a
    /// block, when the frame is progressive or its first scan lacks a component.
    package static func cost(_ d: [UInt8]) -> Cost {
        var cost = Cost()
        var components: [(h: Int, v: Int)] = []
        var width = 0, height = 0
        var firstScanComponents: Int?
        var i = 2
        let n = d.count
        while i + 1 < n, cost.scans <= maximumScans {
            guard d[i] == 0xFF else { break }
            let marker = d[i + 1]
            i += 2
            if marker == 0xFF { i -= 1; continue }  // a fill byte
            if marker == 0xD9 { break }  // EOI
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { continue }  // no length
            guard i + 1 < n else { break }
            let length = Int(d[i]) << 8 | Int(d[i + 1])
            guard length >= 2, i + length <= n else { break }
            let body = (i + 2)..<(i + length)
            switch marker {
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                guard body.count >= 6 else { break }
                cost.progressive = [0xC2, 0xC6, 0xCA, 0xCE].contains(marker)
                height = Int(d[body.lowerBound + 1]) << 8 | Int(d[body.lowerBound + 2])
                width = Int(d[body.lowerBound + 3]) << 8 | Int(d[body.lowerBound + 4])
                let count = Int(d[body.lowerBound + 5])
                components = (0..<count).compactMap { c in
                    let at = body.lowerBound + 6 + c * 3 + 1
                    guard at < body.upperBound else { return nil }
                    return (max(1, Int(d[at] >> 4)), max(1, Int(d[at] & 0x0F)))
                }
            case 0xDA:
                cost.scans += 1
                if firstScanComponents == nil, let first = body.first { firstScanComponents = Int(d[first]) }
                i += length
                // The entropy-coded data runs to the next marker that is not a stuffed 0xFF00
                // or a restart marker.
                while i + 1 < n, !(d[i] == 0xFF && d[i + 1] != 0 && !(0xD0...0xD7).contains(d[i + 1])) { i += 1 }
                if i + 1 >= n { i = n }
                continue
            default: break
            }
            i += length
        }
        let wholeImage = cost.progressive || (firstScanComponents ?? components.count) < components.count
        if wholeImage, let hMax = components.map(\.h).max(), let vMax = components.map(\.v).max() {
            func blocks(_ size: Int, _ f: Int, _ fMax: Int) -> Int {
                let b = (size * f + 8 * fMax - 1) / (8 * fMax)
                return (b + f - 1) / f * f
            }
            // At most 65535×65535 pixels and 15×15 sampling: no overflow in 64 bits.
            cost.coefficientBytes = components.reduce(0) { $0 + blocks(width, $1.h, hMax) * blocks(height, $1.v, vMax) * 128 }
        }
        return cost
    }

    /// Throws when `data`'s markers say decoding would need more than `maximumScans` scans or
    /// more working memory than `maximumWorkingBytes(forPixels: limit)`.
    static func checkCost(_ data: [UInt8], _ head: Header, limit: Int) throws {
        let c = cost(data)
        if c.scans > maximumScans {
            throw ImageCodecError(operation: "decode JPEG", message: "\(head.width)x\(head.height) with more than \(maximumScans) scans (each one more pass over the whole image) is refused")
        }
        let budget = maximumWorkingBytes(forPixels: limit)
        if c.coefficientBytes > budget {
            throw ImageCodecError(operation: "decode JPEG", message: "\(c.progressive ? "progressive" : "multi-scan") \(head.width)x\(head.height) needs \(PNGCodec.sizeText(c.coefficientBytes)) of working memory (every coefficient of the full-size image, at any output scale), over the limit of \(PNGCodec.sizeText(budget)) (16 bytes for each of the \(limit) pixels of the decoded-size limit)")
        }
    }
}
