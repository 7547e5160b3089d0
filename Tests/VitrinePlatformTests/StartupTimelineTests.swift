import Synchronization
import XCTest
@testable import VitrinePlatform

final class StartupTimelineTests: XCTestCase {
    /// Rule: a mark is the process's age when it was taken — the age at creation plus the
    /// monotonic time since — and the summary gives the first as an age and each later one as
    /// the time since the one before, in milliseconds.
    func testMarksAreAgesAndTheSummaryGivesPhaseDurations() {
        let clock = Atomic<UInt64>(5_000_000_000)
        let t = StartupTimeline(age: 0.300, now: { clock.load(ordering: .relaxed) })
        t.mark("main")                                     // 300 ms after exec
        clock.add(12_000_000, ordering: .relaxed)
        t.mark("config")                                   // +12 ms
        clock.add(95_400_000, ordering: .relaxed)
        t.mark("display")                                  // +95.4 ms
        XCTAssertEqual(t.marks.map(\.name), ["main", "config", "display"])
        XCTAssertEqual(t.marks[2].age, 0.4074, accuracy: 1e-9)
        XCTAssertEqual(t.summary, "main 300, config 12, display 95")
    }

    /// Rule: only the first mark of a phase counts (a display re-opened after a hotplug is not
    /// start-up), and without a process age nothing is recorded.
    func testOnlyTheFirstMarkOfAPhaseCountsAndNoAgeRecordsNothing() {
        let clock = Atomic<UInt64>(0)
        let t = StartupTimeline(age: 1.0, now: { clock.load(ordering: .relaxed) })
        t.mark("display")
        clock.add(2_000_000_000, ordering: .relaxed)
        t.mark("display")
        XCTAssertEqual(t.marks, [StartupTimeline.Mark(name: "display", age: 1.0)])
        let unknown = StartupTimeline(age: nil, now: { 0 })
        unknown.mark("main")
        XCTAssertEqual(unknown.marks, [])
        XCTAssertEqual(unknown.summary, "")
    }
}
