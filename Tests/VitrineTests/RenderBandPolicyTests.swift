import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Issue 12, item 6: `renderThreadCount` adapts to load — threads gain nothing on a busy
/// two-core machine, so large damage is played in bands only while bands measured faster than
/// one thread. Measurements are injected; nothing here is timed.
final class RenderBandPolicyTests: XCTestCase {
    private let big = 1_000_000, threshold = 256 * 1024

    func testSmallDamageAndASingleCoreAlwaysUseOneBand() {
        var p = RenderBandPolicy(maximum: 4)
        XCTAssertEqual(p.bands(forDamageArea: threshold - 1, threshold: threshold), 1)
        var one = RenderBandPolicy(maximum: 1)
        XCTAssertEqual(one.bands(forDamageArea: big, threshold: threshold), 1)
    }

    func testMeasuresBothWaysFirstThenKeepsTheFasterOne() {
        var p = RenderBandPolicy(maximum: 2)
        XCTAssertEqual(p.bands(forDamageArea: big, threshold: threshold), 2, "first: bands, to measure them")
        p.record(bands: 2, pixels: big, seconds: 0.004)
        XCTAssertEqual(p.bands(forDamageArea: big, threshold: threshold), 1, "then one thread, to measure it")
        p.record(bands: 1, pixels: big, seconds: 0.007)
        // An idle machine: bands are faster (4 ms against 7 ms), so bands it is.
        for _ in 0..<5 { XCTAssertEqual(p.bands(forDamageArea: big, threshold: threshold), 2) }
    }

    func testABusyMachineWhereBandsAreSlowerUsesOneThread() {
        var p = RenderBandPolicy(maximum: 2)
        _ = p.bands(forDamageArea: big, threshold: threshold)
        p.record(bands: 2, pixels: big, seconds: 0.009)  // the second band waited for a core
        _ = p.bands(forDamageArea: big, threshold: threshold)
        p.record(bands: 1, pixels: big, seconds: 0.007)
        for _ in 0..<5 { XCTAssertEqual(p.bands(forDamageArea: big, threshold: threshold), 1) }
    }

    func testBandsAreGivenUpOnlyWhenClearlySlower() {
        var p = RenderBandPolicy(maximum: 2)
        p.record(bands: 2, pixels: big, seconds: 0.0073)
        p.record(bands: 1, pixels: big, seconds: 0.007)
        XCTAssertEqual(p.bands(forDamageArea: big, threshold: threshold), 2, "4 % slower is within the 5 % margin: bands stay")
        var q = RenderBandPolicy(maximum: 2)
        q.record(bands: 2, pixels: big, seconds: 0.0077)
        q.record(bands: 1, pixels: big, seconds: 0.007)
        XCTAssertEqual(q.bands(forDamageArea: big, threshold: threshold), 1, "10 % slower: one thread")
    }

    func testProbesTheOtherWayAndFollowsAChangeInLoad() {
        var p = RenderBandPolicy(maximum: 2)
        p.probeInterval = 10
        for _ in 0..<4 { p.record(bands: 2, pixels: big, seconds: 0.004) }
        p.record(bands: 1, pixels: big, seconds: 0.007)
        // Idle: bands, except one probe of one thread every 10 large frames.
        let picks = (0..<20).map { _ in p.bands(forDamageArea: big, threshold: threshold) }
        XCTAssertEqual(picks.filter { $0 == 1 }.count, 2)
        XCTAssertEqual(picks[9], 1)
        // Another process takes a core: banded frames now take 10 ms. Three slow frames among
        // the last seven do not outvote four fast ones; once most are slow, one thread.
        for _ in 0..<3 { p.record(bands: 2, pixels: big, seconds: 0.010) }
        XCTAssertEqual(p.bandedCost ?? 0, 0.004, accuracy: 1e-9, "4 ms per million pixels: the median")
        for _ in 0..<2 { p.record(bands: 2, pixels: big, seconds: 0.010) }
        XCTAssertEqual(p.bands(forDamageArea: big, threshold: threshold), 1)
    }

    func testNotAdaptingAlwaysUsesTheMaximum() {
        var p = RenderBandPolicy(maximum: 3)
        p.adapts = false
        p.record(bands: 3, pixels: big, seconds: 1)
        p.record(bands: 1, pixels: big, seconds: 0.001)
        XCTAssertEqual(p.bands(forDamageArea: big, threshold: threshold), 3)
    }

    @MainActor func testTheCompositorPlaysInTheBandsThePolicyPicks() {
        let h = HeadlessHarness(width: 64, height: 48)
        h.screen.adaptsRenderThreadCount = true  // the harness fixes the threads by default
        h.window.backgroundColor = .blue
        h.screen.compositor.renderBands = 2
        h.screen.compositor.parallelThreshold = 0
        _ = h.renderFrames()
        // Inject measurements: one thread is cheaper (a busy machine) → one band.
        h.screen.compositor.bandPolicy.record(bands: 2, pixels: 1000, seconds: 0.9)
        h.screen.compositor.bandPolicy.record(bands: 1, pixels: 1000, seconds: 0.1)
        h.screen.compositor.bandPolicy.window = 1  // only the injected measurement counts
        h.window.setNeedsDisplay()
        _ = h.renderFrames()
        XCTAssertEqual(h.screen.compositor.lastFrameBands, 1)
        // Bands cheaper → two bands.
        h.screen.compositor.bandPolicy.reset()
        h.screen.compositor.bandPolicy.record(bands: 2, pixels: 1000, seconds: 0.1)
        h.screen.compositor.bandPolicy.record(bands: 1, pixels: 1000, seconds: 0.9)
        h.window.setNeedsDisplay()
        _ = h.renderFrames()
        XCTAssertEqual(h.screen.compositor.lastFrameBands, 2)
    }
}
