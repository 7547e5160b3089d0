import ArgumentParser
import Foundation
import Synchronization
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

    @Option(name: .customLong("views"), help: "View counts for the view-count figures (repeatable; default 100, 1000 and 10000).")
    var viewCountOption: [Int] = []

    var viewCounts: [Int] { viewCountOption.isEmpty ? [100, 1000, 10000] : viewCountOption }

    @Option(help: "Render threads (bands) per frame; default: one per core, at most 4.")
    var threads: Int?

    @Flag(help: "Always draw large damage on --threads threads (by default fewer are used while they measure faster).")
    var fixedThreads = false

    @Option(help: "Damage below this many pixels is drawn on one thread (default: the library's).")
    var parallelThreshold: Int?

    @Option(help: "Time budget per figure in seconds (timing stops early once it is spent).")
    var maxSeconds: Double = 3

    @Option(name: .customLong("only"), help: "Run only these groups of figures (repeatable): uiframe, view-count, shadow-buffers, scanout, glyph-runs, rotation, present, layout, text, scroll, caret, activity, animator, navigation, text-input, keyboard, paths, images, layers, symbols, pages, tree, focus-move, control-input, control-settings, introspection, vnc, speech. Default: all.")
    var onlyGroups: [String] = []

    /// Whether the group of figures `name` runs.
    func wants(_ name: String) -> Bool { onlyGroups.isEmpty || onlyGroups.contains(name) }

    @Option(help: "Write a PNG screenshot of the scene at each size into this directory.")
    var screenshotDir: String?

    @Flag(help: "Measure with the Grayscale accessibility setting on (the compositor's colour filter).")
    var grayscale = false

    @Flag(help: "Run only the Auto Layout figures (the same as --only layout).")
    var layoutOnly = false

    mutating func validate() throws {
        guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
        guard maxSeconds > 0 else { throw ValidationError("--max-seconds must be positive") }
        for n in viewCountOption where n <= 0 { throw ValidationError("--views must be positive, not \(n)") }
        for d in damages where !(d > 0 && d <= 1) {
            throw ValidationError("--damage must be in (0, 1], not \(d)")
        }
    }

    func run() throws {
        MainActor.assumeIsolated { runOnMain() }
        let failures = SanityChecks.failures.withLock { $0 }
        guard failures.isEmpty else {
            FileHandle.standardError.write(Data("vitrine-bench: \(failures.count) sanity check(s) failed; the figures above are not to be trusted\n".utf8))
            throw ExitCode.failure
        }
    }

    @MainActor
    private func runOnMain() {
        if grayscale {
            var settings = AccessibilitySettings()
            settings.grayscale = true
            UIAccessibility.apply(settings)
        }
        if layoutOnly {
            runLayoutFigures()
            return
        }
        let sizeList = sizes.isEmpty ? [PixelSize(width: 800, height: 480), PixelSize(width: 1920, height: 1080)] : sizes
        let damageList = damages.isEmpty ? [1.0, 0.1, 0.01] : damages
        var results: [BenchResult] = []
        if !json { print(Report.header) }
        let cores = threads ?? min(4, ProcessInfo.processInfo.activeProcessorCount)
        for size in sizeList where wants("uiframe") {
            let driver = FrameDriver(size: size, threads: threads, threshold: parallelThreshold, adaptive: !fixedThreads)
            if let dir = screenshotDir {
                let path = "\(dir)/uiframe-\(size).png"
                do {
                    try driver.writeScreenshot(to: path)
                    if !json { print("  (screenshot: \(path))") }
                } catch {
                    fail("cannot write \(path): \(error)")
                }
            }
            // Side by side in the same process: the default thread count, one thread, one
            // thread without labels, and the hand-written C + pixman frame (no labels).
            var contenders = [Contender(name: "uiframe", driver: driver, threads: cores, adaptive: !fixedThreads && cores > 1)]
            if cores != 1 {
                contenders.append(Contender(name: "uiframe", driver: FrameDriver(size: size, threads: 1, threshold: parallelThreshold),
                                            threads: 1))
            }
            contenders.append(Contender(name: "uiframe-no-labels",
                                        driver: FrameDriver(size: size, threads: 1, threshold: parallelThreshold, labels: false),
                                        threads: 1))
            let reference = CReferenceFrame(size: size)
            if reference == nil { fail("the C reference frame could not be set up at \(size)") }
            // The C reference draws in colour: with Grayscale on the frames cannot match it.
            if let reference, !grayscale, let plain = contenders.last?.driver, let front = plain.display.frontBuffer {
                let off = reference.pixelsDiffering(from: front, tolerance: 2)
                let offOutsideCorners = reference.pixelsDiffering(from: front, tolerance: 2, outsideCorners: true)
                if !json {
                    print("  (C reference vs the Swift frame without labels: \(off) px differ by more than 2 in a channel, all on the antialiased corners: \(offOutsideCorners == 0))")
                }
                if offOutsideCorners > 0 {
                    fail("\(size): \(offOutsideCorners) px of the C reference differ by more than 2 from the Swift frame without labels outside the panels' corners")
                }
            }
            for fraction in damageList {
                for r in measure(contenders, reference: reference, fraction: fraction) {
                    results.append(r)
                    print(json ? Report.jsonLine(r) : Report.row(r))
                }
            }
            if let l = InputLatencyBench.measure(driver, moves: iterations) {
                let line = String(format: "{\"name\":\"input-to-present\",\"width\":%d,\"height\":%d,\"median_ms\":%.3f,\"p99_ms\":%.3f,\"frames\":%d}",
                                  size.width, size.height, l.median * 1000, l.p99 * 1000, l.count)
                print(json ? line : "input-to-present \(size): median \(Report.fixed(l.median * 1000)) ms, p99 \(Report.fixed(l.p99 * 1000)) ms over \(l.count) frames (drag of a card, headless)")
            }
        }
        // Cost against the number of views: one view changed, none, all.
        for figure in !wants("view-count") ? [] : ViewCountBench.run(counts: viewCounts, size: PixelSize(width: 1920, height: 1080),
                                         iterations: iterations, budget: maxSeconds, threads: threads, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // Scrolling: a scrolled frame moving the drawn pixels against one redrawing them.
        for figure in !wants("scroll") ? [] : ScrollBench.run(size: PixelSize(width: 1920, height: 1080), iterations: iterations,
                                                            budget: maxSeconds, threads: threads, fail: fail)
            + ScrollBench.runTable(size: PixelSize(width: 1920, height: 1080), iterations: iterations, budget: maxSeconds,
                                   threads: threads, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // A page view controller's swipe: a frame of a page turn under a moving finger.
        for figure in !wants("pages") ? [] : PagesBench.run(size: PixelSize(width: 1920, height: 1080), iterations: iterations,
                                                          budget: maxSeconds, threads: threads, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // The control socket's tap: request to frame, and a burst of 100 under an animation.
        for figure in !wants("control-input") ? [] : ControlInputBench.run(taps: min(iterations, 100), fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // Decoding a 1080p photo-like JPEG, and the same picture as a PNG.
        for figure in !wants("images") ? [] : ImageDecodeBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // The text interaction's blinking caret: one switch of the caret per frame.
        for figure in !wants("caret") ? [] : CaretBlinkBench.run(size: PixelSize(width: 1920, height: 1080), iterations: iterations,
                                                               budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // A spinning activity indicator: one step of its head per frame, damage-limited.
        if wants("activity") {
            let lines = ActivityIndicatorBench.run(iterations: iterations, budget: maxSeconds, fail: fail)
            if json { print(lines[0]); print(lines[1]) } else { print(lines[2]); print(lines[1]) }
        }
        // A navigation controller: the frames of an animated push and pop, and a push/pop pair.
        for figure in !wants("navigation") ? [] : NavigationBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // Issue 17's animation API: a cross-dissolve frame and a property-animator scrub.
        for figure in !wants("animator") ? [] : AnimatorBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // A view's draw(_:) filling or stroking paths (cairo), redrawn every frame.
        for figure in !wants("paths") ? [] : PathBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // The speech engine (espeak-ng): request to first PCM chunk, and stop to silence.
        for figure in !wants("speech") ? [] : SpeechBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // The screen reader through espeak-ng into ALSA: input event to the first PCM written,
        // and frames missed while it speaks.
        for figure in !wants("speech") ? [] : ReaderSpeechBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // One shadow buffer against one per scanout buffer (the display backends' choice).
        for figure in !wants("shadow-buffers") ? [] : ShadowBufferBench.run(iterations: iterations, budget: maxSeconds, threads: threads, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // What a DRM display adds: the damage copy into scanout memory, straight and turned.
        if wants("vnc") {
            for fraction in [0.1, 1.0] {
            for r in VNCMirrorBench.measure(width: 1280, height: 800, fraction: fraction, iterations: iterations, budget: maxSeconds) {
                results.append(r)
                print(json ? Report.jsonLine(r) : Report.row(r))
            }
            }
        }
        for format in [ScanoutFormat.xrgb8888, .rgb565] where wants("scanout") {
            for rotated in [false, true] {
                for fraction in [1.0, 0.1] {
                    let r = ScanoutCopyBench.measure(width: 1920, height: 1080, fraction: fraction, rotated: rotated, format: format,
                                                     iterations: iterations, budget: maxSeconds)
                    results.append(r)
                    print(json ? Report.jsonLine(r) : Report.row(r))
                }
            }
        }
        // Glyph runs from the glyph cache: one thread, then banded playback on every core.
        for emoji in [false, true] where wants("glyph-runs") {
            for bands in Set([1, cores]).sorted() {
                guard let r = GlyphRunBench.measure(emoji: emoji, bands: bands, iterations: iterations, budget: maxSeconds) else {
                    fail("glyph runs: a font is missing"); continue
                }
                results.append(r)
                print(json ? Report.jsonLine(r) : Report.row(r))
            }
        }
        // The interface rotation: frames of the turn, and a quarter-turned interface afterwards.
        for line in !wants("rotation") ? [] : RotationBench.lines(json: json, threadCounts: Set([1, cores]).sorted(), iterations: iterations, budget: maxSeconds) {
            print(line)
        }
        // A modal presentation: frames of a form sheet sliding up and down.
        for line in !wants("present") ? [] : PresentBench.lines(json: json, threadCounts: Set([1, cores]).sorted()) {
            print(line)
        }
        for figure in !wants("text") ? [] : TextBench.run(iterations: iterations, budget: maxSeconds) {
            print(json ? figure.json : "\(figure.name) \(figure.width)x\(figure.height): median \(Report.fixed(figure.stats.medianMs)) ms, min \(Report.fixed(figure.stats.minMs)) ms (\(figure.detail))")
        }
        for figure in !wants("text-input") ? [] : TextInputBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // The on-screen keyboard: showing it, and a key's pop-up preview.
        for figure in !wants("keyboard") ? [] : KeyboardBench.run(sizes: sizeList, iterations: min(iterations, 50)) {
            print(json ? figure.json : figure.text)
        }
        // Symbol images: a first rendering at 2x, and one from the rendering cache.
        for figure in !wants("symbols") ? [] : SymbolBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // Layer shadows: 20 shadowed cards against the same cards without shadows.
        for line in !wants("layers") ? [] : LayersBench.run(iterations: iterations, budget: maxSeconds, threads: threads, fail: fail) {
            print(line)
        }
        // The `tree` control command on 10,000 views, and what one view costs in memory.
        for line in !wants("tree") ? [] : TreeBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(line)
        }
        // The screen reader's focus move on 1,000 elements.
        for line in !wants("focus-move") ? [] : FocusMoveBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(line)
        }
        // Button Shapes and On/Off Labels: 2,000 controls made and laid out, and the setting toggled on 500 buttons.
        for figure in !wants("control-settings") ? [] : ControlSettingsBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        // The remote console's introspection: screenshots, the frame-time HUD, the frame statistics.
        for figure in !wants("introspection") ? [] : IntrospectionBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        if wants("layout") { runLayoutFigures() }
        if !json {
            print("")
            for line in Report.summary(results) { print(line) }
        }
    }

    /// The Auto Layout figures: the solver alone, a 1,000-constraint screen through the UIKit
    /// API (from scratch and edited), a 100-view stack view.
    @MainActor
    private func runLayoutFigures() {
        for figure in LayoutSolverBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
        for figure in LayoutBench.run(iterations: iterations, budget: maxSeconds) {
            print(json ? figure.json : figure.text)
        }
        for figure in LayoutStackBench.run(iterations: iterations, budget: maxSeconds, fail: fail) {
            print(json ? figure.json : figure.text)
        }
    }

    /// One pipeline timed side by side with others.
    struct Contender {
        let name: String
        let driver: FrameDriver
        let threads: Int
        var adaptive = false
    }

    /// Times frames of each contender whose damage is the centred box covering `fraction` of
    /// the screen, alternating with each other and with the C reference's redraw of the same
    /// box (A/B runs); each Swift figure carries its ratio to the C figure.
    @MainActor
    private func measure(_ contenders: [Contender], reference: CReferenceFrame?, fraction: Double) -> [BenchResult] {
        guard let first = contenders.first else { return [] }
        let box = first.driver.damageBox(fraction: fraction)
        let expectedArea = Int(box.width * box.height)
        var measuredArea = expectedArea
        for c in contenders {
            // Settle the buffer-age history on this box, then check what the display receives.
            for _ in 0..<3 { c.driver.frame(damaging: box) }
            let presented = c.driver.frame(damaging: box)
            let area = c.driver.lastPresentedDamageArea
            if c.name == first.name && c.threads == first.threads { measuredArea = area }
            if presented != 1 || area != expectedArea {
                fail("\(c.driver.size) damage \(fraction): expected 1 frame with \(expectedArea) px damaged, "
                    + "got \(presented) frame(s) with \(area) px")
            }
        }
        let screenArea = first.driver.size.width * first.driver.size.height
        if !json {
            let asked = String(format: "%.2f", fraction * 100)
            let got = String(format: "%.2f", Double(measuredArea) * 100 / Double(screenArea))
            print("  (damage check: asked \(asked) % = \(expectedArea) px, presented \(measuredArea) px = \(got) % of \(first.driver.size))")
        }

        let multiplier = fraction >= 0.5 ? 1 : fraction >= 0.05 ? 5 : 25
        let count = iterations * multiplier
        let warmup = max(5, count / 10)
        let framesBefore = contenders.map { $0.driver.display.presentedFrameCount }
        var bodies: [() -> Void] = contenders.map { c in { c.driver.frame(damaging: box) } }
        if let reference { bodies.append { reference.draw(box) } }
        let stats = FrameTimer.alternate(warmup: warmup, iterations: count, budget: maxSeconds, bodies)
        var results: [BenchResult] = []
        let cStats = reference != nil ? stats.last : nil
        for (i, c) in contenders.enumerated() {
            let framesRun = c.driver.display.presentedFrameCount - framesBefore[i]
            if framesRun != warmup + stats[i].iterations {
                fail("\(framesRun) frames presented for \(warmup + stats[i].iterations) timed and warm-up runs")
            }
            // The partial redraws must leave exactly what a from-scratch redraw draws.
            let differing = c.driver.pixelsDifferingFromFullRedraw()
            if differing > 0 {
                fail("\(c.driver.size) damage \(fraction): \(differing) px on screen differ from a full redraw")
            }
            var r = BenchResult(name: c.name, width: c.driver.size.width, height: c.driver.size.height,
                                damage: fraction, damagePixels: measuredArea, stats: stats[i])
            r.threads = c.threads
            if c.adaptive {
                r.adaptive = true
                let m = c.driver.screen.renderThreadMeasurements
                if let single = m.single { r.ratios["policy_single_ms_per_mpx"] = single * 1000 }
                if let banded = m.banded { r.ratios["policy_banded_ms_per_mpx"] = banded * 1000 }
                r.ratios["policy_last_threads"] = Double(m.lastThreads)
            }
            if let cStats { r.ratios["ratio_to_c"] = stats[i].medianMs / cStats.medianMs }
            results.append(r)
        }
        if let cStats {
            var r = BenchResult(name: "uiframe-c-reference", width: first.driver.size.width, height: first.driver.size.height,
                                damage: fraction, damagePixels: expectedArea, stats: cStats)
            r.threads = 1
            results.append(r)
        }
        return results
    }

    /// A sanity check failed: the figure it concerns does not measure what it says (the wrong
    /// damage, a frame that differs from a full redraw, a C reference that draws something else,
    /// a missing font). Written to standard error at once (stdout stays clean for --json); the
    /// run goes on so every figure is printed, then exits 1.
    private func fail(_ message: String) {
        SanityChecks.failures.withLock { $0.append(message) }
        FileHandle.standardError.write(Data("error: sanity check failed: \(message)\n".utf8))
    }
}

/// The sanity checks that failed in this run (see `Bench.fail`).
enum SanityChecks {
    static let failures = Mutex<[String]>([])
}
