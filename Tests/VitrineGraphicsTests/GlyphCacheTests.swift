import Foundation
import XCTest
@testable import VitrineGraphics

/// Issue 11's glyph cache: one byte budget for every face, least recently used first, a glyph
/// bigger than the budget drawn but not kept.
final class GlyphCacheTests: XCTestCase {
    private static let bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// What the cache charges for `glyph`: its bitmap rows padded to 4 bytes, plus the
    /// per-entry overhead (worked out from the glyph's size, not asked of the cache).
    private func cost(_ glyph: Glyph) -> Int { ((glyph.width + 3) & ~3) * glyph.height + cacheEntryOverhead }

    /// Rule: however many characters at however many sizes two faces draw, their shared cache
    /// keeps at most its budget (every bitmap byte counted), and its totals are the sum of the
    /// faces' own; a glyph dropped from the cache is rendered again, the same, when asked for.
    func testTwoFacesShareOneBudget() throws {
        let cache = GlyphCache(byteLimit: 16 * 1024)
        let regular = try FontFace(path: FontFace.defaultPath, glyphCache: cache)
        let bold = try FontFace(path: Self.bold, glyphCache: cache)
        let w = try XCTUnwrap(regular.glyph(for: "W", pixelSize: 20))
        XCTAssertEqual(cache.byteCount, cost(w), "one glyph, worked out from its size")
        let b = try XCTUnwrap(bold.glyph(for: "W", pixelSize: 20))
        XCTAssertEqual(cache.byteCount, cost(w) + cost(b))
        XCTAssertEqual(cache.count, 2)
        for size in stride(from: 8, through: 40, by: 2) {
            for scalar in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".unicodeScalars {
                _ = regular.glyph(for: scalar, pixelSize: CGFloat(size))
                _ = bold.glyph(for: scalar, pixelSize: CGFloat(size))
                XCTAssertLessThanOrEqual(cache.byteCount, 16 * 1024)
            }
        }
        let stats = cache.statistics
        XCTAssertEqual(stats.byteLimit, 16 * 1024)
        XCTAssertEqual(stats.bytes, regular.cachedGlyphBytes + bold.cachedGlyphBytes)
        XCTAssertEqual(stats.count, regular.cachedGlyphCount + bold.cachedGlyphCount)
        XCTAssertGreaterThan(regular.cachedGlyphCount, 0, "the last glyphs of both faces are kept")
        XCTAssertGreaterThan(bold.cachedGlyphCount, 0)
        XCTAssertEqual(regular.glyphCacheByteLimit, 16 * 1024, "a face reports the shared budget, not one of its own")
        let again = try XCTUnwrap(regular.glyph(for: "W", pixelSize: 20))
        XCTAssertFalse(again === w, "dropped, then rendered anew")
        XCTAssertEqual(again.width, w.width)
        XCTAssertEqual(again.height, w.height)
        XCTAssertEqual(again.advance, w.advance)
    }

    /// Rule: least recently used first, across faces. Four faces over the same file render the
    /// same glyph (so each costs the same); with room for three, the fourth pushes out the one
    /// used longest ago — the second face's, since the first face's was used again.
    func testLeastRecentlyUsedGoesFirstWhicheverFaceItBelongsTo() throws {
        let probe = try FontFace(path: FontFace.defaultPath, glyphCache: GlyphCache(byteLimit: 1 << 20))
        let each = cost(try XCTUnwrap(probe.glyph(for: "A", pixelSize: 16)))
        let cache = GlyphCache(byteLimit: 3 * each)
        let faces = try (0..<4).map { _ in try FontFace(path: FontFace.defaultPath, glyphCache: cache) }
        let first = try XCTUnwrap(faces[0].glyph(for: "A", pixelSize: 16))
        _ = faces[1].glyph(for: "A", pixelSize: 16)
        _ = faces[2].glyph(for: "A", pixelSize: 16)
        XCTAssertEqual(cache.count, 3)
        XCTAssertTrue(faces[0].glyph(for: "A", pixelSize: 16) === first, "a hit, which makes it the most recent")
        _ = faces[3].glyph(for: "A", pixelSize: 16)
        XCTAssertEqual(faces.map(\.cachedGlyphCount), [1, 0, 1, 1])
        XCTAssertEqual(cache.keysByRecency.map(\.face), [faces[2].cacheID, faces[0].cacheID, faces[3].cacheID])
        XCTAssertEqual(cache.byteCount, 3 * each)
    }

    /// Rule: a glyph bigger than the whole budget is drawn but not kept (and pushes nothing out).
    func testAGlyphBiggerThanTheBudgetIsDrawnButNotKept() throws {
        let cache = GlyphCache(byteLimit: 4096)
        let face = try FontFace(path: FontFace.defaultPath, glyphCache: cache)
        let small = try XCTUnwrap(face.glyph(for: "i", pixelSize: 12))
        XCTAssertEqual(cache.count, 1)
        let big = try XCTUnwrap(face.glyph(for: "W", pixelSize: 200))
        XCTAssertGreaterThan(cost(big), 4096, "the test needs a glyph over the budget")
        XCTAssertEqual(cache.count, 1, "not kept")
        XCTAssertTrue(face.glyph(for: "i", pixelSize: 12) === small, "and nothing pushed out")
        let b = PixelBuffer(width: 300, height: 260)
        let run = GlyphRun(face: face, pointSize: 200, glyphs: [face.glyphIndex(for: "W")], positions: [.zero], color: .black)
        Canvas(buffer: b).draw(run, at: CGPoint(x: 20, y: 220))
        var ink = 0
        for y in 0..<b.height { for x in 0..<b.width where b[x, y] >> 24 == 0xFF { ink += 1 } }
        XCTAssertGreaterThan(ink, 5000, "drawn all the same: thousands of solid pixels of W")
    }

    /// Rule: lowering the budget (a configuration reload) drops the least recently used glyphs
    /// at once; `removeAll` (a memory warning) empties the cache.
    func testLoweringTheBudgetTrimsAndRemoveAllEmpties() throws {
        let cache = GlyphCache(byteLimit: 1 << 20)
        let face = try FontFace(path: FontFace.defaultPath, glyphCache: cache)
        for scalar in "abcdefghijklmnopqrstuvwxyz".unicodeScalars { _ = face.glyph(for: scalar, pixelSize: 24) }
        XCTAssertEqual(cache.count, 26)
        let z = try XCTUnwrap(face.glyph(for: "z", pixelSize: 24))
        cache.byteLimit = cost(z)
        XCTAssertEqual(cache.count, 1)
        XCTAssertTrue(face.glyph(for: "z", pixelSize: 24) === z, "the most recent glyph stays")
        cache.byteLimit = 1 << 20
        _ = face.glyph(for: "q", pixelSize: 24)
        cache.removeAll()
        XCTAssertEqual(cache.statistics, GlyphCache.Statistics(bytes: 0, byteLimit: 1 << 20, count: 0))
    }

    /// Rule: a face that goes away takes its glyphs with it, and a new face never finds them,
    /// even at the same address (keys carry an identity that is never reused).
    func testAFreedFaceLeavesNothingBehind() throws {
        let cache = GlyphCache(byteLimit: 1 << 20)
        var ids: Set<UInt64> = []
        for _ in 0..<3 {
            let face = try FontFace(path: FontFace.defaultPath, glyphCache: cache)
            XCTAssertTrue(ids.insert(face.cacheID).inserted)
            XCTAssertEqual(face.cachedGlyphCount, 0)
            _ = face.glyph(for: "A", pixelSize: 16)
            XCTAssertEqual(cache.count, 1)
        }
        XCTAssertEqual(cache.count, 0)
    }

    /// Rule: per-face purge (`purgeCache`) drops that face's glyphs only.
    func testPurgingOneFaceKeepsTheOthers() throws {
        let cache = GlyphCache(byteLimit: 1 << 20)
        let regular = try FontFace(path: FontFace.defaultPath, glyphCache: cache)
        let bold = try FontFace(path: Self.bold, glyphCache: cache)
        _ = regular.glyph(for: "A", pixelSize: 16)
        _ = bold.glyph(for: "A", pixelSize: 16)
        _ = bold.glyph(for: "B", pixelSize: 16)
        regular.purgeCache()
        XCTAssertEqual(regular.cachedGlyphCount, 0)
        XCTAssertEqual(bold.cachedGlyphCount, 2)
        XCTAssertEqual(cache.count, 2)
    }
}

/// The bookkeeping under every byte-budget cache.
final class ByteBudgetCacheTests: XCTestCase {
    /// Rule: entries leave in the order they were last used; a hit moves an entry to the end.
    func testEvictionFollowsLastUse() {
        var c = ByteBudgetCache<String, Int>(byteLimit: 4 * (100 + cacheEntryOverhead))
        for k in ["a", "b", "c", "d"] { XCTAssertTrue(c.insert(0, bytes: 100, for: k)) }
        XCTAssertEqual(c.keysByRecency, ["a", "b", "c", "d"])
        XCTAssertEqual(c.value(for: "b"), 0)
        XCTAssertEqual(c.value(for: "a"), 0)
        XCTAssertEqual(c.keysByRecency, ["c", "d", "b", "a"])
        c.insert(1, bytes: 100, for: "e")
        XCTAssertEqual(c.keysByRecency, ["d", "b", "a", "e"], "c, used longest ago, went")
        c.insert(2, bytes: 250, for: "f")
        XCTAssertEqual(c.keysByRecency, ["a", "e", "f"], "f needs two slots: d and b went")
        XCTAssertEqual(c.byteCount, 100 + 100 + 250 + 3 * cacheEntryOverhead)
        c.insert(3, bytes: 10, for: "a")
        XCTAssertEqual(c.keysByRecency, ["e", "f", "a"], "replacing an entry makes it the most recent")
        XCTAssertEqual(c.value(for: "a"), 3)
        XCTAssertEqual(c.remove("e"), 1)
        XCTAssertEqual(c.keysByRecency, ["f", "a"])
        XCTAssertFalse(c.insert(4, bytes: 10_000, for: "huge"), "bigger than the budget: not kept")
        XCTAssertEqual(c.keysByRecency, ["f", "a"], "and nothing dropped for it")
        c.removeAll()
        XCTAssertEqual(c.count, 0)
        XCTAssertEqual(c.byteCount, 0)
        XCTAssertTrue(c.keysByRecency.isEmpty)
    }

    /// Rule: many insertions and hits keep the list, the index and the byte count consistent
    /// (checked against a plain model of the same rule).
    func testAgreesWithASimpleModel() {
        var c = ByteBudgetCache<Int, Int>(byteLimit: 5000)
        var model: [(key: Int, bytes: Int)] = []  // least recent first
        var rng = SystemRandomNumberGenerator()
        for step in 0..<3000 {
            let key = Int.random(in: 0..<60, using: &rng)
            if Bool.random(using: &rng) {
                let hit = c.value(for: key) != nil
                if let i = model.firstIndex(where: { $0.key == key }) {
                    XCTAssertTrue(hit)
                    model.append(model.remove(at: i))
                } else {
                    XCTAssertFalse(hit)
                }
            } else {
                let bytes = Int.random(in: 0..<900, using: &rng)
                c.insert(step, bytes: bytes, for: key)
                model.removeAll { $0.key == key }
                let cost = bytes + cacheEntryOverhead
                while model.reduce(0, { $0 + $1.bytes }) + cost > 5000 { model.removeFirst() }
                model.append((key, cost))
            }
            XCTAssertEqual(c.keysByRecency, model.map(\.key))
            XCTAssertEqual(c.byteCount, model.reduce(0) { $0 + $1.bytes })
        }
    }
}
