import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// The accessibility menu, rendered headless and compared with reviewed golden PNGs
/// (`GoldenTolerance.standard`), in light and dark appearance: a rounded panel over the
/// dimmed app, the title, Larger text over its four sizes (Default chosen), five rows with
/// their switches (Bold text on), the keypad's blue ring round Bold text, Reset and Close;
/// and the corner button.
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

    /// The corner button (`menu_button`): a blue disc with the white accessibility figure,
    /// 12 points from the bottom-left corner, over the app.
    @MainActor func testTheCornerButton() async {
        let h = HeadlessHarness(width: 120, height: 120)
        h.window.backgroundColor = .white
        let button = AccessibilityMenuButtonWindow(screen: h.screen) {}
        button.isHidden = false
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: "accessibility-menu-button", directory: shellGoldenDirectory) {
            XCTFail(failure)
        }
    }
}
