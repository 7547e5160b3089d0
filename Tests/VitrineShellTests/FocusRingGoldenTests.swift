import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// The screen reader's focus ring, rendered headless and compared with a reviewed golden PNG
/// (`GoldenTolerance.standard`): a black rounded ring 3 points outside the focused button with
/// a white line outside it (seen on any colour: FocusRingContrastTests), drawn over the app.
final class FocusRingGoldenTests: XCTestCase {
    @MainActor func testFocusRingAroundAButton() async {
        let h = HeadlessHarness(width: 200, height: 120)
        h.window.backgroundColor = UIColor(rgb: 0xF2F2F7)
        let label = UILabel(frame: CGRect(x: 20, y: 12, width: 160, height: 20))
        label.text = "Seat 14C"
        label.textColor = .black
        let button = UIButton(type: .system)
        button.setTitle("Confirm", for: .normal)
        button.frame = CGRect(x: 50, y: 60, width: 100, height: 36)
        button.backgroundColor = UIColor(rgb: 0x9CC3F0)
        h.window.addSubview(label)
        h.window.addSubview(button)
        let reader = ScreenReader(screen: h.screen, speech: RecordingSpeech())
        reader.start()
        reader.focusNext()
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: "screenreader-focus-ring", directory: shellGoldenDirectory) {
            XCTFail(failure)
        }
        reader.stop()
    }

    /// Every colour follows the trait collection: on a dark app the ring is light, or a blind
    /// customer's sighted helper cannot see where the focus is.
    @MainActor func testTheRingIsLightInDarkMode() {
        let h = HeadlessHarness(width: 200, height: 120)
        h.screen.userInterfaceStyle = .dark
        h.window.backgroundColor = .black
        let button = UIButton(type: .system)
        button.setTitle("Confirm", for: .normal)
        button.frame = CGRect(x: 50, y: 60, width: 100, height: 36)
        h.window.addSubview(button)
        let reader = ScreenReader(screen: h.screen, speech: RecordingSpeech())
        reader.start()
        reader.focusNext()
        h.renderFrames()
        // The ring's left edge: 3 points outside the button, 3 points wide.
        let pixel = h.screenshot[48, 78]
        for shift: UInt32 in [16, 8, 0] {
            XCTAssertGreaterThan((pixel >> shift) & 0xFF, 0xC0, String(format: "ring pixel %08X", pixel))
        }
        reader.stop()
    }
}
