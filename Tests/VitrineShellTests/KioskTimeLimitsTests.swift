import Foundation
import VitrinePlatform
@testable import Vitrine
@testable import VitrineShell
import XCTest

/// The kiosk hands `[accessibility] warn_before` and `time_limit_factor` to every time limit
/// (WCAG 2.2.1: the warning's length and how much longer limits are for customers who need it).
final class KioskTimeLimitsTests: XCTestCase {
    @MainActor func testTheKioskAppliesWarnBeforeAndTheFactor() async {
        defer { UITimeLimit.restoreDefaults() }
        var c = VitrineConfiguration.default
        c.accessibility.warnBefore = 45
        c.accessibility.timeLimitFactor = 3
        let kiosk = Kiosk(settings: KioskSettings(configuration: c, configPath: nil, environment: [:], programName: "test"))
        kiosk.applyTimeLimits(c)
        XCTAssertEqual(UITimeLimit.warningDuration, 45)
        XCTAssertEqual(UITimeLimit.accessibilityFactor, 3)
        XCTAssertEqual(UITimeLimit.factor, 1, "nothing on: the normal length")
        UITimeLimit.moreTimeChosen = true
        XCTAssertEqual(UITimeLimit.factor, 3)
        c.accessibility.warnBefore = 0   // a reload turning the warnings off
        kiosk.applyTimeLimits(c)
        XCTAssertEqual(UITimeLimit.warningDuration, 0)
    }
}
