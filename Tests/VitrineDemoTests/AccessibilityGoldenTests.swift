import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path

/// The check-in kiosk's start and form screens and the gallery with Increase Contrast (light
/// and dark; the kiosk's own palette follows the contrast too) and with Bold Text, as reviewed (goldens, standard tolerance: ±2 per channel, no
/// pixel beyond). Each test turns the setting on before the scene is built, as a kiosk
/// configured so starts, and puts the defaults back after.
final class AccessibilityGoldenTests: XCTestCase {
    private static func settings(contrast: Bool = false, bold: Bool = false) -> AccessibilitySettings {
        var s = AccessibilitySettings()
        s.darkerSystemColors = contrast
        s.boldText = bold
        return s
    }

    @MainActor private func verify(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) { XCTFail(failure, file: file, line: line) }
    }

    /// The start screen, then the form of a booking (reached by touches).
    @MainActor private func checkIn(_ settings: AccessibilitySettings, style: UIUserInterfaceStyle, names: (String, String)) {
        UIAccessibility.apply(settings)
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        let k = CheckInKiosk()
        if style == .dark {
            k.h.screen.userInterfaceStyle = .dark
            k.h.renderFrames()
        }
        XCTAssertEqual(k.window.traitCollection.accessibilityContrast, settings.darkerSystemColors ? .high : .normal)
        XCTAssertEqual(k.window.traitCollection.legibilityWeight, settings.boldText ? .bold : .regular)
        verify(k.h, names.0)
        k.tap("checkin.start")
        k.tap("booking.AUR-4836")
        XCTAssertNotNil(k.details, "the form is pushed")
        verify(k.h, names.1)
    }

    @MainActor func testCheckInHighContrastLight() async {
        checkIn(Self.settings(contrast: true), style: .light, names: ("checkin-start-contrast", "checkin-form-contrast"))
    }

    /// The kiosk's palette is light only (the flow keeps the light appearance): on a dark
    /// screen it looks as on a light one.
    @MainActor func testCheckInHighContrastOnADarkScreen() async {
        checkIn(Self.settings(contrast: true), style: .dark, names: ("checkin-start-contrast", "checkin-form-contrast"))
    }

    @MainActor func testCheckInBoldText() async {
        checkIn(Self.settings(bold: true), style: .light, names: ("checkin-start-bold", "checkin-form-bold"))
    }

    /// The gallery's first screen.
    @MainActor private func gallery(_ settings: AccessibilitySettings, style: UIUserInterfaceStyle, name: String) {
        UIAccessibility.apply(settings)
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        let h = HeadlessHarness(width: 1280, height: 800)
        h.screen.userInterfaceStyle = style
        h.window.rootViewController = GalleryViewController()
        h.renderFrames()
        // The activity indicators are half a second into their turn, as in the other goldens.
        h.advance(by: 0.5)
        verify(h, name)
    }

    @MainActor func testGalleryHighContrastLight() async {
        gallery(Self.settings(contrast: true), style: .light, name: "gallery-contrast")
    }

    @MainActor func testGalleryHighContrastDark() async {
        gallery(Self.settings(contrast: true), style: .dark, name: "gallery-contrast-dark")
    }

    @MainActor func testGalleryBoldText() async {
        gallery(Self.settings(bold: true), style: .light, name: "gallery-bold")
    }
}
