import Foundation
import XCTest
@testable import VitrinePlatform

/// `[accessibility]`, `[accessibility.keys]` and `[speech]` (Config/vitrine.toml): the tactile
/// keypad of EN 301 549 5.1.6.1 (operation without vision) and the voice's rate and pitch.
final class AccessibilityConfigurationTests: XCTestCase {
    private func parse(_ text: String) throws -> VitrineConfiguration {
        try ConfigurationLoader.parse(text, file: ConfigurationTests.file)
    }

    private func message(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        configurationError(text, file: file, line: line).map { "\($0)" } ?? ""
    }

    private func codes(_ names: String...) -> [Int] { names.compactMap(LinuxKeyName.code(of:)) }

    /// EN 301 549 5.1.6.1: the defaults are a PIN pad's keys (the cross around the tactile 5
    /// moves, 5 activates, Cancel escapes, Clear clears) plus arrows; every action but help
    /// (which the start keys are once the reader is on) has a key, and no key does two things.
    func testDefaultKeyMapIsAPINPadWithEveryActionReachable() {
        let keys = VitrineConfiguration.default.accessibility.keys
        XCTAssertEqual(keys, .standard)
        XCTAssertEqual(keys.codes(for: .next), codes("right", "kp6"))
        XCTAssertEqual(keys.codes(for: .previous), codes("left", "kp4"))
        XCTAssertEqual(keys.codes(for: .increment), codes("up", "kp8"))
        XCTAssertEqual(keys.codes(for: .decrement), codes("down", "kp2"))
        XCTAssertEqual(keys.codes(for: .activate), codes("enter", "kpenter", "kp5"))
        XCTAssertEqual(keys.codes(for: .escape), codes("esc", "cancel"))
        XCTAssertEqual(keys.codes(for: .clear), codes("backspace"))
        XCTAssertEqual(keys.codes(for: .start), codes("help", "kpasterisk"))
        XCTAssertEqual(keys.codes(for: .help), [])
        XCTAssertEqual(keys.action(for: LinuxKeyName.code(of: "kp5") ?? -1), .activate)
        XCTAssertNil(keys.action(for: LinuxKeyName.code(of: "kp1") ?? -1), "a digit no action uses is the app's")
        for action in AccessibilityKeyAction.allCases where action != .help {
            XCTAssertFalse(keys.codes(for: action).isEmpty, "\(action) has no default key")
        }
        let all = AccessibilityKeyAction.allCases.flatMap { keys.codes(for: $0) }
        XCTAssertEqual(all.count, Set(all).count, "a default key is bound twice")
        XCTAssertEqual(VitrineConfiguration.default.accessibility.language, nil)
        XCTAssertEqual(VitrineConfiguration.default.accessibility.hintPause, 0.8)
        XCTAssertEqual(VitrineConfiguration.default.accessibility.warnBefore, 30, "WCAG 2.2.1: at least 20 s to answer")
        XCTAssertEqual(VitrineConfiguration.default.accessibility.timeLimitFactor, 2)
        XCTAssertEqual(VitrineConfiguration.default.speech, VitrineConfiguration.Speech(rate: 175, pitch: 50))
    }

    /// The file's keys replace an action's defaults; a key the file binds leaves the default
    /// of an action it does not list; language, hint pause, rate and pitch are read.
    func testTheFileRebindsKeysAndSetsLanguagePauseRateAndPitch() throws {
        let c = try parse("""
            [accessibility]
            language = "ko"
            hint_pause = 1.5

            [accessibility.keys]
            next = ["kp6", "tab"]
            repeat = ["kp0", "KEY_F1"]
            magic_tap = []
            help = ["kp5"]

            [speech]
            rate = 120
            pitch = 30
            """)
        XCTAssertEqual(c.accessibility.language, "ko")
        XCTAssertEqual(c.accessibility.hintPause, 1.5)
        XCTAssertEqual(c.accessibility.keys.codes(for: .next), codes("kp6", "tab"))
        XCTAssertEqual(c.accessibility.keys.codes(for: .repeat), codes("kp0", "f1"))
        XCTAssertEqual(c.accessibility.keys.codes(for: .magicTap), [])
        XCTAssertEqual(c.accessibility.keys.codes(for: .activate), codes("enter", "kpenter"), "kp5 moved to help")
        XCTAssertEqual(c.accessibility.keys.action(for: LinuxKeyName.code(of: "kp5") ?? -1), .help)
        XCTAssertEqual(c.speech, VitrineConfiguration.Speech(rate: 120, pitch: 30))
        XCTAssertEqual(try parse("[accessibility]\nlanguage = \"\"\n").accessibility.language, nil)
        let limits = try parse("[accessibility]\nwarn_before = 45\ntime_limit_factor = 3.5\n").accessibility
        XCTAssertEqual(limits.warnBefore, 45)
        XCTAssertEqual(limits.timeLimitFactor, 3.5)
        XCTAssertEqual(try parse("[accessibility]\nwarn_before = 0\n").accessibility.warnBefore, 0, "0 turns the warnings off")
    }

    /// Strict config: an unknown key name names the file, the line and the key (with its index).
    func testAnUnknownKeyNameNamesFileLineAndKey() {
        let m = message("[accessibility.keys]\nnext = [\"right\"]\nprevious = [\"left\", \"kp44\"]\n")
        XCTAssertTrue(m.hasPrefix("\(ConfigurationTests.file):3: accessibility.keys.previous[1]: \"kp44\" is not a Linux key name"), m)
    }

    /// A key may do one thing: one key under two actions (or twice under one) is an error
    /// naming file, line, key and the other action.
    func testAKeyBoundToTwoActionsIsAnError() {
        let m = message("[accessibility.keys]\nnext = [\"kp6\"]\n\nprevious = [\"left\", \"KP6\"]\n")
        XCTAssertTrue(m.hasPrefix("\(ConfigurationTests.file):4: accessibility.keys.previous[1]: \"KP6\" is already bound to next"), m)
        let reversed = message("[accessibility.keys]\nprevious = [\"kp6\"]\nnext = [\"kp6\"]\n")
        XCTAssertTrue(reversed.hasPrefix("\(ConfigurationTests.file):3: accessibility.keys.next[0]: \"kp6\" is already bound to previous"),
                      "the later line is the one reported: \(reversed)")
        let twice = message("[accessibility.keys]\nnext = [\"kp6\", \"kp6\"]\n")
        XCTAssertTrue(twice.contains("accessibility.keys.next[1]: \"kp6\" is already bound to this action"), twice)
    }

    /// Unknown actions and keys, wrong types and out-of-range values name file, line and key.
    func testBadValuesNameFileLineAndKey() {
        XCTAssertTrue(message("[accessibility.keys]\nzoom = [\"p\"]\n").contains(":2: accessibility.keys.zoom: unknown key"))
        XCTAssertTrue(message("[accessibility.keys]\nnext = \"right\"\n").contains(":2: accessibility.keys.next: expected an array of strings"))
        XCTAssertTrue(message("[accessibility.keys]\nnext = [6]\n").contains(":2: accessibility.keys.next[0]: expected a string"))
        XCTAssertTrue(message("[accessibility]\nvoice = \"x\"\n").contains(":2: accessibility.voice: unknown key"))
        XCTAssertTrue(message("[accessibility]\nlanguage = \"korean language\"\n").contains(":2: accessibility.language: must be a BCP 47 language tag"))
        XCTAssertTrue(message("[accessibility]\nhint_pause = -1\n").contains(":2: accessibility.hint_pause: must be from 0 to 10 seconds, not -1"))
        XCTAssertTrue(message("[accessibility]\nwarn_before = 10\n").contains(":2: accessibility.warn_before: must be 0 (no warning) or from 20 to 600 seconds (WCAG 2.2.1 gives at least 20 to answer), not 10"))
        XCTAssertTrue(message("[accessibility]\n\nwarn_before = 601\n").contains(":3: accessibility.warn_before: must be 0 (no warning) or from 20"))
        XCTAssertTrue(message("[accessibility]\ntime_limit_factor = 0.5\n").contains(":2: accessibility.time_limit_factor: must be from 1 to 10 (times the normal time limits), not 0.5"))
        XCTAssertTrue(message("[accessibility]\ntime_limit_factor = \"x\"\n").contains(":2: accessibility.time_limit_factor: expected a number"))
        XCTAssertTrue(message("[speech]\nrate = 79\n").contains(":2: speech.rate: must be from 80 to 450 (words a minute), not 79"))
        XCTAssertTrue(message("[speech]\nrate = 451\n").contains("speech.rate: must be from 80 to 450"))
        XCTAssertTrue(message("[speech]\n\npitch = 100\n").contains(":3: speech.pitch: must be from 0 to 99, not 100"))
        XCTAssertTrue(message("[speech]\npitch = 1.5\n").contains("speech.pitch: expected an integer"))
    }

    /// The accessibility menu: the Menu key by default (a key no PIN pad digit or reader
    /// action uses), the corner press on and the button off, every display setting off.
    func testTheMenuDefaults() {
        let a = VitrineConfiguration.default.accessibility
        XCTAssertEqual(a.keys.codes(for: .menu), codes("compose", "menu"))
        XCTAssertFalse(a.menuButton)
        XCTAssertTrue(a.menuGesture)
        XCTAssertFalse(a.increaseContrast)
        XCTAssertFalse(a.boldText)
        XCTAssertFalse(a.reduceMotion)
        XCTAssertFalse(a.grayscale)
    }

    /// The file sets the menu's ways in and each customer's display defaults; a menu key
    /// another action has is refused like any key bound twice.
    func testTheFileSetsTheMenuAndTheDefaults() throws {
        let c = try parse("""
            [accessibility]
            menu_button = true
            menu_gesture = false
            increase_contrast = true
            bold_text = true
            reduce_motion = true
            grayscale = true

            [accessibility.keys]
            menu = ["f12"]
            """)
        XCTAssertTrue(c.accessibility.menuButton)
        XCTAssertFalse(c.accessibility.menuGesture)
        XCTAssertTrue(c.accessibility.increaseContrast)
        XCTAssertTrue(c.accessibility.boldText)
        XCTAssertTrue(c.accessibility.reduceMotion)
        XCTAssertTrue(c.accessibility.grayscale)
        XCTAssertEqual(c.accessibility.keys.codes(for: .menu), codes("f12"))
        let moved = try parse("[accessibility.keys]\nmenu = [\"kp5\"]\n").accessibility.keys
        XCTAssertEqual(moved.action(for: LinuxKeyName.code(of: "kp5") ?? -1), .menu, "kp5 leaves activate's defaults for the menu")
        let twice = message("[accessibility.keys]\nactivate = [\"enter\"]\nmenu = [\"enter\"]\n")
        XCTAssertTrue(twice.contains(":3: accessibility.keys.menu[0]: \"enter\" is already bound to activate"), twice)
    }

    /// A wrong type names file, line and key.
    func testBadMenuValuesNameFileLineAndKey() {
        XCTAssertTrue(message("[accessibility]\nmenu_button = \"yes\"\n").contains(":2: accessibility.menu_button: expected a boolean"),
                      message("[accessibility]\nmenu_button = \"yes\"\n"))
        XCTAssertTrue(message("[accessibility]\n\nbold_text = 1\n").contains(":3: accessibility.bold_text: expected a boolean"))
        let grey = message("[accessibility]\nbold_text = true\n\ngrayscale = \"on\"\n")
        XCTAssertTrue(grey.hasPrefix("\(ConfigurationTests.file):4: accessibility.grayscale: expected a boolean"), grey)
        XCTAssertTrue(message("[accessibility]\nmenu_gestures = true\n").contains(":2: accessibility.menu_gestures: unknown key"))
    }
}
