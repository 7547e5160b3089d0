import XCTest
import VitrinePlatform

/// XKBCompose over libxkbcommon's compose API. Keysym values are X11's (keysymdef.h):
/// dead_acute 0xFE51, e 0x65, o 0x6F, c 0x63, Multi_key 0xFF20, Shift_L 0xFFE1, x 0x78.
final class XKBComposeTests: XCTestCase {
    private let deadAcute = XKBKeysym(rawValue: 0xFE51)
    private let multi = XKBKeysym(rawValue: 0xFF20)
    private let shiftL = XKBKeysym(rawValue: 0xFFE1)
    private func sym(_ c: Character) -> XKBKeysym { XKBKeysym(rawValue: UInt32(c.asciiValue ?? 0)) }

    private let table = """
    <dead_acute> <e> : "é" eacute
    <Multi_key> <o> <c> : "©" copyright
    <Multi_key> <x> <x> : multiply
    """

    func testDeadKeySequenceComposes() throws {
        let c = try XCTUnwrap(XKBCompose(table: table))
        XCTAssertEqual(c.feed(deadAcute), .composing)
        XCTAssertTrue(c.isComposing)
        XCTAssertEqual(c.feed(shiftL), .passthrough, "modifiers do not break a sequence")
        XCTAssertTrue(c.isComposing)
        XCTAssertEqual(c.feed(sym("e")), .composed("é"))
        XCTAssertFalse(c.isComposing)
        XCTAssertEqual(c.feed(sym("e")), .passthrough, "after a sequence, keys type themselves again")
    }

    func testComposeKeyThreeKeySequenceAndKeysymOnlyResult() throws {
        let c = try XCTUnwrap(XKBCompose(table: table))
        XCTAssertEqual(c.feed(multi), .composing)
        XCTAssertEqual(c.feed(sym("o")), .composing)
        XCTAssertEqual(c.feed(sym("c")), .composed("©"))
        // A production with only a keysym types the keysym's text (multiply is U+00D7).
        XCTAssertEqual([c.feed(multi), c.feed(sym("x")), c.feed(sym("x"))], [.composing, .composing, .composed("\u{D7}")])
    }

    func testUnmatchedKeyCancelsAndIsDropped() throws {
        let c = try XCTUnwrap(XKBCompose(table: table))
        XCTAssertEqual(c.feed(deadAcute), .composing)
        XCTAssertEqual(c.feed(sym("x")), .cancelled)
        XCTAssertEqual(c.feed(sym("x")), .passthrough)
        XCTAssertEqual(c.feed(deadAcute), .composing)
        c.reset()
        XCTAssertFalse(c.isComposing)
        XCTAssertEqual(c.feed(sym("e")), .passthrough)
    }

    /// Bad input: a table line whose string is not valid UTF-8 (octal escapes) must not make the
    /// table unusable nor type invalid text.
    func testInvalidUTF8InTableNeverTypesInvalidText() throws {
        let c = try XCTUnwrap(XKBCompose(table: #"<Multi_key> <e> : "\303" "# + "\n" + table))
        XCTAssertEqual(c.feed(deadAcute), .composing)
        XCTAssertEqual(c.feed(sym("e")), .composed("é"), "the good lines still work")
        XCTAssertEqual(c.feed(multi), .composing)
        // libxkbcommon drops the line ("string literal is not a valid UTF-8 string" on stderr),
        // so the sequence matches nothing and is cancelled: no text, invalid or otherwise.
        XCTAssertEqual(c.feed(sym("e")), .cancelled)
    }

    /// The system table (Debian's libx11-data, installed by `make deps`): the C locale gets
    /// en_US.UTF-8's, where dead_acute e is é.
    func testSystemTableForTheCLocale() throws {
        let c = try XCTUnwrap(XKBCompose(locale: "C"), "make deps installs libx11-data")
        XCTAssertEqual(c.feed(deadAcute), .composing)
        XCTAssertEqual(c.feed(sym("e")), .composed("é"))
        XCTAssertNil(XKBCompose(locale: "xx_NOPE.UTF-8"), "no table for an unknown locale")
    }

    func testEnvironmentLocale() {
        XCTAssertEqual(XKBCompose.environmentLocale([:]), "C")
        XCTAssertEqual(XKBCompose.environmentLocale(["LANG": "ko_KR.UTF-8"]), "ko_KR.UTF-8")
        XCTAssertEqual(XKBCompose.environmentLocale(["LANG": "ko_KR.UTF-8", "LC_CTYPE": "de_DE.UTF-8"]), "de_DE.UTF-8")
        XCTAssertEqual(XKBCompose.environmentLocale(["LANG": "ko_KR.UTF-8", "LC_ALL": "en_US.UTF-8", "LC_CTYPE": ""]), "en_US.UTF-8")
    }
}
