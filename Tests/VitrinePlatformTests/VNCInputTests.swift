import Foundation
import VitrineGraphics
@testable import VitrinePlatform
import XCTest

/// Remote input (issue 18): button 1 becomes a touch on the real input path, rotation-correct
/// like libinput's; keys become Linux key codes or text; floods are coalesced and their log
/// summarised.
final class VNCInputTests: XCTestCase {
    private let size = PixelSize(width: 800, height: 480)

    private func events(_ actions: [VNCAction]) -> [InputEvent] {
        actions.flatMap { a -> [InputEvent] in if case .events(let e) = a { return e } else { return [] } }
    }

    /// Down, motion while pressed, up — each followed by a frame, in the client's own slot;
    /// motion without the button does nothing; an unchanged position sends no motion.
    func testButtonOneIsATouch() {
        var t = VNCInputTranslator(slot: 1003)
        XCTAssertEqual(t.translate(.pointer(buttons: 0, x: 10, y: 10), toPanel: .identity, size: size, time: 1), [])
        XCTAssertEqual(events(t.translate(.pointer(buttons: 1, x: 10, y: 20), toPanel: .identity, size: size, time: 2)),
                       [.touchDown(slot: 1003, x: 10.5, y: 20.5, time: 2), .touchFrame(time: 2)])
        XCTAssertEqual(t.translate(.pointer(buttons: 1, x: 10, y: 20), toPanel: .identity, size: size, time: 3), [])
        XCTAssertEqual(events(t.translate(.pointer(buttons: 1, x: 30, y: 20), toPanel: .identity, size: size, time: 4)),
                       [.touchMotion(slot: 1003, x: 30.5, y: 20.5, time: 4), .touchFrame(time: 4)])
        XCTAssertEqual(events(t.translate(.pointer(buttons: 0, x: 40, y: 25), toPanel: .identity, size: size, time: 5)),
                       [.touchMotion(slot: 1003, x: 40.5, y: 25.5, time: 5), .touchFrame(time: 5), .touchUp(slot: 1003, time: 5), .touchFrame(time: 5)],
                       "a release somewhere else moves there first")
        XCTAssertEqual(t.translate(.pointer(buttons: 4, x: 1, y: 1), toPanel: .identity, size: size, time: 6), [], "button 3 is not a touch")
    }

    /// A panel mounted a quarter turn: the VNC image is the compositor's buffer, so the touch
    /// lands where `panelToInterface` takes it back to the same interface pixel.
    func testTouchIsRotationCorrect() {
        let interface = PixelSize(width: 480, height: 800)
        for turns in 0..<4 {
            let panelToInterface = panelToInterfaceTransform(turns: turns, interfaceSize: interface)
            var t = VNCInputTranslator(slot: 1001)
            let e = events(t.translate(.pointer(buttons: 1, x: 100, y: 700), toPanel: panelToInterface.inverted(), size: interface, time: 0))
            guard case let .touchDown(_, x, y, _)? = e.first else { return XCTFail("no touch") }
            let back = CGPoint(x: x, y: y).applying(panelToInterface)
            XCTAssertEqual(back.x, 100.5, accuracy: 1e-9, "turns \(turns)")
            XCTAssertEqual(back.y, 700.5, accuracy: 1e-9, "turns \(turns)")
        }
    }

    func testPositionsAreClampedToTheImage() {
        var t = VNCInputTranslator(slot: 1001)
        XCTAssertEqual(events(t.translate(.pointer(buttons: 1, x: 5000, y: 5000), toPanel: .identity, size: size, time: 0)).first,
                       .touchDown(slot: 1001, x: 799.5, y: 479.5, time: 0))
    }

    /// A client that goes away mid-touch cancels its touch and releases its keys.
    func testLeavingCancelsTheTouchAndReleasesKeys() {
        var t = VNCInputTranslator(slot: 1002)
        _ = t.translate(.pointer(buttons: 1, x: 1, y: 1), toPanel: .identity, size: size, time: 0)
        _ = t.translate(.key(keysym: 0xffe3, down: true), toPanel: .identity, size: size, time: 0)
        XCTAssertEqual(events(t.cancel(time: 9)), [.touchCancel(slot: 1002, time: 9), .touchFrame(time: 9), .key(code: 29, pressed: false, time: 9)])
        XCTAssertEqual(t.cancel(time: 10), [])
    }

    /// X keysyms to Linux KEY_* codes for the keys a keyboard has (US table).
    func testKeysymTable() {
        func key(_ s: UInt32) -> Int? { VNCKeysyms.key(for: s)?.code }
        XCTAssertEqual(key(0x61), 30)         // a → KEY_A
        XCTAssertEqual(key(0x7a), 44)         // z → KEY_Z
        XCTAssertEqual(key(0x31), 2)          // 1 → KEY_1
        XCTAssertEqual(key(0x30), 11)         // 0 → KEY_0
        XCTAssertEqual(key(0x2f), 53)         // slash
        XCTAssertEqual(key(0x20), 57)         // space
        XCTAssertEqual(key(0xff0d), 28)       // Return → KEY_ENTER
        XCTAssertEqual(key(0xff08), 14)       // BackSpace
        XCTAssertEqual(key(0xff09), 15)       // Tab
        XCTAssertEqual(key(0xff1b), 1)        // Escape
        XCTAssertEqual(key(0xff51), 105)      // Left
        XCTAssertEqual(key(0xff54), 108)      // Down
        XCTAssertEqual(key(0xff50), 102)      // Home
        XCTAssertEqual(key(0xff57), 107)      // End
        XCTAssertEqual(key(0xffff), 111)      // Delete
        XCTAssertEqual(key(0xffe1), 42)       // Shift_L
        XCTAssertEqual(key(0xffe3), 29)       // Control_L
        XCTAssertEqual(key(0xffe9), 56)       // Alt_L
        XCTAssertEqual(VNCKeysyms.key(for: 0x41)?.shifted, true)   // A needs Shift
        XCTAssertEqual(VNCKeysyms.key(for: 0x21)?.code, 2)         // ! is Shift+1
        XCTAssertEqual(VNCKeysyms.key(for: 0x21)?.shifted, true)
        XCTAssertNil(VNCKeysyms.key(for: 0xe9))                     // é: no key on a US keyboard
        XCTAssertEqual(VNCKeysyms.text(for: 0xe9), "é")
        XCTAssertEqual(VNCKeysyms.text(for: 0x0100_d55c), "한")     // Unicode keysym
        XCTAssertNil(VNCKeysyms.text(for: 0xff0d))
    }

    /// The reverse lookup through the xkb keymap agrees with the US table for the us layout,
    /// and follows a German layout (z and y swap places).
    func testKeymapReverseLookup() throws {
        let us = try XKBKeymap(KeyboardConfiguration(layout: "us")).keysForKeysyms()
        for sym: UInt32 in [0x61, 0x7a, 0x31, 0x2f, 0x20, 0xff0d, 0xff08, 0xff51, 0xffe1] {
            XCTAssertEqual(us[sym]?.code, VNCKeysyms.key(for: sym)?.code, String(sym, radix: 16))
        }
        XCTAssertEqual(us[0x41]?.shifted, true)
        XCTAssertEqual(us[0x61]?.shifted, false)
        let de = try XKBKeymap(KeyboardConfiguration(layout: "de")).keysForKeysyms()
        XCTAssertEqual(de[0x7a]?.code, 21, "z is on KEY_Y on a German keyboard")
        XCTAssertEqual(de[0xfc]?.code, 26, "ü is on KEY_LEFTBRACE")
    }

    /// Keys: Shift is added for a character that needs it when the client does not hold it;
    /// a held Shift is used as is; characters no key types become text.
    func testKeysBecomeKeyEventsOrText() {
        var t = VNCInputTranslator(slot: 1001)
        func send(_ s: UInt32, _ down: Bool) -> [VNCAction] { t.translate(.key(keysym: s, down: down), toPanel: .identity, size: size, time: 0) }
        XCTAssertEqual(events(send(0x61, true)), [.key(code: 30, pressed: true, time: 0)])
        XCTAssertEqual(send(0x61, true), [], "a client's auto-repeat: the kiosk repeats held keys itself")
        XCTAssertEqual(events(send(0x61, false)), [.key(code: 30, pressed: false, time: 0)])
        XCTAssertEqual(events(send(0x41, true)), [.key(code: 42, pressed: true, time: 0), .key(code: 30, pressed: true, time: 0)])
        XCTAssertEqual(events(send(0x41, false)), [.key(code: 30, pressed: false, time: 0), .key(code: 42, pressed: false, time: 0)])
        XCTAssertEqual(events(send(0xffe1, true)), [.key(code: 42, pressed: true, time: 0)])
        XCTAssertEqual(events(send(0x41, true)), [.key(code: 30, pressed: true, time: 0)], "the client holds Shift")
        XCTAssertEqual(events(send(0xffe1, false)), [.key(code: 42, pressed: false, time: 0)])
        XCTAssertEqual(events(send(0x61, false)), [.key(code: 30, pressed: false, time: 0)], "released as a after Shift went up")
        XCTAssertEqual(send(0xe9, true), [.text("é")])
        XCTAssertEqual(send(0xe9, false), [])
        XCTAssertEqual(send(0xfe50, true), [], "a dead key with neither key nor character")
    }

    /// The flood rule: a pointer event with the same buttons replaces the one before; button
    /// changes and keys keep their order.
    func testQueueCoalescesMotionsAndKeepsButtonChanges() {
        var q = VNCInputQueue()
        for i in 0..<100_000 { q.append(.pointer(buttons: 0, x: i % 100, y: 1)) }
        q.append(.pointer(buttons: 1, x: 5, y: 5))
        for i in 0..<1000 { q.append(.pointer(buttons: 1, x: i, y: 6)) }
        q.append(.key(keysym: 0x61, down: true))
        q.append(.pointer(buttons: 1, x: 7, y: 7))
        q.append(.pointer(buttons: 0, x: 7, y: 7))
        let taken = q.take()
        XCTAssertEqual(taken.items, [.pointer(buttons: 0, x: 99_999 % 100, y: 1), .pointer(buttons: 1, x: 999, y: 6),
                                     .key(keysym: 0x61, down: true), .pointer(buttons: 1, x: 7, y: 7), .pointer(buttons: 0, x: 7, y: 7)])
        XCTAssertTrue(q.isEmpty)
        for i in 0..<(VNCInputQueue.capacity + 10) { q.append(.key(keysym: UInt32(i), down: true)) }
        XCTAssertEqual(q.take().dropped, 10, "beyond the capacity keys are dropped and counted")
    }

    /// Every touch down/up and key press is logged; a flood gives at most 5 lines a second plus
    /// a count; motions are counted, never logged one by one.
    func testInputLogSummarisesFloods() {
        var log = VNCInputLog()
        var lines: [String] = []
        for i in 0..<100 { lines += log.note("touch down at \(i),0", now: 10 + Double(i) * 0.001) }
        for _ in 0..<10_000 { lines += log.note(nil, now: 10.5) }
        XCTAssertEqual(lines.count, 5)
        lines += log.note("key 30 down", now: 11.2)
        XCTAssertEqual(lines.count, 7)
        XCTAssertEqual(lines[5], "95 more inputs not logged one by one, pointer motions: 10000")
        XCTAssertEqual(lines[6], "key 30 down")
    }
}
