import Foundation
import XCTest
@testable import Vitrine
import VitrinePlatform
@testable import VitrineShell
import VitrineTesting

/// Replays and the control requests around them, on a headless screen with the virtual clock:
/// a replay that ends holding a key or finger lets go of it; an upload appends in place; a
/// client recording or replaying counts as busy; the text after a command word does not
/// depend on blanks before it.
final class KioskControlReplayTests: XCTestCase {
    static let header = #"{"format":"vitrine-input","version":1}"#

    /// Sends `lines` on connection `id`, collecting the replies.
    @MainActor private func send(_ control: KioskControl, _ lines: [String], id: Int = 7, into replies: @escaping @MainActor (ControlReply) -> Void) {
        for line in lines { control.handle(KioskControlRequest(line: line, connectionID: id) { replies($0) }) }
    }

    /// A headless screen with a text field that is the first responder.
    @MainActor private func focusedField() -> (HeadlessHarness, UITextField) {
        let h = HeadlessHarness(width: 400, height: 300)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        h.window.addSubview(field)
        h.renderFrames()
        XCTAssertTrue(field.becomeFirstResponder())
        return (h, field)
    }

    /// A recording cut while a key was down: the replay completes, the key is let go, and key
    /// repeat does not type on.
    @MainActor func testAReplayEndingWithAKeyDownReleasesItAndNothingRepeats() async {
        let (h, field) = focusedField()
        let input = KioskInput(screen: h.screen)
        let control = KioskControl(screen: h.screen, input: input)
        var seen: [InputEvent] = []
        input.addObserver { seen += $0 }
        var replies: [ControlReply] = []
        send(control, ["replay begin \(Self.header)", #"replay event {"t":0.1,"type":"key","code":30,"pressed":true}"#, "replay end"]) { replies.append($0) }
        h.advance(by: 0.2)
        XCTAssertEqual(replies.last?.text, "replayed 1 events in 0.1 s")
        XCTAssertEqual(seen.map { $0.retimed(0) }, [.key(code: 30, pressed: true, time: 0), .key(code: 30, pressed: false, time: 0)],
                       "the key held at the end is let go")
        h.advance(by: 5)
        XCTAssertEqual(field.text, "a", "no key repeat after the replay")
    }

    /// The same for a finger: the touch held at the end is cancelled.
    @MainActor func testAReplayEndingWithAFingerDownCancelsTheTouch() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let input = KioskInput(screen: h.screen)
        let control = KioskControl(screen: h.screen, input: input)
        var seen: [InputEvent] = []
        input.addObserver { seen += $0 }
        var replies: [ControlReply] = []
        send(control, ["replay begin \(Self.header)", #"replay event {"t":0,"type":"touch-down","slot":3,"x":10,"y":10}"#,
                       #"replay event {"t":0,"type":"touch-frame"}"#, "replay end"]) { replies.append($0) }
        h.advance(by: 0.1)
        XCTAssertEqual(replies.last?.ok, true)
        XCTAssertEqual(seen.dropFirst(2).map { $0.retimed(0) }, [.touchCancel(slot: 3, time: 0), .touchFrame(time: 0)])
    }

    /// Each `replay event` appends to the upload in place: the events' storage moves only
    /// when it grows, not on every event (a copy on every append made an upload quadratic).
    @MainActor func testUploadedEventsAreAppendedInPlace() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let control = KioskControl(screen: h.screen)
        let injector = ControlInputInjector(control: control)
        injector.replay(KioskControlRequest(line: "replay begin \(Self.header)", connectionID: 9) { _ in })
        var moves = 0
        var last: UnsafeRawPointer?
        let count = 2000
        for i in 0..<count {
            injector.replay(KioskControlRequest(line: #"replay event {"t":\#(Double(i) / 1000),"type":"touch-frame"}"#, connectionID: 9) { _ in })
            let base = injector.replayUploads[9]?.events.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
            if base != last { moves += 1 }
            last = base
        }
        XCTAssertEqual(injector.replayUploads[9]?.events.count, count)
        XCTAssertLessThan(moves, 64, "the storage moved \(moves) times for \(count) appends")
    }

    /// A client recording, sending a replay or playing one is busy (the socket does not close
    /// it to make room); one that is done is not.
    @MainActor func testRecordingAndReplayingClientsAreBusy() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let control = KioskControl(screen: h.screen)
        func busy(_ id: Int) -> Bool { control.isConnectionBusy.contains { $0(id) } }
        var replies: [ControlReply] = []
        send(control, ["record start"], id: 3) { replies.append($0) }
        XCTAssertTrue(busy(3))
        XCTAssertFalse(busy(4))
        send(control, ["record stop"], id: 3) { replies.append($0) }
        XCTAssertFalse(busy(3))
        send(control, ["replay begin \(Self.header)", #"replay event {"t":1,"type":"touch-frame"}"#], id: 4) { replies.append($0) }
        XCTAssertTrue(busy(4), "sending a replay")
        send(control, ["replay end"], id: 4) { replies.append($0) }
        XCTAssertTrue(busy(4), "playing it")
        h.advance(by: 1.1)
        XCTAssertEqual(replies.last?.ok, true)
        XCTAssertFalse(busy(4))
    }

    /// Blanks before the command word: the same words, and the same text after the word.
    @MainActor func testLeadingBlanksDoNotShiftTheArgumentText() async {
        let r = KioskControlRequest(line: " \t type  two words") { _ in }
        XCTAssertEqual(r.name, "type")
        XCTAssertEqual(r.argumentText, " two words", "after the word and the one blank that ends it, verbatim")
        XCTAssertEqual(KioskControlRequest(line: "  status") { _ in }.argumentText, "")
        XCTAssertEqual(KioskControlRequest(line: "type hi") { _ in }.argumentText, "hi")

        let (h, field) = focusedField()
        let control = KioskControl(screen: h.screen)
        var reply: ControlReply?
        control.request(" type hello") { reply = $0 }
        var waited = 0.0
        while reply == nil, waited < 5 {
            h.advance(by: 0.01)
            waited += 0.01
        }
        XCTAssertEqual(reply?.ok, true)
        XCTAssertEqual(field.text, "hello")
    }
}
