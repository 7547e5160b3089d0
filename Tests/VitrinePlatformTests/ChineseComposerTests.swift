import Foundation
import Synchronization
import VitrinePlatform
import XCTest

/// ChineseComposer over the real librime with Debian's luna_pinyin and bopomofo schemas (no
/// mock), deployed into this process's own user directory: pinyin "beijing" → 北京 first, as
/// iOS's Pinyin keyboard offers it; selecting and committing; backspace; zhuyin; missing data.
final class ChineseComposerTests: XCTestCase {
    private func composer(_ schema: String = ChineseComposer.pinyin, simplified: Bool = true) throws -> ChineseComposer {
        try XCTUnwrap(ChineseComposer(schema: schema, simplified: simplified),
                      "librime with /usr/share/rime-data/\(schema).schema.yaml (make deps installs it)")
    }

    private func type(_ keys: String, into c: ChineseComposer) {
        for k in keys { XCTAssertTrue(c.process(k), "rime takes \(k)") }
    }

    func testBeijingCandidatesStartWithBeijing() throws {
        let c = try composer()
        type("beijing", into: c)
        XCTAssertTrue(c.isComposing)
        XCTAssertEqual(c.rawInput, "beijing")
        XCTAssertEqual(c.preedit, "bei jing")
        XCTAssertEqual(c.candidates.first, "北京")
        // Space commits the first candidate (rime's own key handling, as iOS's space does).
        XCTAssertTrue(c.process(" "))
        XCTAssertEqual(c.takeCommit(), "北京")
        XCTAssertNil(c.takeCommit(), "a commit is taken once")
        XCTAssertFalse(c.isComposing)
    }

    /// Simplified output (zh-Hans): 中国, not 中國.
    func testSimplifiedOutput() throws {
        let c = try composer()
        type("zhongguo", into: c)
        XCTAssertEqual(c.candidates.first, "中国")
        c.reset()
        XCTAssertFalse(c.isComposing)
    }

    /// Selecting a later candidate commits it, without learning; an out-of-range index is refused.
    func testSelectCandidate() throws {
        let c = try composer()
        type("beijing", into: c)
        let all = c.candidates
        let second = try XCTUnwrap(all.dropFirst().first)
        XCTAssertFalse(c.select(candidate: 10_000))
        XCTAssertTrue(c.select(candidate: 1))
        XCTAssertEqual(c.takeCommit(), second)
        XCTAssertFalse(c.isComposing)
        // Unlike iOS, no learning (a shared kiosk): 北京 stays first.
        type("beijing", into: c)
        XCTAssertEqual(c.candidates.first, "北京", "the committed choice is not learnt")
    }

    /// Backspace deletes the last key; with nothing composed it returns false.
    func testBackspace() throws {
        let c = try composer()
        type("beij", into: c)
        XCTAssertTrue(c.backspace())
        XCTAssertEqual(c.rawInput, "bei")
        for _ in 0..<3 { XCTAssertTrue(c.backspace()) }
        XCTAssertFalse(c.isComposing)
        XCTAssertFalse(c.backspace())
        XCTAssertEqual(c.commitRawInput(), "")
    }

    /// Zhuyin on the 大千 layout: 5 j / are ㄓ ㄨ ㄥ, space is the first tone: 中 among the
    /// candidates.
    func testZhuyin() throws {
        let c = try composer(ChineseComposer.zhuyin, simplified: false)
        type("5j/ ", into: c)
        XCTAssertTrue(c.preedit.hasPrefix("ㄓㄨㄥ"), c.preedit)
        XCTAssertTrue(c.candidates.prefix(5).contains("中"), "\(c.candidates.prefix(5))")
    }

    /// Missing rime data: nil and one clear log line naming what is missing, no crash.
    func testMissingDataIsReportedNotFatal() {
        let lines = Mutex<[String]>([])
        let c = ChineseComposer(sharedData: "/nonexistent/rime-data") { line in lines.withLock { $0.append(line) } }
        XCTAssertNil(c)
        let logged = lines.withLock { $0 }
        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged.first?.contains("/nonexistent/rime-data/default.yaml") ?? false, "\(logged)")
        let noSchema = ChineseComposer(schema: "no_such_schema") { line in lines.withLock { $0.append(line) } }
        XCTAssertNil(noSchema)
        XCTAssertTrue(lines.withLock { $0.last ?? "" }.contains("no_such_schema.schema.yaml"))
    }
}
