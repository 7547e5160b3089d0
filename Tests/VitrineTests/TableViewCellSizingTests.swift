import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics

/// `sizeThatFits` of a cell, which lets a table size rows by themselves (issue 14:
/// "self-sizing cells (Auto Layout when present, sizeThatFits otherwise)").
final class TableViewCellSizingTests: XCTestCase {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let sub = UIFont.preferredFont(forTextStyle: .subheadline)

    /// A one-line standard row is UITableView's default 44 pt row.
    @MainActor func testOneLineRowIs44() async {
        let cell = layoutCell(.default) { $0.textLabel?.text = "Short" }
        XCTAssertEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)), CGSize(width: 320, height: 44))
        let empty = layoutCell(.subtitle) { _ in }
        XCTAssertEqual(empty.sizeThatFits(CGSize(width: 320, height: 0)).height, 44, "no text: still the minimum row")
    }

    /// Subtitle with a multi-line detail (`numberOfLines` 0): 11 + text + 3 + wrapped detail
    /// + 11, the detail wrapped at the room left by the margins and the disclosure indicator
    /// (320 − 16 − 8 = 296 pt content view, 296 − 32 = 264 pt of text).
    @MainActor func testSubtitleMultiLineDetailWrapsAtTheContentWidth() async throws {
        let long = "A detail text long enough to need several lines at this width, so the row grows"
        let cell = layoutCell(.subtitle) { c in
            c.textLabel?.text = "Title"
            c.detailTextLabel?.text = long
            c.detailTextLabel?.numberOfLines = 0
            c.accessoryType = .disclosureIndicator
        }
        let probe = UILabel()
        probe.font = sub
        probe.numberOfLines = 0
        probe.text = long
        let detailHeight = probe.sizeThatFits(CGSize(width: 264, height: 0)).height
        XCTAssertGreaterThanOrEqual(detailHeight, 2 * sub.lineHeight, "the detail wraps")
        let size = cell.sizeThatFits(CGSize(width: 320, height: 0))
        XCTAssertEqual(size.height, (11 + lineHeight(body) + 3 + detailHeight + 11).rounded(.up))
        // Laid out at that height the detail gets every line.
        cell.frame.size.height = size.height
        cell.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(cell.detailTextLabel).frame.height, detailHeight)
        XCTAssertEqual(try XCTUnwrap(cell.detailTextLabel).frame.width, 264)
    }

    /// A content view with Auto Layout constraints sizes the cell from them at the content
    /// view's width (here the accessory makes it 296 pt; a 2:1 box with 10 pt above and below).
    @MainActor func testAutoLayoutContentSizesTheCell() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "al")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = .disclosureIndicator
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        XCTAssertEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)), CGSize(width: 320, height: 296 / 2 + 20))
        XCTAssertEqual(cell.sizeThatFits(CGSize(width: 200, height: 0)).height, (200 - 24) / 2 + 20)
        // Laid out at that height, the constraints are satisfied in the inset content view.
        cell.frame.size.height = 168
        cell.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 10, width: 296, height: 148))
    }

    /// Bad input in the accessory and indentation: a non-finite accessory view size is
    /// reported and laid out as zero; a NaN indentation width indents nothing.
    @MainActor func testNonFiniteAccessoryAndIndentation() async {
        BadInputLog.clear()
        let cell = layoutCell(.default) { c in
            c.textLabel?.text = "Row"
            c.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20))
            c.indentationLevel = 3
            c.indentationWidth = .nan
        }
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("accessory view") })
        XCTAssertEqual(cell.contentView.frame.width, 320 - 16)
        XCTAssertEqual(cell.textLabel?.frame.minX, 16)
        XCTAssertEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)).height, 44)
    }

    /// A list content configuration sizes the cell from its own margins and texts.
    @MainActor func testContentConfigurationSizesTheCell() async {
        let cell = layoutCell(.default) { c in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Title"
            content.secondaryText = "Secondary"
            c.contentConfiguration = content
        }
        XCTAssertEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)).height,
                       max(44, 11 + lineHeight(body) + 3 + lineHeight(sub) + 11))
    }

    /// Bad input: a width that is not a number is reported and the cell's own width used.
    @MainActor func testNaNWidthIsReported() async {
        BadInputLog.clear()
        let cell = layoutCell(.default) { $0.textLabel?.text = "Row" }
        XCTAssertEqual(cell.sizeThatFits(CGSize(width: CGFloat.nan, height: 0)), CGSize(width: 320, height: 44))
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("sizeThatFits") })
    }
}
