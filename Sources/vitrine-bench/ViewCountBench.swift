import Foundation
import Vitrine
import VitrineGraphics

/// What a frame costs as the view count grows, when one view, no view or every view changed.
///
/// The scene (1920x1080, scale 1): a grid of `N` cell views, 100 to a row, on a 19x10 pixel
/// pitch (18x9 cells and a 1-pixel gap: the size 10,000 cells need to fill the screen), so a
/// one-cell change damages the same pixels at every N; each cell is an opaque background
/// colour, and 20 of them (evenly spread) carry a small `UILabel` with their number, so text is
/// present but bounded (20 labels at every N; the view tree holds N + 20 views). Frames go through the real pipeline (`FrameDriver`):
/// - `one`: each frame changes one cell's `backgroundColor` (a different cell every frame,
///   cycling through all of them);
/// - `none`: `setNeedsLayout()` on the window with nothing changed (the idle cost; `frames`
///   says how many frames that produced);
/// - `all`: each frame changes every cell's colour (a full frame).
/// After timing, the screen is compared with a from-scratch render.
@MainActor
enum ViewCountBench {
    struct Figure {
        let views: Int
        let change: String
        let size: PixelSize
        let stats: FrameStats
        let framesPerRun: Double

        var json: String {
            String(format: "{\"name\":\"view-count\",\"views\":%d,\"change\":\"%@\",\"width\":%d,\"height\":%d,"
                + "\"median_ms\":%.3f,\"p99_ms\":%.3f,\"min_ms\":%.3f,\"max_ms\":%.3f,\"iterations\":%d,\"frames_per_run\":%.2f}",
                   views, change, size.width, size.height, stats.medianMs, stats.p99Ms, stats.minMs, stats.maxMs,
                   stats.iterations, framesPerRun)
        }

        var text: String {
            "view-count \(views) views, change \(change): median \(Report.fixed(stats.medianMs)) ms, p99 \(Report.fixed(stats.p99Ms)) ms, "
                + "\(stats.iterations) runs, \(String(format: "%.2f", framesPerRun)) frames/run"
        }
    }

    static let labelCount = 20
    static let colors: [UIColor] = [UIColor(rgb: 0x2E4A6B), UIColor(rgb: 0x6B4A2E)]

    static let columns = 100
    static let pitch = (x: 19, y: 10)

    static func build(_ n: Int, in window: UIWindow) -> [UIView] {
        window.backgroundColor = UIColor(rgb: 0x101418)
        var cells: [UIView] = []
        cells.reserveCapacity(n)
        let font = UIFont.systemFont(ofSize: 8)
        let labelStep = max(1, n / labelCount)
        for i in 0..<n {
            let col = i % columns, row = i / columns
            let cell = UIView(frame: CGRect(x: col * pitch.x, y: row * pitch.y, width: pitch.x - 1, height: pitch.y - 1))
            cell.backgroundColor = colors[0]
            if i % labelStep == 0 && i / labelStep < labelCount {
                let label = UILabel(frame: cell.bounds)
                label.font = font
                label.textColor = .white
                label.text = String(i % 100)
                cell.addSubview(label)
            }
            window.addSubview(cell)
            cells.append(cell)
        }
        return cells
    }

    static func run(counts: [Int], size: PixelSize, iterations: Int, budget: Double, threads: Int?,
                    fail: (String) -> Void) -> [Figure] {
        var figures: [Figure] = []
        for n in counts {
            var cells: [UIView] = []
            let driver = FrameDriver(size: size, threads: threads, threshold: nil) { window in
                cells = build(n, in: window)
            }
            var state = [Bool](repeating: false, count: n)
            var next = 0
            func flip(_ i: Int) {
                state[i].toggle()
                cells[i].backgroundColor = colors[state[i] ? 1 : 0]
            }
            let changes: [(String, () -> Void)] = [
                ("one", { flip(next); next = (next + 1) % n }),
                ("none", { driver.window.setNeedsLayout() }),
                ("all", { for i in 0..<n { flip(i) } }),
            ]
            for (name, change) in changes {
                let count = name == "all" ? max(20, iterations / 4) : iterations * 5
                var frames = 0, runs = 0
                let stats = FrameTimer.measure(warmup: max(5, count / 10), iterations: count, budget: budget) {
                    change()
                    frames += driver.runFrame()
                    runs += 1
                }
                let perRun = Double(frames) / Double(max(1, runs))
                if name != "none" && frames != runs {
                    fail("view-count \(n) \(name): \(frames) frames presented for \(runs) runs")
                }
                let differing = driver.pixelsDifferingFromFullRedraw()
                if differing > 0 {
                    fail("view-count \(n) \(name): \(differing) px on screen differ from a full redraw")
                }
                figures.append(Figure(views: n, change: name, size: size, stats: stats, framesPerRun: perRun))
            }
        }
        return figures
    }
}
