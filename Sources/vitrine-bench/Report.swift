import Foundation

/// One measured figure: the UI frame at a screen size with a given damage fraction.
struct BenchResult: Encodable {
    let name: String
    let width: Int
    let height: Int
    /// The fraction of the screen asked to be damaged.
    let damage: Double
    /// The damage area the display was given, in pixels (measured before timing).
    let damagePixels: Int
    let stats: FrameStats
    /// Render threads (bands) the frame was drawn with, where that applies.
    var threads: Int? = nil
    /// Whether the screen could draw on fewer threads than `threads` when that measured faster.
    var adaptive: Bool? = nil
    /// This figure's median over a reference's (`ratio_to_c`, `ratio_to_pixman`).
    var ratios: [String: Double] = [:]

    enum CodingKeys: String, CodingKey {
        case name, width, height, damage, iterations, threads, adaptive
        case damagePixels = "damage_pixels"
        case medianMs = "median_ms", minMs = "min_ms", maxMs = "max_ms", meanMs = "mean_ms", p99Ms = "p99_ms"
    }

    struct RatioKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(damage, forKey: .damage)
        try c.encode(damagePixels, forKey: .damagePixels)
        try c.encode(Report.round(stats.medianMs), forKey: .medianMs)
        try c.encode(Report.round(stats.minMs), forKey: .minMs)
        try c.encode(Report.round(stats.maxMs), forKey: .maxMs)
        try c.encode(Report.round(stats.meanMs), forKey: .meanMs)
        try c.encode(Report.round(stats.p99Ms), forKey: .p99Ms)
        try c.encode(stats.iterations, forKey: .iterations)
        try c.encodeIfPresent(threads, forKey: .threads)
        try c.encodeIfPresent(adaptive, forKey: .adaptive)
        var r = encoder.container(keyedBy: RatioKey.self)
        for (key, value) in ratios { try r.encode((value * 100).rounded() / 100, forKey: RatioKey(stringValue: key)) }
    }
}

/// Prints results as a human-readable table or as JSON lines.
enum Report {
    /// Milliseconds to microsecond precision (keeps the JSON short).
    static func round(_ ms: Double) -> Double { (ms * 1000).rounded() / 1000 }

    /// One JSON object on one line.
    static func jsonLine(_ r: BenchResult) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(r), let s = String(data: data, encoding: .utf8) else {
            return "{\"name\":\"\(r.name)\",\"error\":\"encoding failed\"}"
        }
        return s
    }

    static let header = pad("name", 8) + pad("size", 10) + lpad("damage", 7) + lpad("dmg px", 10)
        + lpad("median ms", 11) + lpad("min ms", 9) + lpad("max ms", 9) + lpad("mean ms", 9) + lpad("iters", 7)

    /// One table row.
    static func row(_ r: BenchResult) -> String {
        let extra = (r.threads.map { " threads \($0)" } ?? "") + (r.adaptive == true ? " adaptive" : "")
            + r.ratios.sorted(by: { $0.key < $1.key }).map { " \($0.key) \(String(format: "%.2f", $0.value))" }.joined()
        return pad(r.name, 8) + pad("\(r.width)x\(r.height)", 10) + lpad(percent(r.damage), 7) + lpad(String(r.damagePixels), 10)
            + lpad(fixed(r.stats.medianMs), 11) + lpad(fixed(r.stats.minMs), 9) + lpad(fixed(r.stats.maxMs), 9)
            + lpad(fixed(r.stats.meanMs), 9) + lpad(String(r.stats.iterations), 7) + extra
    }

    /// The reference targets and, per size, how the 10 % figure compares with the full frame.
    static func summary(_ results: [BenchResult]) -> [String] {
        var lines = ["target: full 1080p frame ≤ 1.5 ms; 10 % damage ≤ 12 % of the full frame"]
        var sizes: [(Int, Int)] = []
        // The first uiframe figure per size and damage is the default thread count's.
        let frames = results.filter { $0.name == "uiframe" }
        for r in frames where !sizes.contains(where: { $0 == (r.width, r.height) }) { sizes.append((r.width, r.height)) }
        for (w, h) in sizes {
            let atSize = frames.filter { $0.width == w && $0.height == h }
            guard let full = atSize.first(where: { $0.damage == 1 }) else { continue }
            var line = "\(w)x\(h): full frame \(fixed(full.stats.medianMs)) ms"
            if w == 1920 && h == 1080 { line += full.stats.medianMs <= 1.5 ? " (meets ≤ 1.5 ms)" : " (misses ≤ 1.5 ms)" }
            if let tenth = atSize.first(where: { abs($0.damage - 0.1) < 1e-9 }) {
                let ratio = tenth.stats.medianMs / full.stats.medianMs
                line += "; 10 % damage / full = \(percent(ratio))" + (ratio <= 0.12 ? " (meets ≤ 12 %)" : " (misses ≤ 12 %)")
            }
            if let hundredth = atSize.first(where: { abs($0.damage - 0.01) < 1e-9 }) {
                line += "; 1 % damage / full = \(percent(hundredth.stats.medianMs / full.stats.medianMs))"
            }
            lines.append(line)
        }
        return lines
    }

    static func fixed(_ v: Double) -> String { String(format: "%.3f", v) }
    static func percent(_ v: Double) -> String {
        let p = v * 100
        return (p >= 10 || p == p.rounded() ? String(format: "%.0f", p) : String(format: "%.1f", p)) + " %"
    }
    static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
    static func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? " " + s : String(repeating: " ", count: n - s.count) + s }
}
