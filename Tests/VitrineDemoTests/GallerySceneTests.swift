import Foundation
import XCTest
import Vitrine
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path

/// `vitrine-demo --scene gallery` end to end on the headless harness (issue 16: "a `--scene
/// gallery` in `vitrine-demo` with all of it"): every tile is on the page, shown without a
/// bad-input line, and the page looks as reviewed in light and dark (goldens, standard
/// tolerance: ±2 per channel, no pixel beyond). The light golden is `Docs/gallery.png`.
final class GallerySceneTests: XCTestCase {
    @MainActor private func scene(style: UIUserInterfaceStyle) -> (HeadlessHarness, GalleryViewController) {
        let h = HeadlessHarness(width: 1280, height: 800)
        h.screen.userInterfaceStyle = style
        let vc = GalleryViewController()
        h.window.rootViewController = vc
        h.renderFrames()
        // The activity indicators are half a second into their turn in both goldens.
        h.advance(by: 0.5)
        return (h, vc)
    }

    @MainActor func testEveryTileIsOnThePageWithoutBadInput() async {
        let logged = BadInputLog.recent.count
        let (h, vc) = scene(style: .light)
        XCTAssertGreaterThanOrEqual(vc.tiles.count, 9, "colours, symbols, controls, drawing, images, pickers, buttons, alerts, layers")
        for tile in vc.tiles {
            let f = tile.content.convert(tile.content.bounds, to: nil)
            XCTAssertGreaterThan(f.width, 0, tile.section.title)
            XCTAssertGreaterThan(f.height, 0, tile.section.title)
            XCTAssertFalse(tile.content.subviews.isEmpty && type(of: tile.content) == UIView.self, "\(tile.section.title) shows something")
        }
        XCTAssertEqual(Array(BadInputLog.recent.dropFirst(logged)), [], "the gallery's own use of the API is all valid")
        _ = h
    }

    @MainActor func testLightGolden() async {
        let (h, _) = scene(style: .light)
        if let failure = GoldenImage.verify(h.screenshot, name: "gallery-light", directory: goldenDirectory) { XCTFail(failure) }
    }

    @MainActor func testDarkGolden() async {
        let (h, _) = scene(style: .dark)
        if let failure = GoldenImage.verify(h.screenshot, name: "gallery-dark", directory: goldenDirectory) { XCTFail(failure) }
    }
}
