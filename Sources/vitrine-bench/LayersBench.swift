import Foundation
import Vitrine
import VitrineGraphics

/// What layer shadows cost (issue 16: "a screen of 20 shadowed cards; static shadows must
/// cost no more than ~1.3× the same screen without shadows").
///
/// The scene (1920x1080, scale 1): 20 cards in 5 columns and 4 rows (340x220, corner radius
/// 16, white, each with a title label) on a grey background; with shadows each card has
/// `shadowOpacity` 0.2, `shadowRadius` 10 and `shadowOffset` (0, 6).
/// - `shadow-cards-frame` / `shadow-cards-plain-frame`: the whole screen damaged and drawn
///   again (static cards: the shadows' blurred masks come from the cache), with and without
///   shadows; `shadow-cards-ratio` is their ratio.
/// - `shadow-cards-unoccluded-frame`: the shadowed screen again with the shadows composited
///   whole (not skipping the part under each opaque card): the cost before that optimisation.
/// - `shadow-cards-move-frame`: one card moves by 4 points per frame (damage-limited: its
///   old and new places, shadows included).
/// - `shadow-cards-recolour-frame` / `shadow-cards-plain-recolour-frame`: one card's
///   background changes every frame while its shadow stays (damage-limited: the card, and
///   with a shadow the shadow around it, is drawn again from the cached mask);
///   `shadow-cards-recolour-ratio` is their ratio: what a static shadow adds to an ordinary
///   update of the screen.
@MainActor
enum LayersBench {
    static func build(_ window: UIWindow, shadows: Bool) -> [UIView] {
        window.backgroundColor = UIColor(rgb: 0xF2F2F7)
        var cards: [UIView] = []
        for i in 0..<20 {
            let col = i % 5, row = i / 5
            let card = UIView(frame: CGRect(x: 40 + col * 376, y: 40 + row * 256, width: 340, height: 220))
            card.backgroundColor = .white
            card.cornerRadius = 16
            if shadows {
                card.layer.shadowOpacity = 0.2
                card.layer.shadowRadius = 10
                card.layer.shadowOffset = CGSize(width: 0, height: 6)
            }
            let title = UILabel(frame: CGRect(x: 20, y: 16, width: 300, height: 24))
            title.text = "Card \(i + 1)"
            title.font = UIFont.systemFont(ofSize: 18)
            title.textColor = .black
            card.addSubview(title)
            window.addSubview(card)
            cards.append(card)
        }
        return cards
    }

    static func run(iterations: Int, budget: Double, threads: Int?, fail: (String) -> Void) -> [String] {
        let size = PixelSize(width: 1920, height: 1080)
        var lines: [String] = []
        var medians: [Bool: Double] = [:]
        // Alternate the two scenes so a change of machine load touches both.
        var stats: [Bool: [FrameStats]] = [true: [], false: []]
        var unoccluded: [FrameStats] = []
        var lookups: [(hits: Int, misses: Int)] = []
        for _ in 0..<3 {
            for shadows in [true, false] {
                let driver = FrameDriver(size: size, threads: threads, threshold: nil) { _ = build($0, shadows: shadows) }
                let full = CGRect(x: 0, y: 0, width: size.width, height: size.height)
                driver.frame(damaging: full)
                ShadowMaskStatistics.reset()
                let s = FrameTimer.measure(warmup: 5, iterations: max(10, iterations / 3), budget: budget / 3) {
                    driver.frame(damaging: full)
                }
                let differing = driver.pixelsDifferingFromFullRedraw()
                if differing > 0 { fail("layers shadows=\(shadows): \(differing) px differ from a full redraw") }
                stats[shadows, default: []].append(s)
                if shadows { lookups.append((ShadowMaskStatistics.hits, ShadowMaskStatistics.misses)) }
                if shadows {
                    ShadowMaskStatistics.skipsOccludedPixels.store(false, ordering: .relaxed)
                    unoccluded.append(FrameTimer.measure(warmup: 5, iterations: max(10, iterations / 3), budget: budget / 3) {
                        driver.frame(damaging: full)
                    })
                    ShadowMaskStatistics.skipsOccludedPixels.store(true, ordering: .relaxed)
                }
            }
        }
        for shadows in [true, false] {
            let runs = stats[shadows] ?? []
            let ms = runs.map(\.medianMs).sorted()
            let median = ms[ms.count / 2]
            medians[shadows] = median
            lines.append(String(format: "{\"name\":\"%@\",\"width\":%d,\"height\":%d,\"cards\":20,\"median_ms\":%.3f,"
                                + "\"min_run_median_ms\":%.3f,\"max_run_median_ms\":%.3f,\"runs\":%d}",
                                shadows ? "shadow-cards-frame" : "shadow-cards-plain-frame", size.width, size.height,
                                median, ms.first ?? 0, ms.last ?? 0, ms.count))
        }
        let um = unoccluded.map(\.medianMs).sorted()
        if !um.isEmpty {
            lines.append(String(format: "{\"name\":\"shadow-cards-unoccluded-frame\",\"width\":%d,\"height\":%d,\"cards\":20,"
                                + "\"median_ms\":%.3f,\"min_run_median_ms\":%.3f,\"max_run_median_ms\":%.3f,\"runs\":%d}",
                                size.width, size.height, um[um.count / 2], um.first ?? 0, um.last ?? 0, um.count))
        }
        if let a = medians[true], let b = medians[false], b > 0 {
            let hits = lookups.map(\.hits).reduce(0, +), misses = lookups.map(\.misses).reduce(0, +)
            lines.append(String(format: "{\"name\":\"shadow-cards-ratio\",\"ratio\":%.3f,\"shadow_ms\":%.3f,\"plain_ms\":%.3f,"
                                + "\"mask_hits\":%d,\"mask_misses\":%d}", a / b, a, b, hits, misses))
        }
        // One card moving: damage-limited frames.
        var cards: [UIView] = []
        let driver = FrameDriver(size: size, threads: threads, threshold: nil) { cards = build($0, shadows: true) }
        var step = 0
        let s = FrameTimer.measure(warmup: 5, iterations: iterations, budget: budget) {
            step += 1
            cards[7].center.x += step % 20 < 10 ? 4 : -4
            driver.runFrame()
        }
        let differing = driver.pixelsDifferingFromFullRedraw()
        if differing > 0 { fail("layers move: \(differing) px differ from a full redraw") }
        lines.append(String(format: "{\"name\":\"shadow-cards-move-frame\",\"width\":%d,\"height\":%d,\"median_ms\":%.3f,"
                            + "\"p99_ms\":%.3f,\"damage_px\":%d}", size.width, size.height, s.medianMs, s.p99Ms,
                            driver.lastPresentedDamageArea))
        // One card recoloured each frame, with and without shadows (alternating runs).
        var recolour: [Bool: [(ms: Double, damage: Int)]] = [true: [], false: []]
        for _ in 0..<3 {
            for shadows in [true, false] {
                var cards: [UIView] = []
                let driver = FrameDriver(size: size, threads: threads, threshold: nil) { cards = build($0, shadows: shadows) }
                var flip = false
                let s = FrameTimer.measure(warmup: 5, iterations: max(10, iterations / 3), budget: budget / 3) {
                    flip.toggle()
                    cards[7].backgroundColor = flip ? UIColor(rgb: 0xFFF8E0) : .white
                    driver.runFrame()
                }
                let differing = driver.pixelsDifferingFromFullRedraw()
                if differing > 0 { fail("layers recolour shadows=\(shadows): \(differing) px differ from a full redraw") }
                recolour[shadows, default: []].append((s.medianMs, driver.lastPresentedDamageArea))
            }
        }
        var recolourMedians: [Bool: Double] = [:]
        for shadows in [true, false] {
            let runs = recolour[shadows] ?? []
            let ms = runs.map(\.ms).sorted()
            guard !ms.isEmpty else { continue }
            recolourMedians[shadows] = ms[ms.count / 2]
            lines.append(String(format: "{\"name\":\"%@\",\"width\":%d,\"height\":%d,\"median_ms\":%.3f,"
                                + "\"min_run_median_ms\":%.3f,\"max_run_median_ms\":%.3f,\"damage_px\":%d,\"runs\":%d}",
                                shadows ? "shadow-cards-recolour-frame" : "shadow-cards-plain-recolour-frame", size.width, size.height,
                                ms[ms.count / 2], ms.first ?? 0, ms.last ?? 0, runs.last?.damage ?? 0, ms.count))
        }
        if let a = recolourMedians[true], let b = recolourMedians[false], b > 0 {
            lines.append(String(format: "{\"name\":\"shadow-cards-recolour-ratio\",\"ratio\":%.3f,\"shadow_ms\":%.3f,\"plain_ms\":%.3f}",
                                a / b, a, b))
        }
        return lines
    }
}
