import Foundation
import XCTest
import Vitrine
import VitrinePlatform
import VitrineTesting
@testable import VitrineShell

/// UIKit: "Setting this property to true prevents the idle timer from ever being fired" —
/// `UIApplication.isIdleTimerDisabled` suspends the kiosk's idle dimming and blanking as it
/// suspends iOS's Auto-Lock; setting it back re-arms the timer from that moment. Virtual clock.
final class IdleTimerDisabledTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { UIApplication.shared.isIdleTimerDisabled = false }
        super.tearDown()
    }

    @MainActor func testIdleTimerDisabledSuspendsDimmingAndBlanking() async {
        let h = HeadlessHarness(width: 200, height: 100)
        UIApplication.shared.isIdleTimerDisabled = true
        let idle = IdleController(screen: h.screen, timeouts: .init(dimAfter: 30, blankAfter: 90))
        h.advance(by: 1000)
        XCTAssertEqual(idle.state, .active, "no dimming, no blanking while disabled")
    }

    @MainActor func testSettingItWhileCountingStopsTheCountAndSettingItBackReArmsFromNow() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let idle = IdleController(screen: h.screen, timeouts: .init(dimAfter: 30, blankAfter: 90))
        h.advance(by: 29)
        UIApplication.shared.isIdleTimerDisabled = true
        h.advance(by: 500)
        XCTAssertEqual(idle.state, .active)
        UIApplication.shared.isIdleTimerDisabled = false
        h.advance(by: 29.9)
        XCTAssertEqual(idle.state, .active, "the 30 s count from the moment it was re-enabled, not from the last input")
        h.advance(by: 0.2)
        XCTAssertEqual(idle.state, .dimmed)
        h.advance(by: 29.7)   // 59.8 s since re-enabling
        XCTAssertEqual(idle.state, .dimmed)
        h.advance(by: 0.3)    // 60.1 s: the warning 30 s before blanking brightens the panel
        XCTAssertTrue(idle.isWarning)
        h.advance(by: 29.7)   // 89.8 s
        XCTAssertNotEqual(idle.state, .blanked)
        h.advance(by: 0.3)    // 90.1 s
        XCTAssertEqual(idle.state, .blanked, "blanking 90 s after re-enabling")
    }

    @MainActor func testItIsFalseByDefaultAndTheControlSocketsBlankStillWorks() async {
        let h = HeadlessHarness(width: 200, height: 100)
        XCTAssertFalse(UIApplication.shared.isIdleTimerDisabled, "UIKit's default")
        UIApplication.shared.isIdleTimerDisabled = true
        let idle = IdleController(screen: h.screen, timeouts: .init(dimAfter: 30, blankAfter: 90))
        idle.blank()
        XCTAssertEqual(idle.state, .blanked, "an explicit blank (vitrinectl blank) is not the idle timer")
    }
}
