import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UISearchBar on its own: its defaults, its delegate's calls and their order, the Cancel
/// button and scope bar, right-to-left layout and accessibility.
final class SearchBarTests: XCTestCase {
    @MainActor private func makeBar(rtl: Bool = false) -> (HeadlessHarness, UISearchBar, SearchCallRecorder) {
        let h = HeadlessHarness(width: 400, height: 200)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 400, height: 56))
        if rtl { bar.semanticContentAttribute = .forceRightToLeft; bar.searchTextField.semanticContentAttribute = .forceRightToLeft }
        let r = SearchCallRecorder()
        bar.delegate = r
        h.window.addSubview(bar)
        h.renderFrames()
        return (h, bar, r)
    }

    /// UIKit's defaults: the Search return key, no Cancel button, scope 0 and no scope bar, the
    /// "Search" placeholder, a `UISearchTextField` with the search-field trait.
    @MainActor func testDefaults() async {
        let (_, bar, _) = makeBar()
        XCTAssertEqual(bar.returnKeyType, .search)
        XCTAssertFalse(bar.showsCancelButton)
        XCTAssertFalse(bar.showsScopeBar)
        XCTAssertEqual(bar.selectedScopeButtonIndex, 0)
        XCTAssertEqual(bar.text, "")
        XCTAssertNil(bar.placeholder)
        XCTAssertEqual(bar.searchTextField.placeholder, "Search")
        XCTAssertEqual(bar.searchBarStyle, .default)
        XCTAssertTrue(bar.searchTextField.accessibilityTraits.contains(.searchField))
        XCTAssertEqual(bar.searchTextField.accessibilityLabel, "Search")
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 300, height: 0)).height, 56)
        bar.placeholder = "Find a fruit"
        XCTAssertEqual(bar.searchTextField.accessibilityLabel, "Find a fruit")
    }

    /// `UISearchBarDelegate`'s order: should-begin, did-begin; per edit should-change before
    /// text-did-change; the Search key `searchBarSearchButtonClicked(_:)` (the bar stays
    /// first responder: dismissing the keyboard is the app's call); should-end, did-end.
    /// Setting `text` from code tells no delegate.
    @MainActor func testDelegateOrder() async {
        let (_, bar, r) = makeBar()
        XCTAssertTrue(bar.becomeFirstResponder())
        bar.searchTextField.insertText("k")
        bar.searchTextField.deleteBackward()
        bar.searchTextField.insertText("\n")
        XCTAssertTrue(bar.isFirstResponder)
        bar.text = "kiwi"
        XCTAssertTrue(bar.resignFirstResponder())
        XCTAssertEqual(r.log, ["searchBarShouldBeginEditing", "searchBarTextDidBeginEditing",
                               "shouldChangeTextIn {0,0} k", "textDidChange k",
                               "shouldChangeTextIn {0,1} ", "textDidChange ",
                               "searchBarSearchButtonClicked", "searchBarShouldEndEditing", "searchBarTextDidEndEditing"])
    }

    /// The Cancel button of a bar without a search controller only tells the delegate (UIKit
    /// leaves the text and the first responder to the app).
    @MainActor func testCancelButtonTellsTheDelegate() async {
        let (h, bar, r) = makeBar()
        bar.showsCancelButton = true
        h.renderFrames()
        bar.text = "fig"
        XCTAssertLessThan(bar.searchTextField.frame.maxX, bar.cancelButton.frame.minX)
        let c = bar.cancelButton.convert(bar.cancelButton.bounds, to: h.window)
        h.tap(at: CGPoint(x: c.midX, y: c.midY))
        XCTAssertEqual(r.log, ["searchBarCancelButtonClicked"])
        XCTAssertEqual(bar.text, "fig")
        XCTAssertEqual(bar.cancelButton.accessibilityLabel ?? bar.cancelButton.currentTitle, "Cancel")
    }

    /// In a right-to-left layout the magnifying glass is at the field's right and the Cancel
    /// button at the bar's left, before the field.
    @MainActor func testRightToLeftSwapsTheGlassAndTheCancelButton() async {
        let (h, bar, _) = makeBar(rtl: true)
        bar.showsCancelButton = true
        h.renderFrames()
        let field = bar.searchTextField
        let glass = field.leftViewRect(forBounds: field.bounds)
        XCTAssertGreaterThan(glass.minX, field.bounds.midX, "the glass is at the leading (right) edge")
        XCTAssertLessThan(field.textRect(forBounds: field.bounds).maxX, glass.minX)
        XCTAssertLessThan(bar.cancelButton.frame.maxX, field.frame.minX, "Cancel is at the left")
        let (_, ltr, _) = makeBar()
        ltr.showsCancelButton = true
        ltr.layoutIfNeeded()
        XCTAssertLessThan(ltr.searchTextField.leftViewRect(forBounds: ltr.searchTextField.bounds).maxX, ltr.searchTextField.bounds.midX)
        XCTAssertGreaterThan(ltr.cancelButton.frame.minX, ltr.searchTextField.frame.maxX)
    }

    /// The scope bar: shown with `showsScopeBar` and titles (a 44 pt row more); a bad index
    /// is reported and ignored; setting the index from code tells no delegate.
    @MainActor func testScopeBar() async {
        let (_, bar, r) = makeBar()
        bar.scopeButtonTitles = ["All", "Red"]
        XCTAssertEqual(bar.sizeThatFits(.zero).height, 56)
        bar.showsScopeBar = true
        XCTAssertEqual(bar.sizeThatFits(.zero).height, 100)
        bar.selectedScopeButtonIndex = 1
        XCTAssertEqual(bar.scopeBar.selectedSegmentIndex, 1)
        bar.selectedScopeButtonIndex = 7
        XCTAssertEqual(bar.selectedScopeButtonIndex, 1)
        XCTAssertEqual(r.log, [])
    }

    /// The field's fill is the tertiary system fill, resolved for the appearance (darker
    /// grey on black in the dark appearance).
    @MainActor func testFieldFillFollowsTheAppearance() async {
        let (h, bar, _) = makeBar()
        let light = bar.searchTextField.backgroundColor?.resolvedColor(with: bar.traitCollection)
        h.screen.userInterfaceStyle = .dark
        h.renderFrames()
        let dark = bar.searchTextField.backgroundColor?.resolvedColor(with: bar.traitCollection)
        XCTAssertNotNil(light)
        XCTAssertNotEqual(light, dark)
        XCTAssertEqual(bar.traitCollection.userInterfaceStyle, .dark)
    }
}
