import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UILabel's text, drawn: every NSLineBreakMode, numberOfLines 0/1/3, justified text,
/// attributed runs, Dynamic Type sizes, colour emoji and ZWJ sequences — at 1× and 2×.
/// Goldens looked at by eye; tolerance ±2 per channel, no pixel beyond (deterministic
/// rendering; the slack covers pixman's rounding only).
final class LabelTextGoldenTests: XCTestCase {
    private static let sentence = "The quick brown fox jumps over the lazy dog and keeps on running"

    @MainActor private func scene(scale: Double, height: Int, build: (UIView) -> Void) -> HeadlessHarness {
        let h = HeadlessHarness(width: 480, height: height, scale: scale)
        h.window.backgroundColor = .white
        build(h.window)
        h.renderFrames()
        return h
    }

    @MainActor private func label(_ text: String, _ frame: CGRect, lines: Int = 1, mode: NSLineBreakMode = .byTruncatingTail,
                                  in view: UIView) -> UILabel {
        let l = UILabel(frame: frame)
        l.text = text
        l.numberOfLines = lines
        l.lineBreakMode = mode
        l.backgroundColor = UIColor(white: 0.94, alpha: 1)
        view.addSubview(l)
        return l
    }

    /// Rule (NSLineBreakMode): head, tail and middle truncation put "…" at the start, the end
    /// or the middle of the last line; clipping cuts the line at the edge; word and character
    /// wrapping in one line show what fits, broken at a word or a character.
    @MainActor private func truncationScene(_ scale: Double) -> HeadlessHarness {
        scene(scale: scale, height: 200) { v in
            let modes: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle, .byClipping, .byWordWrapping, .byCharWrapping]
            for (i, m) in modes.enumerated() {
                _ = label(Self.sentence, CGRect(x: 10, y: 8 + CGFloat(i) * 31, width: 300, height: 26), mode: m, in: v)
            }
        }
    }

    /// Rule (numberOfLines): 0 shows every line, 1 one line, 3 at most three with the last
    /// truncated; `.justified` stretches every line of a paragraph but its last.
    @MainActor private func wrappingScene(_ scale: Double) -> HeadlessHarness {
        scene(scale: scale, height: 330) { v in
            let long = Self.sentence + " through the fields, over the hills and far away."
            _ = label(long, CGRect(x: 10, y: 8, width: 220, height: 150), lines: 0, in: v)
            _ = label(long, CGRect(x: 250, y: 8, width: 220, height: 24), lines: 1, in: v)
            _ = label(long, CGRect(x: 250, y: 40, width: 220, height: 70), lines: 3, in: v)
            let j = label(long, CGRect(x: 10, y: 170, width: 300, height: 150), lines: 0, in: v)
            j.textAlignment = .justified
            let rtl = label("مرحبا بكم في متجرنا، أهلا وسهلا بكم دائما", CGRect(x: 320, y: 170, width: 150, height: 80), lines: 0, in: v)
            rtl.textAlignment = .natural
        }
    }

    /// Rule: attributed runs keep their own font, colour, kern, underline, strikethrough and
    /// background; `preferredFont(forTextStyle:)` follows the content size category
    /// (xSmall, large, accessibility XL); emoji draw in colour, ZWJ sequences as one glyph.
    @MainActor private func attributedScene(_ scale: Double) -> HeadlessHarness {
        scene(scale: scale, height: 260) { v in
            let s = NSMutableAttributedString(string: "Bold red, underlined, struck, highlighted and spaced out.")
            s.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 8))
            s.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 0, length: 8))
            s.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 10, length: 10))
            s.addAttribute(.strikethroughStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 22, length: 6))
            s.addAttribute(.backgroundColor, value: UIColor.systemYellow, range: NSRange(location: 30, length: 11))
            s.addAttribute(.kern, value: 3, range: NSRange(location: 46, length: 10))
            let a = UILabel(frame: CGRect(x: 10, y: 8, width: 460, height: 50))
            a.numberOfLines = 0
            a.attributedText = s
            v.addSubview(a)
            var y: CGFloat = 64
            for category in [UIContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge] {
                let l = UILabel(frame: CGRect(x: 10, y: y, width: 460, height: 20))
                l.font = .preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                l.text = "Body at " + category.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")
                    .replacingOccurrences(of: "Accessibility", with: "AX-")
                l.sizeToFit()
                v.addSubview(l)
                y += l.bounds.height + 6
            }
            let e = UILabel(frame: CGRect(x: 10, y: y + 4, width: 460, height: 40))
            e.font = .systemFont(ofSize: 28)
            e.text = "Hi 👋 😀 👨‍👩‍👧 ❤️ 🇰🇷 🍣"
            v.addSubview(e)
        }
    }

    @MainActor private func check(_ h: HeadlessHarness, _ name: String) {
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) { XCTFail(failure) }
    }

    @MainActor func testTruncationModesAt1x() async { check(truncationScene(1), "label-truncation-1x") }
    @MainActor func testTruncationModesAt2x() async { check(truncationScene(2), "label-truncation-2x") }
    @MainActor func testWrappingAndJustifiedAt1x() async { check(wrappingScene(1), "label-wrapping-1x") }
    @MainActor func testWrappingAndJustifiedAt2x() async { check(wrappingScene(2), "label-wrapping-2x") }
    @MainActor func testAttributedDynamicTypeAndEmojiAt1x() async { check(attributedScene(1), "label-attributed-1x") }
    @MainActor func testAttributedDynamicTypeAndEmojiAt2x() async { check(attributedScene(2), "label-attributed-2x") }
}
