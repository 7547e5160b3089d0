import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting
import VitrinePlatform

/// Records the keyboard notifications the text input system posts from the keyboard's
/// frame reports, with the virtual time of each.
@MainActor
final class KeyboardNotificationRecorder {
    struct Entry: Equatable {
        var name: String
        var begin: CGRect
        var end: CGRect
        var duration: Double
        var curve: Int
        var time: Double
    }
    private(set) var entries: [Entry] = []
    private var tokens: [NSObjectProtocol] = []

    init(clock: VirtualClock) {
        let names: [Notification.Name] = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                                          UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                                          UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]
        for n in names {
            tokens.append(NotificationCenter.default.addObserver(forName: n, object: nil, queue: nil) { [weak self] note in
                let info = note.userInfo ?? [:]
                let name = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "")
                let begin = info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect ?? .null
                let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .null
                let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1
                let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? -1
                MainActor.assumeIsolated {
                    self?.entries.append(Entry(name: name, begin: begin, end: end, duration: duration, curve: curve, time: clock.now))
                }
            })
        }
    }

    var names: [String] { entries.map(\.name) }
    func clear() { entries.removeAll() }
    func stop() { for t in tokens { NotificationCenter.default.removeObserver(t) } }
}

/// The keyboard slides up when a text input becomes active and down when none is, with
/// UIKit's keyboard animation, reporting its frames; the policy; `inputView` and
/// `inputAccessoryView`; rotation; touches above the keyboard still reach the app.
final class KeyboardShowHideTests: XCTestCase {
    /// UIKit: the keyboard slides up over 0.25 s with curve 7 (keyboardAnimationDuration /
    /// CurveUserInfoKey); will-show and will-change-frame come at once, did-show and
    /// did-change-frame when the slide ends. Frames are screen coordinates: from just below
    /// the screen (y = 480) to y = 480 − 202 on an 800×480 screen (the height rule).
    @MainActor func testShowSlidesUpAndReportsFramesOnTheClock() async {
        let f = KeyboardFixture(focus: false)
        let rec = KeyboardNotificationRecorder(clock: f.h.clock)
        defer { rec.stop() }
        let t0 = f.h.clock.now
        XCTAssertTrue(f.input.becomeFirstResponder())
        let up = CGRect(x: 0, y: 278, width: 800, height: 202), below = CGRect(x: 0, y: 480, width: 800, height: 202)
        XCTAssertEqual(rec.names, ["WillChangeFrame", "WillShow"])
        XCTAssertEqual(rec.entries.first?.begin, below)
        XCTAssertEqual(rec.entries.first?.end, up)
        XCTAssertEqual(rec.entries.first?.duration, 0.25)
        XCTAssertEqual(rec.entries.first?.curve, 7)
        // Half way through the time: the keyboard curve (Bézier 0.38, 0.7, 0.125, 1) has
        // covered 93 % of the distance (worked out from the Bézier separately), so the top
        // is near 480 − 0.93 × 202 = 292 — well past the linear 379.
        f.h.advance(by: 0.125)
        let top = f.keyboard.window.presentationFrame.minY + SoftwareKeyboard.previewOverhang
        XCTAssertEqual(top, 292, accuracy: 6)
        XCTAssertEqual(rec.names, ["WillChangeFrame", "WillShow"])
        f.h.advance(by: 0.15)
        XCTAssertEqual(rec.names, ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        let did = rec.entries[2]
        XCTAssertEqual(did.end, up)
        XCTAssertGreaterThanOrEqual(did.time - t0, 0.25)
        XCTAssertLessThan(did.time - t0, 0.25 + 0.05)
        XCTAssertEqual(f.keyboard.window.presentationFrame.minY + SoftwareKeyboard.previewOverhang, 278)
        XCTAssertEqual(f.h.screen.textInput.keyboardFrame, up)
    }

    /// Resigning hides it: will-hide at the end of the turn (end frame below the screen),
    /// did-hide and the window hidden when the slide ends.
    @MainActor func testResignSlidesDown() async {
        let f = KeyboardFixture()
        let rec = KeyboardNotificationRecorder(clock: f.h.clock)
        defer { rec.stop() }
        XCTAssertTrue(f.input.resignFirstResponder())
        XCTAssertEqual(rec.names, [])
        f.h.advance(by: 0)
        XCTAssertEqual(rec.names, ["WillChangeFrame", "WillHide"])
        XCTAssertEqual(rec.entries.first?.end, CGRect(x: 0, y: 480, width: 800, height: 202))
        XCTAssertFalse(f.keyboard.window.isHidden)
        f.h.advance(by: 0.3)
        XCTAssertEqual(rec.names, ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        XCTAssertTrue(f.keyboard.window.isHidden)
        XCTAssertFalse(f.keyboard.isVisible)
    }

    /// The hide queued at the end of the turn is work already due: `runUntilIdle()` runs it
    /// (the slide down starts) without the clock moving.
    @MainActor func testResignHidesOnRunUntilIdle() async {
        let f = KeyboardFixture()
        let rec = KeyboardNotificationRecorder(clock: f.h.clock)
        defer { rec.stop() }
        let t0 = f.h.clock.now
        XCTAssertTrue(f.input.resignFirstResponder())
        f.h.runUntilIdle()
        XCTAssertEqual(rec.names, ["WillChangeFrame", "WillHide"])
        XCTAssertEqual(f.h.clock.now, t0)
    }

    /// Moving from one field to another keeps the keyboard up: no hide, no new slide
    /// (UIKit posts no will-hide between two text fields).
    @MainActor func testMovingBetweenInputsKeepsTheKeyboardUp() async {
        let f = KeyboardFixture()
        let other = KeyboardTestInput(frame: CGRect(x: 20, y: 130, width: 300, height: 30))
        other.keyboardType = .numberPad
        f.h.window.rootViewController?.view.addSubview(other)
        let rec = KeyboardNotificationRecorder(clock: f.h.clock)
        defer { rec.stop() }
        XCTAssertTrue(other.becomeFirstResponder())
        f.h.advance(by: 0.3)
        XCTAssertFalse(rec.names.contains("WillHide"))
        XCTAssertTrue(f.keyboard.isVisible)
        XCTAssertEqual(f.labels.first, "1")
    }

    /// `[shell] keyboard`: `auto` shows no keyboard while a hardware keyboard is attached
    /// and slides it up when the keyboard is unplugged; `off` never shows it.
    @MainActor func testPolicy() async {
        let f = KeyboardFixture(policy: .auto, focus: false)
        f.h.screen.textInput.hardwareKeyboardAttached = true
        XCTAssertTrue(f.input.becomeFirstResponder())
        f.h.advance(by: 0.3)
        XCTAssertFalse(f.keyboard.isVisible)
        XCTAssertTrue(f.keyboard.window.isHidden)
        f.h.screen.textInput.hardwareKeyboardAttached = false
        XCTAssertTrue(f.keyboard.isVisible)
        f.h.advance(by: 0.3)
        f.keyboard.policy = .off
        f.h.advance(by: 0.3)
        XCTAssertFalse(f.keyboard.isVisible)
        XCTAssertTrue(f.keyboard.window.isHidden)
        f.keyboard.policy = .on
        f.h.screen.textInput.hardwareKeyboardAttached = true
        XCTAssertTrue(f.keyboard.isVisible)
    }

    /// With a hardware keyboard attached (policy `auto`) iOS leaves the keys out but still
    /// shows the input's accessory view at the bottom of the screen; the reported frame is
    /// the accessory's.
    @MainActor func testAccessoryAloneWithAHardwareKeyboard() async {
        let input = KeyboardTestInput()
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        input.customAccessory = bar
        let f = KeyboardFixture(input: input, policy: .auto, focus: false)
        f.h.screen.textInput.hardwareKeyboardAttached = true
        XCTAssertTrue(input.becomeFirstResponder())
        f.h.advance(by: 0.3)
        XCTAssertTrue(f.keyboard.keysView.isHidden)
        XCTAssertEqual(f.keyboard.frame, CGRect(x: 0, y: 480 - 44, width: 800, height: 44))
        XCTAssertEqual(f.h.screen.textInput.keyboardFrame, f.keyboard.frame)
        // Unplugged: the keys come up under the accessory.
        f.h.screen.textInput.hardwareKeyboardAttached = false
        f.h.advance(by: 0.3)
        XCTAssertFalse(f.keyboard.keysView.isHidden)
        XCTAssertEqual(f.keyboard.frame, CGRect(x: 0, y: 480 - 246, width: 800, height: 246))
    }

    /// UIResponder.inputView: "the custom input view to display when the receiver becomes
    /// the first responder" — in place of the keys, at its own height; inputAccessoryView on
    /// top of it. The frame reported covers both.
    @MainActor func testInputViewReplacesTheKeysWithTheAccessoryAbove() async {
        let input = KeyboardTestInput()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 150))
        custom.backgroundColor = .systemTeal
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        bar.backgroundColor = .systemOrange
        input.customInputView = custom
        input.customAccessory = bar
        let f = KeyboardFixture(input: input)
        XCTAssertTrue(f.keyboard.keysView.isHidden)
        XCTAssertEqual(f.keyboard.frame, CGRect(x: 0, y: 480 - 194, width: 800, height: 194))
        XCTAssertEqual(f.h.screen.textInput.keyboardFrame, f.keyboard.frame)
        XCTAssertTrue(custom.window === f.keyboard.window)
        XCTAssertEqual(bar.convert(bar.bounds, to: nil).offsetBy(dx: 0, dy: f.keyboard.window.frame.minY),
                       CGRect(x: 0, y: 286, width: 800, height: 44))
        XCTAssertEqual(custom.convert(custom.bounds, to: nil).offsetBy(dx: 0, dy: f.keyboard.window.frame.minY),
                       CGRect(x: 0, y: 330, width: 800, height: 150))
        // Without the input view, the keys come back under the accessory.
        input.customInputView = nil
        input.reloadInputViews()
        f.h.advance(by: 0.3)
        XCTAssertFalse(f.keyboard.keysView.isHidden)
        XCTAssertNil(custom.superview)
        XCTAssertEqual(f.keyboard.frame, CGRect(x: 0, y: 480 - 246, width: 800, height: 246))
    }

    /// The keyboard follows the interface orientation: turned to portrait on the 800×480
    /// panel it is 480 wide and 216 high (26 % of 800 is 208, below the 216 minimum) at the
    /// bottom, and a frame change is reported.
    @MainActor func testRotationFollowsTheInterface() async {
        let f = KeyboardFixture()
        let rec = KeyboardNotificationRecorder(clock: f.h.clock)
        defer { rec.stop() }
        XCTAssertTrue(f.h.rotate(to: .portrait))
        f.h.advance(by: 0.6)
        XCTAssertEqual(f.keyboard.frame, CGRect(x: 0, y: 800 - 216, width: 480, height: 216))
        XCTAssertEqual(f.h.screen.textInput.keyboardFrame, f.keyboard.frame)
        XCTAssertTrue(rec.names.contains("WillChangeFrame"))
        XCTAssertFalse(rec.names.contains("WillHide"))
        // And typing still lands on the keys.
        f.type("ok")
        XCTAssertEqual(f.input.text, "ok")
    }

    /// The height rule of KeyboardMetrics for 7" to 15" panels (worked out by hand: 26 % of
    /// the height in portrait within 216…380, 42 % in landscape within 162…400).
    func testHeightRule() {
        func h(_ w: CGFloat, _ ht: CGFloat) -> CGFloat { KeyboardMetrics(screenSize: CGSize(width: w, height: ht)).height }
        XCTAssertEqual(h(800, 480), 202)
        XCTAssertEqual(h(480, 800), 216)
        XCTAssertEqual(h(1024, 600), 252)
        XCTAssertEqual(h(600, 1024), 266)
        XCTAssertEqual(h(1280, 800), 336)
        XCTAssertEqual(h(800, 1280), 333)
        XCTAssertEqual(h(1920, 1080), 400)
        XCTAssertEqual(h(1080, 1920), 380)
    }

    /// The keyboard window is never key, yet touches on it reach it (hit testing); touches
    /// above it — the preview overhang included — still reach the app.
    @MainActor func testTouchesAboveTheKeyboardReachTheApp() async throws {
        let f = KeyboardFixture()
        XCTAssertFalse(f.keyboard.window.isKeyWindow)
        XCTAssertTrue(f.h.window.isKeyWindow)
        var tapped = 0
        let button = UIButton(frame: CGRect(x: 20, y: 240, width: 100, height: 30))   // in the overhang strip (214…278)
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        f.h.window.rootViewController?.view.addSubview(button)
        f.h.renderFrames()
        f.tap(CGPoint(x: 50, y: 255))
        XCTAssertEqual(tapped, 1)
        XCTAssertEqual(f.input.text, "")
        // A touch on the keys goes to the keyboard, not the app's window.
        var appTouches = 0
        let recognizer = UITapGestureRecognizer(action: { _ in appTouches += 1 })
        f.h.window.rootViewController?.view.addGestureRecognizer(recognizer)
        f.type("a")
        XCTAssertEqual(appTouches, 0)
        XCTAssertEqual(f.input.text, "a")
    }

    /// Issue 15 (bad input): the keyboard appearing during a rotation ends up at the new
    /// orientation's frame.
    @MainActor func testAppearingDuringARotation() async {
        let f = KeyboardFixture(focus: false)
        XCTAssertTrue(f.h.rotate(to: .portrait))
        let rec = KeyboardNotificationRecorder(clock: f.h.clock)
        defer { rec.stop() }
        XCTAssertTrue(f.input.becomeFirstResponder())
        // It still slides (from below the portrait screen), reported once.
        XCTAssertEqual(rec.entries.first?.begin, CGRect(x: 0, y: 800, width: 480, height: 216))
        f.h.advance(by: 0.1)
        XCTAssertGreaterThan(f.keyboard.window.presentationFrame.minY + SoftwareKeyboard.previewOverhang, 800 - 216)
        f.h.advance(by: 0.6)
        XCTAssertEqual(rec.names, ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        XCTAssertEqual(f.keyboard.frame, CGRect(x: 0, y: 800 - 216, width: 480, height: 216))
        XCTAssertEqual(f.keyboard.window.presentationFrame.minY + SoftwareKeyboard.previewOverhang, 800 - 216)
    }
}

/// The compositor draws the keyboard by damage (a key's cap, the preview, the sliding
/// window): every such frame must equal a from-scratch render of the same screen.
final class KeyboardDamageTests: XCTestCase {
    @MainActor func testDamageFramesMatchAFullRedraw() async throws {
        let f = KeyboardFixture(focus: false)
        func same(_ what: String, line: UInt = #line) {
            f.h.renderFrames()
            let r = GoldenImage.compare(f.h.screenshot, f.h.fullRedraw(), channelTolerance: 0)
            XCTAssertEqual(r.differingPixels, 0, what, line: line)
        }
        XCTAssertTrue(f.input.becomeFirstResponder())
        f.h.advance(by: 0.1)
        same("mid-slide")
        f.h.advance(by: 0.2)
        same("up")
        let g = try XCTUnwrap(f.keyboard.touchPoints(toType: "g")?.last)
        f.h.touchDown(at: g)
        same("preview over g")
        let p = try XCTUnwrap(f.keyboard.touchPoints(toType: "p")?.last)
        f.h.touchMove(to: p)
        same("preview moved to p (top row, into the overhang)")
        f.h.touchUp()
        same("released")
        f.tap(.shift)
        same("shifted")
        f.tap(.page(.numbers))
        same("numbers page")
        XCTAssertTrue(f.input.resignFirstResponder())
        f.h.advance(by: 0.1)
        same("sliding down")
        f.h.advance(by: 0.3)
        same("gone")
    }
}
