import Foundation
import XCTest
import VitrineGraphics
@testable import VitrinePlatform

/// Issue 12, item 6: one shadow buffer, several scanout buffers — each scanout buffer gets a
/// frame's damage plus exactly what it missed while frames went to the others.
final class ScanoutDamageTests: XCTestCase {
    private let a = PixelRect(x: 0, y: 0, width: 4, height: 4)
    private let b = PixelRect(x: 10, y: 0, width: 4, height: 4)
    private let c = PixelRect(x: 20, y: 0, width: 4, height: 4)

    func testTwoBuffersEachGetThePreviousFramesDamageToo() {
        var t = ScanoutDamage(count: 2)
        // Both start equal to the (cleared) shadow: the first frame copies only its damage.
        XCTAssertEqual(t.regionToCopy(into: 1, damage: Region(a)), Region(a))
        t.copied(into: 1, damage: Region(a))
        // Buffer 0 missed frame 1's damage.
        var expected = Region(b)
        expected.formUnion(a)
        XCTAssertEqual(t.regionToCopy(into: 0, damage: Region(b)), expected)
        t.copied(into: 0, damage: Region(b))
        // Buffer 1 is up to date but for frame 2's damage.
        expected = Region(c)
        expected.formUnion(b)
        XCTAssertEqual(t.regionToCopy(into: 1, damage: Region(c)), expected)
    }

    func testThreeBuffersAccumulateEverythingMissed() {
        var t = ScanoutDamage(count: 3)
        t.copied(into: 0, damage: Region(a))
        t.copied(into: 1, damage: Region(b))
        var expected = Region(c)
        expected.formUnion(a)
        expected.formUnion(b)
        XCTAssertEqual(t.regionToCopy(into: 2, damage: Region(c)), expected)
        t.copied(into: 2, damage: Region(c))
        // Buffer 0 missed frames 2 and 3.
        expected = Region(b)
        expected.formUnion(c)
        XCTAssertEqual(t.regionToCopy(into: 0, damage: Region()), expected)
    }

    func testOneBufferNeverMissesAnything() {
        var t = ScanoutDamage(count: 1)
        t.copied(into: 0, damage: Region(a))
        XCTAssertEqual(t.regionToCopy(into: 0, damage: Region(b)), Region(b))
    }
}
