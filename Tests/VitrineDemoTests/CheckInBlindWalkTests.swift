import Foundation
import XCTest
@testable import Vitrine
import VitrinePlatform
@testable import VitrineShell
import VitrineTesting
@testable import vitrine_demo

/// Everything the screen reader said, in order, with the language it was said in.
@MainActor
final class TranscriptSpeech: ScreenReaderSpeech {
    struct Utterance: Equatable, CustomStringConvertible {
        var text: String
        var language: String?
        var description: String { "\(text) [\(language ?? "-")]" }
    }
    private(set) var said: [Utterance] = []

    func speak(_ text: String, language: String?, interrupting: Bool, events: ScreenReaderUtteranceEvents) {
        said.append(Utterance(text: text, language: language))
    }
    func stop() {}
    func pause() -> Bool { false }
    func resume() {}
}

/// A guest who cannot see, at the check-in kiosk with headphones: they use only what the
/// keypad gives them (the reader's next, previous, activate and escape) and act on what they
/// hear. Nothing here looks at the screen to decide what to press.
@MainActor
final class BlindGuest {
    let kiosk = CheckInKiosk()
    let speech = TranscriptSpeech()
    let reader: ScreenReader

    init() {
        reader = ScreenReader(screen: kiosk.h.screen, speech: speech)
        reader.start()
        kiosk.h.renderFrames()
    }

    /// The last thing heard.
    var heard: String? { speech.said.last?.text }

    /// Presses next until the reader says exactly `phrase` (a phrase ending in "…": one that
    /// starts with the rest); at the end of the screen (the reader says nothing more) turns
    /// round and presses previous. At most `limit` presses.
    func find(_ phrase: String, limit: Int = 200, file: StaticString = #filePath, line: UInt = #line) {
        if Self.matches(heard, phrase) { return }
        var forward = true
        for _ in 0..<limit {
            let before = speech.said.count
            if forward { reader.focusNext() } else { reader.focusPrevious() }
            if speech.said.count == before {
                if !forward { break }
                forward = false
                continue
            }
            if Self.matches(heard, phrase) { return }
        }
        XCTFail("never heard \"\(phrase)\"; last heard \"\(heard ?? "")\"", file: file, line: line)
    }

    /// Activates the focused element and waits `seconds` for what it starts (a push, an alert).
    func activate(waiting seconds: Double = 0.6) {
        reader.activate()
        kiosk.h.advance(by: seconds)
    }

    /// The escape gesture (the keypad's esc).
    func escape(waiting seconds: Double = 1.2) {
        reader.escape()
        kiosk.h.advance(by: seconds)
    }

    /// Types `keys` on the on-screen keyboard, key by key: each found by ear and activated.
    /// A space is the key the reader calls "space".
    func type(_ keys: [String], file: StaticString = #filePath, line: UInt = #line) {
        for key in keys {
            find(key == " " ? "space" : key, file: file, line: line)
            activate(waiting: 0.15)
        }
    }

    /// Asserts that `expected` were said in this order (other things may be said between).
    /// Whether `heard` is `phrase`, or starts with it when `phrase` ends in "…" (an alert's
    /// title, then its message).
    static func matches(_ heard: String?, _ phrase: String) -> Bool {
        guard let heard else { return false }
        return phrase.hasSuffix("…") ? heard.hasPrefix(phrase.dropLast()) : heard == phrase
    }

    func assertHeardInOrder(_ expected: [TranscriptSpeech.Utterance], file: StaticString = #filePath, line: UInt = #line) {
        var rest = speech.said[...]
        for e in expected {
            guard let i = rest.firstIndex(where: { $0.language == e.language && Self.matches($0.text, e.text) }) else {
                return XCTFail("not heard (in order): \(e)\ntranscript:\n\(speech.said.map(\.description).joined(separator: "\n"))", file: file, line: line)
            }
            rest = rest[(i + 1)...]
        }
    }
}

private func en(_ text: String) -> TranscriptSpeech.Utterance { .init(text: text, language: "en") }
private func ko(_ text: String) -> TranscriptSpeech.Utterance { .init(text: text, language: "ko") }

/// A guest who cannot see completes `vitrine-demo --scene checkin` with the screen reader and
/// the keypad alone (EN 301 549 5.1.6.1 operation without vision; 5.1.3.1 audio output of
/// visual information; 5.1.3.14 spoken languages): start, their booking, their name typed key
/// by key on the on-screen keyboard, the alert, the done screen, back to the start.
final class CheckInBlindWalkTests: XCTestCase {
    /// English: every step is heard, in order, in English; the Korean welcome by the Korean
    /// voice.
    @MainActor func testABlindGuestChecksInInEnglishWithTheKeypadAlone() async {
        let g = BlindGuest()
        XCTAssertEqual(g.heard, "Hotel Aurora Seoul", "starting the reader says the first thing on screen")
        g.find("Start check-in, button")
        g.activate()
        XCTAssertTrue(g.kiosk.top is CheckInBookingsViewController)

        g.find("Sofia Rossi, booking AUR-4836, arriving 10:00, 3 nights, 2 guests, Superior Twin, button")
        g.activate()
        guard let form = g.kiosk.details else { return XCTFail("the form is pushed") }
        g.find("Your booking: Superior Twin, booked for Sofia Rossi. Room 0815, floor 8. 3 nights, 2 guests, arriving 10:00. Reference AUR-4836.")
        g.find("Name, text field")
        g.activate(waiting: 0.5)
        XCTAssertTrue(form.nameField.isFirstResponder)
        g.type(["S", "o", "f", "i", "a", " ", "R", "o", "s", "s", "i"])
        XCTAssertEqual(form.nameField.text, "Sofia Rossi")
        g.find("Name, Sofia Rossi, text field")

        g.find("Confirm check-in, button")
        g.activate()
        XCTAssertTrue(g.kiosk.flow.presentedViewController is UIAlertController)
        XCTAssertFalse(g.reader.elements.contains { $0 === form.confirmButton }, "the alert is modal: the form behind is not read")
        g.find("Check in, button")
        g.activate(waiting: 1.2)
        XCTAssertTrue(g.kiosk.top is CheckInDoneViewController)
        g.find("Done, button")
        g.activate()
        XCTAssertTrue(g.kiosk.top is CheckInWelcomeViewController)
        XCTAssertEqual(g.kiosk.flow.checkIns, 1)

        g.assertHeardInOrder([
            en("Hotel Aurora Seoul"), en("Welcome, heading"), ko("환영합니다"), en("Wednesday 25 November"),
            en("Check in here, heading"),
            en("Step 1 of 3: Find your booking, by your name or booking reference"),
            en("Step 2 of 3: Confirm your details, English or Korean on the keyboard"),
            en("Start check-in, button"),
            en("Welcome, button"), en("Find your booking, heading"), en("Arriving this morning, heading"),
            en("Sofia Rossi, booking AUR-4836, arriving 10:00, 3 nights, 2 guests, Superior Twin, button"),
            en("Find your booking, button"), en("Your details, heading"),
            en("Your booking: Superior Twin, booked for Sofia Rossi. Room 0815, floor 8. 3 nights, 2 guests, arriving 10:00. Reference AUR-4836."),
            en("Confirm your details, heading"), en("Name, text field"),
            .init(text: "S", language: nil), .init(text: "space", language: nil), .init(text: "R", language: nil),
            en("Name, Sofia Rossi, text field"), en("Confirm check-in, button"),
            en("Check in to room 0815?, Sofia Rossi…"), en("Check in, button"),
            en("You're checked in, Sofia Rossi., heading"), en("Room 0815, Superior Twin"), en("Done, button"),
            en("Hotel Aurora Seoul"),
        ])
    }

    /// Korean: the globe key ("next keyboard") switches to 두벌식 and 김민준 is typed jamo by
    /// jamo, each key said by the Korean voice; escape on the alert is Edit details (the name
    /// kept); then the guest checks in and is greeted by that name.
    @MainActor func testABlindGuestTypesAKoreanNameOnTheKoreanKeyboard() async {
        let g = BlindGuest()
        g.find("Start check-in, button")
        g.activate()
        g.find("Kim Minjun, booking AUR-4821, arriving 09:30, 2 nights, 2 guests, Deluxe King, button")
        g.activate()
        guard let form = g.kiosk.details else { return XCTFail("the form is pushed") }
        g.find("Name, text field")
        g.activate(waiting: 0.5)
        g.find("next keyboard")
        g.activate(waiting: 0.2)
        XCTAssertEqual(g.kiosk.h.screen.textInput.inputMode, .korean)
        let jamo = ["ㄱ", "ㅣ", "ㅁ", "ㅁ", "ㅣ", "ㄴ", "ㅈ", "ㅜ", "ㄴ"]
        g.type(jamo)
        XCTAssertEqual(form.nameField.text, "김민준")
        g.find("Name, 김민준, text field")

        g.find("Confirm check-in, button")
        g.activate()
        XCTAssertTrue(g.kiosk.flow.presentedViewController is UIAlertController)
        g.find("Check in to room 1204?, 김민준…")
        g.escape()
        XCTAssertNil(g.kiosk.flow.presentedViewController, "escape is the alert's cancel action")
        XCTAssertTrue(g.kiosk.top === form)
        XCTAssertEqual(form.nameField.text, "김민준")

        g.find("Confirm check-in, button")
        g.activate()
        g.find("Check in, button")
        g.activate(waiting: 1.2)
        XCTAssertEqual((g.kiosk.top as? CheckInDoneViewController)?.guest, "김민준")
        g.find("Done, button")
        g.activate()
        XCTAssertTrue(g.kiosk.top is CheckInWelcomeViewController)

        // A key typed twice (ㅁ ㅁ) is found once and activated twice.
        g.assertHeardInOrder([en("Start check-in, button"), en("Welcome, button"), en("Name, text field"), .init(text: "next keyboard", language: nil)]
                             + ["ㄱ", "ㅣ", "ㅁ", "ㅣ", "ㄴ", "ㅈ", "ㅜ", "ㄴ"].map(ko)
                             + [en("Confirm check-in, button"), en("Check in to room 1204?, 김민준…"),
                                en("Confirm check-in, button"), en("Check in, button"),
                                en("You're checked in, 김민준., heading"), en("Done, button"), en("Hotel Aurora Seoul")])
    }

    /// A guest listening their way through the list touches nothing for minutes; each move of
    /// the reader's focus is activity, so the inactivity limit does not take the screen away;
    /// once they stop, it warns and then does. With the screen reader running the limit is
    /// `UITimeLimit.accessibilityFactor` (2) times longer: the warning comes 30 s before
    /// 2 × 60 s (WCAG 2.2.1 Timing Adjustable).
    @MainActor func testMovingTheReadersFocusCountsAsActivity() async {
        let g = BlindGuest()
        g.find("Start check-in, button")
        g.activate()
        XCTAssertTrue(g.kiosk.top is CheckInBookingsViewController)
        for _ in 0..<4 {
            g.kiosk.h.advance(by: 40)
            g.reader.focusNext()
        }
        XCTAssertTrue(g.kiosk.top is CheckInBookingsViewController, "160 s of listening, a key every 40 s: still on the list")
        g.kiosk.h.advance(by: 89.5)
        XCTAssertTrue(g.kiosk.top is CheckInBookingsViewController)
        XCTAssertNil(g.kiosk.flow.idleLimit?.warningAlert, "no warning before 2 × 60 − 30 s")
        g.kiosk.h.advance(by: 1)
        XCTAssertNotNil(g.kiosk.flow.idleLimit?.warningAlert, "warned 30 s before the doubled limit")
        g.kiosk.h.advance(by: 31)
        XCTAssertTrue(g.kiosk.top is CheckInWelcomeViewController, "an unanswered warning: the start screen")
    }
}
