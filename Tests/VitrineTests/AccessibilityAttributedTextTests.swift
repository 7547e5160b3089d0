import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `accessibilityAttributedLabel`, `…Value` and `…Hint` on views and `UIAccessibilityElement`,
/// kept in step with the plain strings as UIKit's `UIAccessibility` reference describes them:
/// setting the attributed string sets the plain property to its `string`; setting the plain
/// property makes the attributed one a plain attributed string of it; with only the plain one
/// set, the attributed getter returns it wrapped. The attributed form carries the
/// `.accessibilitySpeechLanguage` the screen reader speaks it in (EN 301 549 5.1.3.14).
final class AccessibilityAttributedTextTests: XCTestCase {
    private func korean(_ s: String) -> NSAttributedString {
        NSAttributedString(string: s, attributes: [.accessibilitySpeechLanguage: "ko"])
    }

    private func language(_ s: NSAttributedString?) -> String? {
        guard let s, s.length > 0 else { return nil }
        return s.attribute(.accessibilitySpeechLanguage, at: 0, effectiveRange: nil) as? String
    }

    /// UIKit's key, with UIKit's raw value (`UIAccessibilitySpeechAttributeLanguage`).
    func testSpeechLanguageKeyHasUIKitsRawValue() {
        XCTAssertEqual(NSAttributedString.Key.accessibilitySpeechLanguage.rawValue, "accessibilitySpeechLanguage")
    }

    /// Setting the attributed label sets `accessibilityLabel` to its string and keeps its
    /// attributes; setting the plain label afterwards drops them.
    @MainActor func testAttributedLabelAndLabelStayInStep() async {
        let view = UIView()
        view.accessibilityAttributedLabel = korean("김민수")
        XCTAssertEqual(view.accessibilityLabel, "김민수")
        XCTAssertEqual(view.accessibilityAttributedLabel?.string, "김민수")
        XCTAssertEqual(language(view.accessibilityAttributedLabel), "ko")
        view.accessibilityLabel = "Kim"
        XCTAssertEqual(view.accessibilityAttributedLabel?.string, "Kim")
        XCTAssertNil(language(view.accessibilityAttributedLabel), "the plain label replaces the attributed one")
        view.accessibilityAttributedLabel = nil
        XCTAssertNil(view.accessibilityLabel)
    }

    /// With only the plain label there (set, or a standard view's own), the attributed getter
    /// returns it wrapped; an attributed string set is kept as a copy.
    @MainActor func testAttributedGetterWrapsThePlainLabelAndCopiesWhatIsSet() async {
        let label = UILabel()
        label.text = "Gate"
        XCTAssertEqual(label.accessibilityAttributedLabel?.string, "Gate", "the default label, wrapped")
        let view = UIView()
        XCTAssertNil(view.accessibilityAttributedLabel)
        view.accessibilityLabel = "Seat"
        XCTAssertEqual(view.accessibilityAttributedLabel?.string, "Seat")
        let mutable = NSMutableAttributedString(attributedString: korean("좌석"))
        view.accessibilityAttributedLabel = mutable
        mutable.replaceCharacters(in: NSRange(location: 0, length: mutable.length), with: "changed")
        XCTAssertEqual(view.accessibilityAttributedLabel?.string, "좌석")
    }

    /// The value and the hint follow the same rules.
    @MainActor func testAttributedValueAndHintStayInStep() async {
        let view = UIView()
        view.accessibilityAttributedValue = korean("켜짐")
        view.accessibilityAttributedHint = korean("두 번 탭하세요")
        XCTAssertEqual(view.accessibilityValue, "켜짐")
        XCTAssertEqual(view.accessibilityHint, "두 번 탭하세요")
        XCTAssertEqual(language(view.accessibilityAttributedValue), "ko")
        XCTAssertEqual(language(view.accessibilityAttributedHint), "ko")
        view.accessibilityValue = "on"
        view.accessibilityHint = "Double tap"
        XCTAssertEqual(view.accessibilityAttributedValue?.string, "on")
        XCTAssertEqual(view.accessibilityAttributedHint?.string, "Double tap")
        XCTAssertNil(language(view.accessibilityAttributedValue))
        XCTAssertNil(language(view.accessibilityAttributedHint))
    }

    /// `UIAccessibilityElement` has the same attributed properties, in step the same way.
    @MainActor func testAccessibilityElementAttributedStringsStayInStep() async {
        let element = UIAccessibilityElement(accessibilityContainer: UIView())
        element.accessibilityAttributedLabel = korean("이코노미")
        element.accessibilityAttributedHint = korean("좌석 등급")
        element.accessibilityValue = "1 of 2"
        XCTAssertEqual(element.accessibilityLabel, "이코노미")
        XCTAssertEqual(element.accessibilityHint, "좌석 등급")
        XCTAssertEqual(language(element.accessibilityAttributedLabel), "ko")
        XCTAssertEqual(element.accessibilityAttributedValue?.string, "1 of 2")
        element.accessibilityLabel = "Economy"
        XCTAssertEqual(element.accessibilityAttributedLabel?.string, "Economy")
        XCTAssertNil(language(element.accessibilityAttributedLabel))
    }
}
