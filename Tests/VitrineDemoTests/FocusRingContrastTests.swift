import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

/// The screen reader's focus ring is seen on whatever it is drawn on (WCAG 1.4.11 Non-text
/// Contrast, 2.4.13 Focus Appearance: 3:1 between the same pixels focused and unfocused), in
/// both appearances: drawn around elements on every grey from black to white and on every
/// system colour, and around every element of the demos' screens, every straight stretch of
/// it differs from what it covers by 3:1 or more.
final class FocusRingContrastTests: XCTestCase {
    /// Every 15th grey and the system colours (as the appearance resolves them).
    static let backgrounds: [UIColor] = stride(from: 0, through: 255, by: 15).map { UIColor(white: CGFloat($0) / 255, alpha: 1) }
        + [.systemBlue, .systemGreen, .systemRed, .systemOrange, .systemYellow, .systemPink, .systemPurple, .systemTeal,
           .systemIndigo, .systemGray, .systemGray3, .systemBackground, .secondarySystemBackground, .label, .secondaryLabel]

    /// The ring's worst stretch around `element` (with and without the ring, panel pixels).
    @MainActor static func ringContrast(_ reader: ScreenReader, _ element: any AccessibilityFocusable, _ h: HeadlessHarness) -> FocusIndicatorContrast.Result? {
        reader.focus(element)
        h.renderFrames()
        let ring = reader.ringWindow.ring
        guard !ring.isHidden else { return nil }
        let focused = h.screenshot(orientation: .panel)
        // Transparent rather than hidden: the reader shows a hidden ring again at the next frame.
        ring.alpha = 0
        h.renderFrames()
        let unfocused = h.screenshot(orientation: .panel)
        ring.alpha = 1
        h.renderFrames()
        let s = Int(h.screen.scale.rounded())
        let corner = Int((ring.cornerRadius + FocusRingWindow.haloWidth).rounded(.up)) * s
        return FocusIndicatorContrast.worst(focused: focused, unfocused: unfocused, frame: h.pixelRect(of: ring.frame, clamped: false),
                                            outside: Int(FocusRingWindow.haloWidth.rounded(.up)) * s + s,
                                            inside: Int(FocusRingWindow.lineWidth.rounded(.up)) * s, corner: corner)
    }

    @MainActor func testTheRingShowsOnEveryGreyAndSystemColourInBothAppearances() async {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let h = HeadlessHarness(width: 640, height: 400)
            h.screen.userInterfaceStyle = style
            var elements: [(UIColor, UIView)] = []
            for (i, colour) in Self.backgrounds.enumerated() {
                let tile = UIView(frame: CGRect(x: 10 + CGFloat(i % 8) * 78, y: 10 + CGFloat(i / 8) * 78, width: 70, height: 70))
                tile.backgroundColor = colour
                let element = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
                element.isAccessibilityElement = true
                element.accessibilityLabel = "tile \(i)"
                tile.addSubview(element)
                h.window.addSubview(tile)
                elements.append((colour, element))
            }
            let reader = ScreenReader(screen: h.screen, speech: TranscriptSpeech())
            reader.start()
            var failures: [String] = []
            for (colour, element) in elements {
                guard let worst = Self.ringContrast(reader, element, h) else {
                    failures.append("no ring around \(element.accessibilityLabel ?? "")")
                    continue
                }
                if worst.ratio < WCAGContrast.nonText {
                    failures.append("\(style): on \(colour) the ring's worst stretch is \(worst)")
                }
            }
            reader.stop()
            XCTAssertEqual(failures, [], "the focus ring below 3:1 against what it covers")
        }
    }

    /// Every element the reader reaches on the demos' screens, in both appearances.
    @MainActor func testTheRingShowsAroundEveryElementOfTheDemoScreens() async {
        var failures: [String] = []
        var measured = 0
        var lowest = Double.infinity
        for appearance in ContrastAppearance.standard {
            for scene in [VitrineDemo.Scene.gallery, .menu, .table, .textInput, .split, .tabs, .navigation] {
                let h = HeadlessHarness(width: 1280, height: 800)
                appearance.apply(h.screen)
                let delegate = DemoAppDelegate(screen: h.screen, scene: scene)
                h.window.rootViewController = delegate.makeRoot(for: scene)
                h.renderFrames()
                h.advance(by: 2)
                let reader = ScreenReader(screen: h.screen, speech: TranscriptSpeech())
                reader.start()
                for element in reader.elements {
                    guard let worst = Self.ringContrast(reader, element, h) else { continue }
                    measured += 1
                    lowest = min(lowest, worst.ratio)
                    if worst.ratio < WCAGContrast.nonText {
                        failures.append("\(scene.rawValue) \(appearance): around “\(element.accessibilityLabel ?? "")” the ring's worst stretch is \(worst)")
                    }
                }
                reader.stop()
            }
        }
        XCTAssertGreaterThan(measured, 100, "the reader reaches the demos' elements")
        XCTAssertEqual(failures, [], "the focus ring below 3:1 against what it covers (lowest \(lowest))")
    }
}
