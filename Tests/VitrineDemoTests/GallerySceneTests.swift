import Foundation
import XCTest
import Vitrine
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path

/// `vitrine-demo --scene gallery` end to end on the headless harness (issue 16: "a `--scene
/// gallery` in `vitrine-demo` with all of it"; issue 19: "a gallery of every control and
/// container, light and dark"): every tile is on the page, shown without a bad-input line,
/// every control and container class is on it, and the page looks as reviewed in light and
/// dark, at the top and scrolled to its end (goldens, standard tolerance: ±2 per channel, no
/// pixel beyond). The light top golden is `Docs/gallery.png`, the dark one
/// `Docs/gallery-dark.png`.
final class GallerySceneTests: XCTestCase {
    /// The gallery at 1280×800 in `style`, the spinners half a second into their turn (also
    /// `AccessibilitySizeSceneTests`' scene).
    @MainActor static func scene(style: UIUserInterfaceStyle) -> (HeadlessHarness, GalleryViewController) {
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
        let (h, vc) = Self.scene(style: .light)
        XCTAssertGreaterThanOrEqual(vc.tiles.count, 12, "colours, symbols, controls, drawing, images, pickers, buttons, alerts, layers, inputs, containers, collections")
        for tile in vc.tiles {
            let f = tile.content.convert(tile.content.bounds, to: nil)
            XCTAssertGreaterThan(f.width, 0, tile.section.title)
            XCTAssertGreaterThan(f.height, 0, tile.section.title)
            XCTAssertFalse(tile.content.subviews.isEmpty && type(of: tile.content) == UIView.self, "\(tile.section.title) shows something")
        }
        XCTAssertEqual(Array(BadInputLog.recent.dropFirst(logged)), [], "the gallery's own use of the API is all valid")
        // Issue 19: "a gallery of every control and container". Every control and container
        // class the toolkit has is somewhere on the page (the split and page view controllers,
        // whole-screen containers, have their own scenes: `split`, `pages`).
        var found: [String: Int] = [:]
        func walk(_ v: UIView) {
            for (name, test) in Self.kinds where test(v) { found[name, default: 0] += 1 }
            for s in v.subviews { walk(s) }
        }
        walk(vc.view)
        for (name, _) in Self.kinds { XCTAssertNotNil(found[name], "\(name) is in the gallery") }
        XCTAssertTrue(vc.children.contains { $0 is UITabBarController }, "a tab bar controller is a child of the gallery")
        _ = h
    }

    private static let kinds: [(String, @MainActor (UIView) -> Bool)] = [
        ("UIButton", { $0 is UIButton }),
        ("UILabel", { $0 is UILabel }),
        ("UIImageView", { $0 is UIImageView }),
        ("UISwitch", { $0 is UISwitch }),
        ("UISlider", { $0 is UISlider }),
        ("UIStepper", { $0 is UIStepper }),
        ("UISegmentedControl", { $0 is UISegmentedControl }),
        ("UIProgressView", { $0 is UIProgressView }),
        ("UIActivityIndicatorView", { $0 is UIActivityIndicatorView }),
        ("UIPageControl", { $0 is UIPageControl }),
        ("UITextField", { $0 is UITextField }),
        ("UIPickerView", { $0 is UIPickerView }),
        ("UIDatePicker", { $0 is UIDatePicker }),
        ("UITableView", { $0 is UITableView }),
        ("UICollectionView", { $0 is UICollectionView }),
        ("UIStackView", { $0 is UIStackView }),
        ("UIScrollView", { $0 is UIScrollView }),
        ("UINavigationBar", { $0 is UINavigationBar }),
        ("UITabBar", { $0 is UITabBar }),
    ]

    /// The first screen, then the page scrolled to its end (the tiles under the first screen:
    /// inputs, containers, collections), light.
    @MainActor func testLightGoldens() async {
        let (h, vc) = Self.scene(style: .light)
        if let failure = GoldenImage.verify(h.screenshot, name: "gallery-light", directory: goldenDirectory) { XCTFail(failure) }
        scrollToTheEnd(vc.scrollView, h)
        if let failure = GoldenImage.verify(h.screenshot, name: "gallery-light-end", directory: goldenDirectory) { XCTFail(failure) }
    }

    /// The same in the dark appearance (the screen's `userInterfaceStyle`).
    @MainActor func testDarkGoldens() async {
        let (h, vc) = Self.scene(style: .dark)
        if let failure = GoldenImage.verify(h.screenshot, name: "gallery-dark", directory: goldenDirectory) { XCTFail(failure) }
        scrollToTheEnd(vc.scrollView, h)
        if let failure = GoldenImage.verify(h.screenshot, name: "gallery-dark-end", directory: goldenDirectory) { XCTFail(failure) }
    }

    @MainActor private func scrollToTheEnd(_ s: UIScrollView, _ h: HeadlessHarness) {
        s.contentOffset.y = max(0, s.contentSize.height - s.bounds.height)
        h.advance(by: 0.1)
    }
}
