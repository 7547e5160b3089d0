import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `UIImage(named:)` (issue 16: "`UIImage(named:)` from the app's resource bundle with
/// `@2x`/`@3x` variants chosen by the screen scale"), its cache ("a bounded decoded-image
/// cache emptied on memory warning"), and PNG/JPEG data.
final class NamedImageTests: XCTestCase {
    /// A directory of fixtures, each variant of "dot" a different colour: plain (1×) red
    /// 10×10, @2x green 20×20, @3x blue 30×30; "photo.jpg" a 40×30 JPEG; "only" plain + @3x.
    private func fixtures(skipping: Set<String> = []) throws -> (Bundle, String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-named-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        func solid(_ size: Int, _ c: Color) -> PixelBuffer { Image(width: size, height: size) { _, _ in c }.buffer }
        let files: [(String, PixelBuffer)] = [
            ("dot.png", solid(10, Color(red: 1, green: 0, blue: 0))),
            ("dot@2x.png", solid(20, Color(red: 0, green: 1, blue: 0))),
            ("dot@3x.png", solid(30, Color(red: 0, green: 0, blue: 1))),
            ("only.png", solid(10, Color(red: 1, green: 0, blue: 0))),
            ("only@3x.png", solid(30, Color(red: 0, green: 0, blue: 1))),
        ]
        for (name, b) in files where !skipping.contains(name) { try PNGCodec.write(b, to: "\(dir)/\(name)") }
        let photo = try JPEGCodec.encode(SyntheticPhoto.make(width: 40, height: 30), quality: 90)
        try Data(photo).write(to: URL(fileURLWithPath: "\(dir)/photo.jpg"))
        guard let bundle = Bundle(path: dir) else { throw ImageCodecError(operation: "test", message: "no bundle at \(dir)") }
        return (bundle, dir)
    }

    /// The colour in the middle of a view showing `image` at its size, on harness `h`.
    @MainActor private func drawnColor(_ image: UIImage, _ h: HeadlessHarness) -> UInt32 {
        let v = UIImageView(image: image)
        v.frame.origin = CGPoint(x: 10, y: 10)
        h.window.addSubview(v)
        h.renderFrames()
        let s = Int(h.screen.scale)
        return h.screenshot.row((10 + 5) * s)[(10 + 5) * s] & 0xFF_FFFF
    }

    /// Rule: on a 2× screen `name@2x` is chosen; its scale is 2, so its size in points is the
    /// plain image's (10×10), and it is what is drawn (green).
    @MainActor func testThe2xVariantIsChosenOnA2xScreen() async throws {
        NamedImageCache.shared.reset()
        let h = HeadlessHarness(width: 60, height: 40, scale: 2)
        let (bundle, dir) = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = try XCTUnwrap(UIImage(named: "dot", in: bundle, compatibleWith: nil))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(drawnColor(image, h), 0x00FF00)
    }

    /// Rule: on a 1× screen the plain file is chosen (red).
    @MainActor func testThePlainVariantIsChosenOnA1xScreen() async throws {
        NamedImageCache.shared.reset()
        let h = HeadlessHarness(width: 60, height: 40, scale: 1)
        let (bundle, dir) = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = try XCTUnwrap(UIImage(named: "dot", in: bundle, compatibleWith: nil))
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(drawnColor(image, h), 0xFF0000)
    }

    /// Rule: the trait collection's `displayScale` decides when given (3 → @3x, blue); with
    /// no @2x, a 2× screen takes @3x (sharper scaled down) before the plain file.
    @MainActor func testTraitScaleAndFallbackOrder() async throws {
        NamedImageCache.shared.reset()
        _ = HeadlessHarness(width: 60, height: 40, scale: 2)
        let (bundle, dir) = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let three = try XCTUnwrap(UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        XCTAssertEqual(three.scale, 3)
        XCTAssertEqual(three.image.buffer.row(0)[0] & 0xFF_FFFF, 0x0000FF)
        let only = try XCTUnwrap(UIImage(named: "only", in: bundle, compatibleWith: nil))
        XCTAssertEqual(only.scale, 3)
        XCTAssertEqual(only.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(UIImage.candidateFiles("dot", scale: 1).map(\.file).prefix(4), ["dot.png", "dot.jpg", "dot.jpeg", "dot@2x.png"])
        XCTAssertEqual(UIImage.candidateFiles("dot.png", scale: 3).map(\.file), ["dot@3x.png", "dot@2x.png", "dot.png"])
    }

    /// Rule: a name without an extension tries png, then jpg/jpeg (a JPEG file loads); an
    /// unknown name gives nil (and a log line).
    @MainActor func testExtensionsAndUnknownNames() async throws {
        NamedImageCache.shared.reset()
        _ = HeadlessHarness(width: 60, height: 40, scale: 1)
        let (bundle, dir) = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let photo = try XCTUnwrap(UIImage(named: "photo", in: bundle, with: nil))
        XCTAssertEqual(photo.size, CGSize(width: 40, height: 30))
        XCTAssertNotNil(UIImage(named: "photo.jpg", in: bundle, compatibleWith: nil))
        XCTAssertNil(UIImage(named: "nothing-here", in: bundle, compatibleWith: nil))
        XCTAssertNil(UIImage(named: "", in: bundle, compatibleWith: nil))
    }

    /// Rule: without a bundle, the main bundle and the SwiftPM resource bundles beside the
    /// executable are searched (`*.resources` on Linux).
    func testWithoutABundleTheResourceBundlesBesideTheExecutableAreSearched() throws {
        let dirs = UIImage.searchDirectories(nil).map(\.path)
        XCTAssertTrue(dirs.contains(Bundle.main.bundleURL.path), "\(dirs)")
        let exeDir = try XCTUnwrap(Bundle.main.executableURL?.deletingLastPathComponent())
        let resources = (try FileManager.default.contentsOfDirectory(atPath: exeDir.path)).filter { $0.hasSuffix(".resources") }
        for r in resources { XCTAssertTrue(dirs.contains(exeDir.appendingPathComponent(r).path), r) }
    }

    /// Rule (issue): the cache is bounded by bytes, evicting the least recently used, counts
    /// hits, and a memory warning empties it.
    @MainActor func testTheCacheEvictsUnderItsBudgetAndEmptiesOnMemoryWarning() async throws {
        let cache = NamedImageCache.shared
        cache.reset()
        let saved = cache.byteLimit
        defer { cache.byteLimit = saved; UIApplication.reset() }
        let h = HeadlessHarness(width: 60, height: 40, scale: 2)
        let (bundle, dir) = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // dot@2x is 20×20×4 = 1600 bytes, photo.jpg 40×30×4 = 4800: a 5000-byte budget holds one.
        cache.byteLimit = 5000
        let a = try XCTUnwrap(UIImage(named: "dot", in: bundle, compatibleWith: nil))
        XCTAssertEqual(cache.counters, .init(hits: 0, misses: 1, evictions: 0, purges: 0))
        let b = try XCTUnwrap(UIImage(named: "dot", in: bundle, compatibleWith: nil))
        XCTAssertTrue(a.image === b.image, "the second call shares the decoded pixels")
        XCTAssertEqual(cache.counters.hits, 1)
        XCTAssertEqual(cache.bytes, 1600)
        _ = try XCTUnwrap(UIImage(named: "photo", in: bundle, compatibleWith: nil))
        XCTAssertEqual(cache.counters.evictions, 1, "1600 + 4800 > 5000: the older dot goes")
        XCTAssertEqual(cache.bytes, 4800)
        XCTAssertEqual(cache.count, 1)

        let app = UIApplication.launch(delegate: EmptyDelegate(), screen: h.screen)
        app.deliverMemoryWarning()
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(cache.bytes, 0)
        XCTAssertEqual(cache.counters.purges, 1)
        _ = UIImage(named: "photo", in: bundle, compatibleWith: nil)
        XCTAssertEqual(cache.counters.misses, 3, "decoded again after the warning")
    }

    /// Rule: `UIImage(data:)` reads PNG and JPEG, told apart by their signature; other data
    /// gives nil (UIKit returns nil). `jpegData`/`pngData` give data that reads back.
    func testDataSniffingAndEncoding() throws {
        let source = Image(buffer: SyntheticPhoto.make(width: 32, height: 24))
        let ui = UIImage(image: source)
        let png = try XCTUnwrap(ui.pngData())
        let jpeg = try XCTUnwrap(ui.jpegData(compressionQuality: 0.9))
        XCTAssertEqual(Array(jpeg.prefix(3)), [0xFF, 0xD8, 0xFF])
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let fromPNG = try XCTUnwrap(UIImage(data: png))
        XCTAssertEqual(Array(fromPNG.image.buffer.row(5)), Array(source.buffer.row(5)), "PNG is lossless")
        let fromJPEG = try XCTUnwrap(UIImage(data: jpeg))
        XCTAssertEqual(fromJPEG.size, CGSize(width: 32, height: 24))
        XCTAssertNil(UIImage(data: Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])), "GIF is not read")
        XCTAssertNil(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0x00, 0x01])), "corrupt JPEG")
        XCTAssertNotNil(ui.jpegData(compressionQuality: .nan), "a non-finite quality is taken as 0.75")
        XCTAssertLessThan(try XCTUnwrap(ui.jpegData(compressionQuality: 0.1)).count, jpeg.count)
    }
}

@MainActor private final class EmptyDelegate: UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
}
