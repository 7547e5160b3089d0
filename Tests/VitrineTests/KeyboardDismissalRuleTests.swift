import XCTest
@testable import Vitrine
import VitrineTesting

/// Records what the text system tells the on-screen keyboard.
@MainActor private final class HoldRecordingKeyboardHost: SoftwareKeyboardHost {
    var log: [String] = []
    func activate(for responder: UIResponder) { log.append("activate") }
    func deactivate() { log.append("deactivate") }
    func inputModeDidChange(_ mode: TextInputMode) {}
    func inputDidChange() {}
    func hardwareKeyboardDidChange(attached: Bool) {}
}

/// A form-sheet controller that lets the keyboard go down.
@MainActor private final class DismissingFormViewController: UIViewController {
    override var disablesAutomaticKeyboardDismissal: Bool { false }
}

/// `disablesAutomaticKeyboardDismissal`, UIKit: "The default implementation of this method
/// returns true if the modal presentation style of the view controller is set to
/// UIModalPresentationStyle.formSheet and returns false for other presentation styles. Thus,
/// the system normally does not allow the keyboard to be dismissed for modal forms."
final class KeyboardDismissalRuleTests: XCTestCase {
    @MainActor private func scene() -> (HeadlessHarness, UIViewController, HoldRecordingKeyboardHost) {
        let h = HeadlessHarness(width: 800, height: 600)
        let root = UIViewController()
        h.window.rootViewController = root
        h.window.makeKeyAndVisible()
        h.renderFrames()
        let host = HoldRecordingKeyboardHost()
        h.screen.textInput.keyboardHost = host
        return (h, root, host)
    }

    @MainActor func testDefaultIsTrueForFormSheetsOnly() {
        let vc = UIViewController()
        vc.modalPresentationStyle = .formSheet
        XCTAssertTrue(vc.disablesAutomaticKeyboardDismissal)
        for style in [UIModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen] {
            vc.modalPresentationStyle = style
            XCTAssertFalse(vc.disablesAutomaticKeyboardDismissal, "\(style)")
        }
    }

    /// In a form sheet the keyboard stays up when the text field resigns; it goes down when the
    /// sheet is dismissed. A field in a navigation controller presented as a form sheet is
    /// governed by the navigation controller (the presented one).
    @MainActor func testFormSheetKeepsTheKeyboardUpUntilDismissed() async {
        let (h, root, host) = scene()
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        nav.modalPresentationStyle = .formSheet
        root.present(nav, animated: false)
        h.renderFrames()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        content.view.addSubview(field)
        host.log.removeAll()
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(host.log, ["activate"], "the keyboard is not dismissed for a modal form")
        XCTAssertNil(h.screen.textInput.activeResponder, "keys type nowhere meanwhile")
        XCTAssertTrue(h.screen.textInput.keyboardHeldBy === nav)

        root.dismiss(animated: false)
        h.renderFrames()
        XCTAssertEqual(host.log, ["activate", "deactivate"], "dismissing the form takes the keyboard down")
        XCTAssertNil(h.screen.textInput.keyboardHeldBy)
    }

    /// A form sheet answering `false`, and a full-screen presentation (default `false`), let
    /// the keyboard go down as soon as the field resigns.
    @MainActor func testReturningFalseOrAnotherStyleDismissesTheKeyboard() async {
        let (h, root, host) = scene()
        let form = DismissingFormViewController()
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: false)
        h.renderFrames()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        form.view.addSubview(field)
        host.log.removeAll()
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(host.log, ["activate", "deactivate"])
        root.dismiss(animated: false)
        h.renderFrames()

        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        h.renderFrames()
        let other = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        full.view.addSubview(other)
        host.log.removeAll()
        XCTAssertTrue(other.becomeFirstResponder())
        XCTAssertTrue(other.resignFirstResponder())
        XCTAssertEqual(host.log, ["activate", "deactivate"])
    }
}
