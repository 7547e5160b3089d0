import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Bold Text: with `legibilityWeight == .bold`, text in the system font family is drawn one
/// weight heavier; text in other fonts is not; views lay out again for the new size.
final class BoldTextTests: XCTestCase {
    @MainActor private func applyBoldText(_ on: Bool) {
        var s = AccessibilitySettings()
        s.boldText = on
        UIAccessibility.apply(s)
    }

    /// Rule (iOS Bold Text, UIKit `legibilityWeight`: system fonts are drawn heavier —
    /// regular as semibold, semibold as bold): the weight steps.
    @MainActor func testTheWeightSteps() async {
        XCTAssertEqual(UIFont.Weight.regular.heavier, .semibold)
        XCTAssertEqual(UIFont.Weight.medium.heavier, .semibold)
        XCTAssertEqual(UIFont.Weight.semibold.heavier, .bold)
        XCTAssertEqual(UIFont.Weight.bold.heavier, .heavy)
        XCTAssertEqual(UIFont.Weight.black.heavier, .black)
        let body = UIFont.preferredFont(forTextStyle: .body)
        XCTAssertTrue(body.legible(for: .regular) === body)
        XCTAssertTrue(body.legible(for: .unspecified) === body)
        XCTAssertNotEqual(body.legible(for: .bold), body, "a text style's font is a system font")
        XCTAssertEqual(body.legible(for: .bold).pointSize, body.pointSize)
    }

    /// Rule (iOS Bold Text: system-font text drawn by an app's own `draw(_:)` is bolder too):
    /// string drawing measures and draws for the current traits (those of the view being
    /// drawn); a font file of the app's own measures the same.
    @MainActor func testStringDrawingFollowsTheCurrentTraits() async {
        let system: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        let custom: [NSAttributedString.Key: Any] = [.font: UIFont(contentsOfFile: FontFace.defaultPath, size: 20)]
        let text = "Check in at the desk"
        let regular = UITraitCollection(legibilityWeight: .regular).performAsCurrent { text.size(withAttributes: system) }
        let bold = UITraitCollection(legibilityWeight: .bold).performAsCurrent { text.size(withAttributes: system) }
        XCTAssertGreaterThan(bold.width, regular.width)
        XCTAssertEqual(UITraitCollection(legibilityWeight: .bold).performAsCurrent { text.size(withAttributes: custom) },
                       UITraitCollection(legibilityWeight: .regular).performAsCurrent { text.size(withAttributes: custom) })
    }

    /// The ink (dark pixels) and extent of `label`'s text in a rendered frame.
    private func ink(_ shot: PixelBuffer, _ frame: CGRect) -> (pixels: Int, width: Int) {
        var count = 0, minX = Int.max, maxX = Int.min
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) where (shot[x, y] >> 16) & 0xFF < 128 {
                count += 1; minX = min(minX, x); maxX = max(maxX, x)
            }
        }
        return (count, count == 0 ? 0 : maxX - minX + 1)
    }

    /// Rule (iOS Bold Text; UIKit `invalidateIntrinsicContentSize()` lays a view out again
    /// when its natural size changes): a label in the system font, sized by Auto Layout from
    /// its intrinsic size, grows wider and draws more ink when Bold Text is turned on, and
    /// returns to its first frame and pixels when it is turned off; a label in a font file of
    /// its own keeps its size and pixels.
    @MainActor func testASystemFontLabelGrowsBolderAndACustomFontStays() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        UIAccessibility.apply(AccessibilitySettings())
        let h = HeadlessHarness(width: 400, height: 120)
        let root = UIViewController()
        root.view.backgroundColor = .white
        let system = UILabel(), custom = UILabel()
        system.text = "Check in at the desk"
        system.font = .systemFont(ofSize: 20)
        custom.text = "Check in at the desk"
        custom.font = UIFont(contentsOfFile: FontFace.defaultPath, size: 20)
        for l in [system, custom] {
            l.textColor = .black
            l.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(l)
            l.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10).isActive = true
        }
        system.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10).isActive = true
        custom.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 60).isActive = true
        h.window.rootViewController = root
        h.renderFrames()
        let regularFrame = system.frame, customFrame = custom.frame
        let regularShot = h.screenshot
        let regularInk = ink(regularShot, regularFrame.insetBy(dx: -2, dy: -2))

        applyBoldText(true)
        h.renderFrames()
        XCTAssertGreaterThan(system.frame.width, regularFrame.width, "the bolder face is wider: Auto Layout gave the label more room")
        XCTAssertEqual(system.frame.width, system.intrinsicContentSize.width)
        let boldInk = ink(h.screenshot, system.frame.insetBy(dx: -2, dy: -2))
        XCTAssertGreaterThan(boldInk.pixels, regularInk.pixels * 11 / 10, "heavier strokes: more ink")
        XCTAssertGreaterThan(boldInk.width, regularInk.width)
        XCTAssertEqual(custom.frame, customFrame, "a font of the app's own is not made bolder")
        XCTAssertEqual(ink(h.screenshot, customFrame.insetBy(dx: -2, dy: -2)).pixels, ink(regularShot, customFrame.insetBy(dx: -2, dy: -2)).pixels)
        XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0, "nothing stale")

        applyBoldText(false)
        h.renderFrames()
        XCTAssertEqual(system.frame, regularFrame)
        XCTAssertEqual(GoldenImage.compare(h.screenshot, regularShot, channelTolerance: 0).differingPixels, 0, "and back")
    }

    /// Rule (iOS Bold Text reaches every control's system-font text; UIKit lays a view out
    /// again when its intrinsic size changes): a button's title and a text field's text take
    /// the bolder face, so the button Auto Layout sizes from its natural size grows, and a
    /// label measured before it joined a bold window is measured again there.
    @MainActor func testButtonsFieldsAndLabelsMeasuredEarlierFollow() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        UIAccessibility.apply(AccessibilitySettings())
        let h = HeadlessHarness(width: 400, height: 200)
        let button = UIButton(type: .system)
        button.setTitle("Continue to the form", for: .normal)
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        field.text = "Ada Lovelace"
        button.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(button)
        h.window.addSubview(field)
        button.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10).isActive = true
        button.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 10).isActive = true
        h.renderFrames()
        let buttonWidth = button.frame.width
        XCTAssertEqual(buttonWidth, button.intrinsicContentSize.width)
        let fieldWidth = field.shownLayout()?.size.width ?? 0
        XCTAssertGreaterThan(fieldWidth, 0)

        applyBoldText(true)
        h.renderFrames()
        XCTAssertGreaterThan(button.frame.width, buttonWidth)
        XCTAssertEqual(button.frame.width, button.intrinsicContentSize.width)
        XCTAssertGreaterThan(field.shownLayout()?.size.width ?? 0, fieldWidth)

        let early = UILabel()
        early.text = "Measured before"
        let outside = early.intrinsicContentSize
        h.window.addSubview(early)
        XCTAssertGreaterThan(early.intrinsicContentSize.width, outside.width, "shaped again for the bold window")
    }
}
