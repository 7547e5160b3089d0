import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Presentations rendered headless at rest and compared with reviewed golden PNGs
/// (tolerance: `GoldenTolerance.standard`, ±2 per channel and no differing pixel).
final class PresentationGoldenTests: XCTestCase {
    @MainActor private func label(_ text: String, _ frame: CGRect, size: CGFloat = 17, bold: Bool = false) -> UILabel {
        let l = UILabel(frame: frame)
        l.text = text
        l.font = .systemFont(ofSize: size, weight: bold ? .bold : .regular)
        return l
    }

    /// A popover of 220×132 points anchored to a "Sort" button at the top of a grey
    /// (grouped-background) screen: the white panel below the button, its arrow pointing up at
    /// the button's centre, a soft shadow around the panel and arrow, three rows of text.
    @MainActor func testPopoverAnchoredToAButton() async {
        for scale in [1.0, 2.0] {
            let h = HeadlessHarness(width: 640, height: 360, scale: scale)
            let root = UIViewController()
            root.view.backgroundColor = .systemGroupedBackground
            root.view.addSubview(label("Recipes", CGRect(x: 16, y: 16, width: 200, height: 30), size: 24, bold: true))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 300, y: 16, width: 64, height: 30)
            button.setTitle("Sort", for: .normal)
            root.view.addSubview(button)
            h.window.rootViewController = root
            h.renderFrames()

            let content = UIViewController()
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 220, height: 132)
            for (i, t) in ["By name", "By date", "By rating"].enumerated() {
                content.view.addSubview(label(t, CGRect(x: 16, y: 12 + CGFloat(i) * 40, width: 188, height: 28)))
            }
            content.popoverPresentationController?.sourceView = button
            root.present(content, animated: false)
            h.renderFrames()
            h.advance(by: 1)
            h.renderFrames()
            XCTAssertEqual(content.view.frame, CGRect(x: 222, y: 59, width: 220, height: 132))
            if let failure = GoldenImage.verify(h.screenshot, name: "popover-anchored-to-button@\(Int(scale))x", directory: goldenDirectory) {
                XCTFail(failure)
            }
        }
    }

    /// A split-like screen (a 300-point list column on the left, a detail column on the right
    /// that defines the presentation context) with an `.overCurrentContext` presentation from
    /// the detail: its translucent black covers the detail column only, a white "Loading…" card
    /// centred in it; the list column is untouched.
    @MainActor func testOverCurrentContextOverTheDetailColumn() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let list = UIViewController()
        list.view.backgroundColor = .secondarySystemBackground
        for (i, t) in ["Kitchen", "Hall", "Garden"].enumerated() {
            list.view.addSubview(label(t, CGRect(x: 20, y: 24 + CGFloat(i) * 44, width: 200, height: 28)))
        }
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        detail.view.addSubview(label("Kitchen", CGRect(x: 24, y: 24, width: 300, height: 34), size: 28, bold: true))
        detail.view.addSubview(label("21.5 °C", CGRect(x: 24, y: 70, width: 300, height: 28)))
        let wrapper = WrapperViewController(detail)
        wrapper.definesPresentationContext = true
        let root = SideBySideViewController(left: list, right: wrapper)
        h.window.rootViewController = root
        h.renderFrames()

        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        overlay.view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        let card = UIView(frame: CGRect(x: 130, y: 180, width: 240, height: 120))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.addSubview(label("Loading…", CGRect(x: 70, y: 46, width: 120, height: 28)))
        overlay.view.addSubview(card)
        detail.present(overlay, animated: false)
        h.renderFrames()
        h.advance(by: 1)
        h.renderFrames()
        XCTAssertEqual(overlay.view.convert(overlay.view.bounds, to: h.window), CGRect(x: 300, y: 0, width: 500, height: 480))
        if let failure = GoldenImage.verify(h.screenshot, name: "over-current-context-detail@1x", directory: goldenDirectory) {
            XCTFail(failure)
        }
    }
}
