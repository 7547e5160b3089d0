import Foundation
import XCTest
import Vitrine
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path
/// Wednesday 25 November 2026, 08:24:17 UTC: the clock every dashboard test shows at its start.
private let pinnedStart = Date(timeIntervalSince1970: 1_795_595_057)

/// `vitrine-demo --scene dashboard` on the headless harness (issue 19: "a dashboard (clock,
/// gauges drawn in draw(_:), a live chart animated at the panel's refresh, an event list) that
/// adapts between orientations"). The clock reads a pinned time moved by the virtual clock,
/// the readings come from the seeded telemetry, so the goldens never depend on the wall clock.
/// Goldens with the standard tolerance (±2 per channel, no pixel beyond).
final class DashboardSceneTests: XCTestCase {
    @MainActor private func scene(width: Int = 1280, height: Int = 800) -> (HeadlessHarness, DashboardViewController) {
        let h = HeadlessHarness(width: width, height: height)
        let clock = h.clock
        let start = clock.now
        let vc = DashboardViewController(now: { pinnedStart.addingTimeInterval(clock.now - start) },
                                         timeZone: TimeZone(identifier: "UTC") ?? .current)
        h.window.rootViewController = vc
        h.renderFrames()
        // 2.5 s in: the chart has scrolled, the clock has turned twice.
        h.advance(by: 2.5)
        return (h, vc)
    }

    /// The clock shows the injected time (08:24:17 at the start, read by hand from the pinned
    /// date) and follows the virtual clock; it turns when the second turns, not before.
    @MainActor func testClockShowsTheInjectedTimeAndTurnsEachSecond() async {
        let (h, vc) = scene()
        XCTAssertEqual(vc.clockLabel.text, "08:24:19")
        XCTAssertEqual(vc.dateLabel.text, "Wednesday 25 November")
        h.advance(by: 0.4)
        XCTAssertEqual(vc.clockLabel.text, "08:24:19", "2.9 s after 08:24:17 is still 08:24:19")
        h.advance(by: 0.2)
        XCTAssertEqual(vc.clockLabel.text, "08:24:20")
    }

    /// Landscape 1280×800 (regular width): gauges and chart in a column on the left, the event
    /// list beside them; turned to portrait on an 800×480 panel (480 pt wide: compact) the
    /// three cards stack top to bottom at full width. Rotating back restores the columns.
    @MainActor func testCardsSitSideBySideInLandscapeAndStackInPortrait() async {
        let (h, vc) = scene()
        XCTAssertFalse(vc.isStacked)
        XCTAssertGreaterThan(vc.eventsCard.frame.minX, vc.gaugesCard.frame.maxX)
        XCTAssertGreaterThan(vc.chartCard.frame.minY, vc.gaugesCard.frame.maxY)
        XCTAssertEqual(vc.eventsCard.frame.minY, vc.gaugesCard.frame.minY)

        let (p, pvc) = scene(width: 800, height: 480)
        XCTAssertFalse(pvc.isStacked)
        XCTAssertTrue(p.rotate(to: .portrait))
        p.advance(by: 0.5)
        XCTAssertTrue(pvc.isStacked)
        XCTAssertEqual(pvc.view.bounds.size, CGSize(width: 480, height: 800))
        XCTAssertGreaterThan(pvc.chartCard.frame.minY, pvc.gaugesCard.frame.maxY)
        XCTAssertGreaterThan(pvc.eventsCard.frame.minY, pvc.chartCard.frame.maxY)
        XCTAssertEqual(pvc.eventsCard.frame.width, pvc.gaugesCard.frame.width)
        XCTAssertLessThanOrEqual(pvc.eventsCard.frame.maxY, 800)
        XCTAssertTrue(p.rotate(to: .landscapeRight))
        p.advance(by: 0.5)
        XCTAssertFalse(pvc.isStacked)
        _ = h
    }

    /// The event list is a real table: one row per event, each with its severity symbol.
    @MainActor func testEventsAreATableWithARowPerEvent() async {
        let (_, vc) = scene()
        XCTAssertEqual(vc.events.tableView.numberOfRows(inSection: 0), DashboardEvent.sample.count)
        XCTAssertFalse(vc.events.tableView.visibleCells.isEmpty)
        // 95 s before 08:24:17 is 08:22:42: the newest event's time reads 08:22.
        let first = vc.events.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration
        XCTAssertEqual(first?.secondaryText, "08:22  ·  Strainer F1")
    }

    /// The chart is animated at the display's refresh, and a frame between two seconds of the
    /// clock redraws the chart only (not the whole screen, not the gauges): the damage of one
    /// 60-Hz frame lies inside the chart's frame. That partial frame equals a from-scratch
    /// render pixel for pixel.
    @MainActor func testAFrameDrawsOnlyTheChartAndMatchesAFullRedraw() async {
        let (h, vc) = scene()
        // 2.5 s in: 0.5 s to the next turn of the clock.
        let before = vc.chart.time
        h.advance(by: 1.0 / 60)
        XCTAssertGreaterThan(vc.chart.time, before, "the chart moved on with the refresh")
        let chart = vc.chart.convert(vc.chart.bounds, to: nil)
        let damage = h.lastDamage
        XCTAssertFalse(damage.isEmpty, "the chart's frame was drawn")
        for r in damage.rects {
            XCTAssertGreaterThanOrEqual(CGFloat(r.x), chart.minX.rounded(.down), "\(r) is inside the chart \(chart)")
            XCTAssertGreaterThanOrEqual(CGFloat(r.y), chart.minY.rounded(.down), "\(r) is inside the chart \(chart)")
            XCTAssertLessThanOrEqual(CGFloat(r.x + r.width), chart.maxX.rounded(.up), "\(r) is inside the chart \(chart)")
            XCTAssertLessThanOrEqual(CGFloat(r.y + r.height), chart.maxY.rounded(.up), "\(r) is inside the chart \(chart)")
        }
        let partial = h.screenshot
        let full = h.fullRedraw()
        let diff = GoldenImage.compare(partial, full, channelTolerance: 0)
        XCTAssertEqual(diff.differingPixels, 0, "first difference at \(String(describing: diff.firstDifference))")
    }

    /// The telemetry is seeded: the same seed gives the same readings, another seed others.
    func testTelemetryIsDeterministicPerSeed() {
        let a = BoilerTelemetry(seed: 1), b = BoilerTelemetry(seed: 1), c = BoilerTelemetry(seed: 2)
        for t in stride(from: 0.0, to: 30, by: 0.7) {
            XCTAssertEqual(a.supplyTemperature(at: t), b.supplyTemperature(at: t))
            XCTAssertEqual(a.noise(t, channel: 1), b.noise(t, channel: 1))
            XCTAssertLessThanOrEqual(abs(a.noise(t, channel: 1)), 1)
        }
        XCTAssertNotEqual(a.supplyTemperature(at: 3.3), c.supplyTemperature(at: 3.3))
    }

    /// A gauge's needle sweeps 270° clockwise from the bottom left (135°) to the bottom right
    /// (405°), a value outside the range pinned to the end.
    @MainActor func testGaugeSweep() async {
        let g = GaugeView(title: "T", unit: "u", range: 20...100, warning: 85, accent: .blue, decimals: 0, value: 0)
        XCTAssertEqual(GaugeView.angle(g.fraction(20)) * 180 / .pi, 135, accuracy: 1e-9)
        XCTAssertEqual(GaugeView.angle(g.fraction(60)) * 180 / .pi, 270, accuracy: 1e-9)
        XCTAssertEqual(GaugeView.angle(g.fraction(100)) * 180 / .pi, 405, accuracy: 1e-9)
        XCTAssertEqual(g.fraction(140), 1)
        XCTAssertEqual(g.fraction(.nan), 0)
    }

    /// The drawn legend is one accessibility element whose value is the readings the golden
    /// shows (read by hand from dashboard-landscape.png: "Supply 77.0 °C", "Return 54.8 °C"),
    /// as the label it replaced read them.
    @MainActor func testTheLegendReadsItsReadings() async {
        let (_, vc) = scene()
        XCTAssertTrue(vc.legend.isAccessibilityElement)
        XCTAssertEqual(vc.legend.accessibilityLabel, "Legend")
        XCTAssertEqual(vc.legend.accessibilityValue, "Supply 77.0 °C, Return 54.8 °C")
        XCTAssertTrue(vc.legend.accessibilityTraits.contains(.updatesFrequently))
    }

    /// The legend sits at the trailing edge: the right in a left-to-right layout, the left in a
    /// right-to-left one (UIKit's layout direction, `semanticContentAttribute`).
    @MainActor func testTheLegendSitsAtTheTrailingEdge() async {
        func inkColumns(_ attribute: UISemanticContentAttribute) -> ClosedRange<Int>? {
            let h = HeadlessHarness(width: 600, height: 40)
            let root = UIViewController()
            root.view.backgroundColor = .black
            let legend = ChartLegend(textColour: .white)
            legend.semanticContentAttribute = attribute
            legend.frame = CGRect(x: 0, y: 10, width: 600, height: 20)
            legend.entries = [ChartLegend.Entry(name: "Supply", colour: .orange, value: 70),
                              ChartLegend.Entry(name: "Return", colour: .blue, value: 50)]
            root.view.addSubview(legend)
            h.window.rootViewController = root
            h.renderFrames()
            let shot = h.screenshot
            let ink = (0..<600).filter { x in (10..<30).contains { y in shot[x, y] & 0xFFFFFF != 0 } }
            guard let first = ink.first, let last = ink.last else { return nil }
            return first...last
        }
        let ltr = inkColumns(.forceLeftToRight), rtl = inkColumns(.forceRightToLeft)
        XCTAssertGreaterThan(ltr?.lowerBound ?? 0, 300, "left to right: the legend ends at the right edge")
        XCTAssertGreaterThan(ltr?.upperBound ?? 0, 590)
        XCTAssertLessThan(rtl?.upperBound ?? 600, 300, "right to left: the legend starts at the left edge")
        XCTAssertLessThan(rtl?.lowerBound ?? 600, 10)
    }

    @MainActor func testLandscapeGolden() async {
        let (h, _) = scene()
        if let failure = GoldenImage.verify(h.screenshot, name: "dashboard-landscape", directory: goldenDirectory) { XCTFail(failure) }
    }

    /// The 800×480 panel turned to portrait, as `make demo-png` shows it (the golden is in the
    /// panel's orientation: the interface is turned a quarter).
    @MainActor func testPortraitGolden() async {
        let (h, _) = scene(width: 800, height: 480)
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        if let failure = GoldenImage.verify(h.screenshot, name: "dashboard-portrait", directory: goldenDirectory) { XCTFail(failure) }
    }
}
