import Foundation
import XCTest
@testable import VitrineGraphics
import VitrineTesting

/// Canvas rendering compared with reviewed golden PNGs in `Golden/` at the project's standard
/// tolerance (±2 per channel, no differing pixel). Record with `UPDATE_GOLDENS=1` and look at
/// every image before committing it; what each one should show is written above its test.
final class CanvasGoldenTests: XCTestCase {
    private static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Golden").path

    private func verify(_ buffer: PixelBuffer, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        if let failure = GoldenImage.verify(buffer, name: name, directory: Self.goldenDirectory, tolerance: .standard) {
            XCTFail(failure, file: file, line: line)
        }
    }

    private func opaqueBuffer(_ width: Int, _ height: Int, _ rgb: UInt32) -> (PixelBuffer, Canvas) {
        let b = PixelBuffer(width: width, height: height)
        b.fill(b.bounds, with: 0xFF00_0000 | rgb)
        return (b, Canvas(buffer: b))
    }

    /// A checkerboard of 8-pixel light and mid grey squares, to show translucency.
    private func checkerBackground(_ c: Canvas, width: Int, height: Int) {
        for y in stride(from: 0, to: height, by: 8) {
            for x in stride(from: 0, to: width, by: 8) {
                let light = (x / 8 + y / 8) % 2 == 0
                c.fill(CGRect(x: x, y: y, width: 8, height: 8), color: Color(rgb: light ? 0xDDDDDD : 0x999999))
            }
        }
    }

    /// An 8×8 test image: a red-to-yellow gradient on the even squares of a checkerboard, and
    /// blue squares whose alpha grows from 1/8 (top row) to 1 (bottom row) on the odd ones.
    private func tinyImage() -> Image {
        Image(width: 8, height: 8) { x, y in
            if (x + y) % 2 == 0 { return Color(red: 1, green: CGFloat(x) / 7, blue: 0) }
            return Color(red: 0, green: 0.2, blue: 1, alpha: CGFloat(y + 1) / 8)
        }
    }

    private var font: FontFace {
        get throws { try FontFace(path: FontFace.defaultPath) }
    }

    // MARK: Goldens

    /// fills (64×64): on white, an opaque red square top-left, a 50% green square overlapping
    /// it (dark olive where they overlap, pale green elsewhere), a 50% blue bar on the right
    /// crossing the green square's right part (teal there, lavender elsewhere), and a dark grey
    /// rectangle at the bottom-left with soft (fractional, half-covered) edges.
    func testFills() {
        let (b, c) = opaqueBuffer(64, 64, 0xFFFFFF)
        c.fill(CGRect(x: 4, y: 4, width: 28, height: 28), color: Color(red: 1, green: 0, blue: 0))
        c.fill(CGRect(x: 18, y: 18, width: 28, height: 28), color: Color(red: 0, green: 0.8, blue: 0, alpha: 0.5))
        c.fill(CGRect(x: 38, y: 6, width: 20, height: 48), color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        c.fill(CGRect(x: 6.5, y: 48.5, width: 24, height: 10.25), color: Color(rgb: 0x333333))
        verify(b, "fills")
    }

    /// rounded-rects (120×80): on light grey, top-left an orange rect with different radii per
    /// corner (20 top-left, 4 top-right, 12 bottom-right, square bottom-left) and a 3 px dark
    /// blue inside border following them; top-right a yellow rect with radius 6 and a 10 px
    /// purple border (thicker than the radius: the inner edge has square corners); along the
    /// bottom a white pill (radius 9) at half-pixel position with a 2 px grey border.
    func testRoundedRectsWithBorders() {
        let (b, c) = opaqueBuffer(120, 80, 0xE6E6E6)
        let left = RoundedRect(rect: CGRect(x: 6, y: 6, width: 52, height: 42),
                               radii: CornerRadii(topLeft: 20, topRight: 4, bottomRight: 12, bottomLeft: 0))
        c.fill(left, color: Color(rgb: 0xFF9900))
        c.strokeInside(left, width: 3, color: Color(rgb: 0x1A237E))
        let right = RoundedRect(rect: CGRect(x: 66, y: 6, width: 48, height: 42), cornerRadius: 6)
        c.fill(right, color: Color(rgb: 0xFFEB3B))
        c.strokeInside(right, width: 10, color: Color(rgb: 0x7B1FA2))
        let pill = RoundedRect(rect: CGRect(x: 6.5, y: 55.5, width: 107, height: 18), cornerRadius: 9)
        c.fill(pill, color: .white)
        c.strokeInside(pill, width: 2, color: Color(rgb: 0x757575))
        verify(b, "rounded-rects")
    }

    /// alpha (120×60): on a grey checkerboard, left: a red and a blue square drawn one by one
    /// at canvas alpha 0.5 (the overlap is a darker purple, the checkerboard shows through all);
    /// right: the same two squares drawn into a layer with alpha 0.5 (group opacity: the
    /// overlap is the same translucent blue as the rest of the blue square); bottom: a
    /// translucent green rounded bar at canvas alpha 0.4.
    func testAlphaAndGroupOpacity() {
        let (b, c) = opaqueBuffer(120, 60, 0xFFFFFF)
        checkerBackground(c, width: 120, height: 60)
        let red = Color(red: 0.9, green: 0, blue: 0), blue = Color(red: 0, green: 0.2, blue: 1)

        c.save()
        c.alpha = 0.5
        c.fill(CGRect(x: 4, y: 4, width: 30, height: 30), color: red)
        c.fill(CGRect(x: 20, y: 14, width: 30, height: 30), color: blue)
        c.restore()

        c.beginLayer(bounds: CGRect(x: 60, y: 0, width: 60, height: 48), alpha: 0.5)
        c.fill(CGRect(x: 64, y: 4, width: 30, height: 30), color: red)
        c.fill(CGRect(x: 80, y: 14, width: 30, height: 30), color: blue)
        c.endLayer()

        c.save()
        c.alpha = 0.4
        c.fill(RoundedRect(rect: CGRect(x: 4, y: 48, width: 112, height: 9), cornerRadius: 4.5), color: Color(red: 0, green: 0.7, blue: 0.2))
        c.restore()
        verify(b, "alpha")
    }

    /// clipping (100×60): on white, left: a big blue disc (a rounded rect with radius 25)
    /// clipped to a 30×40 rectangle, so it shows as a tall rectangle rounded at its two left
    /// corners (the disc's curve) and square at its right ones (the clip); right: a layer clipped to a rounded square (radius 12) holding four
    /// coloured quadrants (red, green, blue, yellow) and a black diagonal bar, with all four
    /// outer corners rounded off and smooth.
    func testClipping() {
        let (b, c) = opaqueBuffer(100, 60, 0xFFFFFF)
        c.save()
        c.clip(to: CGRect(x: 10, y: 10, width: 30, height: 40))
        c.fill(RoundedRect(rect: CGRect(x: 5, y: 5, width: 50, height: 50), cornerRadius: 25), color: Color(rgb: 0x1E88E5))
        c.restore()

        let square = CGRect(x: 52, y: 8, width: 44, height: 44)
        c.beginLayer(bounds: square, clipShape: RoundedRect(rect: square, cornerRadius: 12))
        c.fill(CGRect(x: 52, y: 8, width: 22, height: 22), color: Color(rgb: 0xE53935))
        c.fill(CGRect(x: 74, y: 8, width: 22, height: 22), color: Color(rgb: 0x43A047))
        c.fill(CGRect(x: 52, y: 30, width: 22, height: 22), color: Color(rgb: 0x1E88E5))
        c.fill(CGRect(x: 74, y: 30, width: 22, height: 22), color: Color(rgb: 0xFDD835))
        c.save()
        c.translateBy(x: 74, y: 30)
        c.rotate(by: .pi / 4)
        c.fill(CGRect(x: -40, y: -3, width: 80, height: 6), color: .black)
        c.restore()
        c.endLayer()
        verify(b, "clipping")
    }

    /// transforms (120×120): on light grey, centre: a green rounded rect (radius 8) with a dark
    /// green 2 px border turned 30° clockwise; top-left: the tiny checker image scaled 1.5×
    /// and turned 22.5° anticlockwise; bottom-right: a nested transform, a red rect stretched
    /// 2× wide and then turned 45° clockwise (the inner scale is undone by restore), with a small
    /// white square in its middle drawn with only the rotation; bottom-left: an unrotated black
    /// 16×16 reference square.
    func testNestedTransforms() {
        let (b, c) = opaqueBuffer(120, 120, 0xEEEEEE)

        c.save()
        c.translateBy(x: 60, y: 60)
        c.rotate(by: .pi / 6)
        let card = RoundedRect(rect: CGRect(x: -30, y: -15, width: 60, height: 30), cornerRadius: 8)
        c.fill(card, color: Color(rgb: 0x66BB6A))
        c.strokeInside(card, width: 2, color: Color(rgb: 0x1B5E20))
        c.restore()

        c.save()
        c.translateBy(x: 24, y: 24)
        c.scaleBy(x: 1.5, y: 1.5)
        c.rotate(by: -.pi / 8)
        c.draw(tinyImage(), in: CGRect(x: -8, y: -8, width: 16, height: 16))
        c.restore()

        c.save()
        c.translateBy(x: 92, y: 92)
        c.rotate(by: .pi / 4)
        c.save()
        c.scaleBy(x: 2, y: 1)
        c.fill(CGRect(x: -8, y: -4, width: 16, height: 8), color: Color(rgb: 0xD32F2F))
        c.restore()
        c.fill(CGRect(x: -2, y: -2, width: 4, height: 4), color: .white)
        c.restore()

        c.fill(CGRect(x: 6, y: 98, width: 16, height: 16), color: .black)
        XCTAssertEqual(c.transform, .identity)
        verify(b, "transforms")
    }

    /// scaled-images (80×40): on white, the 8×8 test image scaled 4× to 32×32 twice. Left,
    /// nearest: sharp 4-pixel blocks, red-to-yellow squares alternating with blue squares that
    /// are faint at the top and solid at the bottom. Right, bilinear: the same picture blurred
    /// smoothly between pixel centres, edges not fading out (pad).
    func testScaledImages() {
        let (b, c) = opaqueBuffer(80, 40, 0xFFFFFF)
        let img = tinyImage()
        c.draw(img, in: CGRect(x: 4, y: 4, width: 32, height: 32), filter: .nearest)
        c.draw(img, in: CGRect(x: 44, y: 4, width: 32, height: 32), filter: .bilinear)
        verify(b, "scaled-images")
    }

    /// text (200×120): on white, "Vitrine 12 px" in black at 12 px, "Hello, panel" in blue at
    /// 18 px, "Aa Gg" in red at 28 px, and "rotated text" in green at 14 px rising 30° to the
    /// right from the bottom middle.
    func testText() throws {
        let face = try font
        let (b, c) = opaqueBuffer(200, 120, 0xFFFFFF)
        c.drawText("Vitrine 12 px", font: Font(face: face, size: 12), at: CGPoint(x: 6, y: 16), color: .black)
        c.drawText("Hello, panel", font: Font(face: face, size: 18), at: CGPoint(x: 6, y: 40), color: Color(rgb: 0x1565C0))
        c.drawText("Aa Gg", font: Font(face: face, size: 28), at: CGPoint(x: 6, y: 76), color: Color(rgb: 0xC62828))
        c.save()
        c.translateBy(x: 96, y: 112)
        c.rotate(by: -.pi / 6)
        c.drawText("rotated text", font: Font(face: face, size: 14), at: .zero, color: Color(rgb: 0x2E7D32))
        c.restore()
        verify(b, "text")
    }
}
