import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// A minimal custom text view, as an app writes one: UIKeyInput only.
@MainActor private final class KeyInputView: UIView, UIKeyInput {
    var text = ""
    var hasText: Bool { !text.isEmpty }
    func insertText(_ t: String) { text += t }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override var canBecomeFirstResponder: Bool { true }
    var keyboardType: UIKeyboardType { .numberPad }
}

/// A responder with a custom input view and nothing else.
@MainActor private final class InputViewOwner: UIView {
    let custom = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { custom }
}

/// A stand-in for the shell's on-screen keyboard that records what the text system tells it.
@MainActor private final class RecordingKeyboardHost: SoftwareKeyboardHost {
    var log: [String] = []
    func activate(for responder: UIResponder) { log.append("activate \(type(of: responder))") }
    func deactivate() { log.append("deactivate") }
    func inputModeDidChange(_ mode: TextInputMode) { log.append("mode \(mode.rawValue)") }
    func inputDidChange() { log.append("changed") }
    func hardwareKeyboardDidChange(attached: Bool) { log.append("hardware \(attached)") }
}

/// The text system's groundwork: which responder takes text, `endEditing(_:)`, a first
/// responder leaving its window, and the keyboard notifications' order and contents.
final class TextInputSystemTests: XCTestCase {
    @MainActor private func makeWindow() -> (HeadlessHarness, UIWindow) {
        let h = HeadlessHarness(width: 400, height: 300)
        let w = UIWindow(screen: h.screen)
        w.makeKeyAndVisible()
        return (h, w)
    }

    /// UIKeyInput: "a responder that adopts it … receives typed text while it is first
    /// responder"; the keyboard host is told to show keys for it and to hide when it resigns.
    @MainActor func testFirstResponderAdoptingUIKeyInputBecomesTheActiveInput() async {
        let (h, w) = makeWindow()
        let host = RecordingKeyboardHost()
        h.screen.textInput.keyboardHost = host
        let v = KeyInputView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        w.addSubview(v)
        XCTAssertNil(h.screen.textInput.activeResponder)
        XCTAssertTrue(v.becomeFirstResponder())
        XCTAssertTrue(h.screen.textInput.activeResponder === v)
        h.screen.textInput.perform(.text("4"))
        h.screen.textInput.perform(.text("2"))
        h.screen.textInput.perform(.deleteBackward)
        XCTAssertEqual(v.text, "4")
        XCTAssertTrue(v.resignFirstResponder())
        XCTAssertNil(h.screen.textInput.activeResponder)
        h.screen.textInput.perform(.text("x"))
        XCTAssertEqual(v.text, "4", "no active input: keys type nothing")
        XCTAssertEqual(host.log, ["mode en", "activate KeyInputView", "changed", "changed", "changed", "deactivate"])
    }

    /// UIResponder.inputView: a responder with only a custom input view still shows it.
    @MainActor func testResponderWithInputViewIsActiveAndReloadInputViewsReachesTheHost() async {
        let (h, w) = makeWindow()
        let host = RecordingKeyboardHost()
        h.screen.textInput.keyboardHost = host
        let v = InputViewOwner(frame: .zero)
        w.addSubview(v)
        v.reloadInputViews()
        XCTAssertEqual(host.log, ["mode en"], "reloadInputViews does nothing unless first responder")
        v.becomeFirstResponder()
        v.reloadInputViews()
        XCTAssertEqual(host.log, ["mode en", "activate InputViewOwner", "activate InputViewOwner"])
        XCTAssertNil(h.screen.textInput.activeInput, "an inputView alone takes no typed text")
    }

    /// A plain view that can become first responder but takes no text shows no keyboard.
    @MainActor func testNonTextFirstResponderIsNotAnInput() async {
        let (h, w) = makeWindow()
        final class Focus: UIView { override var canBecomeFirstResponder: Bool { true } }
        let f = Focus(frame: .zero)
        w.addSubview(f)
        f.becomeFirstResponder()
        XCTAssertTrue(f.isFirstResponder)
        XCTAssertNil(h.screen.textInput.activeResponder)
    }

    /// UIView.endEditing(_:): "Causes the view (or one of its embedded text fields) to resign
    /// the first responder status"; with force, "the text field is forced to resign".
    @MainActor func testEndEditingResignsAFirstResponderInsideTheViewAndForceOverridesRefusal() async {
        let (_, w) = makeWindow()
        final class Stubborn: UIView, UIKeyInput {
            var hasText: Bool { false }
            func insertText(_ t: String) {}
            func deleteBackward() {}
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { window?.isForcingResign ?? false }
        }
        let container = UIView(frame: w.bounds), other = UIView(frame: w.bounds)
        w.addSubview(container); w.addSubview(other)
        let s = Stubborn(frame: .zero)
        container.addSubview(s)
        s.becomeFirstResponder()
        XCTAssertTrue(other.endEditing(false), "the first responder is not inside `other`")
        XCTAssertTrue(s.isFirstResponder)
        XCTAssertFalse(container.endEditing(false), "it refuses to resign")
        XCTAssertTrue(s.isFirstResponder)
        XCTAssertTrue(container.endEditing(true))
        XCTAssertFalse(s.isFirstResponder)
    }

    /// A first responder removed from its window resigns (UIKit: a view that leaves the
    /// window cannot stay first responder), and the keyboard is told to hide.
    @MainActor func testFirstResponderRemovedFromItsWindowResigns() async {
        let (h, w) = makeWindow()
        let host = RecordingKeyboardHost()
        h.screen.textInput.keyboardHost = host
        let v = KeyInputView(frame: .zero)
        w.addSubview(v)
        v.becomeFirstResponder()
        v.removeFromSuperview()
        XCTAssertFalse(v.isFirstResponder)
        XCTAssertNil(w.firstResponder)
        XCTAssertNil(h.screen.textInput.activeResponder)
        XCTAssertEqual(host.log.last, "deactivate")
    }

    /// Keyboard notifications: UIKit posts willChangeFrame, willShow, then (after the
    /// animation) didChangeFrame, didShow; hiding posts the Hide pair; userInfo carries the
    /// begin/end frames, the duration and the curve.
    @MainActor func testKeyboardNotificationsComeInUIKitsOrderWithTheirUserInfo() async {
        let (h, _) = makeWindow()
        final class Seen: @unchecked Sendable { var names: [String] = []; var info: [AnyHashable: Any] = [:] }
        let rec = Seen()
        let names: [Notification.Name] = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                                          UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                                          UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let short = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "")
                rec.names.append(short)
                rec.info = note.userInfo ?? [:]
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let hidden = CGRect(x: 0, y: 300, width: 400, height: 120), shown = CGRect(x: 0, y: 180, width: 400, height: 120)
        let t = h.screen.textInput
        t.keyboardWillChangeFrame(from: hidden, to: shown, duration: 0.25, curve: 7)
        XCTAssertEqual(rec.info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect, shown)
        XCTAssertEqual(rec.info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect, hidden)
        XCTAssertEqual(rec.info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double, 0.25)
        XCTAssertEqual(rec.info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int, 7)
        t.keyboardDidChangeFrame(from: hidden, to: shown, duration: 0.25, curve: 7)
        XCTAssertEqual(t.keyboardFrame, shown)
        XCTAssertTrue(t.isKeyboardVisible)
        t.keyboardWillChangeFrame(from: shown, to: hidden, duration: 0.25, curve: 7)
        t.keyboardDidChangeFrame(from: shown, to: hidden, duration: 0.25, curve: 7)
        XCTAssertFalse(t.isKeyboardVisible)
        XCTAssertEqual(rec.names, ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
                              "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    }
}
