import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The dimming over the content while searching follows the appearance and Increase Contrast.
final class SearchDimmingTests: XCTestCase {
    /// The dimming's colour as its view draws it now.
    @MainActor private func dimming(_ s: SearchScene) -> UIColor? {
        guard let dim = (s.search.view as? SearchControllerView)?.dimmingView else { return nil }
        return dim.backgroundColor?.resolvedColor(with: dim.traitCollection)
    }

    @MainActor func testDimmingFollowsTheAppearanceAndContrast() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        UIAccessibility.apply(AccessibilitySettings())
        let light = SearchScene(), dark = SearchScene(dark: true)
        for s in [light, dark] { s.tapField() }
        XCTAssertEqual(dimming(light), UIColor(white: 0, alpha: 0.4), "black at 40 % over light content")
        XCTAssertEqual(dimming(dark), UIColor(white: 0, alpha: 0.6), "deeper over dark content")
        var settings = AccessibilitySettings()
        settings.darkerSystemColors = true
        UIAccessibility.apply(settings)
        light.h.renderFrames()
        dark.h.renderFrames()
        XCTAssertEqual(dimming(light), UIColor(white: 0, alpha: 0.5))
        XCTAssertEqual(dimming(dark), UIColor(white: 0, alpha: 0.7))

        // It changes with the screen's appearance while the search is active.
        UIAccessibility.apply(AccessibilitySettings())
        dark.h.screen.userInterfaceStyle = .light
        dark.h.renderFrames()
        XCTAssertEqual(dimming(dark), UIColor(white: 0, alpha: 0.4), "back to light")
    }
}
