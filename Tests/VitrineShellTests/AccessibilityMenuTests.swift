import Foundation
import XCTest
@testable import Vitrine
@testable import VitrinePlatform
@testable import VitrineShell
import VitrineTesting

/// The customer's accessibility menu (AccessibilityMenu) on the headless backend: how it
/// opens (the menu key, the corner press, the button), what each row switches, the keypad,
/// and the end of a session.
final class AccessibilityMenuTests: XCTestCase {
    /// `text` as a configuration file (a failure, and the defaults, when it is refused).
    private func parsed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> VitrineConfiguration {
        do {
            return try ConfigurationLoader.parse(text, file: "/etc/vitrine/vitrine.toml")
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return .default
        }
    }

    // MARK: Opening

    /// The Menu key opens the menu from any screen, with the keypad's selection on the first
    /// row, and closes it again; the app never sees the key.
    @MainActor func testTheMenuKeyOpensAndClosesTheMenu() async {
        let s = AccessibilityMenuScene()
        s.key("compose")
        XCTAssertTrue(s.menu.isOpen)
        XCTAssertEqual(s.menu.selectedRow, 0)
        XCTAssertTrue(s.window.textSize.isSelectedByKeypad)
        s.key("menu")
        XCTAssertFalse(s.menu.isOpen, "the remote's Menu key closes it")
        XCTAssertEqual(s.appKeys, [], "the menu keys are the shell's")
        s.key("a")
        XCTAssertEqual(s.appKeys, [LinuxKeyName.code(of: "a")], "other keys are the app's while the menu is closed")
    }

    /// A key the configuration binds to `menu` opens it; the defaults no longer do.
    @MainActor func testAConfiguredMenuKeyOpensIt() async {
        let c = parsed("[accessibility.keys]\nmenu = [\"f12\"]\n")
        let s = AccessibilityMenuScene()
        s.menu.keys = c.accessibility.keys
        s.key("compose")
        XCTAssertFalse(s.menu.isOpen)
        s.key("f12")
        XCTAssertTrue(s.menu.isOpen)
    }

    /// The gesture: one finger resting two seconds in the top-leading corner opens the menu;
    /// the app's button there sees its touch cancelled (no tap), and a press elsewhere, a
    /// shorter one, or one that wanders does nothing.
    @MainActor func testATwoSecondPressInTheTopLeadingCornerOpensTheMenu() async {
        let s = AccessibilityMenuScene()
        s.h.touchDown(at: CGPoint(x: 20, y: 20))
        s.h.advance(by: 1.9)
        XCTAssertFalse(s.menu.isOpen, "not before two seconds")
        s.h.advance(by: 0.2)
        XCTAssertTrue(s.menu.isOpen)
        XCTAssertNil(s.menu.selectedRow, "opened by touch: no keypad selection")
        s.h.touchUp()
        s.h.runUntilIdle()
        XCTAssertEqual(s.cornerTaps, 0, "the press that opened the menu is not a tap on the app's button")
        s.menu.close()

        // A short press is the app's tap.
        s.h.tap(at: CGPoint(x: 20, y: 20))
        XCTAssertEqual(s.cornerTaps, 1)
        // A long press elsewhere, and one that wanders out of the corner, open nothing.
        s.h.touchDown(at: CGPoint(x: 240, y: 280))
        s.h.advance(by: 3)
        s.h.touchUp()
        s.h.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), steps: 4, duration: 0.4, lift: false)
        s.h.advance(by: 3)
        s.h.touchUp()
        XCTAssertFalse(s.menu.isOpen)
        // Two fingers are not the gesture.
        s.h.touchFrame(down: [0: CGPoint(x: 20, y: 20), 1: CGPoint(x: 240, y: 280)])
        s.h.advance(by: 3)
        s.h.touchFrame(up: [0, 1])
        XCTAssertFalse(s.menu.isOpen)
    }

    /// In a right-to-left layout the corner is the top right.
    @MainActor func testTheCornerFollowsTheLayoutDirection() async {
        let s = AccessibilityMenuScene()
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        s.h.touchDown(at: CGPoint(x: 20, y: 20))
        s.h.advance(by: 2.5)
        s.h.touchUp()
        XCTAssertFalse(s.menu.isOpen, "top left is the trailing corner right-to-left")
        s.h.touchDown(at: CGPoint(x: 460, y: 20))
        s.h.advance(by: 2.5)
        XCTAssertTrue(s.menu.isOpen)
        s.h.touchUp()
    }

    /// With the screen reader on (it takes every touch), the corner press still opens the
    /// menu, and the reader then reads the menu only, from its first row.
    @MainActor func testTheCornerPressWorksWithTheReaderOnAndTheReaderReadsTheMenu() async {
        let s = AccessibilityMenuScene()
        s.reader.start()
        s.h.touchDown(at: CGPoint(x: 20, y: 20))
        s.h.advance(by: 2.1)
        s.h.touchUp()
        s.h.runUntilIdle()
        XCTAssertTrue(s.menu.isOpen)
        XCTAssertTrue(s.reader.isRunning)
        XCTAssertEqual(s.reader.elements.map { $0.accessibilityLabel ?? "?" },
                       ["Accessibility", "Larger text", "Increase contrast", "Bold text", "Reduce motion", "Audio mode", "More time", "Reset", "Close"])
        XCTAssertTrue(s.reader.focusedElement === s.window.textSize, "the first row is focused")
        XCTAssertEqual(s.speech.spoken.last, "Larger text, Default, adjustable")
        // The reader's keypad works the menu: next, activate, escape.
        s.key("kp6")
        XCTAssertEqual(s.speech.spoken.last, "Increase contrast, off, switch button")
        s.key("kp5")
        XCTAssertTrue(UIAccessibility.isDarkerSystemColorsEnabled)
        s.key("kp2")
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .large, "down arrow on a switch adjusts nothing")
        s.key("cancel")
        XCTAssertFalse(s.menu.isOpen, "the reader's escape closes the menu")
    }

    /// `[accessibility] menu_gesture = false` turns the corner press off.
    @MainActor func testTheGestureCanBeTurnedOff() async {
        let s = AccessibilityMenuScene()
        s.menu.gestureEnabled = false
        s.h.touchDown(at: CGPoint(x: 20, y: 20))
        s.h.advance(by: 3)
        s.h.touchUp()
        XCTAssertFalse(s.menu.isOpen)
        XCTAssertEqual(s.cornerTaps, 1, "the app's long press, untouched")
    }

    /// The corner button (`menu_button`) sits in the bottom-leading corner, opens the menu when
    /// tapped, and lets every other touch through to the app.
    @MainActor func testTheButtonOpensTheMenu() async {
        let s = AccessibilityMenuScene()
        let button = AccessibilityMenuButtonWindow(screen: s.h.screen) { [weak menu = s.menu] in menu?.open() }
        button.isHidden = false
        s.h.renderFrames()
        XCTAssertEqual(button.button.frame, CGRect(x: 12, y: 560 - 12 - 48, width: 48, height: 48))
        XCTAssertEqual(button.button.accessibilityLabel, "Accessibility menu")
        s.tap(s.middleButton)
        XCTAssertEqual(s.middleTaps, 1, "the app keeps its touches")
        XCTAssertFalse(s.menu.isOpen)
        s.tap(button.button)
        XCTAssertTrue(s.menu.isOpen)
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        button.setNeedsLayout()
        s.h.renderFrames()
        XCTAssertEqual(button.button.frame.maxX, 480 - 12, "bottom right in a right-to-left layout")
    }

    // MARK: Rows

    /// Each row applies its setting the way iOS's Settings app does (UIAccessibility's state,
    /// the content size category, the reader), and shows it.
    @MainActor func testEachRowAppliesItsSetting() async {
        let s = AccessibilityMenuScene()
        s.menu.open()
        let w = s.window
        s.tap(w.contrast)
        XCTAssertTrue(UIAccessibility.settings.darkerSystemColors)
        XCTAssertTrue(w.contrast.toggle.isOn)
        XCTAssertEqual(w.contrast.accessibilityValue, "1")
        s.tap(w.bold)
        XCTAssertTrue(UIAccessibility.isBoldTextEnabled)
        s.tap(w.motion)
        XCTAssertTrue(UIAccessibility.isReduceMotionEnabled)
        s.tap(w.moreTime)
        XCTAssertTrue(s.menu.moreTime)
        XCTAssertEqual(s.moreTimeCalls, [true])
        s.tap(w.moreTime)
        XCTAssertEqual(s.moreTimeCalls, [true, false])
        // The text sizes: a tap on a segment picks it.
        let sizes = w.textSize.sizes
        let larger = sizes.convert(CGRect(x: sizes.bounds.width * 5 / 8 - 1, y: 0, width: 2, height: sizes.bounds.height), to: nil)
        s.h.tap(at: CGPoint(x: larger.midX, y: larger.midY))
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .accessibilityExtraLarge)
        XCTAssertEqual(w.textSize.accessibilityValue, "Larger")
        XCTAssertEqual(s.status, "text_size=accessibilityExtraLarge increase_contrast=on bold_text=on reduce_motion=on grayscale=off audio=off more_time=off")
        // Audio mode last: once the reader runs, touches are its gestures.
        s.tap(w.audio)
        XCTAssertTrue(s.reader.isRunning)
        XCTAssertTrue(UIAccessibility.isVoiceOverRunning)
        // Reset puts the defaults back, Audio mode included (the menu turned it on).
        s.reader.focus(w.reset)
        s.reader.activate()
        XCTAssertEqual(s.status, "text_size=large increase_contrast=off bold_text=off reduce_motion=off grayscale=off audio=off more_time=off")
        XCTAssertFalse(s.reader.isRunning)
        XCTAssertTrue(s.menu.isOpen, "Reset keeps the menu open")
        s.tap(w.close)
        XCTAssertFalse(s.menu.isOpen)
    }

    /// The screen reader sees each row as one element with VoiceOver's words: a switch
    /// button with on/off, the text size adjustable (flicks step it), buttons.
    @MainActor func testTheRowsAccessibility() async {
        let s = AccessibilityMenuScene()
        s.menu.open()
        let w = s.window
        XCTAssertEqual(w.bold.accessibilityTraits, [.button, .toggleButton])
        XCTAssertEqual(ScreenReaderPhrase(for: w.bold, appLanguage: nil).text, "Bold text, off, switch button")
        XCTAssertEqual(ScreenReaderPhrase(for: w.textSize, appLanguage: nil).text, "Larger text, Default, adjustable")
        XCTAssertEqual(ScreenReaderPhrase(for: w.close, appLanguage: nil).text, "Close, button")
        w.textSize.accessibilityIncrement()
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .accessibilityMedium)
        w.textSize.accessibilityIncrement()
        w.textSize.accessibilityIncrement()
        w.textSize.accessibilityIncrement()
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .accessibilityExtraExtraExtraLarge, "adjusting stops at the largest")
        w.textSize.accessibilityDecrement()
        XCTAssertEqual(w.textSize.accessibilityValue, "Larger")
        XCTAssertTrue(w.panel.accessibilityPerformEscape())
        XCTAssertFalse(s.menu.isOpen)
    }

    // MARK: Keypad

    /// With the reader off the keypad works the menu: down and up (and 2, 8, 6, 4) move the
    /// selection round the rows, Enter turns the selected row over (the text size steps and
    /// wraps), Escape closes; no key reaches the app while the menu is open.
    @MainActor func testTheKeypadWorksTheMenu() async {
        let s = AccessibilityMenuScene()
        s.key("compose")
        s.key("enter")
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .accessibilityMedium, "Enter on Larger text: one step")
        for _ in 0..<3 { s.key("kpenter") }
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .large, "after the largest, back to the default")
        s.key("down")
        s.key("kp2")
        XCTAssertEqual(s.menu.selectedRow, 2)
        XCTAssertTrue(s.window.bold.isSelectedByKeypad)
        XCTAssertFalse(s.window.textSize.isSelectedByKeypad)
        s.key("kp5")
        XCTAssertTrue(UIAccessibility.isBoldTextEnabled)
        s.key("up")
        s.key("enter")
        XCTAssertTrue(UIAccessibility.isDarkerSystemColorsEnabled)
        s.key("kp8")
        s.key("kp8")
        XCTAssertEqual(s.menu.selectedRow, 7, "up from the first row wraps to Close")
        s.key("kp6")
        XCTAssertEqual(s.menu.selectedRow, 0, "and down from Close to the first")
        s.key("tab")
        s.key("kp1")
        XCTAssertEqual(s.appKeys, [], "no key reaches the app while the menu is open")
        s.key("esc")
        XCTAssertFalse(s.menu.isOpen)
        XCTAssertTrue(UIAccessibility.isBoldTextEnabled, "closing keeps the choices")
        s.key("kp1")
        XCTAssertEqual(s.appKeys, [LinuxKeyName.code(of: "kp1")])
    }

    /// Enter on Close closes; Enter on Audio mode starts the reader, whose keypad then works
    /// the menu.
    @MainActor func testEnterOnAudioModeStartsTheReader() async {
        let s = AccessibilityMenuScene()
        s.key("compose")
        for _ in 0..<4 { s.key("down") }
        XCTAssertTrue(s.window.audio.isSelectedByKeypad)
        s.key("enter")
        XCTAssertTrue(s.reader.isRunning)
        XCTAssertTrue(s.menu.isOpen)
        s.key("compose")
        XCTAssertFalse(s.menu.isOpen, "the menu key closes it with the reader on too")
    }

    // MARK: Sessions

    /// The choices last for one customer: when the panel dims for being idle (the end of the
    /// session), the menu closes and everything goes back to the configured defaults — the
    /// reader off if Audio mode turned it on, More time off (and the hook told).
    @MainActor func testTheIdleResetRestoresTheDefaults() async {
        let c = parsed("""
            [fonts]
            content_size_category = "extraLarge"
            [accessibility]
            bold_text = true
            """)
        let defaults = AccessibilityMenuChoices(defaultsFrom: c)
        let s = AccessibilityMenuScene(defaults: defaults)
        s.menu.reset()
        XCTAssertEqual(s.status, "text_size=extraLarge increase_contrast=off bold_text=on reduce_motion=off grayscale=off audio=off more_time=off")
        let idle = IdleController(screen: s.h.screen, timeouts: VitrineConfiguration.Idle(dimAfter: 30, blankAfter: 0))
        s.menu.watch(idle)
        s.key("compose")
        s.key("enter")
        var choices = s.menu.choices
        choices.boldText = false
        choices.increaseContrast = true
        choices.reduceMotion = true
        choices.moreTime = true
        choices.audio = true
        s.menu.apply(choices)
        XCTAssertEqual(s.status, "text_size=accessibilityMedium increase_contrast=on bold_text=off reduce_motion=on grayscale=off audio=on more_time=on")
        // With accessibility settings on, the idle limits are `accessibilityFactor` times longer
        // (WCAG 2.2.1): not dimmed at 31 s, dimmed just after 30 s times the factor.
        s.h.advance(by: 31)
        XCTAssertEqual(idle.state, .active, "the idle limit is lengthened while the customer's settings are on")
        s.h.advance(by: 30 * UITimeLimit.accessibilityFactor - 31 + 1)
        XCTAssertEqual(idle.state, .dimmed)
        XCTAssertEqual(s.status, "text_size=extraLarge increase_contrast=off bold_text=on reduce_motion=off grayscale=off audio=off more_time=off")
        XCTAssertFalse(s.menu.isOpen)
        XCTAssertEqual(s.moreTimeCalls, [true, false])
        XCTAssertFalse(s.reader.isRunning)
    }

    /// Grayscale, which has no row in the menu, is a default like the others: on from the
    /// file at the start, switched off for one customer (`vitrinectl accessibility set`), and
    /// on again when the session ends.
    @MainActor func testGrayscaleIsADefaultAndComesBackAtTheSessionsEnd() async {
        let c = parsed("""
            [accessibility]
            grayscale = true
            """)
        let s = AccessibilityMenuScene(defaults: AccessibilityMenuChoices(defaultsFrom: c))
        s.menu.reset()
        XCTAssertTrue(UIAccessibility.isGrayscaleEnabled)
        XCTAssertEqual(s.status, "text_size=large increase_contrast=off bold_text=off reduce_motion=off grayscale=on audio=off more_time=off")
        let idle = IdleController(screen: s.h.screen, timeouts: VitrineConfiguration.Idle(dimAfter: 30, blankAfter: 0))
        s.menu.watch(idle)
        var choices = s.menu.choices
        XCTAssertNoThrow(try choices.set("grayscale", to: "off"))
        s.menu.apply(choices)
        XCTAssertFalse(UIAccessibility.isGrayscaleEnabled)
        s.h.advance(by: 30 * UITimeLimit.accessibilityFactor + 1)
        XCTAssertNotEqual(idle.state, .active)
        XCTAssertTrue(UIAccessibility.isGrayscaleEnabled, "the session's end puts the file's Grayscale back")
        XCTAssertThrowsError(try choices.set("grayscale", to: "grey"))
    }

    /// A reader the menu did not start (headphones, the operator) stays on at the session's
    /// end: Audio mode's reset only undoes its own.
    @MainActor func testTheIdleResetLeavesAReaderItDidNotStart() async {
        let s = AccessibilityMenuScene()
        s.reader.start()
        s.menu.sessionEnded()
        XCTAssertTrue(s.reader.isRunning)
    }

    /// The text size steps begin at the configured default and leave out the steps below it.
    @MainActor func testTheTextSizeStepsStartAtTheDefault() async {
        let s = AccessibilityMenuScene(defaults: AccessibilityMenuChoices(textSize: .accessibilityLarge))
        XCTAssertEqual(s.menu.textSizeSteps, [.accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge])
    }
}

/// The menu's layout follows the layout direction: right to left, titles on the right,
/// switches on the left, Close on the left (the trailing side) and Reset on the right.
final class AccessibilityMenuLayoutTests: XCTestCase {
    @MainActor func testTheMenuMirrorsRightToLeft() async {
        let s = AccessibilityMenuScene()
        s.menu.open()
        s.h.renderFrames()
        let w = s.window
        XCTAssertGreaterThan(w.bold.toggle.frame.minX, w.bold.bounds.midX, "left to right: the switch at the trailing right")
        XCTAssertLessThan(w.reset.frame.minX, w.close.frame.minX)
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        w.setNeedsLayout()
        for row in w.rows { row.setNeedsLayout() }
        s.h.renderFrames()
        XCTAssertLessThan(w.bold.toggle.frame.maxX, w.bold.bounds.midX, "right to left: the switch on the left")
        XCTAssertEqual(w.bold.titleLabel.textAlignment, .right)
        XCTAssertGreaterThan(w.reset.frame.minX, w.close.frame.minX)
        XCTAssertTrue(w.panel.frame.height <= 560, "the menu fits the screen")
    }
}
