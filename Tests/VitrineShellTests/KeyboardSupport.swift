import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// A plain app screen under the keyboard: a light (or dark) background with a card.
@MainActor
final class KeyboardAppViewController: UIViewController {
    let dark: Bool
    init(dark: Bool = false) { self.dark = dark; super.init() }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        view.backgroundColor = dark ? UIColor(rgb: 0x1C1C1E) : UIColor(rgb: 0xF2F2F7)
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        card.backgroundColor = dark ? UIColor(rgb: 0x3A3A3C) : .white
        card.cornerRadius = 8
        view.addSubview(card)
    }
}

extension SoftwareKeyboard {
    /// Shows the keyboard for `request` without a text input (the layout and drawing tests).
    func showForTesting(_ request: KeyboardRequest = KeyboardRequest(), dark: Bool = false, returnEnabled: Bool = true,
                        capitalize: Bool = false, inputView: UIView? = nil, accessory: UIView? = nil) {
        wanted = KeyboardPresentation(request: request, dark: dark, returnEnabled: returnEnabled, capitalize: capitalize,
                                      inputView: inputView, accessory: accessory)
        update()
    }

    func hideForTesting() {
        wanted = nil
        update()
    }
}

extension HeadlessHarness {
    /// A harness of `width`×`height` with the app controller and a keyboard on its screen.
    @MainActor static func withKeyboard(width: Int = 800, height: Int = 480, dark: Bool = false) -> (HeadlessHarness, SoftwareKeyboard) {
        let h = HeadlessHarness(width: width, height: height)
        h.window.rootViewController = KeyboardAppViewController(dark: dark)
        h.renderFrames()
        return (h, SoftwareKeyboard(screen: h.screen, policy: .on))
    }
}

/// A screen with the keyboard installed (policy `on` unless said) and a text input in the
/// app's window, first responder, the keyboard up.
@MainActor
struct KeyboardFixture {
    let h: HeadlessHarness
    let keyboard: SoftwareKeyboard
    let input: KeyboardTestInput
    /// Every action the keys sent, in order.
    let actions: ActionLog

    final class ActionLog { var list: [KeyboardView.Action] = [] }

    init(width: Int = 800, height: Int = 480, input: KeyboardTestInput = KeyboardTestInput(),
         policy: SoftwareKeyboard.Policy = .on, dark: Bool = false, focus: Bool = true) {
        h = HeadlessHarness(width: width, height: height)
        h.window.rootViewController = KeyboardAppViewController(dark: dark)
        h.renderFrames()
        keyboard = SoftwareKeyboard(screen: h.screen, policy: policy)
        self.input = input
        input.frame = CGRect(x: 20, y: 80, width: 300, height: 30)
        h.window.rootViewController?.view.addSubview(input)
        let log = ActionLog()
        actions = log
        let forward = keyboard.onAction
        keyboard.onAction = { action in log.list.append(action); forward?(action) }
        if focus {
            _ = input.becomeFirstResponder()
            h.advance(by: 0.3)
        }
    }

    /// Taps the screen point (through the real touch path).
    func tap(_ p: CGPoint?) {
        guard let p else { XCTFail("no key to tap"); return }
        h.tap(at: p)
        h.advance(by: 0.4)   // past the multiple-tap interval: the next tap is a new tap
    }

    /// Taps the keys that type `text` on the keyboard as it is.
    func type(_ text: String) {
        for c in text {
            guard let points = keyboard.touchPoints(toType: c) else { XCTFail("cannot type \(c)"); return }
            for p in points { tap(p) }
        }
    }

    /// Taps the first key with `role`.
    func tap(_ role: KeyboardKey.Role) { tap(keyboard.screenPoint(of: role)) }

    /// The labels of the current page's keys.
    var labels: [String] { keyboard.keysView.keyViews.map { $0.key.label(shifted: keyboard.keysView.isShifted) } }
}
