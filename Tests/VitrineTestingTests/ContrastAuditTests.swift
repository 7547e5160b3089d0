import Foundation
import Vitrine
import VitrineTesting
import XCTest

/// `WCAGContrast`'s arithmetic against WCAG's own figures, and `ContrastAudit` on screens whose
/// colours are known: it measures what is drawn, tells inactive and placeholder text apart,
/// and leaves out what nobody sees.
final class ContrastAuditTests: XCTestCase {
    func testLuminanceAndRatioAreWCAGs() {
        XCTAssertEqual(WCAGContrast.luminance(0x000000), 0)
        XCTAssertEqual(WCAGContrast.luminance(0xFFFFFF), 1, accuracy: 1e-9)
        XCTAssertEqual(WCAGContrast.ratio(0x000000, 0xFFFFFF), 21, accuracy: 1e-9)
        XCTAssertEqual(WCAGContrast.ratio(0xFFFFFF, 0x000000), 21, accuracy: 1e-9, "order does not matter")
        // #767676 on white is the lightest grey that passes 4.5:1 (a figure WCAG's
        // techniques quote); #777777 just fails.
        XCTAssertEqual(WCAGContrast.ratio(0x767676, 0xFFFFFF), 4.54, accuracy: 0.01)
        XCTAssertLessThan(WCAGContrast.ratio(0x777777, 0xFFFFFF), 4.5)
        XCTAssertTrue(WCAGContrast.isLargeText(pointSize: 18, bold: false))
        XCTAssertTrue(WCAGContrast.isLargeText(pointSize: 14, bold: true))
        XCTAssertFalse(WCAGContrast.isLargeText(pointSize: 17, bold: false))
        XCTAssertEqual(WCAGContrast.composite(0x000000, alpha: 0.5, over: 0xFFFFFF), 0x808080)
    }

    @MainActor private func label(_ text: String, _ colour: UIColor, at y: CGFloat, size: CGFloat = 17, in h: HeadlessHarness) -> UILabel {
        let l = UILabel(frame: CGRect(x: 20, y: y, width: 260, height: 30))
        l.text = text
        l.textColor = colour
        l.font = .systemFont(ofSize: size)
        h.window.addSubview(l)
        return l
    }

    /// Text a view draws in `draw(_:)`, reported through `ContrastAuditDrawnText`.
    @MainActor private final class DrawnCaption: UIView, ContrastAuditDrawnText {
        let caption = "Drawn"
        var rect: CGRect { CGRect(x: 4, y: 4, width: 60, height: 22) }
        var font: UIFont { .systemFont(ofSize: 17) }
        override func draw(_ rect: CGRect) {
            caption.draw(at: self.rect.origin, withAttributes: [.font: font, .foregroundColor: UIColor(rgb: 0xAAAAAA)])
        }
        var auditedText: [ContrastAudit.DrawnText] {
            [ContrastAudit.DrawnText(text: caption, rect: rect, font: font, color: UIColor(rgb: 0xAAAAAA))]
        }
    }

    /// A window away from the screen's origin (as the keyboard's is) is measured where it is
    /// on the screen, and a view's own drawn text is measured like a label's.
    @MainActor func testAWindowBelowTheOriginAndDrawnText() {
        let h = HeadlessHarness(width: 320, height: 240)
        h.window.backgroundColor = .white
        let lower = UIWindow(screen: h.screen)
        lower.frame = CGRect(x: 0, y: 120, width: 320, height: 120)
        lower.backgroundColor = .black
        lower.windowLevel = .init(rawValue: 10)
        let l = UILabel(frame: CGRect(x: 20, y: 10, width: 200, height: 30))
        l.text = "White on black"
        l.textColor = .white
        lower.addSubview(l)
        let drawn = DrawnCaption(frame: CGRect(x: 20, y: 60, width: 100, height: 30))
        drawn.backgroundColor = .black
        lower.addSubview(drawn)
        lower.isHidden = false
        h.renderFrames()
        let texts = ContrastAudit.measure(h).texts
        XCTAssertEqual(texts.map(\.text), ["White on black", "Drawn"])
        guard texts.count == 2 else { return }
        XCTAssertEqual(texts[0].background, 0x000000, "measured on the lower window's pixels")
        XCTAssertEqual(texts[0].foreground, 0xFFFFFF)
        XCTAssertEqual(texts[0].frame.minY, 130, accuracy: 8, "in screen points")
        XCTAssertEqual(texts[1].background, 0x000000)
        XCTAssertEqual(texts[1].ratio, WCAGContrast.ratio(0xAAAAAA, 0x000000), accuracy: 0.1)
    }

    @MainActor func testItMeasuresTheRenderedTextAgainstItsBackground() {
        let h = HeadlessHarness(width: 320, height: 240)
        h.window.backgroundColor = .white
        _ = label("Black on white", .black, at: 10, in: h)
        _ = label("Light grey on white", UIColor(rgb: 0xAAAAAA), at: 50, in: h)
        _ = label("Large light grey", UIColor(rgb: 0x949494), at: 90, size: 24, in: h)
        let faded = label("Black at 30 % alpha", .black, at: 130, in: h)
        faded.alpha = 0.3
        h.renderFrames()
        let texts = ContrastAudit.measure(h).texts
        XCTAssertEqual(texts.map(\.text), ["Black on white", "Light grey on white", "Large light grey", "Black at 30 % alpha"])
        guard texts.count == 4 else { return }
        XCTAssertEqual(texts[0].background, 0xFFFFFF)
        XCTAssertEqual(texts[0].foreground, 0x000000)
        XCTAssertTrue(texts[0].passes)
        // #AAAAAA on white is 2.32:1: failing, measured on the pixels as declared.
        XCTAssertEqual(texts[1].ratio, WCAGContrast.ratio(0xAAAAAA, 0xFFFFFF), accuracy: 0.05)
        XCTAssertFalse(texts[1].passes)
        // #949494 is 3.03:1: enough for 24 pt text, which needs 3:1.
        XCTAssertTrue(texts[2].isLarge)
        XCTAssertTrue(texts[2].passes, "\(texts[2])")
        // The view's alpha is in the pixels (and in the composited colour): black at 30 %.
        XCTAssertEqual(texts[3].declared, 0xB3B3B3)
        XCTAssertEqual(texts[3].ratio, WCAGContrast.ratio(0xB3B3B3, 0xFFFFFF), accuracy: 0.05)
        XCTAssertFalse(texts[3].passes)
    }

    @MainActor func testInactiveAndPlaceholderTextAreToldApartAndUnseenTextIsLeftOut() {
        let h = HeadlessHarness(width: 320, height: 240)
        h.window.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Disabled", for: .normal)
        button.frame = CGRect(x: 20, y: 10, width: 120, height: 40)
        button.isEnabled = false
        h.window.addSubview(button)
        let field = UITextField(frame: CGRect(x: 20, y: 60, width: 200, height: 34))
        field.placeholder = "Name"
        h.window.addSubview(field)
        let covered = label("Under a panel", .black, at: 110, in: h)
        let panel = UIView(frame: covered.frame.insetBy(dx: -5, dy: -5))
        panel.backgroundColor = .white
        h.window.addSubview(panel)
        let hidden = label("Hidden", .black, at: 150, in: h)
        hidden.isHidden = true
        h.renderFrames()
        let result = ContrastAudit.measure(h, screen: "test")
        XCTAssertEqual(result.texts.map(\.text), ["Disabled", "Name"])
        XCTAssertEqual(result.texts.first?.isInactive, true)
        XCTAssertEqual(result.texts.last?.role, .placeholder)
        XCTAssertEqual(result.skipped, ["[test] UILabel “Under a panel”: covered by UIView"])
    }
}
