import Foundation
import Glibc
import Vitrine
import VitrineGraphics
import VitrineShell

/// The `tree` control command on a 10,000-view window (100 rows, each a view holding 99 more,
/// every tenth a label): the whole document streamed in the socket's 16 KiB chunks (`total`), and the
/// longest single chunk (`max chunk`: the longest the interface waits for the command, since
/// chunks are pulled on the main queue between frames; also as the thread's CPU time, which
/// leaves out preemption by other processes). Also what one view costs in memory
/// (`view-instance-bytes`: the heap block of a fresh `UIView`, `UILabel` and `UIButton`, their
/// subviews and side objects not counted).
@MainActor
enum TreeBench {
    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [String] {
        let driver = FrameDriver(size: PixelSize(width: 1280, height: 800), threads: 1, threshold: nil) { window in
            for r in 0..<100 {
                let row = UIView(frame: CGRect(x: 0, y: r * 8, width: 1280, height: 8))
                for c in 0..<99 {
                    let leaf: UIView = c % 10 == 0 ? UILabel(frame: CGRect(x: c * 12, y: 0, width: 12, height: 8))
                        : UIView(frame: CGRect(x: c * 12, y: 0, width: 12, height: 8))
                    (leaf as? UILabel)?.text = "\(r * 100 + c)"
                    row.addSubview(leaf)
                }
                window.addSubview(row)
            }
        }
        _ = driver.runFrame()
        var totals: [Double] = []
        var maxChunks: [Double] = []
        var maxChunksCPU: [Double] = []
        var bytes = 0, chunks = 0, views = 0
        let start = Date()
        for run in 0..<max(5, iterations / 10) {
            let payload = ViewTreePayload(roots: driver.screen.windows, screenSize: driver.screen.bounds.size, scale: 1)
            var worst = 0.0, worstCPU = 0.0, total = 0.0
            bytes = 0
            chunks = 0
            while true {
                let t0 = DispatchTime.now().uptimeNanoseconds, c0 = threadCPUNanoseconds()
                let chunk = payload.next(maxBytes: 16 * 1024)
                let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
                worstCPU = max(worstCPU, Double(threadCPUNanoseconds() - c0) / 1e6)
                guard let chunk else { break }
                total += ms
                worst = max(worst, ms)
                bytes += chunk.count
                chunks += 1
            }
            views = payload.viewsWritten
            if run > 0 { totals.append(total); maxChunks.append(worst); maxChunksCPU.append(worstCPU) }
            if Date().timeIntervalSince(start) > budget && totals.count >= 3 { break }
        }
        if views != 10_001 { fail("tree: \(views) views written, expected 10,001") }
        totals.sort()
        maxChunks.sort()
        maxChunksCPU.sort()
        let median = { (a: [Double]) in a.isEmpty ? 0 : a[a.count / 2] }
        let line = String(format: "{\"name\":\"tree-10000-views\",\"views\":%d,\"bytes\":%d,\"chunks\":%d,\"total_median_ms\":%.3f,"
                          + "\"total_min_ms\":%.3f,\"total_max_ms\":%.3f,\"max_chunk_median_ms\":%.3f,\"max_chunk_worst_ms\":%.3f,"
                          + "\"max_chunk_cpu_median_ms\":%.3f,\"iterations\":%d}",
                          views, bytes, chunks, median(totals), totals.first ?? 0, totals.last ?? 0, median(maxChunks),
                          maxChunks.last ?? 0, median(maxChunksCPU), totals.count)
        return [line, instanceBytesLine()]
    }

    /// CPU time of this thread: a chunk's own cost, without the time the thread waited for a
    /// core (the shared machine preempts it; the wall time of the longest chunk includes that).
    static func threadCPUNanoseconds() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// The heap block sizes of fresh views (what `malloc_usable_size` says of the object).
    static func instanceBytesLine() -> String {
        // glibc's malloc_usable_size (malloc.h, which the Glibc module does not import).
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else {
            return "{\"name\":\"view-instance-bytes\",\"error\":\"no malloc_usable_size\"}"
        }
        let usable = unsafeBitCast(symbol, to: UsableSize.self)
        func size(_ o: AnyObject) -> Int { usable(Unmanaged.passUnretained(o).toOpaque()) }
        let plain = UIView(), label = UILabel(), button = UIButton(type: .system)
        return String(format: "{\"name\":\"view-instance-bytes\",\"UIView\":%d,\"UILabel\":%d,\"UIButton\":%d}",
                      size(plain), size(label), size(button))
    }
}
