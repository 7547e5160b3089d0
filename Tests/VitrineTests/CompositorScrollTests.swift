import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Issue 14: "a scroll's cost should follow the newly exposed area, not the viewport (keep
/// scrolled content's pixels and move them, then draw only the strip that came into view)".
/// Every frame here is compared pixel for pixel with a from-scratch render (the model of
/// CompositorDamageTests' random test), and the drawn area is measured.
final class CompositorScrollTests: XCTestCase {
    /// A scroll view of `rows` striped rows with labels inside a window, plus a sibling drawn
    /// over its corner.
    @MainActor private func scene(width: Int = 240, height: Int = 320, scale: Double = 1, bufferCount: Int = 2,
                                  background: UIColor? = .white, rows: Int = 60) -> (HeadlessHarness, UIScrollView, UIView) {
        let h = HeadlessHarness(width: width, height: height, scale: scale, bufferCount: bufferCount)
        h.window.backgroundColor = UIColor(rgb: 0xE0E0E0)
        let s = UIScrollView(frame: CGRect(x: 10, y: 20, width: CGFloat(width - 20), height: CGFloat(height - 40)))
        s.backgroundColor = background
        for i in 0..<rows {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i * 30), width: s.bounds.width, height: 30))
            row.backgroundColor = i % 2 == 0 ? UIColor(rgb: 0xF4F4FF) : UIColor(rgb: 0xFFF4F4)
            let l = UILabel(frame: CGRect(x: 8, y: 5, width: 150, height: 20))
            l.text = "Row \(i) — scroll"
            l.font = .systemFont(ofSize: 13)
            row.addSubview(l)
            s.addSubview(row)
        }
        s.contentSize = CGSize(width: s.bounds.width, height: CGFloat(rows * 30))
        h.window.addSubview(s)
        let badge = UIView(frame: CGRect(x: CGFloat(width) - 50, y: 40, width: 30, height: 30))
        badge.backgroundColor = .red
        badge.cornerRadius = 15
        h.window.addSubview(badge)
        h.renderFrames()
        return (h, s, badge)
    }

    @MainActor private func assertMatchesFullRedraw(_ h: HeadlessHarness, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let c = GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0)
        XCTAssertEqual(c.differingPixels, 0, "\(what): differs from a full redraw, first at \(String(describing: c.firstDifference))", file: file, line: line)
    }

    /// The drawn area of a 10-point scroll is two strips (this frame's and the one the other
    /// buffer missed) plus the badge drawn over the scroll view, not the viewport.
    @MainActor func testScrollDrawsOnlyTheUncoveredStripAndWhatIsOnTop() async {
        let (h, s, _) = scene()
        for step in 1...6 {
            s.contentOffset.y = CGFloat(step * 10)
            XCTAssertEqual(h.renderFrames(), 1)
            assertMatchesFullRedraw(h, "step \(step)")
            XCTAssertEqual(h.screen.compositor.lastFrameWork.scrollMoves, 1, "step \(step): the pixels were moved")
        }
        let viewport = 220 * 280
        let drawn = h.screen.compositor.lastBufferDamage.area
        // Two 10-pixel strips 220 wide (4,400) and the badge at its place and where the move
        // carried its copy (2 × 30 × 30 at most).
        XCTAssertLessThanOrEqual(drawn, 2 * 220 * 10 + 2 * 900)
        XCTAssertLessThan(Double(drawn) / Double(viewport), 0.12)
    }

    /// Scrolling both ways, by fractions of a pixel, by more than a screen, and past the edges
    /// (as a bounce does) always gives the pixels of a full redraw.
    @MainActor func testRandomScrollsMatchAFullRedraw() async {
        for (scale, buffers) in [(1.0, 2), (2.0, 2), (1.0, 3), (1.5, 1)] {
            let (h, s, badge) = scene(width: 200, height: 260, scale: scale, bufferCount: buffers)
            var rng = SplitMix(seed: 14)
            for step in 0..<60 {
                switch rng.int(0..<11) {
                case 0: s.contentOffset.y = CGFloat(rng.int(-80..<1900))
                case 1: s.contentOffset.y += CGFloat(rng.int(-30..<30)) + CGFloat(rng.int(0..<4)) / 4
                case 2: badge.frame.origin.y += CGFloat(rng.int(-10..<10)); s.contentOffset.y += 7
                case 3: (s.subviews[rng.int(0..<s.subviews.count)].subviews.first as? UILabel)?.text = "changed \(step)"; s.contentOffset.y -= 5
                case 4: s.contentOffset.x = CGFloat(rng.int(-10..<10))
                case 5:
                    // A row removed, another moved within the content, in the frame of a scroll:
                    // their old pixels were damaged before the move carried them.
                    let rows = s.subviews
                    rows[rng.int(0..<rows.count)].removeFromSuperview()
                    let r = rows[rng.int(0..<rows.count)]
                    r.frame.origin.x = CGFloat(rng.int(0..<30))
                    s.contentOffset.y += CGFloat(rng.int(-25..<25))
                default: s.contentOffset.y += CGFloat(rng.int(-20..<20))
                }
                h.renderFrames()
                let c = GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0)
                if c.differingPixels != 0 {
                    return XCTFail("scale \(scale), buffers \(buffers), step \(step): \(c.differingPixels) pixels differ, first at \(String(describing: c.firstDifference))")
                }
            }
        }
    }

    /// A row removed in the frame of a scroll: its pixels were damaged where they were, and the
    /// move carried them — the damage must move with them.
    @MainActor func testDamageBeforeTheMoveMovesWithThePixels() async {
        let (h, s, _) = scene()
        s.contentOffset.y = 30
        h.renderFrames()
        s.subviews[4].removeFromSuperview()
        s.contentOffset.y = 40
        h.renderFrames()
        XCTAssertEqual(h.screen.compositor.lastFrameWork.scrollMoves, 1)
        assertMatchesFullRedraw(h, "removed row")
    }

    /// Views added and removed inside the scroll view as it scrolls (what a table's reuse
    /// does) and a view kept in place on screen (a sticky header, an indicator) stay right.
    @MainActor func testReuseAndPinnedViewsWhileScrolling() async {
        let (h, s, _) = scene(rows: 0)
        s.contentSize = CGSize(width: 220, height: 100_000)
        var rows: [Int: UIView] = [:]
        var pool: [UIView] = []
        let pinned = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 24))
        pinned.backgroundColor = UIColor(rgb: 0x3050A0)
        s.addSubview(pinned)
        func layout() {
            let first = Int(s.contentOffset.y / 30), last = Int((s.contentOffset.y + 280) / 30)
            for (i, v) in rows where i < first || i > last { v.removeFromSuperview(); pool.append(v); rows[i] = nil }
            for i in max(0, first)...max(0, last) where rows[i] == nil {
                let v = pool.popLast() ?? { let v = UIView(); let l = UILabel(frame: CGRect(x: 8, y: 5, width: 150, height: 20)); v.addSubview(l); return v }()
                v.frame = CGRect(x: 0, y: CGFloat(i * 30), width: 220, height: 30)
                v.backgroundColor = i % 2 == 0 ? UIColor(rgb: 0xF4F4FF) : UIColor(rgb: 0xFFF4F4)
                (v.subviews.first as? UILabel)?.text = "Row \(i)"
                s.insertSubview(v, belowSubview: pinned)
                rows[i] = v
            }
            pinned.frame.origin.y = s.contentOffset.y
        }
        layout(); h.renderFrames()
        for step in 0..<40 {
            s.contentOffset.y += CGFloat(17 + step % 5)
            layout()
            h.renderFrames()
            assertMatchesFullRedraw(h, "step \(step)")
        }
        XCTAssertEqual(h.screen.compositor.lastFrameWork.scrollMoves, 1)
    }

    /// A clear scroll view over a plain background moves pixels too; over a sibling that shows
    /// through, it cannot (the sibling would move with the content) and redraws, still exact.
    @MainActor func testClearScrollViewMovesOnlyOverAUniformBackdrop() async {
        let (h, s, _) = scene(background: nil)
        s.contentOffset.y = 12
        h.renderFrames()
        assertMatchesFullRedraw(h, "clear over the window's colour")
        XCTAssertEqual(h.screen.compositor.lastFrameWork.scrollMoves, 1)
        let stripe = UIView(frame: CGRect(x: 0, y: 100, width: 240, height: 10))
        stripe.backgroundColor = .blue
        h.window.insertSubview(stripe, at: 0)
        h.renderFrames()
        s.contentOffset.y = 30
        h.renderFrames()
        assertMatchesFullRedraw(h, "clear over a stripe")
        XCTAssertEqual(h.screen.compositor.lastFrameWork.scrollMoves, 0, "the stripe under the content must not move")
    }

    /// Nested scroll views in crossed axes scrolled in the same frame (the outer one's move
    /// carries the inner one's pixels first).
    @MainActor func testNestedScrollViewsInTheSameFrame() async {
        let (h, outer, _) = scene(rows: 10)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 300, width: 220, height: 60))
        inner.backgroundColor = UIColor(rgb: 0xFFFFE0)
        for i in 0..<20 {
            let tile = UILabel(frame: CGRect(x: CGFloat(i * 50), y: 10, width: 44, height: 40))
            tile.text = "\(i)"
            tile.backgroundColor = UIColor(rgb: 0xC0E0C0)
            inner.addSubview(tile)
        }
        inner.contentSize = CGSize(width: 1000, height: 60)
        outer.addSubview(inner)
        h.renderFrames()
        for step in 1...10 {
            outer.contentOffset.y = CGFloat(step * 9)
            inner.contentOffset.x = CGFloat(step * 13)
            h.renderFrames()
            assertMatchesFullRedraw(h, "step \(step)")
        }
        XCTAssertEqual(h.screen.compositor.lastFrameWork.scrollMoves, 2)
    }

    /// A turned interface (drawn through the interface buffer) moves the pixels there.
    @MainActor func testScrollingInATurnedInterface() async {
        let (h, s, _) = scene()
        h.window.rootViewController = nil
        XCTAssertTrue(h.rotate(to: .landscapeRight, animated: false))
        h.renderFrames()
        for step in 1...5 {
            s.contentOffset.y = CGFloat(step * 11)
            h.renderFrames()
            assertMatchesFullRedraw(h, "step \(step)")
        }
        XCTAssertEqual(h.screen.compositor.lastFrameWork.scrollMoves, 1)
    }
}
