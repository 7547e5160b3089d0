import Foundation
import XCTest
import Vitrine
import VitrineTesting
@testable import vitrine_demo

/// `vitrine-demo --scene dashboard` left running, on the virtual clock: the chart redraws on
/// every frame (its axis labels drawn with `String.draw(at:withAttributes:)`), the clock, the
/// gauges and the legend every second. A wall panel runs it for months, so a frame may keep
/// nothing: after a warm-up (caches full, the first minute of readings drawn) the heap must
/// not grow over the measured frames beyond a bound far below what even one leaked
/// `NSAttributedString` a frame (about 500 bytes each on Linux) would add.
///
/// 3,000 measured frames, not the 100,000 of a long soak: a frame of this scene costs about ten
/// milliseconds in a debug build (cairo filling the chart's area sixteen times, band by band,
/// and the text engine shaping the axis labels anew every frame). A frame's leak shows in 3,000
/// as well; the 100,000 frames run on the release build (`vitrine-demo --virtual-soak`,
/// `Tests/Soak/check-soak` in `make test`).
final class DashboardSoakTests: XCTestCase {
    static let warmUp = 600
    static let frames = 3_000
    /// Heap growth allowed over all the measured frames (170 bytes a frame; one attributed
    /// string a frame would be 1.5 MB).
    static let bound = 512 * 1024

    @MainActor func testDashboardKeepsNoMemoryPerFrame() async {
        let h = HeadlessHarness(width: 1280, height: 800)
        let clock = h.clock
        let start = clock.now
        let pinned = Date(timeIntervalSince1970: 1_795_595_057)
        let vc = DashboardViewController(now: { pinned.addingTimeInterval(clock.now - start) },
                                         timeZone: TimeZone(identifier: "UTC") ?? .current)
        h.window.rootViewController = vc
        h.renderFrames()
        let growth = HeapGrowth.measure(warmUp: Self.warmUp, count: Self.frames) { _ in h.advance(by: 1.0 / 60) }
        XCTAssertGreaterThan(vc.chart.time, Double(Self.warmUp + Self.frames - 2) / 60, "every frame drew the chart")
        XCTAssertLessThan(growth.bytes, Self.bound, "the dashboard kept \(growth)")
    }
}
