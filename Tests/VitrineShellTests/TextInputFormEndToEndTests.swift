import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// The whole text-input path on a form, with the shell's keyboard: a tap on a covered field
/// (through the touch path) makes it first responder, the keyboard slides up with UIKit's
/// notifications, the scroll view scrolls the field above the keyboard, views pinned to
/// `keyboardLayoutGuide` follow; moving on keeps the keyboard; resigning takes it all back.
///
/// Numbers worked out by hand: the 800×480 keyboard is 202 high (42 % of 480), so it covers
/// y 278…480. Field 5 spans y 330…364 in the content; scrolled into view with the 8-point
/// margin its bottom must be at 278 − 8 = 270, so the offset is 364 − 270 = 94. Field 6 spans
/// 420…454: offset 454 − 270 = 184 (the content is 480 high, the inset 202, so offsets up to
/// 480 + 202 − 480 = 202 are allowed).
final class TextInputFormEndToEndTests: XCTestCase {
    static let up = CGRect(x: 0, y: 278, width: 800, height: 202)
    static let below = CGRect(x: 0, y: 480, width: 800, height: 202)

    /// Issue 15: "a text field covered by the keyboard is scrolled into view by its enclosing
    /// scroll view as iOS does"; UIKit posts keyboardWillChangeFrame + keyboardWillShow when the
    /// slide starts and keyboardDidChangeFrame + keyboardDidShow when it ends, with the frames
    /// in screen coordinates; UIKeyboardLayoutGuide "tracks the keyboard's position".
    @MainActor func testTapOnACoveredFieldShowsTheKeyboardAndScrollsItIntoView() async {
        let s = FormScene()
        let rec = KeyboardNotificationRecorder(clock: s.h.clock)
        defer { rec.stop() }
        XCTAssertEqual(s.form.badge.frame.maxY, 480, "keyboard hidden: the guide's top is the view's bottom")
        let field = s.fields[4]
        s.h.tap(at: s.centre(of: field))
        s.h.advance(by: 1)
        XCTAssertTrue(field.isFirstResponder, "a tap makes the field first responder (UITextInteraction)")
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(rec.names, ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        guard rec.entries.count == 4 else { return }
        for e in rec.entries {
            XCTAssertEqual(e.begin, Self.below)
            XCTAssertEqual(e.end, Self.up)
            XCTAssertEqual(e.duration, 0.25)
            XCTAssertEqual(e.curve, 7)
        }
        XCTAssertEqual(rec.entries[2].time - rec.entries[0].time, 0.25, accuracy: 0.05)
        XCTAssertEqual(s.form.scroll.adjustedContentInset.bottom, 202)
        XCTAssertEqual(s.form.scroll.contentOffset.y, 94)
        let r = field.convert(field.bounds, to: nil)
        XCTAssertEqual(r, CGRect(x: 20, y: 236, width: 300, height: 34), "fully visible, 8 points above the keyboard")
        XCTAssertEqual(s.form.badge.frame.maxY, 278, "pinned to the keyboard's top")
        XCTAssertNotNil(s.form.view.hitTest(s.centre(of: field), with: nil).flatMap { $0 === field ? $0 : nil },
                        "nothing covers the field")
    }

    /// UIKit: moving first responder from one text field to another leaves the keyboard up
    /// (no will-hide / did-hide, no slide) and the next field is scrolled into view; resigning
    /// slides the keyboard down (will-hide, did-hide) and the inset goes.
    @MainActor func testNextFieldKeepsTheKeyboardAndResignTakesTheInsetBack() async {
        let s = FormScene()
        let next = NextFieldDelegate(fields: s.fields)
        for f in s.fields { f.delegate = next }
        s.tap(s.centre(of: s.fields[4]))
        let rec = KeyboardNotificationRecorder(clock: s.h.clock)
        defer { rec.stop() }
        // The return key: textFieldShouldReturn moves to the next field, as forms do.
        s.tap(.returnKey)
        s.h.advance(by: 0.5)
        XCTAssertTrue(s.fields[5].isFirstResponder)
        XCTAssertFalse(rec.names.contains("WillHide") || rec.names.contains("DidHide"), "\(rec.names)")
        XCTAssertFalse(rec.entries.contains { $0.end != Self.up }, "the keyboard never moves: \(rec.entries)")
        XCTAssertTrue(s.keyboard.isVisible)
        XCTAssertEqual(s.form.scroll.contentOffset.y, 184)
        XCTAssertEqual(s.fields[5].convert(s.fields[5].bounds, to: nil), CGRect(x: 20, y: 236, width: 300, height: 34))
        rec.clear()
        // Return on the last field resigns it.
        s.tap(.returnKey)
        s.h.advance(by: 0.5)
        XCTAssertFalse(s.fields[5].isFirstResponder)
        XCTAssertEqual(rec.names, ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        XCTAssertEqual(rec.entries.first?.end, Self.below)
        XCTAssertEqual(s.form.scroll.adjustedContentInset.bottom, 0)
        XCTAssertEqual(s.form.scroll.contentOffset.y, 0, "the content fits again: back at the top")
        XCTAssertEqual(s.form.badge.frame.maxY, 480)
        XCTAssertTrue(s.keyboard.window.isHidden)
    }

    /// A form whose scroll view ends at the keyboard (its bottom pinned to
    /// `keyboardLayoutGuide`): the keyboard shrinks the scroll view instead of covering it,
    /// and iOS still scrolls the first responder into the part that shows.
    @MainActor func testAScrollViewPinnedToTheKeyboardGuideStillScrollsTheFieldIntoView() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = UIViewController()
        h.window.rootViewController = vc
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: vc.view.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: vc.view.keyboardLayoutGuide.topAnchor),
        ])
        scroll.contentSize = CGSize(width: 800, height: 480)
        let field = UITextField(frame: CGRect(x: 20, y: 420, width: 300, height: 34))
        field.borderStyle = .roundedRect
        scroll.addSubview(field)
        h.renderFrames()
        let keyboard = SoftwareKeyboard(screen: h.screen, policy: .on)
        h.tap(at: CGPoint(x: 170, y: 437))
        h.advance(by: 0.5)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(keyboard.isVisible)
        XCTAssertEqual(scroll.frame, CGRect(x: 0, y: 0, width: 800, height: 278), "the scroll view ends at the keyboard")
        XCTAssertEqual(scroll.adjustedContentInset.bottom, 0, "the keyboard does not cover it: no inset")
        // 454 + 8 − 278 = 184.
        XCTAssertEqual(scroll.contentOffset.y, 184)
        XCTAssertEqual(field.convert(field.bounds, to: nil).maxY, 270)
    }

    /// Issue 15 asks for a golden of "a text field scrolled into view". Field 6 (the last,
    /// near the bottom) typed "Scrolled", scrolled above the light keyboard; fields 3–5 above
    /// it, the orange badge on the keyboard's top edge at the right.
    @MainActor func testGoldenFieldScrolledIntoView() async {
        let s = FormScene()
        let next = NextFieldDelegate(fields: s.fields)
        for f in s.fields { f.delegate = next }
        s.tap(s.centre(of: s.fields[4]))
        s.tap(.returnKey)
        s.type("Scrolled")
        s.h.advance(by: 0.5)
        XCTAssertEqual(s.fields[5].text, "Scrolled")
        s.check("e2e-field-scrolled-into-view")
    }
}

/// `textFieldShouldReturn` moves to the next field, or resigns on the last (a form's usual
/// delegate).
@MainActor
final class NextFieldDelegate: UITextFieldDelegate {
    let fields: [UITextField]
    init(fields: [UITextField]) { self.fields = fields }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let i = fields.firstIndex(where: { $0 === textField }), i + 1 < fields.count {
            _ = fields[i + 1].becomeFirstResponder()
        } else {
            _ = textField.resignFirstResponder()
        }
        return false
    }
}
