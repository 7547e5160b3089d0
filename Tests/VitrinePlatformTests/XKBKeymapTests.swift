import XCTest
import VitrinePlatform

/// libxkbcommon through `XKBKeymap`/`XKBState`, with expectations read off the layouts by hand
/// (Linux codes: KEY_1 = 2, KEY_S = 31, KEY_Y = 21, KEY_A = 30, KEY_SEMICOLON = 39,
/// KEY_Z = 44, KEY_LEFTSHIFT = 42, KEY_LEFTCTRL = 29, KEY_CAPSLOCK = 58, KEY_UP = 103).
final class XKBKeymapTests: XCTestCase {
    private func state(_ c: KeyboardConfiguration = .standard) throws -> XKBState {
        try XKBKeymap(c).makeState()
    }

    func testUSKeyATypesLowercaseA() throws {
        let s = try state()
        XCTAssertEqual(s.text(code: 30), "a")
        XCTAssertEqual(s.keysym(code: 30).name, "a")
        XCTAssertEqual(s.modifiers, [.numLock], "nothing held; Num Lock starts on")
    }

    /// A kiosk's PIN pad types digits: Num Lock starts on (KEY_KP6 = 77 types "6"); the Num
    /// Lock key (KEY_NUMLOCK = 69) turns it off, and the key is then the keypad's right arrow.
    func testNumLockStartsOnSoTheKeypadTypesDigits() throws {
        let s = try state()
        XCTAssertEqual(s.text(code: 77), "6")
        XCTAssertEqual(s.keysym(code: 77).name, "KP_6")
        s.update(code: 69, pressed: true)
        s.update(code: 69, pressed: false)
        XCTAssertEqual(s.modifiers, [])
        XCTAssertEqual(s.text(code: 77), "")
        XCTAssertEqual(s.keysym(code: 77).name, "KP_Right")
    }

    func testShiftIsTrackedFromPressToReleaseAndUppercases() throws {
        let s = try state()
        s.update(code: 42, pressed: true)
        XCTAssertEqual(s.modifiers, [.shift, .numLock])
        XCTAssertEqual(s.text(code: 30), "A")
        XCTAssertEqual(s.textIgnoringModifiers(code: 30), "a", "level 1 of the key ignores Shift")
        s.update(code: 42, pressed: false)
        XCTAssertEqual(s.modifiers, [.numLock])
        XCTAssertEqual(s.text(code: 30), "a")
    }

    func testUSShift1TypesExclamationMark() throws {
        let s = try state()
        XCTAssertEqual(s.text(code: 2), "1")
        s.update(code: 42, pressed: true)
        XCTAssertEqual(s.text(code: 2), "!")
        XCTAssertEqual(s.textIgnoringModifiers(code: 2), "1")
    }

    func testGermanLayoutIsQWERTZWithUmlauts() throws {
        let de = try state(KeyboardConfiguration(layout: "de"))
        XCTAssertEqual(de.text(code: 21), "z", "the key right of T is Z on a German keyboard")
        XCTAssertEqual(de.text(code: 44), "y", "the key right of left Shift is Y")
        XCTAssertEqual(de.text(code: 39), "ö", "US semicolon position types ö")
        let us = try state()
        XCTAssertEqual(us.text(code: 21), "y")
        XCTAssertEqual(us.text(code: 39), ";")
    }

    func testCapsLockTogglesTheLockModifier() throws {
        let s = try state()
        s.update(code: 58, pressed: true)
        s.update(code: 58, pressed: false)
        XCTAssertEqual(s.modifiers, [.capsLock, .numLock], "locked after press and release")
        XCTAssertEqual(s.text(code: 30), "A")
        XCTAssertEqual(s.text(code: 2), "1", "caps lock does not shift digits")
        s.update(code: 58, pressed: true)
        s.update(code: 58, pressed: false)
        XCTAssertEqual(s.modifiers, [.numLock], "a second press unlocks")
        XCTAssertEqual(s.text(code: 30), "a")
    }

    func testControlIsTrackedAndControlCharactersAreProduced() throws {
        let s = try state()
        s.update(code: 29, pressed: true)
        XCTAssertEqual(s.modifiers, [.control, .numLock])
        XCTAssertEqual(s.text(code: 31), "\u{13}", "xkb's Control transformation: Ctrl-S is DC3")
        XCTAssertEqual(s.textIgnoringModifiers(code: 31), "s")
    }

    func testArrowKeysHaveKeysymsButNoText() throws {
        let s = try state()
        XCTAssertEqual(s.keysym(code: 103), .up)
        XCTAssertEqual(s.text(code: 103), "")
    }

    func testModifiersDoNotRepeatButLettersDo() throws {
        let map = try XKBKeymap()
        XCTAssertTrue(map.keyRepeats(code: 30))
        XCTAssertFalse(map.keyRepeats(code: 42))
        XCTAssertFalse(map.keyRepeats(code: 58))
    }

    func testUnknownLayoutFailsToCompile() {
        XCTAssertThrowsError(try XKBKeymap(KeyboardConfiguration(layout: "no-such-layout"))) { error in
            XCTAssertEqual(error as? XKBKeymap.Error, .compileFailed(layout: "no-such-layout", variant: "", options: ""))
        }
    }

    func testDefaultsAreUSPC105RepeatingAfter0_6sAt25Hz() {
        let c = KeyboardConfiguration()
        XCTAssertEqual([c.rules, c.model, c.layout, c.variant, c.options], ["evdev", "pc105", "us", "", ""])
        XCTAssertEqual(c.repeatDelay, 0.6)
        XCTAssertEqual(c.repeatRate, 25)
    }
}
