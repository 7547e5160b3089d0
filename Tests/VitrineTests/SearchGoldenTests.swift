import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A navigation controller with a search bar below its large title, rendered headless and
/// compared with reviewed golden PNGs (tolerance: `GoldenTolerance.standard`), light and dark;
/// and the active search (text typed, Cancel shown, the title rows given way, the content
/// filtered) in the light appearance.
final class SearchGoldenTests: XCTestCase {
    @MainActor private func verify(_ h: HeadlessHarness, _ name: String) {
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) { XCTFail(failure) }
    }

    /// "Fruit" large at the left of a 96 pt bar, below it the rounded grey search field with a
    /// magnifying glass and the grey "Search" placeholder, below the bar the list of fruit.
    @MainActor func testSearchBarBelowTheLargeTitle() async {
        for dark in [false, true] {
            let s = SearchScene(scale: 2, dark: dark)
            s.h.renderFrames()
            verify(s.h, "search-large-title-\(dark ? "dark" : "light")")
        }
    }

    /// Searching for "ap": the bar is the search row only, the field (with a clear button)
    /// shortened by a blue "Cancel", the table filtered to Apple and Apricot.
    @MainActor func testActiveSearch() async {
        let s = SearchScene(scale: 2)
        s.search.searchBar.becomeFirstResponder()
        s.type("Ap")
        s.h.advance(by: 1)
        s.h.renderFrames()
        verify(s.h, "search-active-light")
    }
}
