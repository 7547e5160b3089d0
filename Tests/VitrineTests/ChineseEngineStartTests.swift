import Foundation
import VitrinePlatform
import XCTest
@testable import Vitrine
import VitrineTesting

/// rime starts away from the main actor (its first deploy takes long enough to freeze the
/// screen): the Chinese methods queue the keys typed meanwhile, show their letters as marked
/// text, and replay them into rime once it is up. A seam (`chineseEngineStarter`) holds the
/// start pending for these tests; the last one runs the real background start.
final class ChineseEngineStartTests: XCTestCase {
    /// The starts asked for, each finished by the test.
    @MainActor private final class HeldStarts {
        var requests: [(schema: String, simplified: Bool, done: @MainActor @Sendable (ChineseComposer?) -> Void)] = []
        var starter: ChineseEngineStarter {
            ChineseEngineStarter { [self] schema, simplified, done in requests.append((schema, simplified, done)) }
        }
        /// Finishes start `i` with the real composer it asked for (nil: rime failed).
        func finish(_ i: Int = 0, failing: Bool = false) {
            let r = requests[i]
            r.done(failing ? nil : ChineseComposer(schema: r.schema, simplified: r.simplified))
        }
    }

    /// A recording input, first responder, rime started by `starter`, in `mode` (nil: English).
    @MainActor private func focus(_ starter: ChineseEngineStarter, mode: TextInputMode? = .chinesePinyin) -> (HeadlessHarness, UIWindow, RecordingTextInputView) {
        let h = HeadlessHarness(width: 400, height: 300)
        let w = UIWindow(screen: h.screen)
        w.makeKeyAndVisible()
        let v = RecordingTextInputView()
        w.addSubview(v)
        XCTAssertTrue(v.becomeFirstResponder())
        h.screen.textInput.chineseEngineStarter = starter
        if let mode { h.screen.textInput.inputMode = mode }
        return (h, w, v)
    }

    /// Keys typed while rime starts are kept (their letters marked, no candidates yet); once it
    /// is up they go through it: the letters stay marked and 北京 is the first candidate.
    @MainActor func testKeysTypedWhileRimeStartsAreReplayedIntoIt() async {
        let held = HeldStarts()
        let (h, _, v) = focus(held.starter)
        typeKeys("beijing", h)
        XCTAssertEqual(held.requests.map(\.schema), [ChineseComposer.pinyin])
        XCTAssertEqual(held.requests.first?.simplified, true)
        XCTAssertEqual(v.markedText, "beijing", "the letters show while rime starts")
        XCTAssertEqual(h.screen.textInput.candidates, [])
        typeKeys("<g", h)
        XCTAssertEqual(v.markedText, "beijing")
        held.finish()
        XCTAssertEqual(v.markedText, "beijing")
        XCTAssertEqual(v.text, "beijing")
        XCTAssertEqual(h.screen.textInput.candidates.first, "北京", "rime has the keys")
        typeKeys(" ", h)
        XCTAssertEqual(v.text, "北京")
        XCTAssertNil(v.marked)
    }

    /// A space typed while rime starts waits too, in order: after the start it commits the
    /// first candidate, and the letters after it compose anew.
    @MainActor func testQueuedSpaceAndLaterLettersKeepTheirOrder() async {
        let held = HeldStarts()
        let (h, _, v) = focus(held.starter)
        typeKeys("beijing daxue", h)
        XCTAssertEqual(v.markedText, "beijing daxue")
        held.finish()
        XCTAssertEqual(v.text, "北京daxue")
        XCTAssertEqual(v.markedText, "daxue")
        typeKeys("\n", h)
        XCTAssertEqual(v.text, "北京daxue")
        XCTAssertNil(v.marked)
    }

    /// Keys that compose nothing type at once while rime starts; return after queued letters
    /// commits them as typed once rime is up (as it does with rime running).
    @MainActor func testOtherKeysTypeAtOnceAndReturnWaits() async {
        let held = HeldStarts()
        let (h, _, v) = focus(held.starter)
        typeKeys("1 ", h)
        XCTAssertEqual(v.text, "1 ")
        XCTAssertNil(v.marked)
        typeKeys("ni\n", h)
        XCTAssertEqual(v.markedText, "ni")
        held.finish()
        XCTAssertEqual(v.text, "1 ni")
        XCTAssertNil(v.marked)
    }

    /// rime failing to start (its data missing): the queued keys type as letters.
    @MainActor func testFailedStartTypesQueuedKeysAsLetters() async {
        let held = HeldStarts()
        let (h, _, v) = focus(held.starter)
        typeKeys("beij<", h)
        held.finish(failing: true)
        XCTAssertEqual(v.text, "bei")
        XCTAssertNil(v.marked)
        XCTAssertEqual(h.screen.textInput.candidates, [])
        typeKeys("x", h)
        XCTAssertEqual(v.text, "beix")
    }

    /// Switching away while rime starts commits the letters shown; nothing is replayed later.
    @MainActor func testModeSwitchWhileStartingCommitsTheLetters() async {
        let held = HeldStarts()
        let (h, _, v) = focus(held.starter)
        typeKeys("bei", h)
        h.screen.textInput.inputMode = .english
        XCTAssertEqual(v.text, "bei")
        XCTAssertNil(v.marked)
        held.finish()
        XCTAssertEqual(v.text, "bei")
    }

    /// A Chinese mode listed among the input modes (the kiosk's `[input.keyboard] languages`)
    /// starts rime at once, before any switch to it, once per mode.
    @MainActor func testListingAChineseModeStartsRimeBeforeTheSwitch() async {
        let held = HeldStarts()
        let h = HeadlessHarness(width: 400, height: 300)
        h.screen.textInput.chineseEngineStarter = held.starter
        h.screen.textInput.inputModes = [.english, .chineseZhuyin, .chinesePinyin]
        XCTAssertEqual(held.requests.map(\.schema).sorted(), [ChineseComposer.zhuyin, ChineseComposer.pinyin].sorted())
        h.screen.textInput.inputMode = .chinesePinyin
        h.screen.textInput.inputModes = [.chinesePinyin, .english]
        XCTAssertEqual(held.requests.count, 2, "started once")
    }

    /// The real start: rime deploys on its own queue; the call returns with the method still
    /// starting, keys typed meanwhile are kept, and once the main run loop delivers the
    /// composer (waited for with a bound) the candidates are rime's.
    @MainActor func testRealStartRunsInTheBackground() async {
        let (h, w, v) = focus(.rime, mode: nil)
        h.screen.textInput.inputModes = [.english, .chinesePinyin]
        let method = h.screen.textInput.chinesePinyinInputMethod
        XCTAssertTrue(method.isStarting, "the composer comes later, through the main run loop")
        h.screen.textInput.inputMode = .chinesePinyin
        typeKeys("beijing", h)
        XCTAssertEqual(v.markedText, "beijing")
        let deadline = Date().addingTimeInterval(180)
        while method.isStarting, Date() < deadline {
            h.runUntilIdle()
            await Task.yield()
            usleep(10_000)  // (real time: rime runs on its own thread)
        }
        XCTAssertFalse(method.isStarting, "rime started within 180 s")
        XCTAssertEqual(v.markedText, "beijing")
        XCTAssertEqual(h.screen.textInput.candidates.first, "北京")
        withExtendedLifetime(w) {}
    }
}
