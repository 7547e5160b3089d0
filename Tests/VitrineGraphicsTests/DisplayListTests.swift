import Foundation
import XCTest
@testable import VitrineGraphics

/// Recording into a `DisplayList` and playing it back (whole, or in bands on several threads)
/// must give the same pixels as drawing directly; reusing a `CanvasCache` between frames must
/// not change pixels either. The reference is always the direct drawing of the same scene.
final class DisplayListTests: XCTestCase {
    private let width = 96, height = 96

    /// A scene that exercises every recorded operation: fills, clear, rounded fills and
    /// borders, images (scaled and rotated), text, clips, transforms, nested layers with
    /// alpha and a rounded clip shape (unless `layers` is false).
    private func drawScene(_ c: Canvas, image: Image, font: Font, layers: Bool = true) {
        c.fill(CGRect(x: 0, y: 0, width: 96, height: 96), color: Color(rgb: 0xF0F0F0))
        c.clear(CGRect(x: 80, y: 0, width: 16, height: 16), to: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        c.fill(CGRect(x: 4.5, y: 4.25, width: 40, height: 20), color: Color(red: 1, green: 0, blue: 0, alpha: 0.7))
        let card = RoundedRect(rect: CGRect(x: 10, y: 30, width: 50, height: 30), cornerRadius: 8)
        c.fill(card, color: Color(rgb: 0x4CAF50))
        c.strokeInside(card, width: 2, color: Color(rgb: 0x1B5E20))
        c.save()
        c.clip(to: CGRect(x: 0, y: 0, width: 70, height: 96))
        c.draw(image, in: CGRect(x: 50, y: 8, width: 32, height: 32), filter: .bilinear)
        c.restore()
        c.save()
        c.translateBy(x: 70, y: 70)
        c.rotate(by: .pi / 5)
        c.draw(image, in: CGRect(x: -10, y: -10, width: 20, height: 20), filter: .nearest)
        c.fill(RoundedRect(rect: CGRect(x: -20, y: 12, width: 30, height: 8), cornerRadius: 4), color: .black)
        c.restore()
        c.drawText("Band", font: font, at: CGPoint(x: 6, y: 88), color: Color(rgb: 0x0D47A1))
        guard layers else { return }
        let outer = CGRect(x: 30, y: 40, width: 60, height: 50)
        c.beginLayer(bounds: outer, alpha: 0.6, clipShape: RoundedRect(rect: outer, cornerRadius: 14))
        c.fill(outer, color: Color(rgb: 0xFF9800))
        c.beginLayer(bounds: CGRect(x: 40, y: 50, width: 40, height: 30), alpha: 0.5)
        c.fill(CGRect(x: 35, y: 45, width: 30, height: 30), color: .white)
        c.fill(CGRect(x: 55, y: 55, width: 30, height: 30), color: Color(rgb: 0x7B1FA2))
        c.endLayer()
        c.endLayer()
    }

    private func sceneImage() -> Image {
        Image(width: 8, height: 8) { x, y in
            Color(red: CGFloat(x) / 7, green: CGFloat(y) / 7, blue: 0.5, alpha: (x + y) % 3 == 0 ? 0.5 : 1)
        }
    }

    private func font() throws -> Font { Font(face: try FontFace(path: FontFace.defaultPath), size: 14) }

    private func direct(image: Image, font: Font, layers: Bool = true) -> PixelBuffer {
        let b = PixelBuffer(width: width, height: height)
        drawScene(Canvas(buffer: b), image: image, font: font, layers: layers)
        return b
    }

    private func record(image: Image, font: Font, size buffer: PixelBuffer, layers: Bool = true) -> DisplayList {
        let list = DisplayList()
        let c = Canvas(recordingInto: list, for: buffer)
        drawScene(c, image: image, font: font, layers: layers)
        XCTAssertEqual(c.layerDepth, 0)
        return list
    }

    /// The number of pixels that differ, and the first one.
    private func differences(_ a: PixelBuffer, _ b: PixelBuffer, within rect: PixelRect? = nil) -> (Int, String) {
        var n = 0, first = ""
        let r = rect ?? a.bounds
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX where a[x, y] != b[x, y] {
                if n == 0 { first = "(\(x), \(y)): \(String(a[x, y], radix: 16)) vs \(String(b[x, y], radix: 16))" }
                n += 1
            }
        }
        return (n, first)
    }

    func testRecordingDoesNotTouchTheBuffer() throws {
        let image = sceneImage(), font = try font()
        let buffer = PixelBuffer(width: width, height: height)
        let list = DisplayList()
        let c = Canvas(recordingInto: list, for: buffer)
        c.beginLayer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(c.layerDepth, 1)
        c.endLayer()
        drawScene(c, image: image, font: font)
        // One entry per drawing call: begin + end above, then in drawScene 3 fills/clears,
        // 2 rounded, 2 images, 1 more rounded, 1 text, 2 begins, 3 fills, 2 ends = 16.
        XCTAssertEqual(list.count, 18)
        for y in 0..<height { for x in 0..<width { XCTAssertEqual(buffer[x, y], 0) } }
    }

    /// A retained recording played in place: recorded as a sublist it plays like the scene
    /// itself; appended on a drawing canvas it draws now, and the canvas's state (transform,
    /// clip) is as before.
    func testRetainedSublistPlaysLikeTheSceneRecordedOrDirect() throws {
        let image = sceneImage(), font = try font()
        let expected = direct(image: image, font: font)
        let scene = record(image: image, font: font, size: PixelBuffer(width: width, height: height))

        let viaSublist = PixelBuffer(width: width, height: height)
        let outer = DisplayList()
        Canvas(recordingInto: outer, for: viaSublist).appendRetained(scene, bounds: viaSublist.bounds)
        outer.play(into: viaSublist, region: Region(viaSublist.bounds), caches: [CanvasCache()])
        XCTAssertEqual(differences(viaSublist, expected).0, 0)

        let now = PixelBuffer(width: width, height: height)
        let c = Canvas(buffer: now)
        c.translateBy(x: 3, y: 4)
        c.appendRetained(scene, bounds: now.bounds)
        XCTAssertEqual(c.transform, CGAffineTransform(translationX: 3, y: 4), "the state is left as it was")
        XCTAssertEqual(differences(now, expected).0, 0, "recorded coordinates are the buffer's, whatever the transform")
    }

    func testPlaybackInOneBandMatchesDirectDrawing() throws {
        let image = sceneImage(), font = try font()
        let expected = direct(image: image, font: font)
        let out = PixelBuffer(width: width, height: height)
        let list = record(image: image, font: font, size: out)
        list.play(into: out, region: Region(out.bounds), caches: [CanvasCache()])
        let (n, first) = differences(out, expected)
        XCTAssertEqual(n, 0, "first difference at \(first)")
    }

    func testPlaybackInConcurrentBandsMatchesDirectDrawing() throws {
        // Without layers (see the layered variant below, which finds a bug).
        let image = sceneImage(), font = try font()
        let expected = direct(image: image, font: font, layers: false)
        for bands in [2, 3, 5] {
            let out = PixelBuffer(width: width, height: height)
            let list = record(image: image, font: font, size: out, layers: false)
            list.play(into: out, region: Region(out.bounds), caches: (0..<bands).map { _ in CanvasCache() })
            let (n, first) = differences(out, expected)
            XCTAssertEqual(n, 0, "\(bands) bands: first difference at \(first)")
        }
    }

    func testPlaybackIsLimitedToTheRegion() throws {
        let image = sceneImage(), font = try font()
        let expected = direct(image: image, font: font, layers: false)
        let out = PixelBuffer(width: width, height: height)
        out.fill(out.bounds, with: 0xFF12_3456)
        let list = record(image: image, font: font, size: out, layers: false)
        let damage = Region(rects: [PixelRect(x: 10, y: 10, width: 30, height: 30), PixelRect(x: 50, y: 45, width: 40, height: 40)])
        list.play(into: out, region: damage, caches: [CanvasCache(), CanvasCache()])
        assertEqual(out, expected, inside: damage, outside: 0xFF12_3456)
    }

    func testLayeredPlaybackInConcurrentBandsMatchesDirectDrawing() throws {

        let image = sceneImage(), font = try font()
        let expected = direct(image: image, font: font)
        for bands in [2, 3, 5] {
            let out = PixelBuffer(width: width, height: height)
            let list = record(image: image, font: font, size: out)
            list.play(into: out, region: Region(out.bounds), caches: (0..<bands).map { _ in CanvasCache() })
            let (n, first) = differences(out, expected)
            XCTAssertEqual(n, 0, "\(bands) bands: first difference at \(first)")
        }
    }

    func testLayeredPlaybackIntoDamageThatMissesALayer() throws {

        // The inner layer covers (40, 50, 40, 30); the white fill inside it spans (35, 45, 30, 30)
        // but only shows within the layer. Damage (30, 40, 10, 10) misses the inner layer, so the
        // pixels there must be what direct drawing gives (orange outer layer, no white).
        let image = sceneImage(), font = try font()
        let expected = direct(image: image, font: font)
        let out = PixelBuffer(width: width, height: height)
        out.fill(out.bounds, with: 0xFF12_3456)
        let list = record(image: image, font: font, size: out)
        let damage = Region(PixelRect(x: 30, y: 40, width: 10, height: 10))
        list.play(into: out, clip: damage, cache: CanvasCache())
        assertEqual(out, expected, inside: damage, outside: 0xFF12_3456)
    }

    /// `out` must equal `expected` inside `region` and be `outside` elsewhere.
    private func assertEqual(_ out: PixelBuffer, _ expected: PixelBuffer, inside region: Region, outside: UInt32,
                             file: StaticString = #filePath, line: UInt = #line) {
        var wrong = 0, first = ""
        for y in 0..<height {
            for x in 0..<width {
                let want = region.contains(x: x, y: y) ? expected[x, y] : outside
                if out[x, y] != want {
                    if wrong == 0 { first = "(\(x), \(y)): \(String(out[x, y], radix: 16)) vs \(String(want, radix: 16))" }
                    wrong += 1
                }
            }
        }
        XCTAssertEqual(wrong, 0, "first wrong pixel \(first)", file: file, line: line)
    }

    func testReusingACacheAcrossFramesGivesTheSamePixels() throws {
        let image = sceneImage(), font = try font()
        let expected = direct(image: image, font: font)
        let cache = CanvasCache()
        for frame in 0..<3 {
            let b = PixelBuffer(width: width, height: height)
            drawScene(Canvas(buffer: b, cache: cache), image: image, font: font)
            let (n, first) = differences(b, expected)
            XCTAssertEqual(n, 0, "frame \(frame): first difference at \(first)")
            if frame == 1 { cache.purge() }
        }
    }

    func testCachedScaledImageMatchesTheTransformedPath() {
        // An upright scaled draw goes through the pre-scaled cache; a mirrored one through
        // pixman's transformed path. Mirroring the second back must give the same pixels
        // (4× nearest never samples exactly on a source pixel edge, so no tie-breaking).
        let image = sceneImage()
        let upright = PixelBuffer(width: 32, height: 32)
        Canvas(buffer: upright).draw(image, in: CGRect(x: 0, y: 0, width: 32, height: 32), filter: .nearest)
        let mirrored = PixelBuffer(width: 32, height: 32)
        let c = Canvas(buffer: mirrored)
        c.translateBy(x: 32, y: 0)
        c.scaleBy(x: -1, y: 1)
        c.draw(image, in: CGRect(x: 0, y: 0, width: 32, height: 32), filter: .nearest)
        for y in 0..<32 {
            for x in 0..<32 {
                XCTAssertEqual(upright[x, y], mirrored[31 - x, y], "(\(x), \(y))")
                XCTAssertEqual(upright[x, y], image.buffer[x / 4, y / 4], "(\(x), \(y))")
            }
        }
    }
}
