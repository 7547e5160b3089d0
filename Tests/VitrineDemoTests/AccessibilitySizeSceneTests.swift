import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path

/// The check-in kiosk and the gallery at the largest accessibility text size (AX5,
/// `accessibilityExtraExtraExtraLarge`), light and dark: every text is whole (wrapped, not
/// clipped or truncated), nothing overlaps, what does not fit scrolls (goldens, standard
/// tolerance: ±2 per channel, no pixel beyond). Each test puts the text size back to Large.
final class AccessibilitySizeSceneTests: XCTestCase {
    override func setUp() async throws {
        try await super.setUp()
        _ = await MainActor.run { UIApplication.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge) }
    }

    override func tearDown() async throws {
        _ = await MainActor.run { UIApplication.setPreferredContentSizeCategory(.large) }
        try await super.tearDown()
    }

    @MainActor func golden(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) { XCTFail(failure, file: file, line: line) }
    }

    /// Every visible label under `root` shows all its text: as tall as its text needs at its
    /// width (no clipped line, no truncation), and labels do not overlap one another. Labels
    /// a scroll view cuts (content scrolled partly out of sight) are left out.
    @MainActor private func assertTextWhole(_ root: UIView, expectingText: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        var labels: [(UILabel, CGRect)] = []
        func walk(_ v: UIView, inside visible: CGRect?) {
            if v.isHidden || v.alpha == 0 { return }
            let frame = v.convert(v.bounds, to: nil)
            if let l = v as? UILabel, let t = l.text, !t.isEmpty, l.bounds.width > 0 {
                if visible.map({ $0.contains(frame.insetBy(dx: 1, dy: 1)) }) ?? true { labels.append((l, frame)) }
            }
            var clip = visible
            if v is UIScrollView { clip = clip.map { $0.intersection(frame) } ?? frame }
            for s in v.subviews { walk(s, inside: clip) }
        }
        walk(root, inside: nil)
        if expectingText { XCTAssertFalse(labels.isEmpty, file: file, line: line) }
        for (l, _) in labels {
            let lines = l.numberOfLines
            let need = l.textRect(forBounds: CGRect(x: 0, y: 0, width: l.bounds.width, height: .greatestFiniteMagnitude), limitedToNumberOfLines: 0).height
            XCTAssertGreaterThanOrEqual(l.bounds.height + 1, need.rounded(.up), "'\(l.text ?? "")' is clipped (\(l.bounds.size), needs \(need))", file: file, line: line)
            if lines != 0 {
                let shown = l.textRect(forBounds: CGRect(x: 0, y: 0, width: l.bounds.width, height: .greatestFiniteMagnitude), limitedToNumberOfLines: lines).height
                XCTAssertGreaterThanOrEqual(shown + 1, need, "'\(l.text ?? "")' is truncated to \(lines) line(s)", file: file, line: line)
            }
        }
        for i in labels.indices {
            for j in labels.indices where j > i {
                let a = labels[i].1, b = labels[j].1
                XCTAssertFalse(a.insetBy(dx: 1, dy: 1).intersects(b.insetBy(dx: 1, dy: 1)),
                               "'\(labels[i].0.text ?? "")' \(a) overlaps '\(labels[j].0.text ?? "")' \(b)", file: file, line: line)
            }
        }
    }

    /// The start screen at AX5: the hero keeps the welcome (wrapped where needed), the steps
    /// put their number above their text, and the side panel scrolls to the Start button.
    @MainActor func testCheckInStartAtAX5() async {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let k = CheckInKiosk(style: style)
            guard let welcome = k.top as? CheckInWelcomeViewController else { return XCTFail("the start screen") }
            golden(k.h, "checkin-start-ax5-\(style == .dark ? "dark" : "light")")
            assertTextWhole(welcome.view)
            // The panel scrolls: the button is reachable by scrolling, the panel taller than
            // the screen.
            guard let scroll = welcome.startButton.superview?.superview as? UIScrollView else { return XCTFail("the panel scrolls") }
            XCTAssertGreaterThan(scroll.contentSize.height, scroll.bounds.height)
            let button = welcome.startButton.convert(welcome.startButton.bounds, to: scroll)
            XCTAssertLessThanOrEqual(button.maxY, scroll.contentSize.height)
            XCTAssertGreaterThan(welcome.startButton.bounds.height, 64, "the button grows with its title")
        }
    }

    /// The form at AX5 with the name typed: the form first, full width, the booking card
    /// under it; the fields grow with their font; the name field scrolled into sight above
    /// the keyboard and the Confirm button. Then Confirm's alert at AX5.
    @MainActor func testCheckInFormAtAX5() async {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let k = CheckInKiosk(style: style)
            // The Start button is under the steps: the guest scrolls the panel to it.
            guard let welcome = k.top as? CheckInWelcomeViewController, let scroll = welcome.startButton.superview?.superview as? UIScrollView else {
                return XCTFail("the start screen's panel scrolls")
            }
            k.h.drag(from: CGPoint(x: 900, y: 700), to: CGPoint(x: 900, y: 100), steps: 12, duration: 0.4)
            k.h.advance(by: 3)
            let button = welcome.startButton.convert(welcome.startButton.bounds, to: nil)
            XCTAssertGreaterThan(scroll.contentOffset.y, 0, "the drag scrolled the panel")
            XCTAssertLessThanOrEqual(button.maxY, 800, "the Start button is in sight")
            k.tap("checkin.start")
            k.tap("booking.AUR-4836")
            guard let form = k.details else { return XCTFail("the form is pushed") }
            k.tap("checkin.name")
            k.type("Sofia Rossi", mode: .english)
            XCTAssertEqual(form.nameField.text, "Sofia Rossi")
            golden(k.h, "checkin-form-ax5-\(style == .dark ? "dark" : "light")")
            let field = form.nameField.convert(form.nameField.bounds, to: nil)
            let confirm = form.confirmButton.convert(form.confirmButton.bounds, to: nil)
            XCTAssertLessThanOrEqual(field.maxY, confirm.minY, "the name field is in sight above Confirm")
            XCTAssertGreaterThan(field.height, 52, "the field grows with its font")
            XCTAssertGreaterThan(field.width, 1000, "the form is full width")
            // The alert at AX5: wider, its two buttons stacked, the whole card scrolling.
            k.tap("checkin.confirm")
            guard let alert = k.flow.presentedViewController as? UIAlertController, let card = alert.contentView as? AlertCardView else {
                return XCTFail("Confirm asks with an alert")
            }
            XCTAssertFalse(card.sideBySide, "stacked at AX5")
            XCTAssertLessThanOrEqual(card.frame.maxY, 800)
            golden(k.h, "checkin-alert-ax5-\(style == .dark ? "dark" : "light")")
        }
    }

    /// The gallery at AX5: one column, captions and rows grown with their text, stacks
    /// vertical; the first screen and the end of the page.
    @MainActor func testGalleryAtAX5() async {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (h, vc) = GallerySceneTests.scene(style: style)
            let name = "gallery-ax5-\(style == .dark ? "dark" : "light")"
            golden(h, name)
            let xs = Set(vc.tiles.compactMap { $0.content.superview?.frame.minX })
            XCTAssertEqual(xs.count, 1, "one column")
            for tile in vc.tiles { assertTextWhole(tile.content, expectingText: false) }
            vc.scrollView.contentOffset.y = max(0, vc.scrollView.contentSize.height - vc.scrollView.bounds.height)
            h.advance(by: 0.1)
            golden(h, "\(name)-end")
        }
    }
}
