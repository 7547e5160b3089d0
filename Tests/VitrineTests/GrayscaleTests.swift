import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// iOS's Settings › Accessibility › Display & Text Size › Color Filters › Grayscale: the whole
/// screen is shown without colour by a display-level filter (apps are not asked to redraw).
final class GrayscaleTests: XCTestCase {
    /// Rec. 709 luma of an 8-bit colour, rounded.
    private static func luma(_ rgb: UInt32) -> Int {
        let r = Double((rgb >> 16) & 0xFF), g = Double((rgb >> 8) & 0xFF), b = Double(rgb & 0xFF)
        return Int((0.2126 * r + 0.7152 * g + 0.0722 * b).rounded())
    }

    /// The pixels of `shot` whose red, green and blue differ by more than 1.
    private static func colouredPixels(_ shot: PixelBuffer) -> Int {
        var n = 0
        for y in 0..<shot.height {
            for p in shot.row(y) {
                let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
                if max(r, g, b) - min(r, g, b) > 1 { n += 1 }
            }
        }
        return n
    }

    private static func assertGrey(_ p: UInt32, is expected: Int, _ message: String, line: UInt = #line) {
        for shift: UInt32 in [16, 8, 0] {
            XCTAssertLessThanOrEqual(abs(Int((p >> shift) & 0xFF) - expected), 1, "\(message): \(String(p & 0xFFFFFF, radix: 16))", line: line)
        }
    }

    @MainActor private func colouredScene() -> (HeadlessHarness, UIView) {
        let h = HeadlessHarness(width: 240, height: 80)
        let root = UIViewController()
        root.view.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        red.backgroundColor = UIColor(rgb: 0xFF0000)
        let blue = UIView(frame: CGRect(x: 40, y: 0, width: 40, height: 40))
        blue.backgroundColor = UIColor(rgb: 0x2080E0)
        let label = UILabel(frame: CGRect(x: 90, y: 0, width: 150, height: 40))
        label.text = "Colour"
        label.textColor = .systemOrange
        label.font = .systemFont(ofSize: 30)
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 0, y: 44, width: 120, height: 36)
        button.backgroundColor = .systemGreen
        for v in [red, blue, label, button] { root.view.addSubview(v) }
        h.window.rootViewController = root
        h.renderFrames()
        return (h, red)
    }

    /// Rule (iOS Grayscale colour filter): with it on, every pixel presented is grey (red,
    /// green and blue equal) and a known colour shows as its Rec. 709 luma; the change damages
    /// the whole screen once; later partial frames stay grey and equal a full redraw;
    /// turning it off damages the whole screen again and gives the colour frame back.
    @MainActor func testGrayscaleShowsTheScreenInLumaAndOffRestoresColour() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        UIAccessibility.apply(AccessibilitySettings())
        let (h, red) = colouredScene()
        let colour = h.screenshot.copy()
        XCTAssertGreaterThan(Self.colouredPixels(colour), 1000, "the scene has colour to lose")
        let full = Region(PixelRect(x: 0, y: 0, width: h.display.pixelSize.width, height: h.display.pixelSize.height))

        var s = AccessibilitySettings()
        s.grayscale = true
        UIAccessibility.apply(s)
        h.renderFrames()
        XCTAssertEqual(h.lastDamage, full, "Grayscale on damages the whole screen")
        let grey = h.screenshot.copy()
        if let dir = ProcessInfo.processInfo.environment["VITRINE_GRAYSCALE_PNG"] {
            try? PNGCodec.write(grey, to: dir + "/grayscale.png")
            try? PNGCodec.write(colour, to: dir + "/colour.png")
        }
        XCTAssertEqual(Self.colouredPixels(grey), 0, "Grayscale: every pixel has r == g == b")
        Self.assertGrey(grey[20, 20], is: Self.luma(0xFF0000), "red shows as its luma")
        Self.assertGrey(grey[60, 20], is: Self.luma(0x2080E0), "blue shows as its luma")
        Self.assertGrey(grey[230, 20], is: 255, "white stays white")
        XCTAssertEqual(GoldenImage.compare(grey, h.fullRedraw(), channelTolerance: 0).differingPixels, 0, "equals a full redraw")

        // A partial frame (into the other buffer, which missed the change) stays grey.
        red.backgroundColor = UIColor(rgb: 0x00FF00)
        h.renderFrames()
        XCTAssertEqual(Self.colouredPixels(h.screenshot), 0, "Grayscale: partial frames are grey too")
        Self.assertGrey(h.screenshot[20, 20], is: Self.luma(0x00FF00), "green shows as its luma")
        XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0)

        red.backgroundColor = UIColor(rgb: 0xFF0000)
        h.renderFrames()
        UIAccessibility.apply(AccessibilitySettings())
        h.renderFrames()
        XCTAssertEqual(h.lastDamage, full, "Grayscale off damages the whole screen")
        XCTAssertEqual(GoldenImage.compare(h.screenshot, colour, channelTolerance: 0).differingPixels, 0, "Grayscale off: colour is back")
        // The other buffer too.
        red.backgroundColor = UIColor(rgb: 0xFF0000).withAlphaComponent(0.999)
        h.renderFrames()
        XCTAssertGreaterThan(Self.colouredPixels(h.screenshot), 1000, "Grayscale off: the next buffer is in colour as well")
    }
}
