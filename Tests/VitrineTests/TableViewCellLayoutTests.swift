import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics

/// The frames of the standard styles' labels, image, content view and accessory, hand-computed
/// from the metrics in `ListMetrics` (16 pt leading/trailing margins, 11 pt top/bottom, 17 pt
/// body text, 15 pt subtitle detail, 44 pt rows): UIKit's `UITableViewCell.CellStyle` and
/// `AccessoryType` rules.
final class TableViewCellLayoutTests: XCTestCase {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let sub = UIFont.preferredFont(forTextStyle: .subheadline)

    /// `.default`: "a text label (black and left-aligned) and an optional image view". Text at
    /// the 16 pt margin, as wide as the room left, centred in the 44 pt row.
    @MainActor func testDefaultStyleTextAtTheLeadingMarginCentred() async {
        let cell = layoutCell(.default) { $0.textLabel?.text = "Title" }
        let h = lineHeight(body)
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(cell.textLabel?.frame, CGRect(x: 16, y: (11 + (22 - h) / 2).rounded(), width: 288, height: h))
        XCTAssertEqual(cell.textLabel?.font.pointSize, 17)
        XCTAssertNil(cell.detailTextLabel, "the default style has no detail label")
    }

    /// `.default` with an image: image at the margin centred vertically, text after it with
    /// the 16 pt image-to-text padding.
    @MainActor func testDefaultStyleImageThenText() async {
        let cell = layoutCell(.default) { c in
            c.imageView?.image = solidImage(20, 20)
            c.textLabel?.text = "Wi-Fi"
        }
        XCTAssertEqual(cell.imageView?.frame, CGRect(x: 16, y: 12, width: 20, height: 20))
        XCTAssertEqual(cell.textLabel?.frame.minX, 16 + 20 + 16)
        XCTAssertEqual(cell.textLabel?.frame.width, 320 - 16 - 52)
        XCTAssertEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)).height, 44, "a 20 pt image keeps the 44 pt row")
        cell.imageView?.image = solidImage(40, 40)
        XCTAssertEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)).height, 40 + 12, "a 40 pt image: 6 pt above and below")
    }

    /// `.value1`: "a label on the left side … left-aligned; on the right side is a label …
    /// right-aligned" in grey. The detail hugs the trailing margin at its natural width; the
    /// text gets the rest minus 16 pt.
    @MainActor func testValue1DetailTrailingGrey() async throws {
        let cell = layoutCell(.value1) { c in
            c.textLabel?.text = "Name"
            c.detailTextLabel?.text = "Value"
        }
        let d = try XCTUnwrap(cell.detailTextLabel)
        let dw = d.sizeThatFits(.zero).width
        XCTAssertEqual(d.frame.maxX, 320 - 16)
        XCTAssertEqual(d.frame.width, dw)
        XCTAssertEqual(d.textColor, UIColor.secondaryLabel)
        XCTAssertEqual(d.font.pointSize, 17)
        XCTAssertEqual(cell.textLabel?.frame.minX, 16)
        XCTAssertEqual(cell.textLabel?.frame.width, 288 - dw - 16)
        XCTAssertEqual(cell.textLabel?.frame.minY, d.frame.minY, "same font, same line")
    }

    /// `.value2`: the blue text right-aligned in a fixed column (75 pt), the detail 6 pt after
    /// it to the trailing margin; no image view.
    @MainActor func testValue2ColumnAndDetail() async throws {
        let cell = layoutCell(.value2) { c in
            c.textLabel?.text = "mobile"
            c.detailTextLabel?.text = "+1 555 0100"
        }
        let t = try XCTUnwrap(cell.textLabel), d = try XCTUnwrap(cell.detailTextLabel)
        XCTAssertNil(cell.imageView, "value2 has no image view")
        XCTAssertEqual(t.frame.minX, 16)
        XCTAssertEqual(t.frame.width, 75)
        XCTAssertEqual(t.textAlignment, .right)
        XCTAssertEqual(t.textColor, UIColor.systemBlue)
        XCTAssertEqual(t.font.pointSize, 15)
        XCTAssertEqual(d.frame.minX, 16 + 75 + 6)
        XCTAssertEqual(d.frame.maxX, 320 - 16)
        XCTAssertEqual(t.frame.minY, d.frame.minY)
    }

    /// `.subtitle`: "a left-aligned label across the top and a left-aligned label below it in
    /// smaller gray text": text 17 pt, detail 15 pt secondary grey, 3 pt apart, the pair
    /// centred in the row's height (here exactly their fitting height).
    @MainActor func testSubtitleTextOverDetail() async throws {
        let ht = lineHeight(body), hd = lineHeight(sub)
        let height = max(44, 11 + ht + 3 + hd + 11)
        let cell = layoutCell(.subtitle, height: height) { c in
            c.textLabel?.text = "Title"
            c.detailTextLabel?.text = "Subtitle"
        }
        let t = try XCTUnwrap(cell.textLabel), d = try XCTUnwrap(cell.detailTextLabel)
        XCTAssertEqual(t.frame, CGRect(x: 16, y: 11, width: 288, height: ht))
        XCTAssertEqual(d.frame, CGRect(x: 16, y: 11 + ht + 3, width: 288, height: hd))
        XCTAssertEqual(d.font.pointSize, 15)
        XCTAssertEqual(d.textColor, UIColor.secondaryLabel)
    }

    /// The accessory sits 16 pt from the trailing edge, centred vertically, and the content
    /// view ends where it starts ("The content view … is inset for the accessory").
    @MainActor func testAccessoriesInsetTheContentView() async {
        let cases: [(UITableViewCell.AccessoryType, CGSize)] = [
            (.disclosureIndicator, CGSize(width: 8, height: 13)), (.checkmark, CGSize(width: 14, height: 11)),
            (.detailButton, CGSize(width: 22, height: 22)), (.detailDisclosureButton, CGSize(width: 46, height: 22)),
        ]
        for (type, size) in cases {
            let cell = layoutCell(.default) { c in
                c.textLabel?.text = "Row"
                c.accessoryType = type
            }
            let x = 320 - 16 - size.width
            let accessory = cell.subviews.first { $0 is AccessoryGlyphView }
            XCTAssertEqual(accessory?.frame, CGRect(x: x, y: ((44 - size.height) / 2).rounded(), width: size.width, height: size.height), "\(type)")
            XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: x, height: 44), "\(type)")
            XCTAssertEqual(cell.textLabel?.frame.width, x - 32, "\(type): the text keeps the content view's margins")
        }
    }

    /// `accessoryView` wins over `accessoryType` ("If the value of this property is not nil,
    /// the cell uses the given view for the accessory view … and ignores the value of the
    /// accessoryType property") and keeps its own size.
    @MainActor func testAccessoryViewReplacesTheType() async {
        let sw = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        let cell = layoutCell(.default) { c in
            c.accessoryType = .checkmark
            c.accessoryView = sw
        }
        XCTAssertTrue(sw.superview === cell)
        XCTAssertEqual(sw.frame, CGRect(x: 253, y: 7, width: 51, height: 31))
        XCTAssertFalse(cell.subviews.contains { $0 is AccessoryGlyphView })
        XCTAssertEqual(cell.contentView.frame.width, 253)
        cell.accessoryView = nil
        cell.layoutIfNeeded()
        XCTAssertNil(sw.superview, "a removed accessory view leaves the cell")
        XCTAssertTrue(cell.subviews.contains { $0 is AccessoryGlyphView }, "the type shows again")
    }

    /// `indentationLevel` × `indentationWidth` (10 pt by default) moves the standard content.
    @MainActor func testIndentation() async {
        let cell = layoutCell(.default) { c in
            c.textLabel?.text = "Child"
            c.indentationLevel = 2
        }
        XCTAssertEqual(cell.textLabel?.frame.minX, 16 + 20)
        XCTAssertEqual(cell.textLabel?.frame.maxX, 320 - 16)
    }

    /// While editing the content view moves over for the editing control (38 pt) when
    /// `shouldIndentWhileEditing`, and the editing accessory replaces the accessory.
    @MainActor func testEditingInsetsAndEditingAccessory() async {
        let cell = layoutCell(.default) { c in
            c.textLabel?.text = "Row"
            c.accessoryType = .disclosureIndicator
            c.editingAccessoryType = .none
            c.setEditing(true, animated: false)
        }
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 38, y: 0, width: 320 - 38, height: 44))
        XCTAssertFalse(cell.subviews.contains { $0 is AccessoryGlyphView })
        cell.shouldIndentWhileEditing = false
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame.minX, 0)
    }

    /// Right to left, everything mirrors: the accessory at the left, the text at the right.
    @MainActor func testRightToLeftMirrors() async {
        let cell = layoutCell(.value1) { c in
            c.semanticContentAttribute = .forceRightToLeft
            c.contentView.semanticContentAttribute = .forceRightToLeft
            c.textLabel?.text = "Name"
            c.detailTextLabel?.text = "Value"
            c.accessoryType = .disclosureIndicator
        }
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 16 + 8, y: 0, width: 320 - 24, height: 44))
        XCTAssertEqual(cell.subviews.first { $0 is AccessoryGlyphView }?.frame.minX, 16)
        XCTAssertEqual(cell.textLabel?.frame.maxX, 296 - 16)
        XCTAssertEqual(cell.detailTextLabel?.frame.minX, 16)
    }

    /// The separator's automatic leading inset follows the text ("by default iOS vertically
    /// aligns the leading edge of all separators" with the text): 16 pt, after an image, and
    /// moved by indentation and the editing control.
    @MainActor func testTextLeadingInsetForSeparators() async {
        XCTAssertEqual(layoutCell(.default) { $0.textLabel?.text = "Row" }.textLeadingInset, 16)
        XCTAssertEqual(layoutCell(.default) { c in
            c.textLabel?.text = "Row"
            c.imageView?.image = solidImage(20, 20)
        }.textLeadingInset, 52)
        XCTAssertEqual(layoutCell(.default) { c in
            c.textLabel?.text = "Row"
            c.indentationLevel = 1
            c.isEditing = true
        }.textLeadingInset, 38 + 16 + 10)
        XCTAssertEqual(layoutCell(.default) { c in
            var content = c.defaultContentConfiguration()
            content.text = "Configured"
            content.image = solidImage(30, 30)
            c.contentConfiguration = content
        }.textLeadingInset, 16 + 30 + 16)
    }
}
