import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineShell
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path

/// The check-in kiosk in the harness, as `vitrine-demo --scene checkin` builds it: the flow in
/// a `CheckInWindow` (which sees every touch), the shell's on-screen keyboard, the virtual clock.
@MainActor
final class CheckInKiosk {
    let h: HeadlessHarness
    let window: CheckInWindow
    let flow: CheckInFlow
    let keyboard: SoftwareKeyboard

    init(width: Int = 1280, height: Int = 800, idleTimeout: Double = 60, restoring data: Data? = nil, style: UIUserInterfaceStyle = .light) {
        h = HeadlessHarness(width: width, height: height)
        h.screen.userInterfaceStyle = style
        h.window.isHidden = true
        flow = CheckInFlow(idleTimeout: idleTimeout)
        window = CheckInWindow(screen: h.screen)
        let flow = flow
        window.onUserActivity = { flow.userDidInteract() }
        window.rootViewController = flow
        if let data { _ = try? UIStateRestoration.restore(root: flow, from: data) }
        window.makeKeyAndVisible()
        keyboard = SoftwareKeyboard(screen: h.screen, policy: .on)
        h.renderFrames()
        h.advance(by: 0.5)
    }

    /// The visible view with this accessibility identifier (front window first), or nil.
    func view(_ id: String) -> UIView? {
        func find(_ v: UIView) -> UIView? {
            if v.isHidden || v.alpha == 0 { return nil }
            for s in v.subviews.reversed() { if let f = find(s) { return f } }
            return v.accessibilityIdentifier == id ? v : nil
        }
        return find(window)
    }

    /// Taps the centre of the view with this identifier through the input path, then lets
    /// what it starts (a push, 0.35 s) finish.
    func tap(_ id: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let v = view(id) else { return XCTFail("no visible view '\(id)'", file: file, line: line) }
        h.tap(at: v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil))
        h.advance(by: 0.6)
    }

    /// Taps the alert's button titled `title`.
    func tapAlertButton(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let alert = flow.presentedViewController as? UIAlertController else { return XCTFail("no alert", file: file, line: line) }
        func find(_ v: UIView) -> UIView? {
            if let b = v as? AlertActionView, b.action.title == title { return b }
            for s in v.subviews { if let f = find(s) { return f } }
            return nil
        }
        guard let b = find(alert.view) else { return XCTFail("no button '\(title)'", file: file, line: line) }
        h.tap(at: b.convert(CGPoint(x: b.bounds.midX, y: b.bounds.midY), to: nil))
        // The alert's handler runs once it is dismissed (UIKit's order); then the push.
        h.advance(by: 1.2)
    }

    /// Types `text` on the on-screen keyboard's keys (as a guest would: every tap through the
    /// input path), switching the keyboard to `mode` first with the globe key; in Korean mode
    /// `text` is the QWERTY letters of the 두벌식 keys (`rlaalswns` types 김민준).
    func type(_ text: String, mode: TextInputMode, file: StaticString = #filePath, line: UInt = #line) {
        if h.screen.textInput.inputMode != mode {
            guard let globe = keyboard.screenPoint(of: .globe) else { return XCTFail("no globe key", file: file, line: line) }
            h.tap(at: globe)
            h.advance(by: 0.12)
        }
        for c in text {
            guard let points = keyboard.touchPoints(toType: c), !points.isEmpty else { return XCTFail("no key for \(c)", file: file, line: line) }
            for p in points {
                h.tap(at: p)
                h.advance(by: 0.12)
            }
        }
        h.advance(by: 0.2)
    }

    var top: UIViewController? { flow.topViewController }
    var details: CheckInDetailsViewController? { top as? CheckInDetailsViewController }
}

/// `vitrine-demo --scene checkin` (issue 19, "a *check-in kiosk* (navigation, a scrolling list,
/// a form with the on-screen keyboard in English and Korean, an alert, idle timeout back to the
/// start screen, state restored after a restart)"): goldens of each step, the walk through the
/// flow by touches, the inactivity timer on the virtual clock, state restoration.
final class CheckInSceneTests: XCTestCase {
    @MainActor private func golden(_ k: CheckInKiosk, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        if let failure = GoldenImage.verify(k.h.screenshot, name: name, directory: goldenDirectory) { XCTFail(failure, file: file, line: line) }
    }

    /// The walk: start → list (a push) → a booking → the form, the name typed in English on
    /// the keyboard → Confirm shows an alert naming the room and the guest → Check in shows
    /// the done screen (the list and form gone from the stack) → Done is the start screen.
    /// Goldens of the start screen, the list, the form with the keyboard and the alert.
    @MainActor func testWalkThroughTheFlowInEnglish() async {
        let k = CheckInKiosk()
        XCTAssertTrue(k.top is CheckInWelcomeViewController)
        XCTAssertTrue(k.flow.isNavigationBarHidden, "the start screen has no bar")
        golden(k, "checkin-start")

        k.tap("checkin.start")
        XCTAssertTrue(k.top is CheckInBookingsViewController)
        XCTAssertFalse(k.flow.isNavigationBarHidden)
        golden(k, "checkin-list")

        k.tap("booking.AUR-4836")
        guard let form = k.details else { return XCTFail("the form is pushed") }
        XCTAssertEqual(form.booking.guest, "Sofia Rossi")
        k.tap("checkin.name")
        XCTAssertTrue(form.nameField.isFirstResponder)
        XCTAssertTrue(k.keyboard.isVisible)
        k.type("Sofia Rossi", mode: .english)
        XCTAssertEqual(form.nameField.text, "Sofia Rossi")
        golden(k, "checkin-form-en")

        k.tap("checkin.confirm")
        guard let alert = k.flow.presentedViewController as? UIAlertController else { return XCTFail("Confirm asks with an alert") }
        XCTAssertEqual(alert.title, "Check in to room 0815?")
        XCTAssertTrue(alert.message?.hasPrefix("Sofia Rossi\n") == true, alert.message ?? "")
        XCTAssertFalse(k.keyboard.isVisible, "the keyboard goes away for the alert")
        golden(k, "checkin-alert")

        k.tapAlertButton("Check in")
        XCTAssertNil(k.flow.presentedViewController)
        guard let done = k.top as? CheckInDoneViewController else { return XCTFail("the done screen") }
        XCTAssertEqual(done.guest, "Sofia Rossi")
        XCTAssertEqual(k.flow.viewControllers.count, 2, "the list and the form left the stack")
        XCTAssertEqual(k.flow.checkIns, 1)
        XCTAssertEqual((k.view("checkin.greeting") as? UILabel)?.text, "You're checked in, Sofia Rossi.")

        golden(k, "checkin-done")
        k.tap("checkin.done")
        XCTAssertTrue(k.top is CheckInWelcomeViewController)
        XCTAssertEqual(k.flow.viewControllers.count, 1)
    }

    /// Korean: the globe key switches the keyboard to 두벌식 and `rlaalswns` types 김민준, the
    /// last syllable still composing (marked) in the golden; Edit details (the alert's cancel)
    /// goes back to the form with the name kept.
    @MainActor func testKoreanNameAndEditingAfterTheAlert() async {
        let k = CheckInKiosk()
        k.tap("checkin.start")
        k.tap("booking.AUR-4821")
        guard let form = k.details else { return XCTFail("the form is pushed") }
        k.tap("checkin.name")
        k.type("rlaalswns", mode: .korean)
        XCTAssertEqual(k.h.screen.textInput.inputMode, .korean)
        XCTAssertEqual(form.nameField.text, "김민준")
        guard let marked = form.nameField.markedTextRange else { return XCTFail("준 is still composing") }
        XCTAssertEqual(form.nameField.text(in: marked), "준")
        golden(k, "checkin-form-ko")

        k.tap("checkin.confirm")
        guard let alert = k.flow.presentedViewController as? UIAlertController else { return XCTFail("an alert") }
        XCTAssertTrue(alert.message?.hasPrefix("김민준\n") == true, "the composed name is committed: \(alert.message ?? "")")
        k.tapAlertButton("Edit details")
        XCTAssertNil(k.flow.presentedViewController)
        XCTAssertTrue(k.top === form)
        XCTAssertEqual(form.nameField.text, "김민준")
        XCTAssertEqual(k.flow.checkIns, 0)
    }

    /// Confirm with no name: no alert; a line says what is missing and the name field takes
    /// the keyboard.
    @MainActor func testConfirmWithoutANameAsksForIt() async {
        let k = CheckInKiosk()
        k.tap("checkin.start")
        k.tap("booking.AUR-4821")
        k.tap("checkin.confirm")
        XCTAssertNil(k.flow.presentedViewController)
        XCTAssertEqual(k.details?.problem.text, "Please type your name as it appears on your ID.")
        XCTAssertTrue(k.details?.nameField.isFirstResponder == true)
    }

    /// The list scrolls (it is longer than the screen): a drag up brings the evening arrivals
    /// into sight, and a tap on one of them opens its form.
    @MainActor func testTheListScrollsToLaterArrivals() async {
        let k = CheckInKiosk()
        k.tap("checkin.start")
        XCTAssertNil(k.view("booking.AUR-4937").flatMap { v in v.window.map { _ in v.convert(v.bounds, to: nil) } }.flatMap { $0.maxY <= 800 ? $0 : nil },
                     "the last booking is below the screen at first")
        k.h.drag(from: CGPoint(x: 640, y: 700), to: CGPoint(x: 640, y: 150), steps: 12, duration: 0.4)
        k.h.advance(by: 3)
        guard let row = k.view("booking.AUR-4937") else { return XCTFail("the last row is in sight") }
        let frame = row.convert(row.bounds, to: nil)
        XCTAssertLessThanOrEqual(frame.maxY, 800)
        k.tap("booking.AUR-4937")
        XCTAssertEqual(k.details?.booking.guest, "Yoon Seojun")
    }

    /// The inactivity limit on the virtual clock (issue 19: "idle timeout back to the start
    /// screen"): 60 s without a touch on the list goes back to the start screen once the
    /// warning 30 s before goes unanswered (CheckInTimeLimitTests has the warning itself); a
    /// touch or a keystroke before the warning restarts the minute; the start screen does not
    /// count; an alert over the form is dismissed and what was typed is gone.
    @MainActor func testIdleTimeoutReturnsToTheStartScreen() async {
        UITimeLimit.restoreDefaults()
        defer { UITimeLimit.restoreDefaults() }
        let k = CheckInKiosk()
        k.h.advance(by: 600)
        XCTAssertTrue(k.top is CheckInWelcomeViewController)
        XCTAssertNil(k.flow.idleLimit, "the start screen does not count")

        k.tap("checkin.start")
        k.h.advance(by: 28)
        XCTAssertTrue(k.top is CheckInBookingsViewController, "not yet at 29 s")
        // A touch that does nothing (on the bar's title) restarts the count.
        k.h.tap(at: CGPoint(x: 640, y: 22))
        k.h.advance(by: 59)
        XCTAssertTrue(k.top is CheckInBookingsViewController, "a touch restarted the minute")
        k.h.advance(by: 2)
        XCTAssertTrue(k.top is CheckInWelcomeViewController, "a minute without a touch: the start screen")
        XCTAssertEqual(k.flow.idleResets, 1)

        // Typing counts too (keys are in the keyboard's window, not the app's).
        k.tap("checkin.start")
        k.tap("booking.AUR-4821")
        k.tap("checkin.name")
        k.h.advance(by: 25)
        k.type("Kim", mode: .english)
        k.h.advance(by: 25)
        XCTAssertTrue(k.top is CheckInDetailsViewController, "typing restarted the minute")
        XCTAssertEqual(k.flow.idleLimit?.state, .running, "no warning 25 s after the last key")
        k.tap("checkin.confirm")
        XCTAssertTrue(k.flow.presentedViewController is UIAlertController)
        k.h.advance(by: 61)
        XCTAssertNil(k.flow.presentedViewController, "the alert is dismissed")
        XCTAssertTrue(k.top is CheckInWelcomeViewController)
        XCTAssertEqual(k.flow.idleResets, 2)
        k.tap("checkin.start")
        k.tap("booking.AUR-4821")
        XCTAssertEqual(k.details?.nameField.text ?? "", "", "the next guest sees an empty form")
    }

    /// State restoration (UIKit's encode/decodeRestorableState with restoration identifiers
    /// and classes): the stack, the booking and what was typed (Korean included) come back in
    /// a new process-like start; the restored screen equals the one saved, pixel for pixel
    /// apart from the caret and keyboard (the restored form has no first responder, as on iOS);
    /// the inactivity timer runs on the restored screen.
    @MainActor func testRestoresTheFormWithWhatWasTyped() async throws {
        let k = CheckInKiosk()
        k.tap("checkin.start")
        k.tap("booking.AUR-4863")
        k.tap("checkin.name")
        k.type("qkrwlgh", mode: .korean)
        k.tap("checkin.phone")
        k.h.advance(by: 0.5)
        guard let form = k.details else { return XCTFail("the form") }
        XCTAssertEqual(form.nameField.text, "박지호")
        let data = try UIStateRestoration.archive(root: k.flow)
        // A restart is a new process: the screen that saved the state is gone with it (else
        // the restored kiosk's limit would be begun on the old one's key window).
        UIScreen.resetMain()

        let r = CheckInKiosk(restoring: data)
        XCTAssertEqual(r.flow.viewControllers.map { $0.restorationIdentifier ?? "?" }, ["welcome", "bookings", "details"])
        guard let restored = r.details else { return XCTFail("the form is back on top") }
        XCTAssertEqual(restored.booking.reference, "AUR-4863")
        XCTAssertEqual(restored.nameField.text, "박지호")
        XCTAssertEqual(r.flow.idleLimit?.state, .running, "the restored screen counts inactivity")
        r.h.advance(by: 61)
        XCTAssertTrue(r.top is CheckInWelcomeViewController)
    }

    /// The done screen comes back with the guest's name; a saved booking reference the hotel
    /// does not know (restored data is untrusted) leaves that screen out instead of crashing.
    @MainActor func testRestoresTheDoneScreenAndRefusesUnknownBookings() async throws {
        let k = CheckInKiosk()
        k.flow.finish(booking: CheckInArrivals.sections[0].bookings[0], guest: "김민준")
        k.h.advance(by: 1)
        let data = try UIStateRestoration.archive(root: k.flow)
        let r = CheckInKiosk(restoring: data)
        XCTAssertEqual((r.top as? CheckInDoneViewController)?.guest, "김민준")
        XCTAssertEqual((r.view("checkin.greeting") as? UILabel)?.text, "You're checked in, 김민준.")

        // The reference is stored as ASCII in the controller's keyed archive inside the file.
        let at = try XCTUnwrap(data.firstRange(of: Data("AUR-4821".utf8)))
        var hostile = data
        hostile.replaceSubrange(at, with: Data("AUR-0000".utf8))
        let h = CheckInKiosk(restoring: hostile)
        XCTAssertTrue(h.top is CheckInWelcomeViewController, "an unknown booking is left out")
    }
}
