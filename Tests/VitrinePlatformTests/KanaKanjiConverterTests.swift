import Foundation
import Synchronization
import VitrinePlatform
import XCTest

/// KanaKanjiConverter over the real anthy and Debian's anthy-common dictionary (no mock): the
/// conversion iOS's Japanese keyboard does on space (とうきょう → 東京 first), choosing another
/// candidate, committing, and a missing dictionary.
final class KanaKanjiConverterTests: XCTestCase {
    private func converter() throws -> KanaKanjiConverter {
        try XCTUnwrap(KanaKanjiConverter(), "anthy and /usr/share/anthy/anthy.dic (make deps installs anthy-common)")
    }

    func testToukyouConvertsToTokyoFirst() throws {
        let c = try converter()
        let segments = c.convert("とうきょう")
        XCTAssertEqual(segments.count, 1)
        XCTAssertEqual(segments.first?.candidates.first, "東京")
        XCTAssertEqual(segments.first?.reading, "とうきょう")
        XCTAssertTrue(segments.first?.candidates.contains("トウキョウ") ?? false, "anthy lists the katakana too")
        XCTAssertEqual(c.text, "東京")
    }

    /// A sentence splits into segments (文節), each converted.
    func testSentenceSegments() throws {
        let c = try converter()
        let segments = c.convert("わたしのなまえはなかのです")
        XCTAssertGreaterThan(segments.count, 1)
        XCTAssertEqual(segments.map(\.reading).joined(), "わたしのなまえはなかのです", "the segments cover the reading")
        XCTAssertTrue(c.text.hasPrefix("私の"), c.text)
    }

    /// Choosing another candidate changes the text; commit returns it and ends the conversion,
    /// without learning.
    func testSelectAndCommit() throws {
        let c = try converter()
        let segments = c.convert("とうきょう")
        let katakana = try XCTUnwrap(segments[0].candidates.firstIndex(of: "トウキョウ"))
        XCTAssertTrue(c.select(candidate: katakana, inSegment: 0))
        XCTAssertEqual(c.text, "トウキョウ")
        XCTAssertFalse(c.select(candidate: 10_000, inSegment: 0), "out of range: ignored")
        XCTAssertFalse(c.select(candidate: 0, inSegment: 5))
        XCTAssertEqual(c.commit(), "トウキョウ")
        XCTAssertTrue(c.segments.isEmpty)
        // Unlike iOS, no learning: on a shared kiosk one guest's choice must not come first for
        // the next.
        XCTAssertEqual(c.convert("とうきょう").first?.candidates.first, "東京", "the committed choice is not learnt")
        c.convert("とうきょう")
        c.cancel()
        XCTAssertTrue(c.segments.isEmpty)
        XCTAssertEqual(c.convert(""), [], "nothing to convert")
    }

    /// A missing dictionary: nil and one clear log line naming the file and the package, no crash.
    func testMissingDictionaryIsReportedNotFatal() {
        let lines = Mutex<[String]>([])
        let c = KanaKanjiConverter(dictionary: "/nonexistent/anthy.dic") { line in lines.withLock { $0.append(line) } }
        XCTAssertNil(c)
        let logged = lines.withLock { $0 }
        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged.first?.contains("/nonexistent/anthy.dic") ?? false, "\(logged)")
        XCTAssertTrue(logged.first?.contains("anthy-common") ?? false, "\(logged)")
    }
}
