import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The red, green and blue of a screenshot's pixel, 0–255 each.
func rgbChannels(_ shot: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
    let p = shot[x, y]
    return [Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)]
}

/// Applies the default settings with `change` made, as the Settings app would.
@MainActor func applyAccessibilitySettings(_ change: (inout AccessibilitySettings) -> Void) {
    var settings = AccessibilitySettings()
    change(&settings)
    UIAccessibility.apply(settings)
}

/// Turns every setting off again, renders, and checks the screen is `before` (what it was
/// before the setting went on).
@MainActor func assertSettingsOffRestores(_ h: HeadlessHarness, _ before: PixelBuffer, file: StaticString = #filePath, line: UInt = #line) {
    UIAccessibility.apply(AccessibilitySettings())
    h.renderFrames()
    XCTAssertEqual(GoldenImage.compare(h.screenshot, before, channelTolerance: 0).differingPixels, 0, "setting off: the first frame again",
                   file: file, line: line)
}

/// Checks `h`'s screen against golden `name`.
@MainActor func verifyGolden(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
    if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) {
        XCTFail(failure, file: file, line: line)
    }
}
