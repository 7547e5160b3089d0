import Foundation
import XCTest
@testable import VitrineGraphics

/// `Region` set operations and value semantics.
///
/// Expectations are checked pixel by pixel against a brute-force membership function built
/// from plain `PixelRect` arithmetic, so they do not rely on pixman's answer.
final class RegionTests: XCTestCase {
    private let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
    private let b = PixelRect(x: 5, y: 5, width: 10, height: 10)

    /// Whether pixel (x, y) lies in `r` (half-open).
    private func inside(_ r: PixelRect, _ x: Int, _ y: Int) -> Bool {
        x >= r.minX && x < r.maxX && y >= r.minY && y < r.maxY
    }

    /// Asserts that `region` holds exactly the pixels for which `member` is true, over a
    /// window around the test rectangles, and that its rectangles do not overlap and add up
    /// to its area.
    private func assertRegion(_ region: Region, equals member: (Int, Int) -> Bool,
                              file: StaticString = #filePath, line: UInt = #line) {
        var expectedArea = 0
        for y in -3..<20 {
            for x in -3..<20 {
                let m = member(x, y)
                if m { expectedArea += 1 }
                XCTAssertEqual(region.contains(x: x, y: y), m, "pixel (\(x), \(y))", file: file, line: line)
            }
        }
        XCTAssertEqual(region.area, expectedArea, "area", file: file, line: line)
        let rects = region.rects
        XCTAssertEqual(rects.reduce(0) { $0 + $1.area }, expectedArea, "sum of rect areas", file: file, line: line)
        for i in rects.indices {
            XCTAssertFalse(rects[i].isEmpty, "rect \(rects[i]) is empty", file: file, line: line)
            for j in rects.indices where j > i {
                XCTAssertFalse(rects[i].intersects(rects[j]), "\(rects[i]) overlaps \(rects[j])", file: file, line: line)
            }
            // Every pixel of every rectangle is a member.
            for y in rects[i].minY..<rects[i].maxY {
                for x in rects[i].minX..<rects[i].maxX where !member(x, y) {
                    XCTFail("rect \(rects[i]) holds non-member (\(x), \(y))", file: file, line: line)
                }
            }
        }
    }

    /// Building from many rectangles at once covers exactly their union (overlaps merged).
    func testRegionFromManyRectsIsTheirUnion() {
        let rects = [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 5, y: 5, width: 10, height: 10),
                     PixelRect(x: 40, y: 0, width: 3, height: 3), PixelRect(x: 1, y: 1, width: 0, height: 5)]
        var oneByOne = Region()
        for r in rects { oneByOne.formUnion(r) }
        let atOnce = Region(rects: rects)
        XCTAssertEqual(atOnce, oneByOne)
        XCTAssertEqual(atOnce.area, 100 + 100 - 25 + 9)
        XCTAssertTrue(Region(rects: []).isEmpty)
    }

    /// Coarsening grows a region to whole tiles: it contains the original, covers only the
    /// tiles the original touches, and has few rectangles.
    func testCoarsenedRegionCoversWholeTiles() {
        var r = Region()
        for i in 0..<200 { r.formUnion(PixelRect(x: (i % 20) * 10, y: (i / 20) * 10, width: 9, height: 9)) }
        r.formUnion(PixelRect(x: 300, y: 300, width: 1, height: 1))
        XCTAssertEqual(r.rectCount, 201)
        let c = r.coarsened(tile: 64)
        XCTAssertEqual(c.intersection(r), r, "contains the original")
        XCTAssertEqual(c, Region(rects: [PixelRect(x: 0, y: 0, width: 256, height: 128), PixelRect(x: 256, y: 256, width: 64, height: 64)]))
        let negative = Region(PixelRect(x: -70, y: -1, width: 2, height: 2)).coarsened(tile: 64)
        XCTAssertEqual(negative, Region(rects: [PixelRect(x: -128, y: -64, width: 64, height: 128)]))
    }

    func testEmptyRegion() {
        let r = Region()
        XCTAssertTrue(r.isEmpty)
        XCTAssertEqual(r.area, 0)
        XCTAssertEqual(r.rects, [])
        XCTAssertEqual(r.boundingBox, .zero)
        XCTAssertFalse(r.contains(x: 0, y: 0))
        XCTAssertTrue(Region(PixelRect(x: 4, y: 4, width: 0, height: 3)).isEmpty)
        XCTAssertEqual(Region(rects: []), Region())
    }

    func testSingleRect() {
        let r = Region(a)
        XCTAssertFalse(r.isEmpty)
        XCTAssertEqual(r.rects, [a])
        XCTAssertEqual(r.boundingBox, a)
        assertRegion(r) { inside(a, $0, $1) }
    }

    func testUnion() {
        let u = Region(a).union(b)
        // 100 + 100 − 25 overlapping pixels.
        XCTAssertEqual(u.area, 175)
        XCTAssertEqual(u.boundingBox, PixelRect(x: 0, y: 0, width: 15, height: 15))
        assertRegion(u) { inside(a, $0, $1) || inside(b, $0, $1) }
        XCTAssertEqual(Region(rects: [a, b]), u)
        XCTAssertEqual(Region(a).union(Region(b)), u)
    }

    func testIntersection() {
        let i = Region(a).intersection(Region(b))
        XCTAssertEqual(i, Region(PixelRect(x: 5, y: 5, width: 5, height: 5)))
        XCTAssertEqual(i.area, 25)
        assertRegion(i) { inside(a, $0, $1) && inside(b, $0, $1) }
        XCTAssertEqual(Region(a).intersection(b), i)
        XCTAssertTrue(Region(a).intersection(PixelRect(x: 20, y: 20, width: 3, height: 3)).isEmpty)
        XCTAssertTrue(Region(a).intersection(PixelRect.zero).isEmpty)
    }

    func testSubtractionPunchesAHole() {
        let hole = PixelRect(x: 3, y: 3, width: 4, height: 4)
        let r = Region(a).subtracting(Region(hole))
        XCTAssertEqual(r.area, 100 - 16)
        XCTAssertEqual(r.boundingBox, a)
        XCTAssertFalse(r.contains(x: 5, y: 5))
        XCTAssertTrue(r.contains(x: 0, y: 0))
        XCTAssertTrue(r.contains(x: 9, y: 9))
        XCTAssertFalse(r.contains(x: 10, y: 10), "half-open: (10, 10) is outside a 10×10 rect at the origin")
        assertRegion(r) { inside(a, $0, $1) && !inside(hole, $0, $1) }

        var l = Region(rects: [a, b])
        l.subtract(b)
        assertRegion(l) { inside(a, $0, $1) && !inside(b, $0, $1) }
        // 100 − 25 pixels of `a` under `b`.
        XCTAssertEqual(l.area, 75)
    }

    func testTranslate() {
        var r = Region(rects: [a, b])
        r.translate(dx: 3, dy: -2)
        assertRegion(r) { x, y in inside(a, x - 3, y + 2) || inside(b, x - 3, y + 2) }
        XCTAssertEqual(r.boundingBox, PixelRect(x: 3, y: -2, width: 15, height: 15))
    }

    func testIntersectsRect() {
        let hole = PixelRect(x: 3, y: 3, width: 4, height: 4)
        let r = Region(a).subtracting(Region(hole))
        XCTAssertTrue(r.intersects(PixelRect(x: 9, y: 9, width: 1, height: 1)))
        XCTAssertTrue(r.intersects(PixelRect(x: -5, y: -5, width: 6, height: 6)), "overlaps at (0, 0)")
        XCTAssertFalse(r.intersects(PixelRect(x: 10, y: 0, width: 5, height: 5)), "only touches the edge")
        XCTAssertFalse(r.intersects(PixelRect(x: 4, y: 4, width: 2, height: 2)), "lies inside the hole")
        XCTAssertFalse(r.intersects(.zero))
    }

    func testEqualityIsBySetNotByConstruction() {
        let halves = Region(rects: [PixelRect(x: 0, y: 0, width: 5, height: 10), PixelRect(x: 5, y: 0, width: 5, height: 10)])
        XCTAssertEqual(halves, Region(a))
        let reversed = Region(rects: [PixelRect(x: 5, y: 0, width: 5, height: 10), PixelRect(x: 0, y: 0, width: 5, height: 10)])
        XCTAssertEqual(reversed, halves)
        XCTAssertNotEqual(Region(a), Region(b))
        XCTAssertNotEqual(Region(a), Region())
    }

    func testCopiesAreIndependentValues() {
        let original = Region(a)
        var copy = original
        copy.formUnion(b)
        XCTAssertEqual(original, Region(a), "mutating a copy must not change the original")
        XCTAssertEqual(original.area, 100)
        XCTAssertEqual(copy.area, 175)

        var second = copy
        second.subtract(a)
        second.translate(dx: 100, dy: 100)
        XCTAssertEqual(copy.area, 175)
        XCTAssertEqual(copy.boundingBox, PixelRect(x: 0, y: 0, width: 15, height: 15))

        var third = original
        third.formIntersection(PixelRect.zero)
        XCTAssertTrue(third.isEmpty)
        XCTAssertEqual(original.area, 100)

        // And the other way round: mutating the original leaves an earlier copy alone.
        var source = Region(b)
        let snapshot = source
        source.formIntersection(Region(a))
        XCTAssertEqual(snapshot, Region(b))
        XCTAssertEqual(source.area, 25)
    }
}
