import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The accessibility text sizes (`accessibilityMedium` … `accessibilityExtraExtraExtraLarge`):
/// the Dynamic Type scale there, and how the built-in views change at them as UIKit's do.
/// Each test puts the app's size back to `large`.
final class AccessibilityTextSizeTests: XCTestCase {
    /// Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes" (the
    /// xSmall … xxxLarge tables and the "Larger accessibility type sizes" table, AX1 … AX5),
    /// in points, `extraSmall` first.
    static let hig: [(UIFont.TextStyle, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    /// Rule (HIG Typography, Dynamic Type sizes): every text style has Apple's size at every
    /// category, the five accessibility sizes included (body 17 pt at Large, 53 at AX5), and
    /// `UIFontMetrics` scales by the style's size over its Large size.
    @MainActor func testEveryTextStyleFollowsApplesTableAtEverySize() async {
        XCTAssertEqual(Self.hig.count, UIFont.TextStyle.allCases.count)
        for (style, sizes) in Self.hig {
            XCTAssertEqual(sizes.count, UIContentSizeCategory.allNamed.count)
            for ((name, category), size) in zip(UIContentSizeCategory.allNamed, sizes) {
                let traits = UITraitCollection(preferredContentSizeCategory: category)
                XCTAssertEqual(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize, size, "\(style.rawValue) at \(name)")
                let scaled = UIFontMetrics(forTextStyle: style).scaledValue(for: 100, compatibleWith: traits)
                XCTAssertEqual(scaled, 100 * size / sizes[3], accuracy: 0.0001, "\(style.rawValue) metrics at \(name)")
            }
        }
    }

    // MARK: Cells

    @MainActor private func atSize<T>(_ category: UIContentSizeCategory, _ body: () throws -> T) rethrows -> T {
        UIApplication.setPreferredContentSizeCategory(category)
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        return try body()
    }

    /// Rule (UIKit, `UIListContentConfiguration.valueCell()` and the `.value1` style, as in
    /// Settings): the secondary text is trailing on the text's line at the standard sizes, and
    /// goes under the text, at the text's leading edge, at the accessibility sizes (even where
    /// both would fit on one line); `.value2`'s column stacks the same way, its title leading.
    @MainActor func testValueCellsStackTheirDetailUnderTheTitleAtAccessibilitySizes() async {
        func cell(_ style: UITableViewCell.CellStyle) -> UITableViewCell {
            layoutCell(style, width: 1200, height: 300) {
                $0.textLabel?.text = "Wi-Fi"
                $0.detailTextLabel?.text = "Home"
            }
        }
        let standard = cell(.value1)
        XCTAssertLessThan(standard.textLabel!.frame.maxX, standard.detailTextLabel!.frame.minX, "side by side at Large")
        XCTAssertEqual(standard.textLabel!.frame.midY, standard.detailTextLabel!.frame.midY, accuracy: 1)
        atSize(.accessibilityMedium) {
            for style in [UITableViewCell.CellStyle.value1, .value2] {
                let c = cell(style)
                guard let t = c.textLabel?.frame, let d = c.detailTextLabel?.frame else { return XCTFail("labels") }
                XCTAssertGreaterThanOrEqual(d.minY, t.maxY, "\(style): the detail is under the title")
                XCTAssertEqual(d.minX, t.minX, "\(style): both at the leading edge")
                XCTAssertEqual(c.textLabel?.textAlignment, .natural, "\(style)")
                XCTAssertGreaterThanOrEqual(c.sizeThatFits(CGSize(width: 1200, height: 0)).height, t.height + d.height, "\(style): the row fits both")
            }
        }
        let back = cell(.value2)
        XCTAssertEqual(back.textLabel?.textAlignment, .right, "value2's column is trailing-aligned again at Large")
        XCTAssertEqual(back.textLabel!.frame.minY, back.detailTextLabel!.frame.minY)
    }

    /// The same rule for a list content view showing `valueCell()`.
    @MainActor func testAValueConfigurationStacksAtAccessibilitySizes() async {
        var c = UIListContentConfiguration.valueCell()
        c.text = "Wi-Fi"
        c.secondaryText = "Home"
        func frames() -> (CGRect?, CGRect?) {
            let v = UIListContentView(configuration: c)
            v.frame = CGRect(x: 0, y: 0, width: 1200, height: v.sizeThatFits(CGSize(width: 1200, height: 0)).height)
            v.layoutIfNeeded()
            return (v.textLayoutFrame, v.secondaryTextLayoutFrame)
        }
        let (t0, s0) = frames()
        XCTAssertEqual(t0?.minY, s0?.minY, "side by side at Large")
        atSize(.accessibilityExtraExtraExtraLarge) {
            let (t, s) = frames()
            guard let t, let s else { return XCTFail("frames") }
            XCTAssertGreaterThanOrEqual(s.minY, t.maxY)
            XCTAssertEqual(s.minX, t.minX)
        }
    }

    /// A table of value cells on screen when the size changes (UIKit: a self-sizing table
    /// follows a change of the content size category): its rows are made again with the new
    /// fonts, stacked, and measured taller.
    @MainActor func testATableOnScreenFollowsAChangeOfSize() async {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                var c = UIListContentConfiguration.valueCell()
                c.text = "Room \(indexPath.row)"
                c.secondaryText = "21.5 °C"
                cell.contentConfiguration = c
                return cell
            }
        }
        let h = harness()
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = source
        h.window.rootViewController?.view.addSubview(table)
        h.renderFrames()
        let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        atSize(.accessibilityLarge) {
            h.renderFrames()
            let after = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
            XCTAssertGreaterThan(after, before * 1.5, "measured again: taller")
            guard let v = table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.subviews.first(where: { $0 is UIListContentView }) as? UIListContentView,
                  let t = v.textLayoutFrame, let d = v.secondaryTextLayoutFrame else { return XCTFail("a list content view") }
            XCTAssertGreaterThanOrEqual(d.minY, t.maxY, "stacked")
            XCTAssertEqual(v.textLabel.font.pointSize, 33, "body at AX2")
        }
        _ = source
    }

    // MARK: Alerts

    @MainActor private func presentAlert(_ h: HeadlessHarness, actions: [String], cancel: String? = "Cancel") -> UIAlertController {
        let a = UIAlertController(title: "Check in to room 0815?", message: "Sofia Rossi\nSuperior Twin, 3 nights", preferredStyle: .alert)
        if let cancel { a.addAction(UIAlertAction(title: cancel, style: .cancel)) }
        for t in actions { a.addAction(UIAlertAction(title: t, style: .default)) }
        h.window.rootViewController?.present(a, animated: false)
        h.renderFrames()
        return a
    }

    @MainActor private func harness() -> HeadlessHarness {
        let h = HeadlessHarness(width: 1280, height: 800)
        h.window.rootViewController = UIViewController()
        h.renderFrames()
        return h
    }

    /// Rule (UIKit's alert at the accessibility sizes, as iOS draws it): the text is Dynamic
    /// Type (title headline, message footnote, buttons body); two buttons that sit side by
    /// side at Large are stacked, each as wide as the card; titles wrap rather than
    /// truncate; the card widens with the text.
    @MainActor func testAlertButtonsStackAtAccessibilitySizes() async {
        let h = harness()
        let large = presentAlert(h, actions: ["Check in"])
        guard let lv = large.contentView?.actionViews, lv.count == 2 else { return XCTFail("two buttons") }
        XCTAssertEqual(lv[0].frame.minY, lv[1].frame.minY, "side by side at Large")
        XCTAssertEqual(large.view.frame.width, 270)
        large.dismiss(animated: false)
        h.renderFrames()

        atSize(.accessibilityExtraExtraExtraLarge) {
            let a = presentAlert(h, actions: ["Check in"])
            guard let card = a.contentView as? AlertCardView, card.actionViews.count == 2 else { return XCTFail("two buttons") }
            let views = card.actionViews
            XCTAssertEqual(views.map { $0.action.title }, ["Check in", "Cancel"], "stacked: the cancel button last")
            XCTAssertGreaterThanOrEqual(views[1].frame.minY, views[0].frame.maxY)
            XCTAssertEqual(views[0].frame.width, card.bounds.width)
            XCTAssertGreaterThan(card.bounds.width, 270, "the card widens with the text")
            XCTAssertLessThanOrEqual(card.bounds.width, 1280)
            XCTAssertEqual(card.titleLabel.font.pointSize, 53, "headline at AX5")
            XCTAssertEqual(card.messageLabel.font.pointSize, 44, "footnote at AX5")
            XCTAssertEqual(views[0].label.font.pointSize, 53, "body at AX5")
            XCTAssertEqual(views[0].label.numberOfLines, 0, "titles wrap")
            a.dismiss(animated: false)
            h.renderFrames()
        }
    }

    /// Rule (UIKit's alert at the accessibility sizes): when the content is taller than the
    /// screen, the whole alert — title, message and buttons — scrolls, so every button can be
    /// reached; the card stays on the screen.
    @MainActor func testAnAlertTooTallForTheScreenScrollsEverything() async {
        let h = harness()
        atSize(.accessibilityExtraExtraExtraLarge) {
            let a = presentAlert(h, actions: ["Check in now", "Print a receipt", "Send the key to my phone", "Call the front desk", "Change the room", "Add a guest"])
            guard let card = a.contentView as? AlertCardView else { return XCTFail("a card") }
            XCTAssertLessThanOrEqual(card.frame.height, 800)
            XCTAssertGreaterThan(card.scrollView.contentSize.height, card.scrollView.bounds.height, "more than fits: it scrolls")
            XCTAssertEqual(card.scrollView.frame, card.bounds, "the scroll view is the whole card")
            for v in card.actionViews {
                XCTAssertTrue(v.superview === card.scrollView, "\(v.action.title ?? "") scrolls with the text")
                XCTAssertLessThanOrEqual(v.frame.maxY, card.scrollView.contentSize.height)
            }
            a.dismiss(animated: false)
            h.renderFrames()
        }
    }

    // MARK: Buttons

    /// Rule (UIKit `UIButton.Configuration`: its fonts are Dynamic Type, and a title whose
    /// `titleLineBreakMode` wraps takes several lines): at AX5 the title is 53 pt (body) and
    /// the natural size grows; narrower than its title, the button's fitting size is taller
    /// and the title takes several lines. The default (truncating) keeps one line.
    @MainActor func testAConfiguredButtonGrowsAndWrapsAtAccessibilitySizes() async {
        func button() -> UIButton {
            var c = UIButton.Configuration.filled()
            c.title = "Start check-in"
            c.titleLineBreakMode = .byWordWrapping
            return UIButton(configuration: c)
        }
        let standard = button().intrinsicContentSize
        atSize(.accessibilityExtraExtraExtraLarge) {
            let b = button()
            let big = b.intrinsicContentSize
            XCTAssertGreaterThan(big.width, standard.width * 2)
            XCTAssertGreaterThan(big.height, standard.height * 2)
            XCTAssertEqual(b.titleLabel?.font.pointSize, 53)
            let narrow = b.sizeThatFits(CGSize(width: big.width / 2, height: 0))
            XCTAssertLessThanOrEqual(narrow.width, big.width / 2)
            XCTAssertGreaterThan(narrow.height, big.height, "wrapped onto more lines")
            b.frame = CGRect(origin: .zero, size: narrow)
            b.layoutIfNeeded()
            XCTAssertLessThanOrEqual(b.titleLabel?.frame.width ?? .infinity, narrow.width)
            XCTAssertGreaterThan(b.titleLabel?.frame.height ?? 0, big.height - 2 * 7, "the label shows the lines")
        }
        // The default, truncating, keeps one line.
        atSize(.accessibilityExtraExtraExtraLarge) {
            var c = UIButton.Configuration.filled()
            c.title = "Start check-in"
            let b = UIButton(configuration: c)
            let big = b.intrinsicContentSize
            XCTAssertEqual(b.sizeThatFits(CGSize(width: big.width / 2, height: 0)).height, big.height)
        }
    }

    /// A button that exists when the size changes takes the new size (its natural size is
    /// asked again).
    @MainActor func testAConfiguredButtonFollowsAChangeOfSize() async {
        let h = harness()
        var c = UIButton.Configuration.gray()
        c.title = "Show an alert"
        let b = UIButton(configuration: c)
        h.window.rootViewController?.view.addSubview(b)
        h.renderFrames()
        let before = b.intrinsicContentSize
        atSize(.accessibilityLarge) {
            h.renderFrames()
            XCTAssertGreaterThan(b.intrinsicContentSize.height, before.height)
            XCTAssertEqual(b.titleLabel?.font.pointSize, 33)
        }
        h.renderFrames()
        XCTAssertEqual(b.intrinsicContentSize, before)
    }
}
