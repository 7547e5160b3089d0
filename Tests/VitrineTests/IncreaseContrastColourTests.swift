import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Increase Contrast: every system and semantic colour has an increased-contrast value per
/// appearance, further from the background than its standard one; dynamic colours see the
/// contrast; a screen redraws in it when the setting changes.
final class IncreaseContrastColourTests: XCTestCase {
    private static func traits(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast)])
    }

    /// Every dynamic system colour UIKit declares.
    private static let colours: [(String, UIColor)] = [
        ("systemBlue", .systemBlue), ("systemGreen", .systemGreen), ("systemRed", .systemRed), ("systemOrange", .systemOrange),
        ("systemYellow", .systemYellow), ("systemPink", .systemPink), ("systemPurple", .systemPurple), ("systemTeal", .systemTeal),
        ("systemIndigo", .systemIndigo), ("systemMint", .systemMint), ("systemCyan", .systemCyan), ("systemBrown", .systemBrown),
        ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3), ("systemGray4", .systemGray4),
        ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
        ("quaternaryLabel", .quaternaryLabel), ("placeholderText", .placeholderText), ("link", .link),
        ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground), ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
        ("systemFill", .systemFill), ("secondarySystemFill", .secondarySystemFill), ("tertiarySystemFill", .tertiarySystemFill),
        ("quaternarySystemFill", .quaternarySystemFill), ("separator", .separator), ("opaqueSeparator", .opaqueSeparator),
    ]

    /// Colours whose value is the same at both contrasts in an appearance: the extremes
    /// (black and white text and backgrounds), which nothing can raise.
    private static let unchanged: Set<String> = [
        "label light", "label dark", "systemBackground light", "systemBackground dark",
        "tertiarySystemBackground light", "systemGroupedBackground dark", "secondarySystemGroupedBackground light",
    ]

    /// Apple's published increased-contrast values that are not lighter against black:
    /// yellow and mint keep their hue in dark mode and stay far above WCAG's AAA ratio (7:1).
    private static let publishedNotHigher: Set<String> = ["systemYellow dark", "systemMint dark"]

    /// WCAG 2's relative luminance of an sRGB colour (components 0…1).
    private static func luminance(_ c: Color) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(Double(c.red)) + 0.7152 * channel(Double(c.green)) + 0.0722 * channel(Double(c.blue))
    }

    /// WCAG 2's contrast ratio (L1 + 0.05) / (L2 + 0.05) of `colour` drawn over the opaque
    /// `background` (a translucent colour is composited over it first).
    private static func contrast(_ colour: Color, over background: Color) -> Double {
        let a = colour.alpha
        let shown = Color(red: colour.red * a + background.red * (1 - a), green: colour.green * a + background.green * (1 - a),
                          blue: colour.blue * a + background.blue * (1 - a), alpha: 1)
        let l1 = luminance(shown), l2 = luminance(background)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// Rule (Apple HIG, "Color": with Increase Contrast the system colours take their
    /// increased-contrast values, "the color differences become far more apparent"; WCAG 2
    /// contrast ratio): in each appearance every colour's increased-contrast value differs
    /// from its standard one and stands out more against `systemBackground` of that
    /// appearance — except the extremes, which stay, and the two published values listed
    /// above, which stay above 7:1.
    func testEveryColourHasAHigherContrastValue() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let name = style == .dark ? "dark" : "light"
            let background = UIColor.systemBackground.resolvedColor(with: Self.traits(style, .normal)).color
            XCTAssertEqual(background, UIColor.systemBackground.resolvedColor(with: Self.traits(style, .high)).color)
            for (colourName, colour) in Self.colours {
                let key = "\(colourName) \(name)"
                let normal = colour.resolvedColor(with: Self.traits(style, .normal)).color
                let high = colour.resolvedColor(with: Self.traits(style, .high)).color
                XCTAssertEqual(colour.resolvedColor(with: Self.traits(style, .unspecified)).color, normal, "\(key): unspecified is standard")
                if Self.unchanged.contains(key) {
                    XCTAssertEqual(high, normal, key)
                    continue
                }
                XCTAssertNotEqual(high, normal, "\(key): has its own increased-contrast value")
                let before = Self.contrast(normal, over: background), after = Self.contrast(high, over: background)
                if Self.publishedNotHigher.contains(key) {
                    XCTAssertGreaterThan(after, 7, key)
                } else {
                    XCTAssertGreaterThan(after, before, "\(key): \(before) → \(after)")
                }
            }
        }
    }

    /// Rule (Apple HIG, "Color", the iOS system colours table's "Increased contrast"
    /// columns): the published values, e.g. systemBlue #0040DD light and #409CFF dark.
    func testApplesPublishedValues() {
        let table: [(UIColor, UInt32, UInt32)] = [
            (.systemBlue, 0x0040DD, 0x409CFF), (.systemRed, 0xD70015, 0xFF6961), (.systemGreen, 0x248A3D, 0x30DB5B),
            (.systemOrange, 0xC93400, 0xFFB340), (.systemIndigo, 0x3634A3, 0x7D7AFF), (.systemGray, 0x6C6C70, 0xAEAEB2),
            (.systemGray6, 0xEBEBF0, 0x242426),
        ]
        for (colour, light, dark) in table {
            XCTAssertEqual(colour.resolvedColor(with: Self.traits(.light, .high)).color, UIColor(rgb: light).color)
            XCTAssertEqual(colour.resolvedColor(with: Self.traits(.dark, .high)).color, UIColor(rgb: dark).color)
        }
    }

    /// Rule (UIKit `UIColor(dynamicProvider:)`: the provider gets the whole trait collection
    /// the colour is resolved for): an app's colour can choose by `accessibilityContrast`.
    func testADynamicProviderSeesTheContrast() {
        let colour = UIColor { $0.accessibilityContrast == .high ? .black : .gray }
        XCTAssertEqual(colour.resolvedColor(with: Self.traits(.light, .high)).color, UIColor.black.color)
        XCTAssertEqual(colour.resolvedColor(with: Self.traits(.light, .normal)).color, UIColor.gray.color)
    }

    private func pixel(_ shot: PixelBuffer, _ x: Int, _ y: Int) -> UInt32 { shot[x, y] & 0xFFFFFF }

    /// Rule (UIKit: with Increase Contrast turned on, views drawn with dynamic colours are
    /// drawn again with the colours resolved for the new traits, as on a change of
    /// appearance): a filled view, a secondary label and an app's provider colour redraw in
    /// their increased-contrast values after `UIAccessibility.apply`, in light and dark; the
    /// frame equals a full redraw and a screen built with the setting on; turning it off
    /// gives the first frame back.
    @MainActor func testAScreenRedrawsInHighContrastAfterApply() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        for style in [UIUserInterfaceStyle.light, .dark] {
            UIAccessibility.apply(AccessibilitySettings())
            func build() -> HeadlessHarness {
                let h = HeadlessHarness(width: 200, height: 80)
                h.screen.userInterfaceStyle = style
                let root = UIViewController()
                root.view.backgroundColor = .systemBackground
                let fill = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                fill.backgroundColor = .systemGray
                let custom = UIView(frame: CGRect(x: 40, y: 0, width: 40, height: 40))
                custom.backgroundColor = UIColor { $0.accessibilityContrast == .high ? .systemRed : .systemGreen }
                let label = UILabel(frame: CGRect(x: 90, y: 0, width: 110, height: 40))
                label.text = "HHHH"
                label.textColor = .secondaryLabel
                label.font = .systemFont(ofSize: 30)
                for v in [fill, custom, label] { root.view.addSubview(v) }
                h.window.rootViewController = root
                h.renderFrames()
                return h
            }
            let h = build()
            let first = h.screenshot
            let grey = UIColor.systemGray.resolvedColor(with: Self.traits(style, .normal)).color.premultipliedARGB & 0xFFFFFF
            XCTAssertEqual(pixel(first, 20, 20), grey)
            let textBefore = Self.darkest(first, in: CGRect(x: 90, y: 0, width: 110, height: 40), dark: style == .dark)

            var s = AccessibilitySettings()
            s.darkerSystemColors = true
            UIAccessibility.apply(s)
            h.renderFrames()
            let shot = h.screenshot
            let greyHigh = UIColor.systemGray.resolvedColor(with: Self.traits(style, .high)).color.premultipliedARGB & 0xFFFFFF
            XCTAssertEqual(pixel(shot, 20, 20), greyHigh, "\(style): the fill takes systemGray's increased-contrast value")
            XCTAssertEqual(pixel(shot, 60, 20), UIColor.systemRed.resolvedColor(with: Self.traits(style, .high)).color.premultipliedARGB & 0xFFFFFF,
                           "the provider colour chose its high-contrast branch")
            let textAfter = Self.darkest(shot, in: CGRect(x: 90, y: 0, width: 110, height: 40), dark: style == .dark)
            XCTAssertGreaterThan(abs(textAfter - textBefore), 20, "\(style): secondaryLabel's text drawn more opaque")
            XCTAssertEqual(GoldenImage.compare(shot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0, "nothing stale")
            let fresh = build()
            XCTAssertEqual(GoldenImage.compare(shot, fresh.screenshot, channelTolerance: 0).differingPixels, 0, "as if built in it")

            UIAccessibility.apply(AccessibilitySettings())
            h.renderFrames()
            XCTAssertEqual(GoldenImage.compare(h.screenshot, first, channelTolerance: 0).differingPixels, 0, "and back")
        }
    }

    /// Rule (UIKit `traitOverrides`: the overridden traits are those the view's dynamic
    /// colours resolve with when it draws): a view that overrides only the contrast draws its
    /// system colours in their increased-contrast values inside a standard-contrast window,
    /// and its neighbour in the standard ones.
    @MainActor func testAContrastOverrideDrawsInItsOwnValues() async {
        let h = HeadlessHarness(width: 100, height: 40)
        let high = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        let normal = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 40))
        for v in [high, normal] {
            v.backgroundColor = .systemBlue
            h.window.addSubview(v)
        }
        high.traitOverrides.accessibilityContrast = .high
        h.renderFrames()
        let blue = { (c: UIAccessibilityContrast) in UIColor.systemBlue.resolvedColor(with: Self.traits(.light, c)).color.premultipliedARGB & 0xFFFFFF }
        XCTAssertEqual(pixel(h.screenshot, 25, 20), blue(.high))
        XCTAssertEqual(pixel(h.screenshot, 75, 20), blue(.normal))
    }

    /// The text's strongest value in `rect`: the lowest red channel on light, the highest on
    /// dark.
    private static func darkest(_ shot: PixelBuffer, in rect: CGRect, dark: Bool) -> Int {
        var best = dark ? 0 : 255
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let r = Int((shot[x, y] >> 16) & 0xFF)
                best = dark ? max(best, r) : min(best, r)
            }
        }
        return best
    }
}
