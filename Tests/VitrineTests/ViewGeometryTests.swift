import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics

final class ViewGeometryTests: XCTestCase {
    @MainActor func testFrameSetsCenterAndBoundsSize() async {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 0, y: 0)
        XCTAssertEqual(v.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @MainActor func testBoundsOriginDoesNotMoveFrame() async {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.bounds.origin = CGPoint(x: 30, y: 5)
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @MainActor func testFrameOfRotatedViewIsBoundingBox() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A 100x50 box turned a quarter about its centre (50, 25) is 50 wide, 100 tall.
        let f = v.frame
        XCTAssertEqual(f.origin.x, 25, accuracy: 1e-9)
        XCTAssertEqual(f.origin.y, -25, accuracy: 1e-9)
        XCTAssertEqual(f.width, 50, accuracy: 1e-9)
        XCTAssertEqual(f.height, 100, accuracy: 1e-9)
        XCTAssertEqual(v.bounds.size, CGSize(width: 100, height: 50), "bounds ignore the transform")
    }

    @MainActor func testConvertPointThroughOffsetsAndBoundsOrigin() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        // b's (0,0) is at a's (10,20), which is at root's (110,70).
        XCTAssertEqual(b.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 110, y: 70))
        // Scrolling a by (5, 7) shifts its content up-left.
        a.bounds.origin = CGPoint(x: 5, y: 7)
        XCTAssertEqual(b.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 105, y: 63))
        XCTAssertEqual(root.convert(CGPoint(x: 105, y: 63), to: b), CGPoint(x: 0, y: 0))
        XCTAssertEqual(b.convert(CGPoint(x: 1, y: 1), from: root), CGPoint(x: -104, y: -62))
    }

    @MainActor func testConvertThroughScaleTransform() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(a)
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about its centre (150,150): local (0,0) is 50 left/up of centre -> 100 after scaling.
        XCTAssertEqual(a.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 50, y: 50))
        XCTAssertEqual(a.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: root), CGRect(x: 50, y: 50, width: 200, height: 200))
        XCTAssertEqual(root.convert(CGPoint(x: 250, y: 250), to: a), CGPoint(x: 100, y: 100))
    }

    @MainActor func testConvertBetweenSiblingsThroughWindow() async {
        let h = HeadlessHarnessLite(width: 300, height: 200)
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 40, width: 50, height: 50))
        h.window.addSubview(a)
        h.window.addSubview(b)
        XCTAssertEqual(a.convert(CGPoint(x: 5, y: 5), to: b), CGPoint(x: -85, y: -25))
        XCTAssertEqual(a.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 15, y: 15), "nil means the window")
    }

    @MainActor func testSettingFrameWithTransformKeepsTransform() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        v.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        XCTAssertEqual(v.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(v.bounds.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(v.center, CGPoint(x: 20, y: 20))
    }
}
