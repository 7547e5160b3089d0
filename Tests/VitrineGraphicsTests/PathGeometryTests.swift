import Foundation
import XCTest
@testable import VitrineGraphics

/// Arc geometry checked against values worked out by hand, and the fill rules of
/// `Path.contains(_:using:)`.
final class PathGeometryTests: XCTestCase {
    private func assertPoint(_ p: CGPoint?, _ x: CGFloat, _ y: CGFloat, accuracy: CGFloat = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, file: file, line: line)
    }

    /// Core Graphics: `clockwise: false` goes through increasing angles. A quarter arc of
    /// radius 5 around (10, 10) from 0 to π/2 starts at (15, 10) and ends at (10, 15)
    /// (cos π/2 = 0, sin π/2 = 1): one cubic.
    func testQuarterArcIncreasingAngles() {
        var p = Path()
        p.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(p.elements.count, 2)
        XCTAssertEqual(p.elements.first, .move(to: CGPoint(x: 15, y: 10)))
        assertPoint(p.currentPoint, 10, 15)
        // The cubic's midpoint (t = ½: (p0 + 3c1 + 3c2 + p3) / 8) lies on the circle at 45°,
        // (10 + 5/√2, 10 + 5/√2) = (13.5355, 13.5355), to within the quarter-circle
        // approximation's 0.03 % of the radius.
        guard case .curve(let p3, let c1, let c2) = p.elements[1] else { return XCTFail("not a curve") }
        let mid = CGPoint(x: (15 + 3 * c1.x + 3 * c2.x + p3.x) / 8, y: (10 + 3 * c1.y + 3 * c2.y + p3.y) / 8)
        assertPoint(mid, 13.5355339, 13.5355339, accuracy: 5 * 0.0003)
    }

    /// `clockwise: true` from 0 to π/2 goes the long way (decreasing angles, −3π/2): three
    /// quarter cubics through (10, 5) at −π/2 and (5, 10) at −π, ending at (10, 15).
    func testQuarterArcDecreasingAnglesGoesTheLongWay() {
        var p = Path()
        p.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(p.elements.count, 4)
        guard case .curve(let a, _, _) = p.elements[1], case .curve(let b, _, _) = p.elements[2] else { return XCTFail() }
        assertPoint(a, 10, 5)
        assertPoint(b, 5, 10)
        assertPoint(p.currentPoint, 10, 15)
    }

    /// A sweep of a full turn or more is a whole circle: four cubics back to the start.
    func testFullCircle() {
        var p = Path()
        p.addArc(center: .zero, radius: 2, startAngle: 0, endAngle: 4 * .pi, clockwise: false)
        XCTAssertEqual(p.elements.count, 5)
        assertPoint(p.currentPoint, 2, 0)
    }

    /// An arc after a current point starts with a line to the arc's start
    /// (Core Graphics: "a straight line segment from the current point to the start of the arc").
    func testArcAfterCurrentPointAddsLine() {
        var p = Path()
        p.move(to: .zero)
        p.addRelativeArc(center: CGPoint(x: 10, y: 0), radius: 3, startAngle: .pi, delta: -.pi)
        guard case .line(let start) = p.elements[1] else { return XCTFail("no line") }
        assertPoint(start, 7, 0, accuracy: 1e-12)
        assertPoint(p.currentPoint, 13, 0)
    }

    /// The tangent arc at a right-angle corner: from (0, 0) towards (10, 0) then (10, 10) with
    /// radius 4, the tangent points are 4 from the corner, (6, 0) and (10, 4), and the centre
    /// is (6, 4); the arc's midpoint is (6 + 4/√2, 4 − 4/√2) = (8.8284, 1.1716).
    func testTangentArcAtRightAngle() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        XCTAssertEqual(p.elements.count, 3)
        guard case .line(let a) = p.elements[1], case .curve(let b, let c1, let c2) = p.elements[2] else { return XCTFail() }
        assertPoint(a, 6, 0)
        assertPoint(b, 10, 4)
        let mid = CGPoint(x: (6 + 3 * c1.x + 3 * c2.x + 10) / 8, y: (0 + 3 * c1.y + 3 * c2.y + 4) / 8)
        assertPoint(mid, 8.8284271, 1.1715729, accuracy: 4 * 0.0003)
    }

    /// Collinear tangent points give a straight line to the first one.
    func testTangentArcCollinear() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 2)
        XCTAssertEqual(p.elements.last, .line(to: CGPoint(x: 5, y: 0)))
    }

    /// A five-pointed star drawn in one stroke (each point joined to the one two along) has a
    /// centre pentagon of winding number 2: inside under the non-zero winding rule, outside
    /// under even-odd; a point tip is inside under both.
    func testStarFillRules() {
        let star = Self.star(center: CGPoint(x: 50, y: 50), radius: 40)
        XCTAssertTrue(star.contains(CGPoint(x: 50, y: 50), using: .winding))
        XCTAssertFalse(star.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        // The top tip is at (50, 10): a point just below it is in one arm only.
        XCTAssertTrue(star.contains(CGPoint(x: 50, y: 16), using: .winding))
        XCTAssertTrue(star.contains(CGPoint(x: 50, y: 16), using: .evenOdd))
        XCTAssertFalse(star.contains(CGPoint(x: 5, y: 5), using: .winding))
    }

    /// Reversing keeps the points and flips the order: a closed triangle A→B→C becomes C→B→A.
    func testReversed() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 4, y: 0)); p.addLine(to: CGPoint(x: 4, y: 3)); p.closeSubpath()
        XCTAssertEqual(p.reversed().elements, [.move(to: CGPoint(x: 4, y: 3)), .line(to: CGPoint(x: 4, y: 0)),
                                                .line(to: CGPoint(x: 0, y: 0)), .closeSubpath])
    }

    /// Non-finite input is dropped point by point and flagged (the groundwork's rule), for arcs too.
    func testNonFiniteArcDropped() {
        var p = Path()
        p.addArc(center: CGPoint(x: CGFloat.nan, y: 0), radius: 3, startAngle: 0, endAngle: 1, clockwise: false)
        p.addArc(center: .zero, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: false)
        XCTAssertTrue(p.isEmpty)
        XCTAssertTrue(p.droppedNonFinitePoints)
    }

    /// The pentagram through the five points of a regular pentagon, the top point first.
    static func star(center c: CGPoint, radius r: CGFloat) -> Path {
        var p = Path()
        for i in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(i * 2) * 2 * .pi / 5
            let q = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }
}
