import Foundation
import VitrinePlatform

/// Summary statistics of a series of frame times.
struct FrameStats {
    let iterations: Int
    let medianMs: Double
    let minMs: Double
    let maxMs: Double
    let meanMs: Double
    /// The 99th percentile (nearest rank).
    let p99Ms: Double

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
        p99Ms = ms[min(ms.count - 1, max(0, Int((Double(ms.count) * 0.99).rounded(.up)) - 1))]
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

    /// Times several bodies in alternation: rounds of `chunk` runs of each, the order rotated
    /// every round, so a change in machine load falls on all of them alike (A/B runs). Stops
    /// after `iterations` runs of each, or (after at least `minimumIterations`) once `budget`
    /// seconds per body have been spent. One statistics value per body, in order.
    @MainActor
    static func alternate(warmup: Int, iterations: Int, chunk: Int = 5, minimumIterations: Int = 20, budget: Double,
                          _ bodies: [() -> Void]) -> [FrameStats] {
        for body in bodies { for _ in 0..<warmup { body() } }
        var samples = [[Double]](repeating: [], count: bodies.count)
        var spent = 0.0
        var round = 0
        while samples[0].count < max(1, iterations) {
            for k in 0..<bodies.count {
                let i = (k + round) % bodies.count
                for _ in 0..<chunk {
                    let t0 = SystemClock.monotonicNow()
                    bodies[i]()
                    let dt = SystemClock.monotonicNow() - t0
                    samples[i].append(dt)
                    spent += dt
                }
            }
            round += 1
            if spent > budget * Double(bodies.count) && samples[0].count >= minimumIterations { break }
        }
        return samples.map { FrameStats(samples: $0) }
    }
}
