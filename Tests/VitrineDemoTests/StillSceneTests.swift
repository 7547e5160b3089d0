import Foundation
import XCTest
import Vitrine
import VitrineTesting
@testable import vitrine_demo

/// A demo scene left alone comes to rest: once shown (and its entry animations over), it lays
/// nothing out and draws no frame, on the common panels (800×480, 1024×600) as on 1280×800.
/// A still screen costs the panel's CPU nothing.
final class StillSceneTests: XCTestCase {
    /// Scenes that change by design while nobody touches them, and why.
    static let animatedByDesign: [VitrineDemo.Scene: String] = [
        .dashboard: "its live chart moves at the display's refresh (a DisplayLink) and its clock ticks",
        .vncDamage: "a ticker that moves and changes colour every frame, to measure a VNC viewer's cost",
    ]

    /// What moves by design in a scene that is otherwise still, stopped before the scene is
    /// watched: the rest must not draw.
    @MainActor private static func stopDesignedMotion(_ scene: VitrineDemo.Scene, _ delegate: DemoAppDelegate, _ window: UIWindow) {
        switch scene {
        case .gallery:
            // Its activity indicators (one inside a container's cell) spin until stopped.
            func stop(_ v: UIView) {
                (v as? UIActivityIndicatorView)?.stopAnimating()
                for s in v.subviews { stop(s) }
            }
            stop(window)
        case .pages:
            // It turns a page every few seconds.
            delegate.pages?.stopAutoAdvance()
        default:
            break
        }
    }

    static let panels: [(Int, Int)] = [(800, 480), (1024, 600), (1280, 800)]

    @MainActor private func assertStill(_ scene: VitrineDemo.Scene, width: Int, height: Int) {
        let label = "\(scene.rawValue) on \(width)×\(height)"
        let h = HeadlessHarness(width: width, height: height)
        let delegate = DemoAppDelegate(screen: h.screen, scene: scene)
        h.window.rootViewController = delegate.makeRoot(for: scene)
        // Shown, then time for entry animations to end.
        guard h.advanceUntilStill(by: 2) != nil else {
            return XCTFail("\(label): never comes to rest (a frame asked for every frame)")
        }
        Self.stopDesignedMotion(scene, delegate, h.window)
        guard h.advanceUntilStill(by: 1) != nil else {
            return XCTFail("\(label): never comes to rest (a frame asked for every frame)")
        }
        let frames = h.screen.frameCount
        guard let drawn = h.advanceUntilStill(by: 3) else {
            return XCTFail("\(label): never comes to rest (a frame asked for every frame)")
        }
        XCTAssertEqual(drawn, 0, "\(label): a still screen draws no frame")
        XCTAssertEqual(h.screen.frameCount, frames, "\(label): a still screen draws no frame")
        XCTAssertFalse(h.screen.hasFrameWork, label)
    }

    @MainActor private func assertEveryStillScene(width: Int, height: Int) {
        for scene in VitrineDemo.Scene.allCases where Self.animatedByDesign[scene] == nil {
            assertStill(scene, width: width, height: height)
        }
    }

    @MainActor func testStillScenesDrawNothingOn800x480() async { assertEveryStillScene(width: 800, height: 480) }
    @MainActor func testStillScenesDrawNothingOn1024x600() async { assertEveryStillScene(width: 1024, height: 600) }
    @MainActor func testStillScenesDrawNothingOn1280x800() async { assertEveryStillScene(width: 1280, height: 800) }
}
