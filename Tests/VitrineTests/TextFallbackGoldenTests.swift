import Foundation
import XCTest
import VitrineText
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Text with characters the system font (DejaVu Sans) lacks, rendered headless and compared
/// with reviewed golden PNGs (tolerance: `GoldenTolerance.standard`). The Hangul comes from
/// Noto Sans CJK through fontconfig's fallback, on the label's baseline.
final class TextFallbackGoldenTests: XCTestCase {
    @MainActor private func labelScene(scale: Double) -> HeadlessHarness {
        let h = HeadlessHarness(width: 200, height: 44, scale: scale)
        h.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 0, width: 180, height: 44))
        label.text = "Hello 김민준"
        label.font = .systemFont(ofSize: 20)
        h.window.addSubview(label)
        // Measured with the fallback glyphs: "Hello " in DejaVu (the space measured as a
        // no-break space, which has the same advance in DejaVu Sans and is not trimmed at a
        // line end) plus three Hangul syllables of Noto Sans CJK, 920/1000 em each (its
        // `hmtx`): 18.4 points at 20 points, unhinted, at any scale.
        let font = UIFont.systemFont(ofSize: 20)
        let hello = font.face.map { TextLayout(AttributedText("Hello\u{00A0}", attributes: TextAttributes(font: TextFont(face: $0, size: 20)))).size.width } ?? 0
        XCTAssertEqual(label.intrinsicContentSize.width, (hello + 3 * 18.4).rounded(.up))
        return h
    }

    /// Rule: characters the label's font lacks are drawn from the fallback face (Hangul
    /// glyphs, not boxes) at the same size on the same baseline, at 1×.
    @MainActor func testHangulInALabelAtScale1() async {
        let h = labelScene(scale: 1)
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: "text-fallback-hangul-1x", directory: goldenDirectory) {
            XCTFail(failure)
        }
    }

    /// The same at 2× (the fallback glyphs rendered at the device size, crisp).
    @MainActor func testHangulInALabelAtScale2() async {
        let h = labelScene(scale: 2)
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: "text-fallback-hangul-2x", directory: goldenDirectory) {
            XCTFail(failure)
        }
    }

    /// Rule: the navigation bar's back button shows a Korean previous title (UIKit: the
    /// back item's title) in Hangul.
    @MainActor func testKoreanBackButtonTitle() async {
        let h = HeadlessHarness(width: 320, height: 120, scale: 2)
        let root = UIViewController()
        root.title = "설정"
        let nav = UINavigationController(rootViewController: root)
        h.window.rootViewController = nav
        h.renderFrames()
        let detail = UIViewController()
        detail.title = "김민준"
        detail.view.backgroundColor = .white
        nav.pushViewController(detail, animated: false)
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: "text-fallback-navigation-back", directory: goldenDirectory) {
            XCTFail(failure)
        }
    }
}
