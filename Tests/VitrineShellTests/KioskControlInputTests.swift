import Foundation
import XCTest
@testable import Vitrine
import VitrinePlatform
@testable import VitrineShell
import VitrineTesting

/// Issue 18, "`swipe X1 Y1 X2 Y2 [MS]`, `type TEXT`, `key NAME`, `record FILE` / `replay FILE`
/// of input. Injected input goes through the same router as libinput's": on a headless screen
/// with the virtual clock (nothing sleeps).
final class KioskControlInputTests: XCTestCase {
    @MainActor final class Log { var items: [String] = [] }

    /// Runs `line`, moving the virtual clock in 10 ms steps until its deferred reply comes.
    @MainActor func run(_ control: KioskControl, _ h: HeadlessHarness, _ line: String, limit: Double = 20) -> ControlReply? {
        var reply: ControlReply?
        control.request(line) { reply = $0 }
        var waited = 0.0
        while reply == nil, waited < limit {
            h.advance(by: 0.01)
            waited += 0.01
        }
        return reply
    }

    /// The input commands are the kiosk's own: `help` lists them with their usage.
    @MainActor func testHelpListsTheInputCommands() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let help = KioskControl(screen: h.screen).reply(to: "help")
        for usage in ["tap <x> <y> | tap --id <identifier>", "swipe <x1> <y1> <x2> <y2> [milliseconds]", "type <text>",
                      "key <name>[+<name>…]", "record <start|status|stop>", "replay <begin HEADER|event LINE|end|abort>"] {
            XCTAssertTrue(help.contains(usage), usage)
        }
    }

    // MARK: swipe

    /// UIPanGestureRecognizer: "the translation … is measured from where the fingers first came
    /// down": a 200-pixel swipe at scale 1 reports a 200-point translation at its end, and
    /// the moves come at 60 Hz on the screen clock (300 ms: 18 moves).
    @MainActor func testSwipeDrivesAPanByItsDistance() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let target = UIView(frame: h.window.bounds)
        h.window.addSubview(target)
        let log = Log()
        var ended: CGPoint?
        var changes = 0
        let pan = UIPanGestureRecognizer { r in
            guard let p = r as? UIPanGestureRecognizer else { return }
            if p.state == .changed { changes += 1 }
            if p.state == .ended { ended = p.translation(in: target) }
            log.items.append("\(p.state)")
        }
        target.addGestureRecognizer(pan)
        h.renderFrames()
        let control = KioskControl(screen: h.screen)
        var reply: ControlReply?
        let start = h.clock.now
        control.request("swipe 300 250 100 250") { reply = $0 }
        h.advance(by: 0.29)
        XCTAssertNil(reply, "still moving at 290 ms")
        XCTAssertNil(ended)
        h.advance(by: 0.02)
        XCTAssertEqual(ended, CGPoint(x: -200, y: 0))
        XCTAssertEqual(reply?.ok, true)
        XCTAssertEqual(reply?.text, "swipe from (300, 250) to (100, 250) in 300 ms")
        XCTAssertEqual(reply?.fields.first { $0.0 == "moves" }?.1, .int(18), "0.3 s at 60 Hz")
        XCTAssertGreaterThan(changes, 10, "the pan saw the moves one by one, not one jump")
        XCTAssertLessThanOrEqual(h.clock.now - start, 0.31)
    }

    /// A UIScrollView follows the finger once its pan began: a 150-point upward swipe in 500 ms
    /// moves 5 points per 60 Hz step, the pan begins at the step that reaches its 10-point
    /// hysteresis (which does not move the content), so the content has scrolled 150 - 10 =
    /// 140 points when the finger lifts (measured at the reply, before any deceleration).
    @MainActor func testSwipeScrollsAScrollView() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let scroll = UIScrollView(frame: h.window.bounds)
        scroll.contentSize = CGSize(width: 400, height: 3000)
        h.window.addSubview(scroll)
        h.renderFrames()
        let control = KioskControl(screen: h.screen)
        var offsetAtReply: CGFloat?
        control.request("swipe 200 250 200 100 500") { _ in offsetAtReply = scroll.contentOffset.y }
        h.advance(by: 0.6)
        XCTAssertEqual(Double(offsetAtReply ?? -1), 140, accuracy: 0.5)
        h.advance(by: 3)
        XCTAssertGreaterThanOrEqual(scroll.contentOffset.y, 140, "after lifting it may coast further, never back")
    }

    @MainActor func testBadSwipeArgumentsGetErrors() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let control = KioskControl(screen: h.screen)
        XCTAssertEqual(control.request("swipe 1 2 3")?.text,
                       "usage: swipe <x1> <y1> <x2> <y2> [milliseconds] (the screenshot's pixels; 300 ms by default)")
        XCTAssertEqual(control.request("swipe 1 2 3 y")?.text, "swipe: y2 'y' is not a number")
        XCTAssertEqual(control.request("swipe 1 2 3 400")?.text,
                       "swipe: (3, 400) is off the screen; x must be within 0…399 and y within 0…299 (the screenshot's pixels, 400x300)")
        XCTAssertEqual(control.request("swipe 1 2 3 4 5")?.text, "swipe: the duration '5' must be 10…10000 milliseconds")
        XCTAssertEqual(control.request("swipe 1 2 3 4 20000")?.ok, false)
        XCTAssertEqual(control.request("swipe 1 2 3 4 inf")?.ok, false)
    }

    // MARK: type

    @MainActor private func makeField() -> (HeadlessHarness, KioskControl, UITextField) {
        let h = HeadlessHarness(width: 400, height: 300)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        h.window.addSubview(field)
        h.renderFrames()
        return (h, KioskControl(screen: h.screen), field)
    }

    /// UIKeyInput.insertText with the text verbatim: Korean syllables and emoji (UTF-8 over
    /// the socket) arrive as typed.
    @MainActor func testTypeInsertsKoreanAndEmojiIntoATextField() async {
        let (h, control, field) = makeField()
        XCTAssertTrue(field.becomeFirstResponder())
        let reply = run(control, h, "type 안녕하세요 😀 ok")   // 5 syllables, space, emoji, space, o, k: 10 characters
        XCTAssertEqual(reply?.jsonLine, #"{"ok":true,"text":"typed 10 characters","characters":10}"#)
        XCTAssertEqual(field.text, "안녕하세요 😀 ok")
    }

    /// In Korean mode the on-screen keyboard's letters compose (r → ㄱ); typed text does not:
    /// it is inserted as it stands, after committing a composition under way.
    @MainActor func testTypeIsVerbatimInKoreanMode() async {
        let (h, control, field) = makeField()
        XCTAssertTrue(field.becomeFirstResponder())
        h.screen.textInput.inputMode = .korean
        h.screen.textInput.perform(.text("g"))
        h.screen.textInput.perform(.text("k"))
        XCTAssertEqual(field.text, "하", "composing 하")
        XCTAssertEqual(run(control, h, "type r")?.ok, true)
        XCTAssertEqual(field.text, "하r", "the composition committed, then the letter as it is (not 학: ㄱ joining the syllable)")
        XCTAssertEqual(run(control, h, "type rk")?.ok, true)
        XCTAssertEqual(field.text, "하rrk", "nor 가")
    }

    /// Escapes: \t is a tab, \\ a backslash, any other backslash stays; \n is the return key,
    /// which a UITextField turns into textFieldShouldReturn (not a newline in its text).
    @MainActor func testTypeEscapesAndReturn() async {
        let (h, control, field) = makeField()
        final class Delegate: NSObject, UITextFieldDelegate {
            var returns = 0
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return false }
        }
        let delegate = Delegate()
        field.delegate = delegate
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(run(control, h, #"type a\tb\\c\d\n"#)?.ok, true)
        XCTAssertEqual(field.text, "a\tb\\c\\d")
        XCTAssertEqual(delegate.returns, 1)
    }

    @MainActor func testTypeWithoutATextInputIsAnError() async {
        let (h, control, field) = makeField()
        XCTAssertEqual(run(control, h, "type secret")?.jsonLine,
                       #"{"ok":false,"error":"type: no text input is active (tap a text field first: tap --id, tap X Y)"}"#)
        XCTAssertEqual(field.text ?? "", "")
        XCTAssertEqual(control.request("type")?.ok, false, "no text")
    }

    // MARK: key

    /// A responder that records the presses it gets.
    @MainActor final class PressRecorder: UIView {
        var presses: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { if let k = p.key { self.presses.append("began \(k.keyCode.rawValue) \(k.modifierFlags.rawValue)") } }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { if let k = p.key { self.presses.append("ended \(k.keyCode.rawValue)") } }
        }
    }

    /// UIResponder.pressesBegan/Ended: the key's press and release arrive at the first
    /// responder as UIPress with its UIKey (keyCode: the HID usage — here the Linux code: Tab
    /// 15, Backspace 14, Return 28); a chord's modifiers go down first and come up last, and
    /// the key carries their flags.
    @MainActor func testKeysReachTheFirstResponderAsPresses() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let r = PressRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(r)
        XCTAssertTrue(r.becomeFirstResponder())
        let control = KioskControl(screen: h.screen)
        XCTAssertEqual(run(control, h, "key tab")?.jsonLine, #"{"ok":true,"text":"key tab","codes":[15]}"#)
        XCTAssertEqual(run(control, h, "key BackSpace")?.ok, true)
        XCTAssertEqual(run(control, h, "key enter")?.ok, true)
        XCTAssertEqual(Array(r.presses.prefix(6)), ["began 15 0", "ended 15", "began 14 0", "ended 14", "began 28 0", "ended 28"])
        r.presses = []
        XCTAssertEqual(run(control, h, "key ctrl+a")?.jsonLine, #"{"ok":true,"text":"key ctrl+a","codes":[29,30]}"#)
        let flags = UIKeyModifierFlags.control.rawValue
        XCTAssertEqual(r.presses.map { String($0.split(separator: " ").prefix(2).joined(separator: " ")) },
                       ["began 29", "began 30", "ended 30", "ended 29"], "Control first, A, then A up, Control up")
        XCTAssertEqual(r.presses[1], "began 30 \(flags)", "A carries the Control flag")
    }

    /// Return and Backspace type into a UITextField like a hardware keyboard's.
    @MainActor func testKeysEditATextField() async {
        let (h, control, field) = makeField()
        XCTAssertTrue(field.becomeFirstResponder())
        field.text = "abc"
        XCTAssertEqual(run(control, h, "key backspace")?.ok, true)
        XCTAssertEqual(field.text, "ab")
        XCTAssertEqual(run(control, h, "key shift+x")?.ok, true)
        XCTAssertEqual(field.text, "abX")
    }

    @MainActor func testBadKeyNamesGetErrors() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let control = KioskControl(screen: h.screen)
        XCTAssertEqual(control.request("key")?.ok, false)
        XCTAssertEqual(control.request("key frobnicate")?.text,
                       "key: unknown key 'frobnicate'; examples: \(LinuxKeyName.examples)")
        XCTAssertEqual(control.request("key a+ctrl")?.text, "key: 'a' in 'a+ctrl' is not a modifier (ctrl, shift, alt, meta, altgr)")
        XCTAssertEqual(control.request("key ctrl+")?.ok, false)
        XCTAssertEqual(control.request("key ctrl+ctrl")?.ok, false)
        XCTAssertEqual(control.request("key a b")?.ok, false)
    }

    /// The names are the kernel's (input-event-codes.h, checked by hand for these).
    func testKeyNamesAreTheKernels() {
        XCTAssertEqual(LinuxKeyName.code(of: "esc"), 1)
        XCTAssertEqual(LinuxKeyName.code(of: "ENTER"), 28)
        XCTAssertEqual(LinuxKeyName.code(of: "KEY_F5"), 63)
        XCTAssertEqual(LinuxKeyName.code(of: "f12"), 88)
        XCTAssertEqual(LinuxKeyName.code(of: "home"), 102)
        XCTAssertEqual(LinuxKeyName.code(of: "left"), 105)
        XCTAssertEqual(LinuxKeyName.code(of: "up"), 103)
        XCTAssertEqual(LinuxKeyName.code(of: "delete"), 111)
        XCTAssertEqual(LinuxKeyName.code(of: "z"), 44)
        XCTAssertEqual(LinuxKeyName.code(of: "return"), 28)
        XCTAssertEqual(try LinuxKeyName.Chord(parsing: "alt+f4").codes, [56, 62])
        XCTAssertEqual(try LinuxKeyName.Chord(parsing: "shift+tab").codes, [42, 15])
        XCTAssertNil(LinuxKeyName.code(of: "btn_left"), "buttons are not keys")
    }

    // MARK: record and replay

    /// Record a tap on a button, then replay the recording: the button is pressed again, and
    /// the replayed events equal the recorded ones (with their relative timing).
    @MainActor func testRecordThenReplayReproducesTheButtonPresses() async throws {
        let h = HeadlessHarness(width: 400, height: 300)
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        var presses = 0
        b.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        h.window.addSubview(b)
        h.renderFrames()
        let input = KioskInput(screen: h.screen)
        let control = KioskControl(screen: h.screen, input: input)
        XCTAssertEqual(control.request("record start")?.ok, true)
        XCTAssertEqual(control.request("record start")?.ok, false, "one recording per connection")
        // A real finger (libinput's path) and an injected tap.
        h.advance(by: 0.1)
        input.deliver([.touchDown(slot: 0, x: 70, y: 62, time: h.clock.now), .touchFrame(time: h.clock.now)])
        h.advance(by: 0.08)
        input.deliver([.touchUp(slot: 0, time: h.clock.now), .touchFrame(time: h.clock.now)])
        h.advance(by: 0.2)
        XCTAssertEqual(run(control, h, "tap 100 50")?.ok, true)
        XCTAssertEqual(presses, 2)
        XCTAssertEqual(control.request("record status")?.fields.first { $0.0 == "events" }?.1, .int(8))
        guard let stop = control.request("record stop"), let payload = stop.payload else { return XCTFail("no recording") }
        XCTAssertEqual(stop.fields.first { $0.0 == "events" }?.1, .int(8))
        var bytes: [UInt8] = []
        while let chunk = payload.nextChunk(maxBytes: 100) { bytes += chunk }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 9)
        XCTAssertEqual(lines[0], #"{"format":"vitrine-input","version":1,"panel":[400,300],"events":8}"#)
        XCTAssertEqual(lines[1], #"{"t":0.1,"type":"touch-down","slot":0,"x":70,"y":62}"#)
        XCTAssertEqual(lines[3], #"{"t":0.18,"type":"touch-up","slot":0}"#)
        XCTAssertEqual(lines[5], #"{"t":0.38,"type":"touch-down","slot":50,"x":100,"y":50}"#)

        // Replay, as vitrinectl sends it.
        XCTAssertEqual(control.request("replay begin \(lines[0])")?.ok, true)
        for l in lines.dropFirst() { XCTAssertEqual(control.request("replay event \(l)")?.ok, true, l) }
        var replayed: [InputEvent] = []
        let start = h.clock.now
        input.addObserver { batch in replayed += batch.map { e in e.retimed(e.time - start) } }
        let reply = run(control, h, "replay end")
        XCTAssertEqual(reply?.text, "replayed 8 events in 0.4 s")
        XCTAssertEqual(presses, 4, "both taps pressed the button again")
        let recorded = try lines.dropFirst().map { try InputRecordingFormat.parseEvent($0) }
        XCTAssertEqual(replayed.count, 8)
        for (a, b) in zip(replayed, recorded) { XCTAssertEqual(a.retimed(0), b.retimed(0)); XCTAssertEqual(a.time, b.time, accuracy: 1e-9) }
    }

    @MainActor func testBadReplayLinesAreRefusedNamingTheEvent() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let control = KioskControl(screen: h.screen)
        XCTAssertEqual(control.request("replay event {}")?.text, "replay: replay begin first")
        XCTAssertEqual(control.request(#"replay begin {"format":"other"}"#)?.text,
                       #"replay: the header: not a Vitrine input recording (the first line must have "format":"vitrine-input")"#)
        XCTAssertEqual(control.request(#"replay begin {"format":"vitrine-input","version":2}"#)?.text,
                       "replay: the header: recording version 2.0; this kiosk reads version 1")
        XCTAssertEqual(control.request(#"replay begin {"format":"vitrine-input","version":1}"#)?.ok, true)
        XCTAssertEqual(control.request(#"replay event {"t":0,"type":"touch-frame"}"#)?.ok, true)
        XCTAssertEqual(control.request(#"replay event {"t":0.1,"type":"touch-down","slot":0,"x":1}"#)?.text,
                       #"replay: event 2: touch-down needs a number "y""#)
        XCTAssertEqual(control.request(#"replay event {"t":0.1,"type":"wiggle"}"#)?.text.hasPrefix("replay: event 2: unknown event type 'wiggle'"), true)
        XCTAssertEqual(control.request(#"replay event {"t":-1,"type":"touch-frame"}"#)?.text, "replay: event 2: time -1.0 is not within 0…86400 s")
        XCTAssertEqual(control.request(#"replay event {"t":0,"type":"key","code":28,"pressed":1}"#)?.text,
                       #"replay: event 2: key needs "pressed": true or false"#)
        XCTAssertEqual(control.request("replay event not json")?.text, "replay: event 2: not a JSON object")
        XCTAssertEqual(control.request("replay frob")?.ok, false)
        XCTAssertEqual(control.request("record")?.ok, false)
        XCTAssertEqual(control.request("record stop")?.text, "record: this connection is not recording; record start first")
    }

    /// A replay whose client goes away stops, and lets go of the finger it held down.
    @MainActor func testAReplayStopsAndLiftsItsFingerWhenItsClientGoesAway() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let input = KioskInput(screen: h.screen)
        let control = KioskControl(screen: h.screen, input: input)
        var seen: [InputEvent] = []
        input.addObserver { seen += $0 }
        var replies: [ControlReply] = []
        func send(_ line: String) { control.handle(KioskControlRequest(line: line, connectionID: 7) { replies.append($0) }) }
        send(#"replay begin {"format":"vitrine-input","version":1}"#)
        send(#"replay event {"t":0,"type":"touch-down","slot":3,"x":10,"y":10}"#)
        send(#"replay event {"t":0,"type":"touch-frame"}"#)
        send(#"replay event {"t":5,"type":"touch-up","slot":3}"#)
        send(#"replay event {"t":5,"type":"touch-frame"}"#)
        send("replay end")
        h.advance(by: 1)
        XCTAssertEqual(replies.count, 5, "replay end still playing")
        for o in control.onConnectionClosed { o(7) }
        XCTAssertEqual(seen.dropFirst(2).map { $0.retimed(0) }, [.touchCancel(slot: 3, time: 0), .touchFrame(time: 0)])
        h.advance(by: 10)
        XCTAssertEqual(seen.count, 4, "nothing more is delivered")
    }
}
