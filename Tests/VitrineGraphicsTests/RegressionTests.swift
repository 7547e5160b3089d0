import Foundation
import XCTest
@testable import VitrineGraphics

/// Regression tests for library bugs found while writing this suite (all fixed); each
/// expectation is worked out by hand.
final class RegressionTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    /// Only the shape's top-left corner is rounded.
    private let topLeftOnly = RoundedRect(rect: CGRect(x: 0, y: 0, width: 40, height: 40),
                                          radii: CornerRadii(topLeft: 12, topRight: 0, bottomRight: 0, bottomLeft: 0))

    func testRoundedRectUnderHorizontalMirrorRoundsTheMirroredCorner() throws {

        let buffer = PixelBuffer(width: 40, height: 40)
        let c = Canvas(buffer: buffer)
        // x' = 40 − x: the shape's top-left corner (the rounded one) is the device top-right.
        c.translateBy(x: 40, y: 0)
        c.scaleBy(x: -1, y: 1)
        c.fill(topLeftOnly, color: red)
        XCTAssertEqual(buffer[39, 0], 0, "device top-right is the rounded corner: its corner pixel is outside")
        XCTAssertEqual(buffer[37, 2], 0, "pixel (37, 2) is at least 12.7 px (to its corner (37, 3)) from the arc centre (28, 12): outside radius 12")
        XCTAssertEqual(buffer[0, 0], 0xFFFF_0000, "device top-left is the shape's square top-right corner")
        XCTAssertEqual(buffer[2, 2], 0xFFFF_0000)
    }

    func testRoundedRectUpsideDownRoundsTheOppositeCorner() throws {

        let buffer = PixelBuffer(width: 40, height: 40)
        let c = Canvas(buffer: buffer)
        // A panel mounted upside down: (x, y) -> (40 − x, 40 − y); top-left goes to bottom-right.
        c.translateBy(x: 40, y: 40)
        c.rotate(by: .pi)
        c.fill(topLeftOnly, color: red)
        XCTAssertEqual(buffer[39, 39], 0, "device bottom-right is the rounded corner")
        XCTAssertEqual(buffer[0, 0], 0xFFFF_0000, "device top-left is the shape's square bottom-right corner")
    }

    func testRoundedBorderUnderHorizontalMirrorRoundsTheMirroredCorner() throws {

        let buffer = PixelBuffer(width: 40, height: 40)
        let c = Canvas(buffer: buffer)
        c.translateBy(x: 40, y: 0)
        c.scaleBy(x: -1, y: 1)
        c.strokeInside(topLeftOnly, width: 3, color: red)
        XCTAssertEqual(buffer[39, 0], 0, "the rounded corner is at the device top-right")
        XCTAssertEqual(buffer[0, 0], 0xFFFF_0000, "a square corner of a 3 px border is solid border")
        XCTAssertEqual(buffer[2, 2], 0xFFFF_0000)
    }

    func testRotationByAHugeAngleDoesNotTrap() throws {

        // Any finite angle is a rotation: the determinant cos² + sin² is 1.
        let t = CGAffineTransform(rotationAngle: 1e20)
        XCTAssertEqual(t.determinant, 1, accuracy: 1e-9)
        XCTAssertEqual(CGAffineTransform(rotationAngle: -1e300).determinant, 1, accuracy: 1e-9)
    }

    func testCopyIntoABufferIgnoresACanvasClip() throws {

        let buffer = PixelBuffer(width: 8, height: 8)
        let canvas = Canvas(buffer: buffer)
        canvas.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        canvas.fill(CGRect(x: 0, y: 0, width: 8, height: 8), color: .black)
        let white = PixelBuffer(width: 8, height: 8)
        white.fill(white.bounds, with: 0xFFFF_FFFF)
        // "Copies the pixels of rect from source": every pixel, whatever a canvas clips to.
        buffer.copy(buffer.bounds, from: white)
        XCTAssertEqual(buffer[5, 5], 0xFFFF_FFFF)
        XCTAssertEqual(buffer[1, 1], 0xFFFF_FFFF)
        withExtendedLifetime(canvas) {}
    }

    func testXRGBBufferEncodesAsRGB() throws {

        let b = PixelBuffer(width: 2, height: 2, format: .xrgb8888)
        let bytes = try PNGCodec.encode(b)
        // IHDR is the first chunk: 8-byte signature, 4-byte length, "IHDR", width, height,
        // bit depth (offset 24), colour type (offset 25): 2 = RGB, 6 = RGBA.
        XCTAssertEqual(Array(bytes[12..<16]), Array("IHDR".utf8))
        XCTAssertEqual(bytes[25], 2)
    }
}
