import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A button configuration's styled text: `attributedTitle`/`attributedSubtitle` with UIKit's
/// `AttributedString` attributes, and the text attributes transformers.
final class ButtonConfigurationTextTests: XCTestCase {
    /// The attributes of the title label's text over the UTF-16 range of `part`.
    @MainActor private func attributes(_ label: UILabel?, at part: String) -> [NSAttributedString.Key: Any] {
        guard let text = label?.attributedText else { return [:] }
        let r = (text.string as NSString).range(of: part)
        guard r.location != NSNotFound else { return [:] }
        var effective = NSRange()
        return text.attributes(at: r.location, effectiveRange: &effective)
    }

    @MainActor private func button(_ c: UIButton.Configuration) -> UIButton {
        let b = UIButton(configuration: c)
        b.tintColor = .systemBlue
        b.frame = CGRect(x: 0, y: 0, width: 240, height: 60)
        b.layoutIfNeeded()
        return b
    }

    private static func styledTitle() -> AttributedString {
        var big = AttributedString("Big")
        big.font = UIFont.boldSystemFont(ofSize: 24)
        big.foregroundColor = UIColor.systemRed
        big.underlineStyle = .single
        var small = AttributedString(" small")
        small.kern = 2
        small.strikethroughStyle = .single
        return big + small
    }

    /// UIKit: `attributedTitle` is "the text and style attributes for the button's title";
    /// each run keeps its own font, colour, kern, underline and strikethrough, and a run
    /// without a font or colour takes the configuration's (medium size: 17 points; plain:
    /// the tint).
    @MainActor func testAttributedTitleIsDrawnRunByRun() async {
        var c = UIButton.Configuration.plain()
        c.attributedTitle = Self.styledTitle()
        let b = button(c)
        let big = attributes(b.titleLabel, at: "Big"), small = attributes(b.titleLabel, at: "small")
        XCTAssertEqual(big[.font] as? UIFont, UIFont.boldSystemFont(ofSize: 24))
        XCTAssertTrue((big[.foregroundColor] as? UIColor) === UIColor.systemRed)
        XCTAssertEqual(big[.underlineStyle] as? NSUnderlineStyle, .single)
        XCTAssertEqual(small[.font] as? UIFont, UIFont.systemFont(ofSize: 17))
        XCTAssertTrue((small[.foregroundColor] as? UIColor) === UIColor.systemBlue)
        XCTAssertEqual(small[.kern] as? CGFloat, 2)
        XCTAssertEqual(small[.strikethroughStyle] as? NSUnderlineStyle, .single)
        XCTAssertNil(small[.underlineStyle])
        // The 24-point run makes the title taller than the same characters in 17 points.
        var plain = UIButton.Configuration.plain()
        plain.title = "Big small"
        XCTAssertGreaterThan(b.intrinsicContentSize.height, button(plain).intrinsicContentSize.height)
    }

    /// The state's look applies to a run's own colour as it does to `baseForegroundColor`:
    /// pressed, a plain button's text shows at half opacity; disabled, `tertiaryLabel`.
    @MainActor func testAnOwnColourFollowsTheState() async {
        var c = UIButton.Configuration.plain()
        c.attributedTitle = Self.styledTitle()
        let b = button(c)
        let light = UITraitCollection(userInterfaceStyle: .light)
        b.isHighlighted = true
        b.layoutIfNeeded()
        let pressed = attributes(b.titleLabel, at: "Big")[.foregroundColor] as? UIColor
        XCTAssertEqual(pressed?.resolvedColor(with: light).color, UIColor.systemRed.resolvedColor(with: light).color.multiplyingAlpha(0.5))
        b.isHighlighted = false
        b.isEnabled = false
        b.layoutIfNeeded()
        XCTAssertTrue((attributes(b.titleLabel, at: "Big")[.foregroundColor] as? UIColor) === UIColor.tertiaryLabel)
        XCTAssertTrue((attributes(b.titleLabel, at: "small")[.foregroundColor] as? UIColor) === UIColor.tertiaryLabel)
    }

    /// UIKit: the transformer "accepts a container with the current text attributes and returns
    /// a container with the new text attributes": it sees the configuration's font and state
    /// colour and the run's own attributes, and what it returns is drawn. It applies to a
    /// plain `title` too, and `subtitleTextAttributesTransformer` to the subtitle.
    @MainActor func testTransformersChangeTheAttributesLast() async {
        var c = UIButton.Configuration.filled()
        c.attributedTitle = Self.styledTitle()
        c.subtitle = "sub"
        nonisolated(unsafe) var seen: [AttributeContainer] = []
        c.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            seen.append(incoming)
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 30)
            return outgoing
        }
        c.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.foregroundColor = UIColor.systemGreen
            return outgoing
        }
        let b = button(c)
        XCTAssertEqual(seen.count, 2, "once per run")
        XCTAssertEqual(seen.first?.font, UIFont.boldSystemFont(ofSize: 24), "the run's own font")
        XCTAssertEqual(seen.last?.font, UIFont.systemFont(ofSize: 17), "the configuration's font where the run has none")
        XCTAssertTrue(seen.last?.foregroundColor === UIColor.white, "filled: white text")
        XCTAssertEqual(seen.last?.kern, 2)
        XCTAssertEqual(attributes(b.titleLabel, at: "Big")[.font] as? UIFont, UIFont.systemFont(ofSize: 30))
        XCTAssertEqual(attributes(b.titleLabel, at: "small")[.font] as? UIFont, UIFont.systemFont(ofSize: 30))
        let subtitle = b.subviews.compactMap { $0 as? UILabel }.first { $0.text == "sub" }
        XCTAssertTrue((attributes(subtitle, at: "sub")[.foregroundColor] as? UIColor) === UIColor.systemGreen)
        XCTAssertEqual(attributes(subtitle, at: "sub")[.font] as? UIFont, UIFont.systemFont(ofSize: 15))
        // A transformer on a plain title.
        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        plain.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.underlineStyle = .thick
            return outgoing
        }
        XCTAssertEqual(attributes(button(plain).titleLabel, at: "Plain")[.underlineStyle] as? NSUnderlineStyle, .thick)
    }

    /// Mirrors `UIConfigurationTextAttributesTransformer.callAsFunction(_:)`: the transformer
    /// called as a function runs its closure.
    func testTransformerCallsItsClosure() {
        let t = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.kern = 3
            return outgoing
        }
        XCTAssertEqual(t(AttributeContainer()).kern, 3)
        XCTAssertEqual(t.transform(AttributeContainer()).kern, 3)
    }

    /// Pressing a button again and again makes no new attributed strings once each look has
    /// been made (Foundation on Linux never frees one).
    @MainActor func testStateChangesReuseTheStyledTitle() async {
        var c = UIButton.Configuration.filled()
        c.attributedTitle = Self.styledTitle()
        let b = button(c)
        b.isEnabled = false
        b.layoutIfNeeded()
        let disabled = b.titleLabel?.attributedText
        XCTAssertNotNil(disabled)
        b.isEnabled = true
        b.layoutIfNeeded()
        b.isEnabled = false
        b.layoutIfNeeded()
        XCTAssertTrue(b.titleLabel?.attributedText === disabled)
    }

    /// Pressing a plain button dims its title to half its opacity (UIKit's highlighted look);
    /// pressing it again shows the same attributed title object, not a new one per press
    /// (Foundation on Linux never frees an `NSAttributedString`'s runs).
    @MainActor func testEveryPressShowsTheSameStyledTitle() async {
        var c = UIButton.Configuration.plain()
        c.attributedTitle = Self.styledTitle()
        let b = button(c)
        b.isHighlighted = true
        b.layoutIfNeeded()
        let pressed = b.titleLabel?.attributedText
        XCTAssertNotNil(pressed)
        for _ in 0..<3 {
            b.isHighlighted = false
            b.layoutIfNeeded()
            b.isHighlighted = true
            b.layoutIfNeeded()
            XCTAssertTrue(b.titleLabel?.attributedText === pressed)
        }
    }

    /// A styled title drawn: a bold red underlined word, then a struck-out kerned one in the
    /// tint, on a plain button.
    @MainActor func testStyledTitleGolden() async {
        assertGolden(view: {
            var c = UIButton.Configuration.plain()
            c.attributedTitle = Self.styledTitle()
            let b = UIButton(configuration: c)
            b.tintColor = .systemBlue
            return b
        }(), named: "button-attributed-title", size: CGSize(width: 180, height: 50), scale: 2, directory: goldenDirectory)
    }
}
