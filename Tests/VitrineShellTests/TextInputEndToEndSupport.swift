import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// A form as an app writes one: a full-screen scroll view of rounded text fields, the last
/// near the bottom, and a small badge pinned above the keyboard with `keyboardLayoutGuide`.
@MainActor
final class FormViewController: UIViewController {
    /// The fields' tops (34 points high, 300 wide, at x 20).
    static let fieldTops: [CGFloat] = [20, 90, 160, 230, 330, 420]
    let scroll = UIScrollView()
    var fields: [UITextField] = []
    let badge = UIView()
    var dark = false

    override func viewDidLoad() {
        view.backgroundColor = dark ? UIColor(rgb: 0x1C1C1E) : UIColor(rgb: 0xF2F2F7)
        scroll.frame = view.bounds
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 800, height: 480)
        view.addSubview(scroll)
        for (i, y) in Self.fieldTops.enumerated() {
            let f = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 34))
            f.font = UIFont(name: "Noto Sans CJK KR", size: 17) ?? UIFont.systemFont(ofSize: 17)
            f.borderStyle = .roundedRect
            f.placeholder = "Field \(i + 1)"
            scroll.addSubview(f)
            fields.append(f)
        }
        badge.backgroundColor = .systemOrange
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            badge.widthAnchor.constraint(equalToConstant: 120),
            badge.heightAnchor.constraint(equalToConstant: 30),
            badge.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }
}

/// An 800×480 screen (scale 1) with the form and the shell's keyboard (policy `on` unless
/// said), driven only through the touch path and the keyboard's keys.
@MainActor
struct FormScene {
    let h: HeadlessHarness
    let keyboard: SoftwareKeyboard
    let form: FormViewController

    init(policy: SoftwareKeyboard.Policy = .on, dark: Bool = false) {
        UIPasteboard.general.items = []
        h = HeadlessHarness(width: 800, height: 480)
        form = FormViewController()
        form.dark = dark
        h.window.rootViewController = form
        h.renderFrames()
        keyboard = SoftwareKeyboard(screen: h.screen, policy: policy)
    }

    var fields: [UITextField] { form.fields }

    /// The centre of `v` in window (= screen) points, as it is now.
    func centre(of v: UIView) -> CGPoint {
        let r = v.convert(v.bounds, to: nil)
        return CGPoint(x: r.midX, y: r.midY)
    }

    /// A single tap, then past the double-tap interval (text taps wait for a double tap to fail).
    func tap(_ p: CGPoint?) {
        guard let p else { XCTFail("nothing to tap"); return }
        h.tap(at: p)
        h.advance(by: 0.5)
    }

    func doubleTap(_ p: CGPoint) {
        h.tap(at: p)
        h.advance(by: 0.1)
        h.tap(at: p)
        h.advance(by: 0.1)
    }

    /// Taps the keys that type `text` on the keyboard as it is, one tap at a time.
    func type(_ text: String) {
        for c in text {
            guard let points = keyboard.touchPoints(toType: c) else { XCTFail("cannot type \(c)"); return }
            for p in points { tap(p) }
        }
    }

    /// Taps the first key with `role`.
    func tap(_ role: KeyboardKey.Role) { tap(keyboard.screenPoint(of: role)) }

    /// Taps the menu item for `action` of `field`'s edit menu through the touch path.
    func tapMenuItem(_ action: UIResponderStandardEditAction, of field: UITextField) {
        guard let m = field.textInteraction.menu, let i = m.actions.firstIndex(of: action) else {
            return XCTFail("no \(action) in the menu")
        }
        let label = m.subviews.compactMap { $0 as? UILabel }[i]
        tap(m.convert(CGPoint(x: label.frame.midX, y: label.frame.midY), to: nil))
    }

    func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: shellGoldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }
}

extension FormScene {
    /// Whether the screen shows a line under `field`'s marked text and none under the text
    /// just before it: some pixel row near the marked text's bottom is darker than the
    /// field's white (green < 230) all along the marked text and white (≥ 240) under the
    /// 12 points before it. Checked on the rendered screen, not on the field's model.
    func showsUnderlineUnderMarkedText(of field: UITextField) -> Bool {
        guard let m = field.markedTextRange else { return false }
        h.renderFrames()
        let img = h.screenshot
        let r = field.convert(field.firstRect(for: m), to: nil)
        func green(_ x: Int, _ y: Int) -> Int { Int((img[x, y] >> 8) & 0xFF) }
        let under = (Int(r.minX.rounded(.up)) + 1)..<(Int(r.maxX.rounded(.down)) - 1)
        let before = max(0, under.lowerBound - 14)..<(under.lowerBound - 3)
        for y in (Int(r.maxY) - 6)...(Int(r.maxY) + 3) where y >= 0 && y < img.height {
            if under.allSatisfy({ green($0, y) < 230 }) && before.allSatisfy({ green($0, y) >= 240 }) { return true }
        }
        return false
    }
}
