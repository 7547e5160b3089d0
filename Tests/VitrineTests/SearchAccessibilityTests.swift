import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// What the screen reader finds in a search bar: the field ("Search", a search field), the
/// Cancel button (a button, only while shown), the scope bar's segments (buttons, the chosen
/// one selected).
final class SearchAccessibilityTests: XCTestCase {
    @MainActor func testFieldCancelAndScopeBar() async {
        let s = SearchScene(scopes: ["All", "Fruit", "Berries"])
        let bar = s.search.searchBar, field = bar.searchTextField
        XCTAssertTrue(field.isAccessibilityElement)
        XCTAssertEqual(field.accessibilityLabel, "Search")
        XCTAssertTrue(field.accessibilityTraits.contains(.searchField))
        XCTAssertNil(field.accessibilityValue)
        XCTAssertTrue(bar.cancelButton.isHidden, "no Cancel to read while inactive")

        s.tapField()
        s.type("b")
        XCTAssertEqual(field.accessibilityValue, "b")
        let cancel = bar.cancelButton
        XCTAssertFalse(cancel.isHidden)
        XCTAssertTrue(cancel.isAccessibilityElement)
        XCTAssertEqual(cancel.accessibilityLabel, "Cancel")
        XCTAssertEqual(cancel.accessibilityTraits, .button)

        let scope = bar.scopeBar
        XCTAssertFalse(scope.isHidden)
        XCTAssertFalse(scope.isAccessibilityElement, "a container of its segments")
        let segments = (scope.accessibilityElements ?? []).compactMap { $0 as? UIAccessibilityElement }
        XCTAssertEqual(segments.map { $0.accessibilityLabel ?? "" }, ["All", "Fruit", "Berries"])
        XCTAssertEqual(segments.map { $0.accessibilityTraits.contains(.selected) }, [true, false, false])
        XCTAssertTrue(segments.allSatisfy { $0.accessibilityTraits.contains(.button) })
        // Choosing a scope moves the selected trait.
        let r = scope.convert(scope.bounds, to: s.h.window)
        s.h.tap(at: CGPoint(x: r.minX + r.width * 2.5 / 3, y: r.midY))
        XCTAssertEqual(segments.map { $0.accessibilityTraits.contains(.selected) }, [false, false, true])

        // The screen reader's double tap on Cancel (a tap at its activation point) ends the search.
        s.h.tap(at: cancel.accessibilityActivationPoint)
        XCTAssertFalse(s.search.isActive)
    }

    /// The dimming is a button that ends the search.
    @MainActor func testDimmingIsADismissButton() async {
        let s = SearchScene()
        s.tapField()
        guard let dim = (s.search.view as? SearchControllerView)?.dimmingView else { return XCTFail("no dimming") }
        XCTAssertEqual(dim.accessibilityLabel, "Dismiss search")
        XCTAssertEqual(dim.accessibilityTraits, .button)
    }
}
