import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The Button Shapes setting (iOS: Settings › Accessibility › Display & Text Size › Button
/// Shapes): buttons that draw no background show their bounds as a light tinted rounded fill.
final class ButtonShapesTests: XCTestCase {
    /// A plain system button, a plain configured one and a filled one, 100×36 each, one
    /// above the other at y 8, 52 and 96.
    @MainActor private func buttons(_ h: HeadlessHarness) -> [UIButton] {
        h.window.backgroundColor = .white
        let plain = UIButton(type: .system)
        plain.setTitle("Plain", for: .normal)
        let configured = UIButton(type: .system)
        configured.configuration = .plain()
        configured.configuration?.title = "Config"
        let filled = UIButton(type: .system)
        filled.setTitle("Filled", for: .normal)
        filled.backgroundColor = .systemBlue
        filled.cornerRadius = 8
        filled.setTitleColor(.white, for: .normal)
        for (i, b) in [plain, configured, filled].enumerated() {
            b.frame = CGRect(x: 10, y: 8 + CGFloat(i) * 44, width: 100, height: 36)
            h.window.addSubview(b)
        }
        h.renderFrames()
        return [plain, configured, filled]
    }

    /// Rule (iOS Button Shapes: a borderless button gets a visible shape; one with its own
    /// background is left as it is; turning the setting on or off redraws buttons already on
    /// screen): after `UIAccessibility.apply`, pixels inside a plain system button's and a
    /// plain configuration's bounds but away from the title take a tint of blue; the filled
    /// button's pixels do not change; off again gives the first frame back.
    @MainActor func testPlainButtonsGetAShapeAndFilledOnesDoNot() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        let h = HeadlessHarness(width: 120, height: 140)
        let all = buttons(h)
        let before = h.screenshot.copy()
        applyAccessibilitySettings { $0.buttonShapes = true }
        h.renderFrames()
        let after = h.screenshot.copy()
        XCTAssertEqual(GoldenImage.compare(after, h.fullRedraw(), channelTolerance: 0).differingPixels, 0, "nothing stale")
        for (b, name) in zip(all[0...1], ["plain system", "plain configuration"]) {
            // Inside the bounds, left of the title.
            let x = Int(b.frame.minX) + 6, y = Int(b.frame.midY)
            XCTAssertEqual(rgbChannels(before, x, y), [255, 255, 255], "\(name): page before")
            let shaped = rgbChannels(after, x, y)
            XCTAssertTrue(shaped[2] > shaped[0] + 20 && shaped[0] < 250, "\(name): tinted shape, got \(shaped)")
            // Outside the bounds: still the page.
            XCTAssertEqual(rgbChannels(after, Int(b.frame.maxX) + 3, y), [255, 255, 255], "\(name): nothing outside")
        }
        let filled = all[2].frame
        for y in Int(filled.minY)..<Int(filled.maxY) {
            for x in Int(filled.minX)..<Int(filled.maxX) where before[x, y] != after[x, y] {
                XCTFail("filled button changed at \(x),\(y)")
                return
            }
        }

        assertSettingsOffRestores(h, before)
    }

    /// Rule (iOS Button Shapes covers bar buttons): a bar button item's button shows the
    /// shape too.
    @MainActor func testBarButtonItemButtonGetsAShape() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        applyAccessibilitySettings { $0.buttonShapes = true }
        let item = UIBarButtonItem(title: "Done")
        guard let button = item.makeView(tint: .systemBlue) as? UIButton else { return XCTFail("a bar item shows a button") }
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 32)
        button.layoutIfNeeded()
        XCTAssertTrue(button.showsClassicButtonShape)
        XCTAssertFalse(button.buttonShapeView.isHidden)
    }

    /// Golden: a plain system button, a plain configuration and a filled button with Button
    /// Shapes on (iOS: Settings › Accessibility › Display & Text Size › Button Shapes).
    @MainActor func testGoldenButtonsWithButtonShapes() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        applyAccessibilitySettings { $0.buttonShapes = true }
        let h = HeadlessHarness(width: 120, height: 140)
        _ = buttons(h)
        verifyGolden(h, "accessibility-button-shapes")
    }
}
