import Foundation
import XCTest
@testable import Vitrine
@testable import VitrinePlatform
@testable import VitrineShell
import VitrineTesting

/// An app with a button in the top-left corner and one in the middle, the accessibility menu
/// installed in front of it, and a screen reader (off) with its keypad for Audio mode, on a 480×560 screen.
/// Every global setting the menu changes is put back when the scene goes.
@MainActor
final class AccessibilityMenuScene {
    let h: HeadlessHarness
    let speech = RecordingSpeech()
    let reader: ScreenReader
    let menu: AccessibilityMenu
    let cornerButton = UIButton(type: .system)
    let middleButton = UIButton(type: .system)
    var cornerTaps = 0
    var middleTaps = 0
    /// Keys the app received (pressed ones).
    var appKeys: [Int] = []
    /// What `onMoreTimeChange` was called with.
    var moreTimeCalls: [Bool] = []

    init(defaults: AccessibilityMenuChoices = AccessibilityMenuChoices(), width: Int = 480, height: Int = 560) {
        h = HeadlessHarness(width: width, height: height)
        reader = ScreenReader(screen: h.screen, speech: speech)
        // The keypad, as the kiosk installs it: the menu's keys come before it.
        reader.installKeypad(keys: .standard)
        menu = AccessibilityMenu(screen: h.screen, defaults: defaults)
        menu.reader = reader
        menu.onMoreTimeChange = { [weak self] on in self?.moreTimeCalls.append(on) }
        menu.install()
        h.window.backgroundColor = .white
        cornerButton.setTitle("Back", for: .normal)
        cornerButton.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        cornerButton.addTarget({ [weak self] _, _ in self?.cornerTaps += 1 }, for: .touchUpInside)
        middleButton.setTitle("Pay", for: .normal)
        middleButton.frame = CGRect(x: 180, y: 260, width: 120, height: 44)
        middleButton.addTarget({ [weak self] _, _ in self?.middleTaps += 1 }, for: .touchUpInside)
        h.window.addSubview(cornerButton)
        h.window.addSubview(middleButton)
        h.screen.input.onKey = { [weak self] code, pressed, _ in if pressed { self?.appKeys.append(code) } }
        h.renderFrames()
    }

    isolated deinit {
        reader.stop()
        UIAccessibility.apply(AccessibilitySettings())
        UIApplication.setPreferredContentSizeCategory(.large)
        UIApplication.setUserInterfaceLayoutDirection(.leftToRight)
    }

    /// Presses and releases the key called `name`.
    func key(_ name: String) {
        let code = LinuxKeyName.code(of: name) ?? -1
        h.screen.input.handle(.key(code: code, pressed: true, time: h.clock.now))
        h.screen.input.handle(.key(code: code, pressed: false, time: h.clock.now))
        h.runUntilIdle()
    }

    /// The menu's window; a failure (and a stand-in, so the test goes on) when the menu
    /// never opened.
    var window: AccessibilityMenuWindow {
        if let w = menu.window { return w }
        XCTFail("the menu was never opened")
        let standIn = AccessibilityMenuWindow(screen: h.screen, textSizeSteps: [])
        standIn.isHidden = true
        return standIn
    }

    /// Taps the middle of `view` (screen points: the menu's windows cover the screen).
    func tap(_ view: UIView) {
        h.renderFrames()
        let f = view.convert(view.bounds, to: nil)
        h.tap(at: CGPoint(x: f.midX, y: f.midY))
        h.runUntilIdle()
    }

    /// The choices in force, as `key=value` words.
    var status: String { menu.choices.fields.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
}
