import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// The accessibility menu, rendered headless and compared with reviewed golden PNGs
/// (`GoldenTolerance.standard`), in light and dark appearance: a rounded panel over the
/// dimmed app, the title, Larger text over its four sizes (Default chosen), five rows with
/// their switches (Bold text on), the keypad's blue ring round Bold text, Reset and Close.
final class AccessibilityMenuGoldenTests: XCTestCase {
    @MainActor private func render(_ style: UIUserInterfaceStyle, name: String) {
        let s = AccessibilityMenuScene()
        s.h.screen.userInterfaceStyle = style
        s.h.window.backgroundColor = style == .dark ? .black : .white
        s.key("compose")
        s.key("down")
        s.key("down")
        s.key("enter")
        s.h.renderFrames()
        if let failure = GoldenImage.verify(s.h.screenshot, name: name, directory: shellGoldenDirectory) {
            XCTFail(failure)
        }
    }

    @MainActor func testTheMenuInLightMode() async { render(.light, name: "accessibility-menu-light") }

    @MainActor func testTheMenuInDarkMode() async { render(.dark, name: "accessibility-menu-dark") }
}
