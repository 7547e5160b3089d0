import Logging
import Vitrine
import VitrineTesting
import XCTest
@testable import VitrineShell

/// Parsing a control line into a `KioskControlCommand`: every command, every argument
/// spelling, and the messages for what is not valid.
final class KioskControlCommandTests: XCTestCase {
    func testValidLines() throws {
        let table: [(String, KioskControlCommand)] = [
            ("status", .status),
            ("  status\t", .status),
            ("rotate portrait", .rotate(.portrait)),
            ("rotate portrait-upside-down", .rotate(.portraitUpsideDown)),
            ("rotate landscape-left", .rotate(.landscapeLeft)),
            ("rotate landscape-right", .rotate(.landscapeRight)),
            ("rotate landscape", .rotate(.landscapeRight)),
            ("rotate   portrait", .rotate(.portrait)),
            ("log-level trace", .logLevel(.trace)),
            ("log-level debug", .logLevel(.debug)),
            ("log-level info", .logLevel(.info)),
            ("log-level notice", .logLevel(.notice)),
            ("log-level warning", .logLevel(.warning)),
            ("log-level error", .logLevel(.error)),
            ("log-level critical", .logLevel(.critical)),
            ("memory-warning", .memoryWarning),
            ("reload", .reload),
            ("save-state", .saveState),
            ("restore-skipped", .restoreSkipped),
            ("clear-skipped", .clearSkipped),
            ("blank", .blank),
            ("wake", .wake),
            ("dim", .dim),
            ("content-size-category large", .contentSizeCategory(.large)),
            ("content-size-category extraSmall", .contentSizeCategory(.extraSmall)),
            ("content-size-category accessibilityExtraExtraExtraLarge", .contentSizeCategory(.accessibilityExtraExtraExtraLarge)),
            ("appearance light", .appearance(.light)),
            ("appearance dark", .appearance(.dark)),
            ("help", .help),
        ]
        for (line, expected) in table {
            XCTAssertEqual(try KioskControlCommand(parsing: line), expected, line)
        }
    }

    func testInvalidLinesSayWhatIsValid() {
        let commands = "commands: status, rotate, log-level, memory-warning, reload, save-state, restore-skipped, clear-skipped, blank, wake, dim, content-size-category, appearance, help"
        let table: [(String, String)] = [
            ("", "empty command; \(commands)"),
            ("   ", "empty command; \(commands)"),
            ("reboot", "unknown command 'reboot'; \(commands)"),
            ("STATUS", "unknown command 'STATUS'; \(commands)"),
            ("status now", "status takes no arguments"),
            ("memory-warning 3", "memory-warning takes no arguments"),
            ("rotate", "usage: rotate <portrait|portrait-upside-down|landscape-left|landscape-right|landscape>"),
            ("rotate portrait landscape", "usage: rotate <portrait|portrait-upside-down|landscape-left|landscape-right|landscape>"),
            ("rotate sideways", "unknown orientation 'sideways'; valid: portrait, portrait-upside-down, landscape-left, landscape-right, landscape"),
            ("log-level", "usage: log-level <trace|debug|info|notice|warning|error|critical>"),
            ("log-level loud", "unknown log level 'loud'; valid: trace, debug, info, notice, warning, error, critical"),
            ("content-size-category", "usage: content-size-category <extraSmall|small|medium|large|extraLarge|extraExtraLarge|extraExtraExtraLarge|"
                + "accessibilityMedium|accessibilityLarge|accessibilityExtraLarge|accessibilityExtraExtraLarge|accessibilityExtraExtraExtraLarge>"),
            ("content-size-category L", "unknown content size category 'L'; valid: extraSmall, small, medium, large, extraLarge, extraExtraLarge, "
                + "extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, "
                + "accessibilityExtraExtraExtraLarge"),
            ("content-size-category UICTContentSizeCategoryL", "unknown content size category 'UICTContentSizeCategoryL'; valid: extraSmall, small, "
                + "medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, "
                + "accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge"),
        ]
        for (line, message) in table {
            XCTAssertThrowsError(try KioskControlCommand(parsing: line), line) { e in
                XCTAssertEqual((e as? KioskControlCommand.ParseError)?.description, message, line)
            }
        }
    }

    func testOrientationNamesRoundTrip() throws {
        for o in [UIInterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] {
            XCTAssertEqual(try KioskControlCommand(parsing: "rotate " + KioskControlCommand.name(of: o)), .rotate(o))
        }
        XCTAssertEqual(KioskControlCommand.name(of: .unknown), "unknown")
    }
}

/// `appearance <light|dark>` on the control socket: the screen's style changes live.
final class KioskControlAppearanceTests: XCTestCase {
    @MainActor func testBadAppearanceArguments() async {
        XCTAssertThrowsError(try KioskControlCommand(parsing: "appearance")) { XCTAssertEqual("\($0)", "usage: appearance <light|dark>") }
        XCTAssertThrowsError(try KioskControlCommand(parsing: "appearance dim")) {
            XCTAssertEqual("\($0)", "unknown appearance 'dim'; valid: light, dark")
        }
        XCTAssertThrowsError(try KioskControlCommand(parsing: "appearance dark light")) { XCTAssertEqual("\($0)", "usage: appearance <light|dark>") }
    }

    @MainActor func testAppearanceSetsTheScreensStyle() async {
        let h = HeadlessHarness(width: 100, height: 100)
        let control = KioskControl(screen: h.screen)
        XCTAssertEqual(control.reply(to: "appearance dark"), "ok appearance dark")
        XCTAssertEqual(h.screen.userInterfaceStyle, .dark)
        XCTAssertEqual(h.window.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(control.reply(to: "appearance dark"), "ok appearance dark (unchanged)")
        XCTAssertEqual(control.reply(to: "appearance light"), "ok appearance light")
        XCTAssertEqual(h.window.traitCollection.userInterfaceStyle, .light)
    }
}
