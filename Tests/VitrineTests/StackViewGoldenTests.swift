import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A small form built only from stack views (no frame arithmetic), rendered headless in
/// landscape (320×240) and, after the display turns to 240×320, in portrait; compared with
/// reviewed golden PNGs (tolerance: `GoldenTolerance.standard`, ±2 per channel and no
/// differing pixel). Each frame also equals a from-scratch redraw.
final class StackViewGoldenTests: XCTestCase {
    /// The form: a column pinned 12 points inside the safe area (leading, trailing, top; it
    /// sizes its own height) holding a title, two label + field rows (the labels hug, the
    /// fields take the rest), a row of three status dots spaced evenly (`equalSpacing`), and
    /// two buttons of equal width (`fillEqually`) with a hidden third between them.
    final class FormViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(rgb: 0xF2F2F7)

            let title = label("Settings", size: 20, weight: .bold)
            let name = row("Name", field(UIColor(rgb: 0xFFFFFF)))
            let volume = row("Volume", field(UIColor(rgb: 0x34C759)))

            let dots = UIStackView(arrangedSubviews: ([0x007AFF, 0xFF9500, 0xFF3B30] as [UInt32]).map { rgb -> UIView in
                let d = UIView()
                d.backgroundColor = UIColor(rgb: rgb)
                d.cornerRadius = 6
                // Before its own constraints (the engine would otherwise see them conflict
                // with the frame's until the stack turns the mask off).
                d.translatesAutoresizingMaskIntoConstraints = false
                d.widthAnchor.constraint(equalToConstant: 12).isActive = true
                d.heightAnchor.constraint(equalToConstant: 12).isActive = true
                return d
            })
            dots.distribution = .equalSpacing
            dots.alignment = .center

            let cancel = button("Cancel", UIColor(rgb: 0x8E8E93))
            let hidden = button("Hidden", UIColor(rgb: 0xFF00FF))
            hidden.isHidden = true
            let save = button("Save", UIColor(rgb: 0x007AFF))
            let buttons = UIStackView(arrangedSubviews: [cancel, hidden, save])
            buttons.distribution = .fillEqually
            buttons.spacing = 8

            let form = UIStackView(arrangedSubviews: [title, name, volume, dots, buttons])
            form.axis = .vertical
            form.spacing = 10
            form.setCustomSpacing(16, after: volume)
            form.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(form)
            let g = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                form.leadingAnchor.constraint(equalTo: g.leadingAnchor, constant: 12),
                form.trailingAnchor.constraint(equalTo: g.trailingAnchor, constant: -12),
                form.topAnchor.constraint(equalTo: g.topAnchor, constant: 12),
            ])
        }

        private func label(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular) -> UILabel {
            let l = UILabel()
            l.text = text
            l.font = .systemFont(ofSize: size, weight: weight)
            l.textColor = UIColor(rgb: 0x1C1C1E)
            return l
        }

        private func field(_ color: UIColor) -> UIView {
            let f = UIView()
            f.backgroundColor = color
            f.borderWidth = 1
            f.borderColor = UIColor(rgb: 0xC7C7CC)
            f.cornerRadius = 4
            f.translatesAutoresizingMaskIntoConstraints = false
            f.heightAnchor.constraint(equalToConstant: 24).isActive = true
            return f
        }

        private func row(_ text: String, _ field: UIView) -> UIStackView {
            let l = label(text, size: 14)
            l.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            let r = UIStackView(arrangedSubviews: [l, field])
            r.spacing = 8
            r.alignment = .center
            return r
        }

        private func button(_ text: String, _ color: UIColor) -> UILabel {
            let b = label(text, size: 14, weight: .semibold)
            b.textColor = .white
            b.textAlignment = .center
            b.backgroundColor = color
            b.cornerRadius = 6
            b.translatesAutoresizingMaskIntoConstraints = false
            b.heightAnchor.constraint(equalToConstant: 32).isActive = true
            return b
        }
    }

    @MainActor func testStackViewFormInBothOrientations() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let vc = FormViewController()
        h.window.rootViewController = vc
        h.renderFrames()
        check(h, "stack-form-landscape")

        h.resize(to: CGSize(width: 240, height: 320))
        h.renderFrames()
        check(h, "stack-form-portrait")
    }

    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let shot = h.screenshot
        if let failure = GoldenImage.verify(shot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
        XCTAssertTrue(GoldenImage.compare(shot, h.fullRedraw(), channelTolerance: 2).matches(.standard),
                      "\(name): the frame equals a from-scratch redraw", file: file, line: line)
    }
}
