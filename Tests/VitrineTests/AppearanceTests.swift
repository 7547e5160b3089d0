import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Appearance: tint inheritance and `tintColorDidChange`, semantic colours per
/// `userInterfaceStyle` against Apple's published values, `overrideUserInterfaceStyle`, a
/// screen redrawn when its style flips, the dimming under an alert.
final class AppearanceTests: XCTestCase {
    private static let light = UITraitCollection(userInterfaceStyle: .light)
    private static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The colour's 8-bit components and alpha in hundredths, resolved for `traits`.
    private func rgba(_ c: UIColor, _ traits: UITraitCollection) -> [Int] {
        let v = c.resolvedColor(with: traits).color
        return [Int((v.red * 255).rounded()), Int((v.green * 255).rounded()), Int((v.blue * 255).rounded()), Int((v.alpha * 100).rounded())]
    }

    private func pixel(_ shot: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let p = shot[x, y]
        return [Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)]
    }

    // MARK: Tint

    /// UIKit (`tintColor`): "The first nondefault tint color value in the view's hierarchy,
    /// ascending from and starting with the view itself. If the system cannot find a
    /// nondefault color in the hierarchy, this property's value is a system-defined color";
    /// setting `nil` makes the view inherit again (`null_resettable`).
    @MainActor func testTintColorIsInheritedAndNilRestoresInheritance() async {
        let h = HeadlessHarness(width: 100, height: 100)
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        h.window.addSubview(parent)
        XCTAssertTrue(child.tintColor === UIColor.systemBlue, "the system colour at the top")
        parent.tintColor = .systemRed
        XCTAssertTrue(child.tintColor === UIColor.systemRed)
        child.tintColor = .systemGreen
        XCTAssertTrue(child.tintColor === UIColor.systemGreen)
        child.tintColor = nil
        XCTAssertTrue(child.tintColor === UIColor.systemRed, "nil inherits again")
        let orphan = UIView()
        orphan.tintColor = .systemOrange
        let moved = UIView()
        orphan.addSubview(moved)
        XCTAssertTrue(moved.tintColor === UIColor.systemOrange, "a moved view takes its new superview's tint")
    }

    /// UIKit (`tintColorDidChange()`): "The system calls this method on a view when your code
    /// changes the value of the tintColor property on that view. In addition, the system
    /// calls this method on a subview that inherits a changed interaction tint color." A
    /// subview with its own tint does not inherit it, so it is not told. (`tintAdjustmentMode`:)
    /// "When this property's value changes (either by the view's value changing or by one of
    /// its superview's values changing), the system calls the tintColorDidChange() method."
    @MainActor func testTintColorDidChangeReachesInheritingSubviewsOnly() async {
        let h = HeadlessHarness(width: 100, height: 100)
        let parent = TintRecordingView(), inheriting = TintRecordingView(), own = TintRecordingView(), belowOwn = TintRecordingView()
        own.tintColor = .systemPurple
        parent.addSubview(inheriting)
        parent.addSubview(own)
        own.addSubview(belowOwn)
        h.window.addSubview(parent)
        let all = [parent, inheriting, own, belowOwn]
        for v in all { v.tintChanges = 0 }

        parent.tintColor = .systemRed
        XCTAssertEqual(all.map(\.tintChanges), [1, 1, 0, 0])
        parent.tintColor = .systemRed
        XCTAssertEqual(all.map(\.tintChanges), [1, 1, 0, 0], "the same colour again changes nothing")

        parent.tintAdjustmentMode = .dimmed
        XCTAssertEqual(all.map(\.tintChanges), [2, 2, 1, 1], "the mode reaches every subview whose mode is automatic")
        XCTAssertEqual(belowOwn.tintAdjustmentMode, .dimmed)
        let dimmed = rgba(own.tintColor, Self.light)
        XCTAssertEqual(dimmed[0], dimmed[1], "dimmed: desaturated")
        XCTAssertEqual(dimmed[1], dimmed[2])

        own.tintAdjustmentMode = .normal
        XCTAssertEqual(all.map(\.tintChanges), [2, 2, 2, 2])
        XCTAssertEqual(rgba(own.tintColor, Self.light), [0xAF, 0x52, 0xDE, 100], "a view that sets .normal keeps its colour under a dimmed superview")

        parent.tintAdjustmentMode = .automatic
        XCTAssertEqual(all.map(\.tintChanges), [3, 3, 2, 2], "below an explicit .normal nothing changes")
        parent.tintColor = nil
        XCTAssertEqual(all.map(\.tintChanges), [4, 4, 2, 2])
    }

    // MARK: Semantic colours

    /// Apple's published light and dark values (Human Interface Guidelines, "Color", iOS
    /// system colours and the UI element colours; default contrast), written out here from that
    /// table as r, g, b, alpha %.
    @MainActor func testSemanticColoursResolvePerStyleToApplesValues() async {
        let table: [(String, UIColor, [Int], [Int])] = [
            ("label", .label, [0, 0, 0, 100], [255, 255, 255, 100]),
            ("secondaryLabel", .secondaryLabel, [60, 60, 67, 60], [235, 235, 245, 60]),
            ("tertiaryLabel", .tertiaryLabel, [60, 60, 67, 30], [235, 235, 245, 30]),
            ("quaternaryLabel", .quaternaryLabel, [60, 60, 67, 18], [235, 235, 245, 16]),
            ("systemBackground", .systemBackground, [255, 255, 255, 100], [0, 0, 0, 100]),
            ("secondarySystemBackground", .secondarySystemBackground, [242, 242, 247, 100], [28, 28, 30, 100]),
            ("tertiarySystemBackground", .tertiarySystemBackground, [255, 255, 255, 100], [44, 44, 46, 100]),
            ("systemGroupedBackground", .systemGroupedBackground, [242, 242, 247, 100], [0, 0, 0, 100]),
            ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, [255, 255, 255, 100], [28, 28, 30, 100]),
            ("separator", .separator, [60, 60, 67, 29], [84, 84, 88, 60]),
            ("opaqueSeparator", .opaqueSeparator, [198, 198, 200, 100], [56, 56, 58, 100]),
            ("systemFill", .systemFill, [120, 120, 128, 20], [120, 120, 128, 36]),
            ("secondarySystemFill", .secondarySystemFill, [120, 120, 128, 16], [120, 120, 128, 32]),
            ("tertiarySystemFill", .tertiarySystemFill, [118, 118, 128, 12], [118, 118, 128, 24]),
            ("quaternarySystemFill", .quaternarySystemFill, [116, 116, 128, 8], [118, 118, 128, 18]),
            ("systemBlue", .systemBlue, [0, 122, 255, 100], [10, 132, 255, 100]),
            ("systemRed", .systemRed, [255, 59, 48, 100], [255, 69, 58, 100]),
            ("systemGreen", .systemGreen, [52, 199, 89, 100], [48, 209, 88, 100]),
            ("systemIndigo", .systemIndigo, [88, 86, 214, 100], [94, 92, 230, 100]),
            ("systemTeal", .systemTeal, [48, 176, 199, 100], [64, 200, 224, 100]),
            ("systemGray", .systemGray, [142, 142, 147, 100], [142, 142, 147, 100]),
            ("systemGray6", .systemGray6, [242, 242, 247, 100], [28, 28, 30, 100]),
        ]
        for (name, colour, light, dark) in table {
            XCTAssertEqual(rgba(colour, Self.light), light, "\(name) light")
            XCTAssertEqual(rgba(colour, Self.dark), dark, "\(name) dark")
        }
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(rgba(custom, Self.dark), [255, 255, 255, 100], "UIColor(dynamicProvider:)")
        XCTAssertEqual(rgba(custom, Self.light), [0, 0, 0, 100])
    }

    // MARK: overrideUserInterfaceStyle

    /// UIKit (`overrideUserInterfaceStyle`): a view's or controller's override sets the style
    /// of its trait collection and of everything inside it; `.unspecified` follows the
    /// environment again. Drawn pixels follow.
    @MainActor func testOverrideUserInterfaceStyleOnAViewAndAController() async {
        let h = HeadlessHarness(width: 100, height: 60)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        inner.backgroundColor = .systemBackground
        box.addSubview(inner)
        root.view.addSubview(box)
        let child = UIViewController()
        child.view.frame = CGRect(x: 50, y: 0, width: 50, height: 60)
        child.view.backgroundColor = .systemBackground
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        h.window.rootViewController = root
        h.renderFrames()
        XCTAssertEqual(pixel(h.screenshot, 25, 30), [255, 255, 255])
        XCTAssertEqual(pixel(h.screenshot, 75, 30), [255, 255, 255])

        box.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .dark)
        child.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(child.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(root.traitCollection.userInterfaceStyle, .light)
        h.renderFrames()
        XCTAssertEqual(pixel(h.screenshot, 25, 30), [0, 0, 0])
        XCTAssertEqual(pixel(h.screenshot, 75, 30), [0, 0, 0])

        box.overrideUserInterfaceStyle = .unspecified
        child.overrideUserInterfaceStyle = .unspecified
        h.renderFrames()
        XCTAssertEqual(pixel(h.screenshot, 25, 30), [255, 255, 255])
        XCTAssertEqual(pixel(h.screenshot, 75, 30), [255, 255, 255])
    }

    // MARK: The screen's style

    /// A screen of semantic colours, labels, a tinted button and a switch.
    @MainActor private func buildScreen(_ h: HeadlessHarness) {
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 220, height: 120))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.cornerRadius = 10
        let title = UILabel(frame: CGRect(x: 12, y: 10, width: 196, height: 24))
        title.text = "Boiler"
        title.textColor = .label
        let subtitle = UILabel(frame: CGRect(x: 12, y: 36, width: 196, height: 20))
        subtitle.text = "Heating until 22:00"
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = .secondaryLabel
        let line = UIView(frame: CGRect(x: 12, y: 62, width: 196, height: 1))
        line.backgroundColor = .separator
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 12, y: 70, width: 80, height: 36)
        button.setTitle("Change", for: .normal)
        let toggle = UISwitch(frame: CGRect(x: 150, y: 72, width: 51, height: 31))
        toggle.isOn = true
        for v in [title, subtitle, line, button, toggle] { card.addSubview(v) }
        root.view.addSubview(card)
        h.window.rootViewController = root
        h.renderFrames()
    }

    /// Flipping `UIScreen.userInterfaceStyle` redraws the whole screen: the frame equals a
    /// from-scratch render of the same tree and a screen built in the new style from the
    /// start.
    @MainActor func testAScreenFlippedToDarkEqualsOneBuiltDark() async {
        let h = HeadlessHarness(width: 240, height: 140)
        buildScreen(h)
        let lightShot = h.screenshot
        h.screen.userInterfaceStyle = .dark
        h.renderFrames()
        let flipped = h.screenshot
        XCTAssertEqual(GoldenImage.compare(flipped, h.fullRedraw(), channelTolerance: 0).differingPixels, 0)
        XCTAssertEqual(pixel(flipped, 2, 2), [0, 0, 0], "systemGroupedBackground is black in dark")
        XCTAssertGreaterThan(GoldenImage.compare(flipped, lightShot, channelTolerance: 0).differingPixels, 240 * 140 / 2)

        let fresh = HeadlessHarness(width: 240, height: 140)
        fresh.screen.userInterfaceStyle = .dark
        buildScreen(fresh)
        XCTAssertEqual(GoldenImage.compare(flipped, fresh.screenshot, channelTolerance: 0).differingPixels, 0)

        h.screen.userInterfaceStyle = .light
        h.renderFrames()
        XCTAssertEqual(GoldenImage.compare(h.screenshot, lightShot, channelTolerance: 0).differingPixels, 0, "and back")
    }

    // MARK: Under an alert

    /// The dimming under an alert is black at 20 % (light) and 48 % (dark): a white
    /// background becomes 255 × 0.8 = 204, a black one stays 0 and a light grey (#F2F2F7 in
    /// light) becomes 0.8 × its value.
    @MainActor func testDimmingUnderAnAlert() async {
        for (dark, expected) in [(false, 204), (true, 0)] {
            let h = HeadlessHarness(width: 320, height: 480)
            if dark { h.screen.userInterfaceStyle = .dark }
            let root = UIViewController()
            root.view.backgroundColor = .systemBackground
            h.window.rootViewController = root
            h.renderFrames()
            let a = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            a.addAction(UIAlertAction(title: "OK", style: .default))
            root.present(a, animated: true)
            h.advance(by: 0.5)
            h.renderFrames()
            XCTAssertEqual(pixel(h.screenshot, 5, 5)[0], expected, accuracy: 1, dark ? "dark" : "light")
        }
        let h = HeadlessHarness(width: 320, height: 480)
        h.screen.userInterfaceStyle = .dark
        let root = UIViewController()
        root.view.backgroundColor = .white
        h.window.rootViewController = root
        h.renderFrames()
        root.present(UIAlertController(title: "T", message: nil, preferredStyle: .alert), animated: false)
        h.advance(by: 0.5)
        h.renderFrames()
        XCTAssertEqual(pixel(h.screenshot, 5, 5)[0], Int((255 * 0.52).rounded()), accuracy: 1, "white under black at 48 %")
    }
}
