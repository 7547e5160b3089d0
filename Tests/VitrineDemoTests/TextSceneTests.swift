import Foundation
import XCTest
import Vitrine
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

/// The `--scene text` of vitrine-demo end to end on the headless harness (issue 11: "a
/// `--scene text` in `vitrine-demo` showing all of it"), at the sizes a kiosk has — 1280×800,
/// 800×480, both turned to portrait, and 800×480 at 2× — checking what a visitor would see:
/// every sample on screen, with ink where its text is, none cut off or overlapping another,
/// and right-to-left text against the right edge by its own direction (`.natural`).
final class TextSceneTests: XCTestCase {
    @MainActor private func scene(width: Int, height: Int, scale: Double = 1,
                                  portrait: Bool = false) -> (HeadlessHarness, TextDemoViewController) {
        let h = HeadlessHarness(width: width, height: height, scale: scale)
        let vc = TextDemoViewController()
        h.window.rootViewController = vc
        h.renderFrames()
        if portrait {
            XCTAssertTrue(h.rotate(to: .portrait), "the scene supports every orientation")
            h.advance(by: 1)
        }
        return (h, vc)
    }

    /// The device pixels a rectangle in the window's coordinates covers (any orientation).
    @MainActor private func pixels(_ r: CGRect, _ h: HeadlessHarness) -> (x: Range<Int>, y: Range<Int>) {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { h.panelPoint($0) }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        let x0 = max(0, Int(xs.min() ?? 0)), x1 = min(h.display.pixelSize.width, Int((xs.max() ?? 0).rounded(.up)))
        let y0 = max(0, Int(ys.min() ?? 0)), y1 = min(h.display.pixelSize.height, Int((ys.max() ?? 0).rounded(.up)))
        return (x0..<max(x0, x1), y0..<max(y0, y1))
    }

    /// How many pixels of `r` differ from `background`.
    @MainActor private func ink(_ r: CGRect, _ h: HeadlessHarness, _ shot: PixelBuffer, background: UInt32) -> Int {
        let p = pixels(r, h)
        var n = 0
        for y in p.y { for x in p.x where shot[x, y] & 0xFFFFFF != background & 0xFFFFFF { n += 1 } }
        return n
    }

    /// The card colour behind a label: the pixel just left of its top-left corner (inside the
    /// card's padding).
    @MainActor private func background(of label: UILabel, _ h: HeadlessHarness, _ shot: PixelBuffer) -> UInt32 {
        let f = label.convert(label.bounds, to: nil)
        let (x, y) = h.panelPoint(CGPoint(x: f.minX - 3, y: f.minY + 1))
        let px = min(max(0, Int(x)), h.display.pixelSize.width - 1), py = min(max(0, Int(y)), h.display.pixelSize.height - 1)
        return shot[px, py]
    }

    @MainActor private func checkEverySampleIsShown(_ h: HeadlessHarness, _ vc: TextDemoViewController, _ name: String) {
        let screen = h.window.bounds
        let shot = h.screenshot
        let labels = vc.sampleLabels
        XCTAssertGreaterThanOrEqual(labels.count, 22, name)
        var frames: [(String, CGRect)] = []
        for label in labels {
            let text = label.text ?? ""
            let what = "\(name): '\(text.prefix(24))'"
            XCTAssertFalse(text.isEmpty, what)
            XCTAssertFalse(label.isHidden, what)
            let frame = label.convert(label.bounds, to: nil)
            XCTAssertGreaterThan(frame.width, 40, what)
            XCTAssertGreaterThan(frame.height, 8, what)
            // On screen: the label, and so the text it draws, inside the window.
            XCTAssertTrue(screen.insetBy(dx: -0.5, dy: -0.5).contains(frame), "\(what) at \(frame) is not inside \(screen)")
            let textRect = label.convert(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: label.numberOfLines), to: nil)
            XCTAssertTrue(screen.insetBy(dx: -0.5, dy: -0.5).contains(textRect), "\(what): text at \(textRect) is not inside \(screen)")
            // Not cut off at the bottom: a label of any number of lines is tall enough for
            // all of them, a label of n lines for n of them (UIKit draws only the lines that fit).
            let needed = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude)).height
            XCTAssertLessThanOrEqual(needed, label.bounds.height + 0.5, "\(what): \(needed) pt of text in \(label.bounds.height) pt")
            // Drawn: some pixels where the text is differ from the card behind it.
            let drawn = ink(textRect, h, shot, background: background(of: label, h, shot))
            XCTAssertGreaterThan(drawn, 20, "\(what): nothing drawn in \(textRect)")
            frames.append((what, frame))
        }
        // No two samples on top of each other.
        for i in frames.indices {
            for j in frames.indices where j > i {
                let overlap = frames[i].1.intersection(frames[j].1)
                XCTAssertTrue(overlap.isNull || overlap.width < 0.5 || overlap.height < 0.5,
                              "\(frames[i].0) at \(frames[i].1) overlaps \(frames[j].0) at \(frames[j].1)")
            }
        }
    }

    @MainActor func testAt1280x800EverySampleIsShownAtTheDesignSize() async {
        let (h, vc) = scene(width: 1280, height: 800)
        XCTAssertEqual(vc.contentScale, 1, "the design size needs no shrinking")
        checkEverySampleIsShown(h, vc, "1280x800")
    }

    @MainActor func testAt800x480EverySampleIsShown() async {
        let (h, vc) = scene(width: 800, height: 480)
        checkEverySampleIsShown(h, vc, "800x480")
    }

    @MainActor func testAt800x480At2xEverySampleIsShown() async {
        let (h, vc) = scene(width: 800, height: 480, scale: 2)
        checkEverySampleIsShown(h, vc, "800x480@2x")
    }

    @MainActor func testTurnedToPortraitEverySampleIsShown() async {
        for (w, hgt) in [(1280, 800), (800, 480)] {
            let (h, vc) = scene(width: w, height: hgt, portrait: true)
            XCTAssertEqual(h.window.bounds.size, CGSize(width: hgt, height: w), "the interface turned")
            checkEverySampleIsShown(h, vc, "\(w)x\(hgt) portrait")
        }
    }

    /// Each line aligned by its language (the HIG's "align a paragraph based on its language";
    /// `.natural` would follow the interface): the Arabic and Hebrew lines sit against the
    /// right edge of their rows, the Japanese and Chinese the left.
    @MainActor func testNaturalAlignmentFollowsTheDirectionOfEachLine() async {
        let (h, vc) = scene(width: 1280, height: 800)
        let shot = h.screenshot
        let rows: [(String, Bool)] = [("أهلاً", true), ("ברוכים", true), ("ようこそ", false), ("欢迎", false)]
        for (start, rightToLeft) in rows {
            guard let label = vc.sampleLabels.first(where: { $0.text?.hasPrefix(start) == true }) else {
                XCTFail("no sample starting with \(start)"); continue
            }
            let frame = label.convert(label.bounds, to: nil)
            let textWidth = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude)).width
            XCTAssertLessThan(textWidth, frame.width - 40, "\(start): short enough to show its alignment")
            let bg = background(of: label, h, shot)
            // The part of the row the text does not need, on the side it should be empty.
            let emptySide = rightToLeft
                ? CGRect(x: frame.minX, y: frame.minY, width: frame.width - textWidth - 4, height: frame.height)
                : CGRect(x: frame.minX + textWidth + 4, y: frame.minY, width: frame.width - textWidth - 4, height: frame.height)
            XCTAssertEqual(ink(emptySide, h, shot, background: bg), 0, "\(start): drawn on the wrong side of \(frame)")
        }
    }

    /// Dynamic Type (UIKit: a label with `adjustsFontForContentSizeCategory` and a font from
    /// `UIFontMetrics` takes the new size when the content size category changes): at
    /// extra-extra-extra-large the body text is larger for the same layout scale, and the
    /// scene still shows every sample on the screen.
    @MainActor func testALargerTextSizeGrowsTheTextAndStillShowsEverySample() async {
        let (h, vc) = scene(width: 1280, height: 800)
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        guard let body = vc.sampleLabels.first(where: { $0.text?.hasPrefix("Touch a script") == true }) else {
            return XCTFail("no body sample")
        }
        let before = body.font.pointSize / vc.contentScale
        XCTAssertEqual(before, 15, accuracy: 0.01, "the design size at the default category (large)")
        XCTAssertTrue(UIApplication.setPreferredContentSizeCategory(.extraExtraExtraLarge))
        h.renderFrames()
        let after = body.font.pointSize / vc.contentScale
        // iOS's body style: 17 pt at large, 23 pt at extra-extra-extra-large.
        XCTAssertEqual(after, 15 * 23 / 17, accuracy: 0.1, "scaled as the body style")
        checkEverySampleIsShown(h, vc, "1280x800 at extra-extra-extra-large")
    }
}
