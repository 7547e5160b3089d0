import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// The candidate strip above the keys in Japanese and Chinese: shown only while the input
/// method has candidates, listing them best first, a tap committing one; it follows the
/// keyboard's palette and the layout direction and reads each candidate by its text.
final class KeyboardCandidateBarTests: XCTestCase {
    /// The form with its first field active and the keyboard up in `mode` (reached with
    /// the globe key), `appearance` light or dark.
    @MainActor private func scene(_ mode: TextInputMode, appearance: UIKeyboardAppearance = .light) -> FormScene {
        let s = FormScene()
        s.fields[0].keyboardAppearance = appearance
        s.h.screen.textInput.inputModes = [.english, mode]
        s.tap(s.centre(of: s.fields[0]))
        s.h.advance(by: 0.3)
        s.tap(.globe)
        XCTAssertEqual(s.h.screen.textInput.inputMode, mode)
        return s
    }

    /// The proof: t-o-u-k-y-o-u on the on-screen keyboard in Japanese, space, a tap on the
    /// first candidate → 東京 in the field (anthy converting).
    @MainActor func testTypingToukyouAndTappingTheFirstCandidateGives東京() async {
        let f = scene(.japanese)
        XCTAssertTrue(f.keyboard.candidateBar.isHidden, "no candidates yet: no strip")
        let before = f.keyboard.frame
        f.type("toukyou")
        XCTAssertEqual(f.fields[0].text, "とうきょう")
        f.type(" ")
        let candidates = f.keyboard.candidateBar.candidates
        XCTAssertEqual(candidates.first, "東京")
        XCTAssertEqual(candidates, f.h.screen.textInput.candidates)
        XCTAssertFalse(f.keyboard.candidateBar.isHidden)
        XCTAssertEqual(f.keyboard.frame.height, before.height + KeyboardCandidateBar.height, "the strip adds its height")
        f.h.advance(by: 0.3)
        f.tap(f.keyboard.screenPoint(ofCandidateAt: 0))
        XCTAssertEqual(f.fields[0].text, "東京")
        XCTAssertNil(f.fields[0].markedTextRange)
        XCTAssertTrue(f.keyboard.candidateBar.isHidden, "nothing to choose any more: the strip goes")
        f.h.advance(by: 0.3)
        XCTAssertEqual(f.keyboard.frame, before)
    }

    /// Each candidate is a button the screen reader reads by its text, in the mode's language.
    @MainActor func testEachCandidateIsLabelledByItsText() async {
        let f = scene(.japanese)
        f.type("toukyou ")
        let buttons = f.keyboard.candidateBar.buttons
        XCTAssertFalse(buttons.isEmpty)
        XCTAssertEqual(buttons.map(\.accessibilityLabel), f.keyboard.candidateBar.candidates)
        XCTAssertTrue(buttons.allSatisfy { $0.accessibilityLanguage == "ja-JP" && $0.accessibilityTraits.contains(.button) })
    }

    /// The strip takes the keyboard's palette: light, dark, Increase Contrast.
    @MainActor func testTheStripFollowsThePalette() async {
        let light = scene(.japanese)
        light.type("toukyou ")
        XCTAssertEqual(light.keyboard.candidateBar.backgroundColor, KeyboardPalette.light.background)
        XCTAssertEqual(light.keyboard.candidateBar.buttons.first?.titleColor(for: .normal), KeyboardPalette.light.label)
        let dark = scene(.japanese, appearance: .dark)
        dark.type("toukyou ")
        XCTAssertEqual(dark.keyboard.candidateBar.backgroundColor, KeyboardPalette.dark.background)
        XCTAssertEqual(dark.keyboard.candidateBar.buttons.first?.titleColor(for: .normal), KeyboardPalette.dark.label)
    }

    /// With Increase Contrast the strip takes the high-contrast palette, as the keys do,
    /// including when the setting changes while it shows.
    @MainActor func testTheStripFollowsIncreaseContrast() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        let f = scene(.japanese, appearance: .dark)
        f.type("toukyou ")
        XCTAssertEqual(f.keyboard.candidateBar.divider.backgroundColor, KeyboardPalette.dark.shadow)
        var settings = AccessibilitySettings()
        settings.darkerSystemColors = true
        UIAccessibility.apply(settings)
        f.h.renderFrames()
        let bar = f.keyboard.candidateBar
        XCTAssertEqual(bar.backgroundColor, KeyboardPalette.darkIncreasedContrast.background)
        XCTAssertEqual(bar.divider.backgroundColor, KeyboardPalette.darkIncreasedContrast.shadow)
        XCTAssertEqual(bar.buttons.first?.titleColor(for: .normal), KeyboardPalette.darkIncreasedContrast.label)
    }

    /// Right to left the best candidate sits at the right edge and the rest run leftwards.
    @MainActor func testRightToLeftPutsTheBestCandidateAtTheRight() async {
        let f = scene(.japanese)
        f.keyboard.candidateBar.semanticContentAttribute = .forceRightToLeft
        f.type("toukyou ")
        f.keyboard.candidateBar.layoutIfNeeded()
        let bar = f.keyboard.candidateBar
        let buttons = bar.buttons
        guard buttons.count > 1 else { return XCTFail("want two candidates or more, have \(buttons.count)") }
        let first = buttons[0].convert(buttons[0].bounds, to: bar)
        let second = buttons[1].convert(buttons[1].bounds, to: bar)
        XCTAssertEqual(first.maxX, bar.bounds.maxX, accuracy: 0.5)
        XCTAssertLessThan(second.maxX, first.minX + 0.5)
    }

    /// The strip reuses its buttons as the candidates change with each key (a button made
    /// anew for every candidate at every key was most of a keystroke's work); button `i`
    /// still commits candidate `i`, and buttons past the list leave the strip.
    @MainActor func testTheStripReusesItsButtons() async {
        let bar = KeyboardCandidateBar(frame: CGRect(x: 0, y: 0, width: 300, height: KeyboardCandidateBar.height))
        var chosen: [Int] = []
        bar.onSelect = { chosen.append($0) }
        bar.candidates = ["你", "尼", "泥"]
        let first = bar.buttons
        bar.candidates = ["你好", "你"]
        XCTAssertTrue(zip(first, bar.buttons).allSatisfy { $0 === $1 }, "the same buttons, retitled")
        XCTAssertEqual(bar.buttons.map { $0.title(for: .normal) }, ["你好", "你"])
        XCTAssertEqual(bar.buttons.map(\.accessibilityLabel), ["你好", "你"])
        XCTAssertNil(first[2].superview, "a button past the list leaves the strip")
        bar.candidates = ["a", "b", "c", "d"]
        XCTAssertTrue(bar.buttons[2] === first[2])
        bar.buttons[3].sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(chosen, [3])
    }

    /// Candidates wider than the strip scroll sideways; ones that fit do not.
    @MainActor func testCandidatesWiderThanTheStripScroll() async {
        let bar = KeyboardCandidateBar(frame: CGRect(x: 0, y: 0, width: 300, height: KeyboardCandidateBar.height))
        bar.candidates = ["東京"]
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.scrollView.contentSize.width, 300)
        bar.candidates = (1...12).map { "候補\($0)" }
        bar.layoutIfNeeded()
        XCTAssertGreaterThan(bar.scrollView.contentSize.width, 300)
        XCTAssertEqual(bar.buttons.last?.frame.maxX ?? 0, bar.scrollView.contentSize.width, accuracy: 0.5)
    }

    /// The golden: Japanese candidates for "toukyou" above the light keys, 800×480.
    @MainActor func testGoldenJapaneseCandidates() async {
        let f = scene(.japanese)
        f.type("toukyou ")
        f.h.advance(by: 0.5)
        f.h.renderFrames()
        if let failure = GoldenImage.verify(f.h.screenshot, name: "keyboard-ja-candidates-light", directory: shellGoldenDirectory) {
            XCTFail(failure)
        }
    }
}
