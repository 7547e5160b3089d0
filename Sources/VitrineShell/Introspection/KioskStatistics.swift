import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// What `vitrinectl stats` reports: the compositor's frames (FrameStatistics: presented, frame
/// time p50/p99, missed refreshes), input-to-flip latency, the process's resident memory, the
/// caches' sizes, remote viewers and uptime. Gathered on the main actor when asked; nothing
/// here runs per frame.
@MainActor
package struct KioskStatistics {
    package var framesPresented: Int
    package var frameTimeP50: Double?
    package var frameTimeP99: Double?
    package var missedRefreshes: Int
    package var lateFrames: Int
    package var inputLatencyP50: Double?
    package var inputLatencyP99: Double?
    package var residentBytes: Int?
    package var glyphCache: GlyphCache.Statistics
    package var imageCache: (count: Int, bytes: Int, byteLimit: Int)
    package var layerCache: (entries: Int, bytes: Int, budget: Int)
    /// Connected VNC clients, when a VNC server runs.
    package var vncClients: Int?
    package var uptime: Double

    /// The statistics of `screen` now; `uptime` in seconds; `vncClients` when a VNC server runs.
    package init(screen: UIScreen, uptime: Double, vncClients: Int? = nil, residentBytes: Int? = ProcessMemory.residentBytes()) {
        let frames = screen.frameStatistics
        let times = frames.recentFrameTimes
        framesPresented = frames.framesPresented
        frameTimeP50 = FrameStatistics.percentile(0.5, of: times)
        frameTimeP99 = FrameStatistics.percentile(0.99, of: times)
        missedRefreshes = frames.missedRefreshes
        lateFrames = frames.lateFrames
        let latency = screen.inputLatency
        inputLatencyP50 = latency?.median
        inputLatencyP99 = latency?.p99
        self.residentBytes = residentBytes
        glyphCache = GlyphCache.shared.statistics
        let images = NamedImageCache.shared
        imageCache = (images.count, images.bytes, images.byteLimit)
        layerCache = screen.layerCacheStatistics
        self.vncClients = vncClients
        self.uptime = uptime
    }

    /// The JSON fields of the reply (times in milliseconds, sizes in bytes; `null` for what
    /// is not known yet).
    package var fields: [(String, JSONValue)] {
        func ms(_ s: Double?) -> JSONValue { s.map { .double(($0 * 1e6).rounded() / 1e3) } ?? .null }
        var f: [(String, JSONValue)] = [
            ("frames", .int(framesPresented)),
            ("frame_ms_p50", ms(frameTimeP50)),
            ("frame_ms_p99", ms(frameTimeP99)),
            ("missed_refreshes", .int(missedRefreshes)),
            ("late_frames", .int(lateFrames)),
            ("input_latency_ms_p50", ms(inputLatencyP50)),
            ("input_latency_ms_p99", ms(inputLatencyP99)),
            ("rss_bytes", residentBytes.map { .int($0) } ?? .null),
            ("glyph_cache", .object([("count", .int(glyphCache.count)), ("bytes", .int(glyphCache.bytes)), ("limit", .int(glyphCache.byteLimit))])),
            ("image_cache", .object([("count", .int(imageCache.count)), ("bytes", .int(imageCache.bytes)), ("limit", .int(imageCache.byteLimit))])),
            ("layer_cache", .object([("count", .int(layerCache.entries)), ("bytes", .int(layerCache.bytes)), ("limit", .int(layerCache.budget))])),
        ]
        f.append(("vnc_clients", vncClients.map { .int($0) } ?? .null))
        f.append(("uptime_s", .int(Int(uptime))))
        return f
    }

    /// One line for people: `frames=1234 frame-ms=p50:2.1,p99:9.8 missed=3 input-ms=… rss=42MiB …`.
    package var text: String {
        func ms(_ s: Double?) -> String { s.map { String(format: "%.1f", $0 * 1000) } ?? "-" }
        func size(_ b: Int) -> String { b >= 1 << 20 ? "\((b + (1 << 19)) >> 20)MiB" : "\((b + 512) >> 10)KiB" }
        var words = [
            "frames=\(framesPresented)",
            "frame-ms=p50:\(ms(frameTimeP50)),p99:\(ms(frameTimeP99))",
            "missed=\(missedRefreshes)",
            "input-ms=p50:\(ms(inputLatencyP50)),p99:\(ms(inputLatencyP99))",
            "rss=\(residentBytes.map(size) ?? "-")",
            "glyphs=\(glyphCache.count)/\(size(glyphCache.bytes))",
            "images=\(imageCache.count)/\(size(imageCache.bytes))",
            "layers=\(layerCache.entries)/\(size(layerCache.bytes))",
        ]
        if let vncClients { words.append("vnc-clients=\(vncClients)") }
        words.append("uptime=\(Int(uptime))s")
        return words.joined(separator: " ")
    }
}
