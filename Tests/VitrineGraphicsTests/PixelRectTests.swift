import Foundation
import XCTest
@testable import VitrineGraphics

/// `PixelRect` integer geometry and `PixelSize` parsing. Rectangles are half-open: a
/// rectangle at x with width w covers pixel columns x…x+w−1.
final class PixelRectTests: XCTestCase {
    func testIntersectionOfOverlappingRects() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let b = PixelRect(x: 5, y: 5, width: 10, height: 10)
        // Overlap spans 5…10 on both axes.
        XCTAssertEqual(a.intersection(b), PixelRect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertEqual(b.intersection(a), PixelRect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertTrue(a.intersects(b))
    }

    func testIntersectionOfDisjointOrTouchingRectsIsEmpty() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        // Shares only the edge x = 10: no pixel in common.
        let touching = PixelRect(x: 10, y: 0, width: 5, height: 5)
        XCTAssertEqual(a.intersection(touching), .zero)
        XCTAssertFalse(a.intersects(touching))
        let far = PixelRect(x: -20, y: 30, width: 5, height: 5)
        XCTAssertTrue(a.intersection(far).isEmpty)
    }

    func testUnionIsBoundingBoxAndIgnoresEmpty() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let b = PixelRect(x: 5, y: 5, width: 10, height: 10)
        XCTAssertEqual(a.union(b), PixelRect(x: 0, y: 0, width: 15, height: 15))
        let far = PixelRect(x: -3, y: 20, width: 2, height: 1)
        // x from −3 to 10, y from 0 to 21.
        XCTAssertEqual(a.union(far), PixelRect(x: -3, y: 0, width: 13, height: 21))
        // An empty rectangle (even placed far away) contributes nothing.
        let empty = PixelRect(x: 100, y: 100, width: 0, height: 7)
        XCTAssertEqual(a.union(empty), a)
        XCTAssertEqual(empty.union(a), a)
    }

    func testAreaContainsAndInset() {
        XCTAssertEqual(PixelRect(x: 3, y: 4, width: 5, height: 6).area, 30)
        XCTAssertEqual(PixelRect(x: 0, y: 0, width: -5, height: 6).area, 0)
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(a.contains(PixelRect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertTrue(a.contains(PixelRect(x: 2, y: 2, width: 3, height: 3)))
        XCTAssertFalse(a.contains(PixelRect(x: 8, y: 8, width: 3, height: 1)))
        XCTAssertTrue(a.contains(.zero), "the empty rectangle is contained everywhere")
        XCTAssertEqual(a.insetBy(2), PixelRect(x: 2, y: 2, width: 6, height: 6))
        XCTAssertEqual(a.insetBy(-1), PixelRect(x: -1, y: -1, width: 12, height: 12))
        XCTAssertEqual(PixelRect(x: 1, y: 2, width: 3, height: 4).cgRect, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testCoveringRoundsOutward() {
        // x: 0.5 → floor 0, maxX 2.5 → ceil 3; y: 1.2 → 1, maxY 4.5 → 5.
        XCTAssertEqual(PixelRect(covering: CGRect(x: 0.5, y: 1.2, width: 2, height: 3.3)),
                       PixelRect(x: 0, y: 1, width: 3, height: 4))
        // Negative coordinates round towards −∞: −0.5 → −1, maxX 0.5 → 1.
        XCTAssertEqual(PixelRect(covering: CGRect(x: -0.5, y: -0.5, width: 1, height: 1)),
                       PixelRect(x: -1, y: -1, width: 2, height: 2))
        // Whole numbers stay as they are.
        XCTAssertEqual(PixelRect(covering: CGRect(x: 2, y: 3, width: 4, height: 5)),
                       PixelRect(x: 2, y: 3, width: 4, height: 5))
        // A sliver still covers one pixel.
        XCTAssertEqual(PixelRect(covering: CGRect(x: 7.9, y: 0.1, width: 0.05, height: 0.05)),
                       PixelRect(x: 7, y: 0, width: 1, height: 1))
    }

    func testCoveringDegenerateRectsIsZero() {
        XCTAssertEqual(PixelRect(covering: .null), .zero)
        XCTAssertEqual(PixelRect(covering: .infinite), .zero)
        XCTAssertEqual(PixelRect(covering: CGRect(x: 3, y: 3, width: 0, height: 5)), .zero)
        XCTAssertEqual(PixelRect(covering: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)), .zero)
    }

    func testPixelSizeParsingAcceptsWidthByHeight() {
        XCTAssertEqual(PixelSize(parsing: "1280x800"), PixelSize(width: 1280, height: 800))
        XCTAssertEqual(PixelSize(parsing: "800X480"), PixelSize(width: 800, height: 480), "upper-case X is accepted")
        XCTAssertEqual(PixelSize(parsing: "1x1"), PixelSize(width: 1, height: 1))
        XCTAssertEqual(PixelSize(parsing: "16384x16384"), PixelSize(width: 16384, height: 16384))
        XCTAssertEqual(PixelSize(width: 1280, height: 800).description, "1280x800")
    }

    func testPixelSizeParsingRejectsMalformedOrOutOfRange() {
        for bad in ["0x5", "5x0", "12x", "x12", "axb", "99999x1", "1x99999", "16385x1", "-5x5",
                    "12x5x3", "", "x", "1280 x 800", "12.5x4"] {
            XCTAssertNil(PixelSize(parsing: bad), "\"\(bad)\" should not parse")
        }
    }
}
