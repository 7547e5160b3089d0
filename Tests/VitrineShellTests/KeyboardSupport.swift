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
