import Foundation
import VitrineShell
import Vitrine
import VitrineGraphics

/// What a frame of scrolling costs (issue 14): a full-screen scroll view moved at 2,000 points
/// per second (33.3 points a frame at 60 Hz), frame after frame, through the real pipeline
/// (`FrameDriver`: layout, the compositor's scroll move, damage, render, present on a
/// double-buffered headless display at scale 1).
///
/// - `scroll-frame`: rows of 44 points (a background, a title and a detail label each) in a
///   plain `UIScrollView`, moving the drawn pixels (`moves: true`) or redrawing the viewport
///   (`moves: false`); `fraction` is the first median over the second — the cost of a scrolled
///   frame as a fraction of a full one.
/// After timing, the screen is compared with a from-scratch render.
@MainActor
enum ScrollBench {
    struct Figure {
        let name: String
        let size: PixelSize
        let stats: FrameStats
        let fields: [(String, String)]

        var json: String {
            var s = String(format: "{\"name\":\"%@\",\"width\":%d,\"height\":%d,\"median_ms\":%.3f,\"p99_ms\":%.3f,\"min_ms\":%.3f,\"max_ms\":%.3f,\"iterations\":%d",
                           name, size.width, size.height, stats.medianMs, stats.p99Ms, stats.minMs, stats.maxMs, stats.iterations)
            for (k, v) in fields { s += ",\"\(k)\":\(v)" }
            return s + "}"
        }

        var text: String {
            "\(name) \(size): median \(Report.fixed(stats.medianMs)) ms, p99 \(Report.fixed(stats.p99Ms)) ms, \(stats.iterations) frames"
                + fields.map { ", \($0.0) \($0.1)" }.joined()
        }
    }

    /// Points per frame at 2,000 pt/s and 60 Hz.
    static let step: CGFloat = 2000.0 / 60

    /// A scroll view of `rows` rows of `rowHeight` points filling the window.
    static func buildRows(in window: UIWindow, size: PixelSize, rows: Int, rowHeight: CGFloat = 44) -> UIScrollView {
        window.backgroundColor = .white
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        s.backgroundColor = .white
        let title = UIFont.systemFont(ofSize: 17), detail = UIFont.systemFont(ofSize: 15)
        for i in 0..<rows {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * rowHeight, width: CGFloat(size.width), height: rowHeight))
            row.backgroundColor = i % 2 == 0 ? .white : UIColor(rgb: 0xF2F2F7)
            let l = UILabel(frame: CGRect(x: 16, y: 11, width: 400, height: 22))
            l.font = title
            l.text = "Appointment \(i + 1)"
            let d = UILabel(frame: CGRect(x: CGFloat(size.width) - 216, y: 11, width: 200, height: 22))
            d.font = detail
            d.textColor = UIColor(rgb: 0x8E8E93)
            d.textAlignment = .right
            d.text = "\(9 + i % 9):\(i % 6)0"
            row.addSubview(l)
            row.addSubview(d)
            s.addSubview(row)
        }
        s.contentSize = CGSize(width: CGFloat(size.width), height: CGFloat(rows) * rowHeight)
        return s
    }

    /// Times `frames` frames of a scroll down `scrollView` (back to the top when it reaches the
    /// end), one frame per step.
    static func timeScroll(_ driver: FrameDriver, _ scrollView: UIScrollView, iterations: Int, budget: Double) -> FrameStats {
        let maxY = max(0, scrollView.contentSize.height - scrollView.bounds.height)
        var y = scrollView.contentOffset.y
        return FrameTimer.measure(warmup: 10, iterations: iterations, budget: budget) {
            y += step
            if y > maxY { y = 0 }
            scrollView.contentOffset = CGPoint(x: 0, y: y)
            driver.loop.runUntilIdle()
        }
    }

    static func run(size: PixelSize, iterations: Int, budget: Double, threads: Int?, fail: (String) -> Void) -> [Figure] {
        var figures: [Figure] = []
        var medians: [Bool: Double] = [:]
        for moves in [true, false] {
            var scroll: UIScrollView?
            let driver = FrameDriver(size: size, threads: threads, threshold: nil) { window in
                scroll = buildRows(in: window, size: size, rows: 600)
                window.addSubview(scroll!)
            }
            guard let s = scroll else { continue }
            driver.screen.movesScrolledPixels = moves
            let stats = timeScroll(driver, s, iterations: iterations, budget: budget)
            medians[moves] = stats.medianMs
            let drawing = driver.screen.lastFrameDrawing
            var fields: [(String, String)] = [("moves", "\(moves)"), ("drawn_pixels", "\(drawing.drawnPixels)"),
                                              ("points_per_frame", String(format: "%.1f", step))]
            if !moves, let on = medians[true] { fields.append(("fraction", String(format: "%.3f", on / stats.medianMs))) }
            figures.append(Figure(name: "scroll-frame", size: size, stats: stats, fields: fields))
            let differing = driver.pixelsDifferingFromFullRedraw()
            if differing > 0 { fail("scroll-frame (moves \(moves)): \(differing) px on screen differ from a full redraw") }
        }
        return figures
    }
}

/// `table-scroll` (issue 14's contract): a `UITableView` of 100,000 rows (`.value1` cells with
/// a title, a detail and a disclosure indicator, 44 points each, from
/// `dequeueReusableCell(withIdentifier:for:)`) filling a 1080p screen, scrolled at 2,000 points
/// per second (33.3 points a frame at 60 Hz); each frame goes through the real pipeline.
/// Reported: the frame times, the cells the table created (over the whole table: after the
/// timed frames the table is run to its end ten times as fast), the resident memory (before
/// the table, after its first frame, after the timed frames, half way, at the end), and the
/// median of the same frames redrawing the viewport instead of moving its pixels
/// (`full_frame_median_ms`; `fraction` is the scrolled frame's median over it).
@MainActor
final class TableScrollSource: UITableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Appointment \(indexPath.row + 1)"
        cell.detailTextLabel?.text = "Room \(indexPath.row % 12 + 1)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// A `.value1` cell for the registration (a registered class is made with `.default`).
final class Value1Cell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { return nil }
}

extension ScrollBench {
    static func runTable(size: PixelSize, rows: Int = 100_000, iterations: Int, budget: Double, threads: Int?,
                         fail: (String) -> Void) -> [Figure] {
        let source = TableScrollSource(rows: rows)
        var table: UITableView?
        let rssBefore = residentKilobytes()
        let driver = FrameDriver(size: size, threads: threads, threshold: nil) { window in
            let t = UITableView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height), style: .plain)
            t.register(Value1Cell.self, forCellReuseIdentifier: "row")
            t.rowHeight = 44
            t.dataSource = source
            window.addSubview(t)
            table = t
        }
        guard let t = table else { return [] }
        let rssStart = residentKilobytes()
        // Timed frames at 2,000 pt/s, one by one.
        let frames = max(iterations, 60)
        let stats = timeScroll(driver, t, iterations: frames, budget: budget * 3)
        let rssTimed = residentKilobytes()
        let differing = driver.pixelsDifferingFromFullRedraw()
        if differing > 0 { fail("table-scroll: \(differing) px on screen differ from a full redraw") }
        // Then through the rest of the table ten times as fast (every row still passes through
        // a cell: 330 points a frame is under a screen), to see whether memory stays flat.
        let maxY = max(0, t.contentSize.height - t.bounds.height)
        var y = t.contentOffset.y
        var rssHalf: Int?
        while y < maxY {
            y = min(maxY, y + step * 10)
            t.contentOffset = CGPoint(x: 0, y: y)
            driver.loop.runUntilIdle()
            if rssHalf == nil, y >= maxY / 2 { rssHalf = residentKilobytes() }
        }
        let rssEnd = residentKilobytes()
        // The same frames redrawing the viewport instead of moving its pixels: the fraction.
        driver.screen.movesScrolledPixels = false
        t.contentOffset = .zero
        driver.loop.runUntilIdle()
        let full = timeScroll(driver, t, iterations: min(frames, 200), budget: budget)
        driver.screen.movesScrolledPixels = true
        let kb: (Int?) -> String = { $0.map(String.init) ?? "null" }
        let fields: [(String, String)] = [
            ("cells_created", "\(t.cellsCreated)"), ("rows", "\(rows)"),
            ("points_per_frame", String(format: "%.1f", step)),
            ("full_frame_median_ms", String(format: "%.3f", full.medianMs)),
            ("fraction", String(format: "%.3f", stats.medianMs / full.medianMs)),
            ("rss_kb_before", kb(rssBefore)), ("rss_kb_start", kb(rssStart)), ("rss_kb_timed", kb(rssTimed)),
            ("rss_kb_half", kb(rssHalf)), ("rss_kb_end", kb(rssEnd)),
        ]
        return [Figure(name: "table-scroll", size: size, stats: stats, fields: fields)]
    }

    /// `VmRSS` of `/proc/self/status`, in kB.
    static func residentKilobytes() -> Int? { ProcessMemory.residentBytes().map { $0 / 1024 } }
}
