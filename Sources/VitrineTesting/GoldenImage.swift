import Foundation
import VitrineGraphics

/// How far a rendering may stray from its golden image and still match.
///
/// A pixel *differs* when any of its premultiplied channels (alpha included) is more than
/// `channel` away from the golden's; an image matches when at most `maxDifferingPixels`
/// pixels differ. The default (±2 per channel, no differing pixel) absorbs rounding in
/// pixman's fast paths and nothing else; a test that needs more says so and why.
public struct GoldenTolerance: Sendable {
    public var channel: Int
    public var maxDifferingPixels: Int

    public init(channel: Int = 2, maxDifferingPixels: Int = 0) {
        self.channel = channel
        self.maxDifferingPixels = maxDifferingPixels
    }

    /// The project's documented default: ±2 per channel, 0 differing pixels.
    public static let standard = GoldenTolerance()
    /// Exact equality.
    public static let exact = GoldenTolerance(channel: 0, maxDifferingPixels: 0)
}

/// The outcome of comparing two images.
public struct ImageComparison: Sendable {
    public var sizeMatches: Bool
    public var differingPixels: Int
    public var maxChannelDifference: Int
    /// The first differing pixel, for messages.
    public var firstDifference: (x: Int, y: Int)?

    public func matches(_ tolerance: GoldenTolerance) -> Bool {
        sizeMatches && differingPixels <= tolerance.maxDifferingPixels
    }
}

/// Golden-image comparison in the style of swift-snapshot-testing's image strategy: render,
/// compare with a reviewed PNG under a documented tolerance, and on failure leave the actual
/// image and a diff image beside the golden (`NAME.actual.png`, `NAME.diff.png`, both
/// git-ignored). `UPDATE_GOLDENS=1` rewrites the goldens instead (look at every one you commit).
public enum GoldenImage {
    /// Whether goldens are being recorded (`UPDATE_GOLDENS=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// Compares pixel by pixel. XRGB pixels count as opaque.
    public static func compare(_ actual: PixelBuffer, _ expected: PixelBuffer, channelTolerance: Int) -> ImageComparison {
        guard actual.width == expected.width, actual.height == expected.height else {
            return ImageComparison(sizeMatches: false, differingPixels: actual.width * actual.height, maxChannelDifference: 255, firstDifference: nil)
        }
        var differing = 0, maxDiff = 0
        var first: (Int, Int)?
        for y in 0..<actual.height {
            let ra = actual.row(y), re = expected.row(y)
            for x in 0..<actual.width {
                let a = normalized(ra[x], actual.format), e = normalized(re[x], expected.format)
                if a == e { continue }
                let d = channelDifference(a, e)
                maxDiff = max(maxDiff, d)
                if d > channelTolerance {
                    differing += 1
                    if first == nil { first = (x, y) }
                }
            }
        }
        return ImageComparison(sizeMatches: true, differingPixels: differing, maxChannelDifference: maxDiff, firstDifference: first)
    }

    /// Checks `actual` against `directory/name.png`. Returns `nil` when it matches (or was
    /// recorded), else a message naming the files written.
    public static func verify(_ actual: PixelBuffer, name: String, directory: String,
                              tolerance: GoldenTolerance = .standard) -> String? {
        let goldenPath = "\(directory)/\(name).png"
        let actualPath = "\(directory)/\(name).actual.png"
        let diffPath = "\(directory)/\(name).diff.png"
        if isRecording {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try PNGCodec.write(actual, to: goldenPath)
                try? FileManager.default.removeItem(atPath: actualPath)
                try? FileManager.default.removeItem(atPath: diffPath)
                return nil
            } catch {
                return "could not record golden \(goldenPath): \(error)"
            }
        }
        let expected: Image
        do {
            expected = try PNGCodec.decode(contentsOf: goldenPath)
        } catch {
            try? PNGCodec.write(actual, to: actualPath)
            return "no usable golden \(goldenPath) (\(error)); actual image written to \(actualPath); run with UPDATE_GOLDENS=1 to record it, then look at it"
        }
        let result = compare(actual, expected.buffer, channelTolerance: tolerance.channel)
        if result.matches(tolerance) {
            try? FileManager.default.removeItem(atPath: actualPath)
            try? FileManager.default.removeItem(atPath: diffPath)
            return nil
        }
        try? PNGCodec.write(actual, to: actualPath)
        if result.sizeMatches { try? PNGCodec.write(diffImage(actual, expected.buffer, channelTolerance: tolerance.channel), to: diffPath) }
        let where_ = result.firstDifference.map { " first at (\($0.x), \($0.y))" } ?? ""
        let size = result.sizeMatches ? "" : " size \(actual.width)x\(actual.height) vs golden \(expected.width)x\(expected.height);"
        return "\(name) differs from its golden:\(size) \(result.differingPixels) pixels beyond ±\(tolerance.channel) (allowed \(tolerance.maxDifferingPixels)), max channel difference \(result.maxChannelDifference)\(where_). Actual: \(actualPath) Diff: \(diffPath)"
    }

    /// Differing pixels in red over a dimmed grey copy of the actual image.
    public static func diffImage(_ actual: PixelBuffer, _ expected: PixelBuffer, channelTolerance: Int) -> PixelBuffer {
        let out = PixelBuffer(width: actual.width, height: actual.height)
        for y in 0..<actual.height {
            let ra = actual.row(y), re = expected.row(y), ro = out.row(y)
            for x in 0..<actual.width {
                let a = normalized(ra[x], actual.format), e = normalized(re[x], expected.format)
                if channelDifference(a, e) > channelTolerance {
                    ro[x] = 0xFFFF_0000
                } else {
                    let g = (((a >> 16) & 0xFF) + ((a >> 8) & 0xFF) + (a & 0xFF)) / 3 / 3 + 40
                    ro[x] = 0xFF00_0000 | (g << 16) | (g << 8) | g
                }
            }
        }
        return out
    }

    private static func normalized(_ p: UInt32, _ f: PixelBuffer.Format) -> UInt32 {
        f == .xrgb8888 ? p | 0xFF00_0000 : p
    }

    private static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var m = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            m = max(m, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
        }
        return m
    }
}
