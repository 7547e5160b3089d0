import Foundation
import XCTest
@testable import Vitrine

/// UIPasteboard within the process: strings, items, data by type, the change count and
/// notification, and bad data.
final class PasteboardTests: XCTestCase {
    /// UIPasteboard.string / strings / hasStrings / items round trips; each write bumps
    /// changeCount and posts changedNotification.
    @MainActor func testStringsItemsAndChangeCount() async {
        let p = UIPasteboard()
        XCTAssertNil(p.string)
        XCTAssertFalse(p.hasStrings)
        // Posted synchronously on the main thread (queue nil): a plain counter box.
        final class Count: @unchecked Sendable { var n = 0 }
        let posted = Count()
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: p, queue: nil) { _ in
            posted.n += 1
        }
        defer { NotificationCenter.default.removeObserver(token) }
        p.string = "안녕 hello"
        XCTAssertEqual(p.string, "안녕 hello")
        XCTAssertTrue(p.hasStrings)
        XCTAssertEqual(p.changeCount, 1)
        XCTAssertEqual(p.types, ["public.utf8-plain-text"])
        XCTAssertEqual(p.data(forPasteboardType: "public.utf8-plain-text"), Data("안녕 hello".utf8))
        p.strings = ["a", "b"]
        XCTAssertEqual(p.numberOfItems, 2)
        XCTAssertEqual(p.strings, ["a", "b"])
        XCTAssertEqual(p.string, "a", "string is the first item's")
        p.items = [["public.png": Data([1, 2, 3])], ["public.plain-text": "x"]]
        XCTAssertEqual(p.strings, ["x"])
        XCTAssertNil(p.string, "the first item holds no text")
        XCTAssertEqual(p.data(forPasteboardType: "public.png"), Data([1, 2, 3]))
        p.setData(Data("bytes".utf8), forPasteboardType: "public.utf8-plain-text")
        XCTAssertEqual(p.string, "bytes", "UTF-8 data under a text type reads as text")
        XCTAssertEqual(p.changeCount, 4)
        XCTAssertEqual(posted.n, 4)
        p.string = nil
        XCTAssertEqual(p.numberOfItems, 0)
    }

    /// Issue 15: invalid UTF-8 on the pasteboard: `string` decodes what it can (U+FFFD for the
    /// bad bytes), logs once, never crashes.
    @MainActor func testInvalidUTF8ReadsWithReplacementCharactersAndIsLogged() async {
        BadInputLog.clear()
        let p = UIPasteboard()
        p.setData(Data([0x61, 0xFF, 0x62, 0xC3]), forPasteboardType: UIPasteboard.plainTextType)
        XCTAssertEqual(p.string, "a\u{FFFD}b\u{FFFD}")
        XCTAssertEqual(p.strings, ["a\u{FFFD}b\u{FFFD}"])
        XCTAssertEqual(BadInputLog.recent.count, 1, "logged once per change")
        XCTAssertTrue(BadInputLog.recent.last?.contains("not valid UTF-8") ?? false)
        p.setValue(42, forPasteboardType: UIPasteboard.plainTextType)
        XCTAssertNil(p.string)
        XCTAssertEqual(BadInputLog.recent.count, 2)
    }

    /// Pasting bad data into a text input: the replacement characters go in, nothing is lost.
    @MainActor func testPastingInvalidUTF8() async {
        let s = TextInteractionScene(text: "ab")
        UIPasteboard.general.setData(Data([0x78, 0xFE, 0x79]), forPasteboardType: UIPasteboard.plainTextType)
        s.tap(s.point(x: 20))
        s.interaction.performMenuAction(.paste)
        XCTAssertEqual(s.view.text, "abx\u{FFFD}y")
    }
}
