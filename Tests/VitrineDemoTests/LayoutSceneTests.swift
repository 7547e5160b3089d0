import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

private let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path

/// The `--scene layout` check-in screen of vitrine-demo (issue 13: "golden layouts in both
/// orientations"): built with constraints only, it is compared with reviewed golden PNGs
/// (`GoldenTolerance.standard`) at 800×480 and 480×800, and an 800×480 panel turned to
/// portrait lays out exactly like a 480×800 one.
final class LayoutSceneTests: XCTestCase {
    @MainActor private func scene(width: Int, height: Int) -> (HeadlessHarness, CheckInViewController) {
        let h = HeadlessHarness(width: width, height: height)
        let vc = CheckInViewController()
        h.window.rootViewController = vc
        h.renderFrames()
        // The session bar a third of the way (one constant, set once the track has a width).
        vc.advance(frame: 3, of: 9)
        h.renderFrames()
        return (h, vc)
    }

    /// Every view's frame in window coordinates, in tree order.
    @MainActor private func frames(_ v: UIView) -> [CGRect] {
        [v.convert(v.bounds, to: nil)] + v.subviews.flatMap { frames($0) }
    }

    @MainActor func testLandscapeGolden() async {
        let (h, vc) = scene(width: 800, height: 480)
        if let failure = GoldenImage.verify(h.screenshot, name: "layout-landscape", directory: goldenDirectory) { XCTFail(failure) }
        XCTAssertFalse(vc.view.recursiveDescription().contains("AMBIGUOUS"), vc.view.recursiveDescription())
    }

    @MainActor func testPortraitGolden() async {
        let (h, vc) = scene(width: 480, height: 800)
        if let failure = GoldenImage.verify(h.screenshot, name: "layout-portrait", directory: goldenDirectory) { XCTFail(failure) }
        XCTAssertFalse(vc.view.recursiveDescription().contains("AMBIGUOUS"), vc.view.recursiveDescription())
    }

    /// Turning the interface re-lays the constraints out for the new size (and switches the
    /// size-class constraint sets): the result is the layout of a portrait panel.
    @MainActor func testRotationGivesThePortraitLayout() async {
        let (turned, a) = scene(width: 800, height: 480)
        XCTAssertTrue(turned.rotate(to: .portrait))
        turned.advance(by: 1)
        a.advance(frame: 3, of: 9)  // the bar's end is in points of the track's width: set again
        turned.renderFrames()
        let (_, b) = scene(width: 480, height: 800)
        XCTAssertEqual(frames(a.view), frames(b.view))
        XCTAssertEqual(LayoutEngine.existingEngine(for: a.view)?.lastUnsatisfiable ?? [], [], "no conflicts on the way")
    }
}
