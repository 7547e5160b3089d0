import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UISearchToken` and the search field's tokens: chips before the text, Delete at the start
/// of the text removes the last one, the screen reader reads them before the text.
final class SearchTokenTests: XCTestCase {
    /// The list's search field with a "Fruit" and a "Red" token, editing.
    @MainActor private func scene() -> (SearchScene, UISearchTextField) {
        let s = SearchScene()
        let field = s.search.searchBar.searchTextField
        let fruit = UISearchToken(icon: UIImage(systemName: "magnifyingglass"), text: "Fruit")
        fruit.representedObject = 7
        field.tokens = [fruit]
        field.insertToken(UISearchToken(icon: nil, text: "Red"), at: 1)
        s.tapField()
        s.h.renderFrames()
        return (s, field)
    }

    @MainActor func testTokensInsertRemoveAndKeepTheirObject() async {
        let (_, field) = scene()
        XCTAssertEqual(field.tokens.map(\.text), ["Fruit", "Red"])
        XCTAssertEqual(field.tokens.first?.representedObject as? Int, 7)
        field.insertToken(UISearchToken(icon: nil, text: "Big"), at: 0)
        XCTAssertEqual(field.tokens.map(\.text), ["Big", "Fruit", "Red"])
        field.removeToken(at: 1)
        XCTAssertEqual(field.tokens.map(\.text), ["Big", "Red"])
        BadInputLog.clear()
        field.removeToken(at: 5)
        field.insertToken(UISearchToken(icon: nil, text: "Late"), at: -1)
        XCTAssertEqual(field.tokens.map(\.text), ["Big", "Red", "Late"], "a bad index: reported, the token appended")
        XCTAssertEqual(BadInputLog.recent.filter { $0.contains("UISearchTextField") }.count, 2)
        field.insertText("ap")
        XCTAssertEqual(field.text, "ap", "the tokens are not in the text")
        XCTAssertEqual(field.offset(from: field.textualRange.start, to: field.textualRange.end), 2)
    }

    /// The chips sit in a row after the magnifying glass, in the token background (the tint
    /// colour by default), and the text starts after them; the placeholder is not drawn
    /// while there are tokens.
    @MainActor func testChipsAreDrawnBeforeTheText() async {
        let (s, field) = scene()
        let chips = field.tokenChips
        XCTAssertEqual(chips.count, 2)
        let glass = field.leftViewRect(forBounds: field.bounds)
        XCTAssertGreaterThan(chips[0].frame.minX, glass.maxX)
        XCTAssertGreaterThan(chips[1].frame.minX, chips[0].frame.maxX)
        XCTAssertGreaterThanOrEqual(field.editingRect(forBounds: field.bounds).minX, chips[1].frame.maxX)
        XCTAssertTrue(field.tokenBackgroundColor === field.tintColor || field.tokenBackgroundColor == field.tintColor)
        // The chip's colour on screen, left of its text.
        let p = chips[1].convert(CGPoint(x: 3, y: chips[1].bounds.midY), to: s.h.window)
        let tint = field.tintColor.resolvedColor(with: field.traitCollection).cgColor
        let pixel = s.h.screenshot[Int(p.x), Int(p.y)]
        XCTAssertEqual(Int(pixel >> 16 & 0xFF), Int((tint.red * 255).rounded()), accuracy: 2)
        XCTAssertEqual(Int(pixel & 0xFF), Int((tint.blue * 255).rounded()), accuracy: 2)

        field.tokenBackgroundColor = .systemRed
        XCTAssertEqual(chips[0].backgroundColor, .systemRed)
        field.tokenBackgroundColor = nil
        XCTAssertEqual(chips[0].backgroundColor, field.tintColor, "nil reverts to the default")
    }

    /// Delete at the start of the text removes the last token and reports an edit (the bar's
    /// delegate and the updater hear of it); with text before the caret it deletes text; with
    /// `allowsDeletingTokens` false the tokens stay.
    @MainActor func testDeleteAtTheStartRemovesTheLastToken() async {
        let (s, field) = scene()
        field.insertText("a")
        field.deleteBackward()
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.tokens.count, 2, "Delete took the text first")
        s.recorder.log = []
        field.deleteBackward()
        XCTAssertEqual(field.tokens.map(\.text), ["Fruit"])
        XCTAssertEqual(s.recorder.log, ["textDidChange ", "updateSearchResults \"\" scope 0"])
        field.allowsDeletingTokens = false
        field.deleteBackward()
        XCTAssertEqual(field.tokens.map(\.text), ["Fruit"])
        field.removeToken(at: 0)
        XCTAssertEqual(field.tokens.count, 0, "the app always may")
    }

    /// The screen reader reads the tokens, then the text, as the field's value.
    @MainActor func testTokensAreReadBeforeTheText() async {
        let (_, field) = scene()
        XCTAssertEqual(field.accessibilityValue, "Fruit, Red")
        field.insertText("ap")
        XCTAssertEqual(field.accessibilityValue, "Fruit, Red, ap")
        XCTAssertEqual(field.accessibilityLabel, "Search")
        XCTAssertTrue(field.accessibilityTraits.contains(.searchField))
    }
}
