import Foundation
import XCTest
@testable import Vitrine
@testable import VitrinePlatform
@testable import VitrineShell
import VitrineTesting

/// `accessibility` on the control socket (`vitrinectl accessibility`), for support: the
/// customer's choices, changing them, resetting them, opening the menu.
final class KioskControlAccessibilityTests: XCTestCase {
    /// `accessibility` shows the choices in force; `set` changes several at once (as the menu
    /// would); `reset` goes back to the defaults; `menu` opens the menu and `close` closes it.
    @MainActor func testStatusSetResetAndMenu() async {
        let s = AccessibilityMenuScene(defaults: AccessibilityMenuChoices(textSize: .large))
        let control = KioskControl(screen: s.h.screen)
        control.accessibilityMenu = s.menu
        XCTAssertEqual(control.request("accessibility")?.text,
                       "text_size=large increase_contrast=off bold_text=off reduce_motion=off grayscale=off audio=off more_time=off menu=closed")
        let set = control.request("accessibility set bold_text=on text_size=accessibilityLarge more_time=1 audio=on")
        XCTAssertEqual(set?.ok, true)
        XCTAssertTrue(UIAccessibility.isBoldTextEnabled)
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .accessibilityLarge)
        XCTAssertTrue(s.menu.moreTime)
        XCTAssertEqual(s.moreTimeCalls, [true])
        XCTAssertTrue(s.reader.isRunning)
        XCTAssertEqual(set?.text, "text_size=accessibilityLarge increase_contrast=off bold_text=on reduce_motion=off grayscale=off audio=on more_time=on menu=closed")
        XCTAssertEqual(control.request("accessibility menu")?.text.hasSuffix("menu=open"), true)
        XCTAssertTrue(s.menu.isOpen)
        XCTAssertEqual(control.request("accessibility close")?.text.hasSuffix("menu=closed"), true)
        XCTAssertFalse(s.menu.isOpen)
        XCTAssertEqual(control.request("accessibility reset")?.text,
                       "text_size=large increase_contrast=off bold_text=off reduce_motion=off grayscale=off audio=off more_time=off menu=closed")
        XCTAssertFalse(s.reader.isRunning, "the reader `set audio=on` started goes with the reset")
    }

    /// A bad pair is an error naming what is valid, and changes nothing (not even the good
    /// pairs before it).
    @MainActor func testBadRequestsChangeNothing() async {
        let s = AccessibilityMenuScene()
        let control = KioskControl(screen: s.h.screen)
        control.accessibilityMenu = s.menu
        XCTAssertEqual(control.request("accessibility set bold_text=on zoom=on")?.text,
                       "unknown choice 'zoom'; valid: text_size, increase_contrast, bold_text, reduce_motion, grayscale, audio, more_time")
        XCTAssertFalse(UIAccessibility.isBoldTextEnabled)
        XCTAssertEqual(control.request("accessibility set bold_text=maybe")?.text, "bold_text takes on or off, not 'maybe'")
        XCTAssertEqual(control.request("accessibility set text_size=huge")?.text.hasPrefix("unknown text size 'huge'; valid: extraSmall"), true)
        XCTAssertEqual(control.request("accessibility set bold_text")?.text, "'bold_text' is not KEY=VALUE")
        XCTAssertEqual(control.request("accessibility set")?.ok, false)
        XCTAssertEqual(control.request("accessibility open")?.ok, false)
        XCTAssertEqual(control.request("accessibility reset now")?.ok, false)
        let none = KioskControl(screen: s.h.screen)
        XCTAssertEqual(none.request("accessibility")?.text, "accessibility: this kiosk has no accessibility menu")
        XCTAssertFalse(UIAccessibility.isBoldTextEnabled)
    }

    /// The same over the real socket: the path `vitrinectl accessibility` takes.
    @MainActor func testTheCommandWorksThroughTheSocket() async throws {
        let s = AccessibilityMenuScene()
        let control = KioskControl(screen: s.h.screen)
        control.accessibilityMenu = s.menu
        let path = NSTemporaryDirectory() + "vitrine-a11y-\(UUID().uuidString.prefix(8)).sock"
        try control.start(path: path)
        defer { control.stop() }
        let reply = await Task.detached { try? ControlSocketClient(path: path).request("accessibility set increase_contrast=on", timeout: 10) }.value
        XCTAssertEqual(reply, #"{"ok":true,"text":"text_size=large increase_contrast=on bold_text=off reduce_motion=off grayscale=off audio=off more_time=off menu=closed","text_size":"large","increase_contrast":true,"bold_text":false,"reduce_motion":false,"grayscale":false,"audio":false,"more_time":false,"menu":"closed"}"#)
        XCTAssertTrue(UIAccessibility.isDarkerSystemColorsEnabled)
        let menu = await Task.detached { try? ControlSocketClient(path: path).request("accessibility menu", timeout: 10) }.value
        XCTAssertEqual(menu?.contains(#""menu":"open""#), true)
        XCTAssertTrue(s.menu.isOpen)
    }
}
