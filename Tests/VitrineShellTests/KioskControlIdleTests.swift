import Foundation
import XCTest
@testable import VitrineShell
import VitrineTesting

/// `blank`, `wake`, `dim` and `idle=` through the idle controller.
final class KioskControlIdleTests: XCTestCase {
    @MainActor func testBlankWakeAndDimCommandsDriveTheIdleController() async {
        let h = HeadlessHarness(width: 200, height: 100)
        h.window.backgroundColor = .white
        h.renderFrames()
        let idle = IdleController(screen: h.screen, timeouts: .init())
        var actions = KioskControl.Actions()
        actions.use(idle)
        let control = KioskControl(screen: h.screen, actions: actions)
        XCTAssertTrue(control.reply(to: "status").contains(" idle=active "), control.reply(to: "status"))
        XCTAssertEqual(control.reply(to: "blank"), "ok idle blanked")
        XCTAssertTrue(h.display.isBlanked)
        XCTAssertTrue(control.reply(to: "status").contains(" idle=blanked "))
        XCTAssertEqual(control.reply(to: "dim"), "error the panel is off: wake it first")
        XCTAssertEqual(control.reply(to: "wake"), "ok idle active")
        XCTAssertFalse(h.display.isBlanked)
        XCTAssertEqual(control.reply(to: "dim"), "ok idle dimmed")
        h.advance(by: 1)
        XCTAssertEqual(Double((h.screenshot[5, 5] >> 16) & 0xFF), 255 * 0.3, accuracy: 2, "dimmed on screen")
        XCTAssertEqual(control.reply(to: "wake"), "ok idle active")
    }
}
