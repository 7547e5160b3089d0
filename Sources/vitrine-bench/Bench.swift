import ArgumentParser
import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// `vitrine-bench`: times the reference UI frame through the real frame pipeline (views →
/// compositor → headless double-buffered display) with full-screen, 10 % and 1 % damage.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine-bench",
        abstract: "Times Vitrine's frame pipeline on the reference UI frame.",
        discussion: """
            The scene: background, 20 rounded panels at 80 % alpha with a label each, and 4 \
            scaled ARGB images, at 800x480 and 1920x1080. Each figure is a steady damage box \
            (the whole screen, or a centred box of 10 % or 1 % of it) redrawn frame after frame; \
            with two buffers each frame also repairs the previous frame's damage, which for a \
            steady box is the same box.
            """
    )

    @Flag(help: "Print one JSON object per line per figure instead of a table.")
    var json = false

    @Option(help: "Timed full frames per size; smaller damage runs 5× (10 %) and 25× (1 %) as many, within the time budget.")
    var iterations: Int = 200

    @Option(name: .customLong("size"), help: "Screen size WIDTHxHEIGHT (repeatable; default 800x480 and 1920x1080).",
            transform: { text in
                guard let s = PixelSize(parsing: text) else {
                    throw ValidationError("--size must be WIDTHxHEIGHT, not '\(text)'")
                }
                return s
            })
    var sizes: [PixelSize] = []

    @Option(name: .customLong("damage"), help: "Damage fraction of the screen (repeatable; default 1, 0.1 and 0.01).")
    var damages: [Double] = []

    @Option(help: "Render threads (bands) per frame; default: one per core, at most 4.")
    var threads: Int?

    @Option(help: "Damage below this many pixels is drawn on one thread (default: the library's).")
    var parallelThreshold: Int?

    @Option(help: "Time budget per figure in seconds (timing stops early once it is spent).")
    var maxSeconds: Double = 3

    @Option(help: "Write a PNG screenshot of the scene at each size into this directory.")
    var screenshotDir: String?

    mutating func validate() throws {
        guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
        guard maxSeconds > 0 else { throw ValidationError("--max-seconds must be positive") }
        for d in damages where !(d > 0 && d <= 1) {
            throw ValidationError("--damage must be in (0, 1], not \(d)")
        }
    }

    func run() throws {
        MainActor.assumeIsolated { runOnMain() }
    }

    @MainActor
    private func runOnMain() {
        let sizeList = sizes.isEmpty ? [PixelSize(width: 800, height: 480), PixelSize(width: 1920, height: 1080)] : sizes
        let damageList = damages.isEmpty ? [1.0, 0.1, 0.01] : damages
        var results: [BenchResult] = []
        if !json { print(Report.header) }
        for size in sizeList {
            let driver = FrameDriver(size: size, threads: threads, threshold: parallelThreshold)
            if let dir = screenshotDir {
                let path = "\(dir)/uiframe-\(size).png"
                do {
                    try driver.writeScreenshot(to: path)
                    if !json { print("  (screenshot: \(path))") }
                } catch {
                    warn("cannot write \(path): \(error)")
                }
            }
            for fraction in damageList {
                let r = measure(driver, fraction: fraction)
                results.append(r)
                print(json ? Report.jsonLine(r) : Report.row(r))
            }
            if let l = InputLatencyBench.measure(driver, moves: iterations) {
                let line = String(format: "{\"name\":\"input-to-present\",\"width\":%d,\"height\":%d,\"median_ms\":%.3f,\"p99_ms\":%.3f,\"frames\":%d}",
                                  size.width, size.height, l.median * 1000, l.p99 * 1000, l.count)
                print(json ? line : "input-to-present \(size): median \(Report.fixed(l.median * 1000)) ms, p99 \(Report.fixed(l.p99 * 1000)) ms over \(l.count) frames (drag of a card, headless)")
            }
        }
        // What a DRM display adds: the damage copy into scanout memory, straight and turned.
        for rotated in [false, true] {
            for fraction in [1.0, 0.1] {
                let r = ScanoutCopyBench.measure(width: 1920, height: 1080, fraction: fraction, rotated: rotated,
                                                 iterations: iterations, budget: maxSeconds)
                results.append(r)
                print(json ? Report.jsonLine(r) : Report.row(r))
            }
        }
        // Glyph runs from the glyph cache: one thread, then banded playback on every core.
        let cores = threads ?? min(4, ProcessInfo.processInfo.activeProcessorCount)
        for emoji in [false, true] {
            for bands in Set([1, cores]).sorted() {
                guard let r = GlyphRunBench.measure(emoji: emoji, bands: bands, iterations: iterations, budget: maxSeconds) else {
                    warn("glyph runs: a font is missing"); continue
                }
                results.append(r)
                print(json ? Report.jsonLine(r) : Report.row(r))
            }
        }
        // The interface rotation: frames of the turn, and a quarter-turned interface afterwards.
        for line in RotationBench.lines(json: json, threadCounts: Set([1, cores]).sorted(), iterations: iterations, budget: maxSeconds) {
            print(line)
        }
        for figure in TextBench.run(iterations: iterations, budget: maxSeconds) {
            print(json ? figure.json : "\(figure.name) \(figure.width)x\(figure.height): median \(Report.fixed(figure.stats.medianMs)) ms, min \(Report.fixed(figure.stats.minMs)) ms (\(figure.detail))")
        }
        if !json {
            print("")
            for line in Report.summary(results) { print(line) }
        }
    }

    /// Times frames of `driver` whose damage is the centred box covering `fraction` of the screen.
    @MainActor
    private func measure(_ driver: FrameDriver, fraction: Double) -> BenchResult {
        let box = driver.damageBox(fraction: fraction)
        // Settle the buffer-age history on this box, then check what the display receives.
        for _ in 0..<3 { driver.frame(damaging: box) }
        let presented = driver.frame(damaging: box)
        let measuredArea = driver.lastPresentedDamageArea
        let expectedArea = Int(box.width * box.height)
        let screenArea = driver.size.width * driver.size.height
        if presented != 1 || measuredArea != expectedArea {
            warn("\(driver.size) damage \(fraction): expected 1 frame with \(expectedArea) px damaged, "
                + "got \(presented) frame(s) with \(measuredArea) px")
        }
        if !json {
            let asked = String(format: "%.2f", fraction * 100)
            let got = String(format: "%.2f", Double(measuredArea) * 100 / Double(screenArea))
            print("  (damage check: asked \(asked) % = \(expectedArea) px, presented \(measuredArea) px = \(got) % of \(driver.size))")
        }

        let multiplier = fraction >= 0.5 ? 1 : fraction >= 0.05 ? 5 : 25
        let count = iterations * multiplier
        let framesBefore = driver.display.presentedFrameCount
        let stats = FrameTimer.measure(warmup: max(5, count / 10), iterations: count, budget: maxSeconds) {
            driver.frame(damaging: box)
        }
        let framesRun = driver.display.presentedFrameCount - framesBefore
        let expectedFrames = max(5, count / 10) + stats.iterations
        if framesRun != expectedFrames {
            warn("\(framesRun) frames presented for \(expectedFrames) timed and warm-up runs")
        }
        // The partial redraws must leave exactly what a from-scratch redraw draws.
        let differing = driver.pixelsDifferingFromFullRedraw()
        if differing > 0 {
            warn("\(driver.size) damage \(fraction): \(differing) px on screen differ from a full redraw")
        }
        return BenchResult(name: "uiframe", width: driver.size.width, height: driver.size.height,
                           damage: fraction, damagePixels: measuredArea, stats: stats)
    }

    /// Writes a warning line to standard error (stdout stays clean for --json).
    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}
