import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Cells rendered headless and compared with reviewed golden PNGs (tolerance:
/// `GoldenTolerance.standard`, ±2 per channel and no differing pixel).
final class TableViewCellGoldenTests: XCTestCase {
    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// Stacks cells with 1 pt grey gaps (no table yet: the separators are the table's).
    @MainActor private func stack(_ cells: [UITableViewCell], in h: HeadlessHarness) {
        var y: CGFloat = 0
        for c in cells {
            let height = c.sizeThatFits(CGSize(width: 320, height: 0)).height
            c.frame = CGRect(x: 0, y: y, width: 320, height: height)
            h.window.addSubview(c)
            y += height + 1
        }
    }

    /// From the top: `.default` with an image and a disclosure chevron; `.value1` with a
    /// checkmark; `.value2` with a detail (i) button; `.subtitle` with a detail disclosure
    /// button; a `.default` row selected (grey background); a `.subtitle` row highlighted.
    @MainActor func testFourStylesWithAccessoriesSelectedHighlighted() async {
        let h = HeadlessHarness(width: 320, height: 340)
        h.window.backgroundColor = UIColor(rgb: 0xC6C6C8)
        let a = UITableViewCell(style: .default, reuseIdentifier: nil)
        a.imageView?.image = solidImage(24, 24, Color(red: 1, green: 0.58, blue: 0, alpha: 1))
        a.textLabel?.text = "Airplane Mode"
        a.accessoryType = .disclosureIndicator
        let b = UITableViewCell(style: .value1, reuseIdentifier: nil)
        b.textLabel?.text = "Wi-Fi"
        b.detailTextLabel?.text = "Office"
        b.accessoryType = .checkmark
        let c = UITableViewCell(style: .value2, reuseIdentifier: nil)
        c.textLabel?.text = "mobile"
        c.detailTextLabel?.text = "+1 555 0100"
        c.accessoryType = .detailButton
        let d = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        d.textLabel?.text = "Meeting"
        d.detailTextLabel?.text = "Room 4, 10:30"
        d.accessoryType = .detailDisclosureButton
        let e = UITableViewCell(style: .default, reuseIdentifier: nil)
        e.textLabel?.text = "Selected row"
        e.accessoryType = .disclosureIndicator
        e.setSelected(true, animated: false)
        let f = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        f.textLabel?.text = "Highlighted row"
        f.detailTextLabel?.text = "A finger is down on it"
        f.setHighlighted(true, animated: false)
        stack([a, b, c, d, e, f], in: h)
        check(h, "table-cells-styles")
    }

    /// A `UIListContentConfiguration` subtitle cell with an image and a multi-line secondary
    /// text, and a grouped header over it.
    @MainActor func testListContentConfigurationCell() async {
        let h = HeadlessHarness(width: 320, height: 150)
        h.window.backgroundColor = UIColor(rgb: 0xF2F2F7)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.listPlacement = .groupedHeader
        header.textLabel?.text = "Appointments"
        let hs = header.sizeThatFits(CGSize(width: 320, height: 0))
        header.frame = CGRect(origin: .zero, size: hs)
        h.window.addSubview(header)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var c = UIListContentConfiguration.subtitleCell()
        c.image = solidImage(60, 60, Color(red: 0, green: 0.48, blue: 1, alpha: 1))
        c.imageProperties.maximumSize = CGSize(width: 36, height: 36)
        c.imageProperties.cornerRadius = 8
        c.text = "Dr. Lindqvist"
        c.secondaryText = "Tuesday 10:30, check-up. Bring the referral letter and your card."
        cell.contentConfiguration = c
        cell.accessoryType = .disclosureIndicator
        let height = cell.sizeThatFits(CGSize(width: 320, height: 0)).height
        cell.frame = CGRect(x: 0, y: hs.height, width: 320, height: height)
        h.window.addSubview(cell)
        check(h, "table-cells-list-content")
    }

    /// Headers and footers by placement, top to bottom: a plain header ("Plain header", 17 pt
    /// semibold on white), a plain footer (13 pt grey on white), a grouped header (13 pt grey
    /// capitals, low in its box), a grouped footer (13 pt grey, high in its box, wrapping), a
    /// prominent inset-grouped header (20 pt bold black), all on the grouped grey; the plain
    /// ones are white boxes.
    @MainActor func testHeaderAndFooterLooks() async {
        let h = HeadlessHarness(width: 320, height: 260)
        h.window.backgroundColor = UIColor(rgb: 0xF2F2F7)
        let cases: [(UITableViewHeaderFooterView.Placement, String)] = [
            (.plainHeader, "Plain header"), (.plainFooter, "Plain footer"), (.groupedHeader, "Grouped header"),
            (.groupedFooter, "A grouped footer explains the section above it and may wrap onto a second line."),
            (.prominentInsetGroupedHeader, "Prominent header"),
        ]
        var y: CGFloat = 0
        for (placement, title) in cases {
            let v = UITableViewHeaderFooterView(reuseIdentifier: nil)
            v.listPlacement = placement
            v.textLabel?.text = title
            let s = v.sizeThatFits(CGSize(width: 320, height: 0))
            v.frame = CGRect(x: 0, y: y, width: 320, height: s.height)
            h.window.addSubview(v)
            y += s.height + 4
        }
        check(h, "table-headers-footers")
    }

    /// Background configurations on the grouped grey: an inset-grouped-like cell (white,
    /// 10 pt corners, 16 pt side insets), the same selected (systemGray4 fill), and a clear one
    /// with a 2 pt orange stroke and 8 pt corners.
    @MainActor func testBackgroundConfigurations() async {
        let h = HeadlessHarness(width: 320, height: 160)
        h.window.backgroundColor = UIColor(rgb: 0xF2F2F7)
        var cells: [UITableViewCell] = []
        for i in 0..<3 {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = ["Inset grouped", "Selected", "Stroked"][i]
            content.directionalLayoutMargins.leading = 32
            cell.contentConfiguration = content
            var b: UIBackgroundConfiguration = i == 2 ? .clear() : .listGroupedCell()
            b.cornerRadius = i == 2 ? 8 : 10
            b.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 16, bottom: 2, trailing: 16)
            if i == 2 {
                b.strokeColor = .systemOrange
                b.strokeWidth = 2
            }
            cell.backgroundConfiguration = b
            cell.frame = CGRect(x: 0, y: 8 + CGFloat(i) * 50, width: 320, height: 48)
            if i == 1 { cell.setSelected(true, animated: false) }
            h.window.addSubview(cell)
            cells.append(cell)
        }
        check(h, "table-cells-background-configurations")
    }
}
