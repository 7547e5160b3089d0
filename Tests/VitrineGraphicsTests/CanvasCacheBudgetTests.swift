import Foundation
import XCTest
@testable import VitrineGraphics

/// `CanvasCache`: every byte a cache keeps between frames is counted against its budget
/// (pre-scaled images, pooled layer buffers, corner masks), no source image is kept alive
/// uncounted, and tinted copies of one image in one colour share their entries.
final class CanvasCacheBudgetTests: XCTestCase {
    /// A `width`×`height` opaque image (its pixels do not matter here).
    private func image(_ width: Int = 40, _ height: Int = 40) -> Image {
        Image(width: width, height: height) { _, _ in .white }
    }

    /// Rule: the scaled-image cache keeps its scaled copy, never the image it was made from
    /// (a source image kept alive by a cache is memory nobody counts).
    func testScaledImageCacheKeepsNoSourceImageAlive() {
        let cache = CanvasCache()
        let canvas = Canvas(buffer: PixelBuffer(width: 64, height: 64), cache: cache)
        weak var source: Image?
        do {
            let img = image()
            source = img
            canvas.draw(img, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        XCTAssertEqual(cache.entryCount, 1, "the scaled copy is cached")
        XCTAssertNil(source, "the 40×40 source image was freed; only its 20×20 copy stays")
    }

    /// Rule: `byteCount` is every byte the cache keeps — worked out by hand: a 40×40 image
    /// drawn at 20×20 keeps a 20×20 ARGB copy (1600 bytes); a 30×10 layer returns its buffer
    /// to the pool (1200 bytes); a rounded rect with radius 10 keeps four 10×10 a8 corner masks
    /// whose rows pixman pads to 12 bytes (4 × 120 = 480 bytes); each entry also costs the
    /// fixed overhead `cacheEntryOverhead` (the object and pixman header).
    func testByteCountIsEveryByteKept() {
        let cache = CanvasCache()
        let canvas = Canvas(buffer: PixelBuffer(width: 64, height: 64), cache: cache)
        let img = image()
        canvas.draw(img, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let o = cacheEntryOverhead
        XCTAssertEqual(cache.byteCount, 1600 + o)
        canvas.beginLayer(bounds: CGRect(x: 0, y: 0, width: 30, height: 10), alpha: 0.5)
        canvas.fill(CGRect(x: 0, y: 0, width: 30, height: 10), color: .white)
        canvas.endLayer()
        XCTAssertEqual(cache.byteCount, 1600 + o + 1200 + o)
        canvas.fill(RoundedRect(rect: CGRect(x: 0, y: 20, width: 40, height: 40), cornerRadius: 10), color: .white)
        XCTAssertEqual(cache.byteCount, 1600 + o + 1200 + o + 4 * (120 + o))
        XCTAssertEqual(cache.entryCount, 1 + 1 + 4)
        cache.purge()
        XCTAssertEqual(cache.byteCount, 0)
        XCTAssertEqual(cache.entryCount, 0)
    }

    /// Rule: past its budget the cache drops its least recently used entries, so its bytes
    /// never exceed the budget, and what was just drawn stays.
    func testEvictsWithinBudget() {
        // Room for three 20×20 copies (1600 bytes each), two 30×10 layers, two 10×10 corner
        // masks, each with its overhead.
        let o = cacheEntryOverhead
        let budget = CanvasCache.Budget(scaledImages: 3 * (1600 + o), layers: 2 * (1200 + o), cornerMasks: 2 * (120 + o))
        let cache = CanvasCache(budget: budget)
        let canvas = Canvas(buffer: PixelBuffer(width: 128, height: 128), cache: cache)
        var images: [Image] = []
        for _ in 0..<10 {
            let img = image()
            images.append(img)
            canvas.draw(img, in: CGRect(x: 0, y: 0, width: 20, height: 20))
            XCTAssertLessThanOrEqual(cache.byteCount, budget.total)
        }
        XCTAssertEqual(cache.entryCount, 3, "the three most recent copies")
        XCTAssertTrue(cache.hasScaledCopy(of: images[9], width: 20, height: 20), "the newest stays")
        XCTAssertFalse(cache.hasScaledCopy(of: images[0], width: 20, height: 20), "the oldest went first")
        // Layers: four open at once, all returned: the pool keeps the two that fit.
        let before = cache.entryCount
        for i in 0..<4 { canvas.beginLayer(bounds: CGRect(x: CGFloat(i), y: 0, width: 30, height: 10), alpha: 0.5) }
        for _ in 0..<4 { canvas.endLayer() }
        XCTAssertEqual(cache.entryCount, before + 2)
        XCTAssertLessThanOrEqual(cache.byteCount, budget.total)
        // Corner masks: many radii.
        for r in 2..<40 {
            canvas.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: CGFloat(r)), color: .white)
            XCTAssertLessThanOrEqual(cache.byteCount, budget.total)
        }
        // A copy bigger than the whole budget is drawn but not kept.
        canvas.draw(image(), in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertLessThanOrEqual(cache.byteCount, budget.total)
    }

    /// Rule: a template image tinted again in the same colour is the same content, so drawing
    /// the new copy hits the entry of the old one (a tab bar re-tints its icons on every
    /// switch); another colour is another entry.
    func testTintedCopiesInOneColourShareTheirEntry() {
        let cache = CanvasCache()
        let canvas = Canvas(buffer: PixelBuffer(width: 64, height: 64), cache: cache)
        let template = image()
        let blue = Color(rgb: 0x007AFF), grey = Color(rgb: 0x8E8E93)
        for _ in 0..<5 {
            canvas.draw(template.tinted(blue), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        XCTAssertEqual(cache.entryCount, 1)
        canvas.draw(template.tinted(grey), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(cache.entryCount, 2)
        XCTAssertEqual(template.tinted(blue).contentKey, template.tinted(blue).contentKey)
        XCTAssertNotEqual(template.tinted(blue).contentKey, template.tinted(grey).contentKey)
        XCTAssertNotEqual(image().contentKey, image().contentKey, "two decoded images are two contents")
    }
}
