import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

/// The large content viewer over the gallery's tab bar at AX5 (the scene tests' size), light
/// and dark: the gallery scrolled so the containers tile's tab bar is on screen, the
/// "Schedule" tab held for 0.6 s, the panel with its calendar symbol and title centred on the
/// screen (goldens, standard tolerance: ±2 per channel, no pixel beyond).
extension AccessibilitySizeSceneTests {
    @MainActor private func holdScheduleTab(style: UIUserInterfaceStyle) -> HeadlessHarness? {
        let (h, vc) = GallerySceneTests.scene(style: style)
        var queue: [UIView] = [vc.view]
        var bar: UITabBar?
        while let v = queue.popLast(), bar == nil {
            bar = v as? UITabBar
            queue.append(contentsOf: v.subviews)
        }
        guard let bar, bar.buttons.count == 3 else { XCTFail("the gallery's tab bar"); return nil }
        let scroll = vc.scrollView
        let inContent = bar.convert(bar.bounds, to: scroll)
        let maxOffset = max(0, scroll.contentSize.height - scroll.bounds.height)
        scroll.contentOffset = CGPoint(x: 0, y: min(maxOffset, max(0, inContent.maxY + 40 - scroll.bounds.height)))
        h.renderFrames()
        let button = bar.buttons[1]
        let p = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        XCTAssertTrue(h.window.bounds.contains(p), "the tab is on screen")
        h.touchDown(0, at: p)
        h.advance(by: 0.6)
        h.renderFrames()
        guard let hud = h.window.subviews.compactMap({ $0 as? LargeContentViewerHUD }).first else { XCTFail("the viewer shows"); return nil }
        XCTAssertEqual(hud.titleLabel.text, "Schedule")
        return h
    }

    @MainActor func testViewerOverTheGalleryTabBarLight() async {
        guard let h = holdScheduleTab(style: .light) else { return }
        golden(h, "large-content-viewer-tabs-light")
        h.touchUp(0)
    }

    @MainActor func testViewerOverTheGalleryTabBarDark() async {
        guard let h = holdScheduleTab(style: .dark) else { return }
        golden(h, "large-content-viewer-tabs-dark")
        h.touchUp(0)
    }
}
