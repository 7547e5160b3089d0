import Foundation
import VitrineGraphics

/// Issue 16's benchmark "JPEG decode of a 1080p photo": a 1920×1080 photo-like picture
/// (``SyntheticPhoto``: gradients, hard edges, texture and noise) encoded once at startup with
/// TurboJPEG at quality 90 (4:2:0), then decoded into a premultiplied ARGB buffer as
/// `UIImage(data:)` does; the same picture as a PNG (libpng, default compression) for comparison.
@MainActor
enum ImageDecodeBench {
    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [ScrollBench.Figure] {
        let size = PixelSize(width: 1920, height: 1080)
        let photo = SyntheticPhoto.make(width: size.width, height: size.height)
        let jpeg: [UInt8], png: [UInt8]
        do {
            jpeg = try JPEGCodec.encode(photo, quality: 90)
            png = try PNGCodec.encode(photo)
        } catch {
            fail("images: cannot encode the test picture: \(error)")
            return []
        }
        let limit = size.width * size.height
        var failures = 0
        let j = FrameTimer.measure(warmup: 2, iterations: iterations, budget: budget) {
            if (try? JPEGCodec.decode(jpeg, maximumPixels: limit)) == nil { failures += 1 }
        }
        let p = FrameTimer.measure(warmup: 2, iterations: iterations, budget: budget) {
            if (try? PNGCodec.decode(png, maximumPixels: limit)) == nil { failures += 1 }
        }
        if failures > 0 { fail("images: \(failures) decodes failed") }
        return [
            ScrollBench.Figure(name: "jpeg-decode-1080p", size: size, stats: j, fields: [("bytes", "\(jpeg.count)"), ("quality", "90")]),
            ScrollBench.Figure(name: "png-decode-1080p", size: size, stats: p, fields: [("bytes", "\(png.count)")]),
        ]
    }
}
