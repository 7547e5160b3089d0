import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The edit menu of UITextInteraction: its items per state (UIResponderStandardEditActions
/// with canPerformAction), what a tapped item does through the touch path, and where the
/// menu goes.
final class EditMenuTests: XCTestCase {
    /// UIKit's menu with a caret: Select, Select All, and Paste when the pasteboard has text.
    @MainActor func testCaretMenuOffersSelectSelectAllAndPasteWhenThereIsText() async {
        let s = TextInteractionScene()
        s.tap(s.point(x: 50))
        XCTAssertEqual(s.interaction.editMenuActions, [.select, .selectAll])
        UIPasteboard.general.string = "x"
        XCTAssertEqual(s.interaction.editMenuActions, [.select, .selectAll, .paste])
        let empty = TextInteractionScene(text: "")
        empty.tap(empty.point(x: 10))
        XCTAssertTrue(empty.view.isFirstResponder)
        XCTAssertEqual(empty.interaction.editMenuActions, [], "no text, no pasteboard text: nothing to offer")
    }

    /// With a selection: Cut, Copy, Paste, Delete, Select All (not when all is selected);
    /// isSecureTextEntry forbids Cut and Copy.
    @MainActor func testSelectionMenuAndSecureText() async {
        let s = TextInteractionScene()
        UIPasteboard.general.string = "x"
        s.doubleTap(s.point(x: 20))
        XCTAssertEqual(s.interaction.editMenuActions, [.cut, .copy, .paste, .delete, .selectAll])
        s.view.secure = true
        XCTAssertEqual(s.interaction.editMenuActions, [.paste, .delete, .selectAll])
        s.view.secure = false
        s.interaction.performMenuAction(.selectAll)
        XCTAssertEqual(s.view.selection, NSRange(location: 0, length: 15))
        XCTAssertEqual(s.interaction.editMenuActions, [.cut, .copy, .paste, .delete])
        XCTAssertTrue(s.interaction.isEditMenuVisible, "Select All shows the menu again")
    }

    /// Copy puts the selection on the general pasteboard; Paste replaces the selection with
    /// it through `replace(_:withText:)`; Cut copies and removes; Delete removes without
    /// copying. Each by tapping the item.
    @MainActor func testTappedItemsPerformTheCommandsThroughReplace() async {
        let s = TextInteractionScene()
        s.doubleTap(s.point(x: 83))                 // "world"
        s.tapMenuItem(.copy)
        XCTAssertEqual(UIPasteboard.general.string, "world")
        XCTAssertFalse(s.interaction.isEditMenuVisible)
        XCTAssertTrue(s.view.replaceLog.isEmpty)
        s.doubleTap(s.point(x: 20))                 // "hello"
        s.tapMenuItem(.paste)
        XCTAssertEqual(s.view.text, "world world foo")
        XCTAssertEqual(s.view.replaceLog.count, 1)
        XCTAssertEqual(s.view.selection, NSRange(location: 5, length: 0))
        XCTAssertNotNil(s.interaction.caretView.superview, "the caret after the pasted text")
        XCTAssertEqual(s.interaction.caretView.frame.minX, 49)
        s.doubleTap(s.point(x: 131))                // "foo"
        s.tapMenuItem(.cut)
        XCTAssertEqual(s.view.text, "world world ")
        XCTAssertEqual(UIPasteboard.general.string, "foo")
        s.doubleTap(s.point(x: 20))
        s.tapMenuItem(.delete)
        XCTAssertEqual(s.view.text, " world ")
        XCTAssertEqual(UIPasteboard.general.string, "foo", "Delete does not copy")
    }

    /// The menu hides when the user taps elsewhere (outside the menu and the input), and the
    /// tap still reaches what it landed on; a tap on the selection shows it again, and hides
    /// it.
    @MainActor func testTapElsewhereHidesTheMenuAndATapOnTheSelectionTogglesIt() async {
        let s = TextInteractionScene()
        var tapped = 0
        let other = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 30))
        other.addGestureRecognizer(UITapGestureRecognizer { g in if g.state == .ended { tapped += 1 } })
        s.h.window.addSubview(other)
        s.doubleTap(s.point(x: 83))                 // "world", menu shown
        XCTAssertTrue(s.interaction.isEditMenuVisible)
        s.h.tap(at: CGPoint(x: 60, y: 215))
        XCTAssertFalse(s.interaction.isEditMenuVisible)
        XCTAssertEqual(tapped, 1, "the other view's tap recognizer still recognized")
        XCTAssertEqual(s.view.selection, NSRange(location: 6, length: 5), "the selection stays")
        s.tap(s.point(x: 85))
        XCTAssertTrue(s.interaction.isEditMenuVisible)
        s.tap(s.point(x: 85))
        XCTAssertFalse(s.interaction.isEditMenuVisible)
        XCTAssertEqual(s.view.selection, NSRange(location: 6, length: 5))
    }

    /// A 10,000-character paste goes in as one replace.
    @MainActor func testLongPasteIsOneReplace() async {
        let s = TextInteractionScene()
        let long = String(repeating: "가나다라마바사아자차", count: 1000)
        UIPasteboard.general.string = long
        s.tap(s.point(x: 50))
        s.interaction.performMenuAction(.paste)
        XCTAssertEqual(s.view.replaceLog.count, 1)
        XCTAssertEqual(s.view.text, "hello" + long + " world foo")
        XCTAssertEqual(s.view.selection.location, 5 + 10_000)
    }

    /// An input that overrides UIResponder's edit actions decides itself (UIKit asks the
    /// responder's canPerformAction(_:withSender:) and calls its method; apps write
    /// `override func copy(_:)` as on iOS).
    @MainActor func testAnInputsOwnEditActionsAreUsed() async {
        final class NoCopyView: MonoTextView {
            var copied = 0
            override func copy(_ sender: Any?) { copied += 1 }
            override func canPerformAction(_ action: UIResponderStandardEditAction, withSender sender: Any?) -> Bool {
                action == .copy
            }
        }
        UIPasteboard.general.items = []
        let h = HeadlessHarness(width: 320, height: 240)
        let v = NoCopyView(text: "abc def", frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        h.window.addSubview(v)
        let i = UITextInteraction(for: .editable)
        v.addInteraction(i)
        v.becomeFirstResponder()
        v.selection = NSRange(location: 0, length: 3)
        i.update()
        XCTAssertEqual(i.editMenuActions, [.copy])
        i.performMenuAction(.copy)
        XCTAssertEqual(v.copied, 1)
        XCTAssertNil(UIPasteboard.general.string, "the view's own copy(_:) ran, not the default")
    }

    /// The menu stands centred above the selection, and below it when there is no room above.
    /// UIResponder.canPerformAction(_:withSender:): a responder that is not a text input asks
    /// the next responder (UIKit's default for actions a class does not implement); a text
    /// field answers by the text rules (secure text: no copy).
    @MainActor func testCanPerformActionGoesUpTheChainForNonTextResponders() async {
        final class Copier: UIView {
            override func canPerformAction(_ action: UIResponderStandardEditAction, withSender sender: Any?) -> Bool { action == .copy }
        }
        let outer = Copier(frame: .zero), inner = UIView(frame: .zero)
        outer.addSubview(inner)
        XCTAssertTrue(inner.canPerformAction(.copy, withSender: nil))
        XCTAssertFalse(inner.canPerformAction(.paste, withSender: nil))
        XCTAssertFalse(UIView(frame: .zero).canPerformAction(.copy, withSender: nil), "no one in the chain")
        let h = HeadlessHarness(width: 320, height: 240)
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        h.window.addSubview(f)
        f.text = "secret"
        f.becomeFirstResponder()
        f.selectedTextRange = f.textRange(from: f.beginningOfDocument, to: f.endOfDocument)
        XCTAssertTrue(f.canPerformAction(.copy, withSender: nil))
        f.isSecureTextEntry = true
        XCTAssertFalse(f.canPerformAction(.copy, withSender: nil))
        XCTAssertFalse(f.canPerformAction(.cut, withSender: nil))
    }

    @MainActor func testMenuAboveTheSelectionOrBelowWhenNoRoom() async {
        let s = TextInteractionScene()
        s.doubleTap(s.point(x: 83))                 // "world": window x 80..<130, y 100..<120
        guard let m = s.menu else { return XCTFail("no menu") }
        XCTAssertFalse(m.isBelowTarget)
        XCTAssertEqual(m.frame.maxY, 100 - 10 - 8, "8 points above the start knob (10 points above the line)")
        // Centred on the word (window x 105) unless that would leave the window: this menu
        // (Cut Copy Delete Select All) is wider than 2 × (105 − 8), so it keeps the 8-point
        // margin on the left.
        XCTAssertGreaterThan(m.frame.width / 2, 105 - 8)
        XCTAssertEqual(m.frame.minX, 8)
        // A short menu (a caret: Select, Select All) is centred on the caret (window x 80).
        s.tap(s.point(x: 150))           // the end of the text: caret at x 149, window 169..171
        s.tap(s.point(x: 150))
        guard let m1 = s.menu else { return XCTFail("no caret menu") }
        XCTAssertEqual(m1.actions, [.select, .selectAll])
        XCTAssertEqual(m1.frame.midX, 170, accuracy: 0.5)
        XCTAssertEqual(m1.frame.maxY, 100 - 8, "8 points above the caret (no knob)")
        let top = TextInteractionScene(origin: CGPoint(x: 20, y: 10))
        top.doubleTap(top.point(x: 83))
        guard let m2 = top.menu else { return XCTFail("no menu") }
        XCTAssertTrue(m2.isBelowTarget)
        XCTAssertEqual(m2.frame.minY, 30 + 10 + 8, "8 points below the end knob")
    }
}

/// The legacy UIMenuController on a text input's interaction.
final class MenuControllerTests: XCTestCase {
    /// UIMenuController.showMenu(from:rect:) shows the target's edit menu pointing at the
    /// rect; isMenuVisible follows; hideMenu() hides it; nothing for an inactive input.
    @MainActor func testShowFromRectAndHide() async {
        UIMenuController.shared.hideMenu()     // process-wide: other tests' menus may be up
        let s = TextInteractionScene()
        UIMenuController.shared.showMenu(from: s.view, rect: CGRect(x: 100, y: 0, width: 20, height: 20))
        XCTAssertFalse(UIMenuController.shared.isMenuVisible, "the input is not first responder")
        s.tap(s.point(x: 50))
        UIMenuController.shared.showMenu(from: s.view, rect: CGRect(x: 100, y: 0, width: 20, height: 20))
        XCTAssertTrue(UIMenuController.shared.isMenuVisible)
        guard let m = s.menu else { return XCTFail("no menu") }
        // Pointing at window (120..<140, 100..<120): centred at x 130 unless clamped, 8 above.
        XCTAssertEqual(m.frame.maxY, 100 - 8)
        XCTAssertEqual(m.frame.midX, min(130, 320 - 8 - m.frame.width / 2), accuracy: 0.5)
        UIMenuController.shared.hideMenu()
        XCTAssertFalse(UIMenuController.shared.isMenuVisible)
        XCTAssertNil(m.superview)
    }
}
