import Foundation
import VitrinePlatform

/// Summary statistics of a series of frame times.
struct FrameStats {
    let iterations: Int
    let medianMs: Double
    let minMs: Double
    let maxMs: Double
    let meanMs: Double

    /// Statistics of `samples` (seconds); `samples` must not be empty.
    init(samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        let ms = samples.map { $0 * 1000 }.sorted()
        iterations = ms.count
        let mid = ms.count / 2
        medianMs = ms.count % 2 == 1 ? ms[mid] : (ms[mid - 1] + ms[mid]) / 2
        minMs = ms[0]
        maxMs = ms[ms.count - 1]
        meanMs = ms.reduce(0, +) / Double(ms.count)
    }
}

/// Times a body repeatedly on the monotonic clock.
enum FrameTimer {
    /// Runs `body` `warmup` times untimed, then times up to `iterations` runs, stopping early
    /// (after at least `minimumIterations`) once `budget` seconds of timed work have passed.
    @MainActor
    static func measure(warmup: Int, iterations: Int, minimumIterations: Int = 20, budget: Double,
                        _ body: () -> Void) -> FrameStats {
        for _ in 0..<warmup { body() }
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        var spent = 0.0
        for i in 0..<max(1, iterations) {
            let t0 = SystemClock.monotonicNow()
            body()
            let dt = SystemClock.monotonicNow() - t0
            samples.append(dt)
            spent += dt
            if spent > budget && i + 1 >= minimumIterations { break }
        }
        return FrameStats(samples: samples)
    }
}
