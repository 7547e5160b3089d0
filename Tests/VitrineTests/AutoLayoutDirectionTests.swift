import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Leading/trailing, baselines and autoresizing masks in the engine.
final class AutoLayoutDirectionTests: XCTestCase {
    /// "leadingAnchor: … In left-to-right languages this is the left edge; in right-to-left
    /// languages, the right edge"; a positive constant moves toward the trailing side.
    @MainActor func testLeadingAndTrailingFlipRightToLeft() async {
        let (h, c) = autoLayoutScene()
        let v = constrainedView(in: c)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 10),
            v.topAnchor.constraint(equalTo: c.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 20),
        ])
        let t = constrainedView(in: c)
        NSLayoutConstraint.activate([
            t.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 5),
            t.topAnchor.constraint(equalTo: c.topAnchor),
            t.widthAnchor.constraint(equalToConstant: 30), t.heightAnchor.constraint(equalToConstant: 20),
        ])
        h.renderFrames()
        XCTAssertEqual(v.frame.minX, 10)
        XCTAssertEqual(t.frame.minX, 115)
        // The container lays out right to left: leading is its right edge.
        c.semanticContentAttribute = .forceRightToLeft
        h.renderFrames()
        XCTAssertEqual(v.frame.maxX, 400 - 10, "10 points in from the right edge")
        XCTAssertEqual(t.frame.maxX, v.frame.minX - 5, "after it, toward the trailing (left) side")
        // Left/right never flip.
        let l = constrainedView(in: c)
        NSLayoutConstraint.activate([
            l.leftAnchor.constraint(equalTo: c.leftAnchor, constant: 3), l.topAnchor.constraint(equalTo: c.topAnchor, constant: 50),
            l.widthAnchor.constraint(equalToConstant: 10), l.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.renderFrames()
        XCTAssertEqual(l.frame.minX, 3)
        // Back to left to right.
        c.semanticContentAttribute = .forceLeftToRight
        h.renderFrames()
        XCTAssertEqual(v.frame.minX, 10)
    }

    /// "firstBaselineAnchor: … the baseline for the topmost line of text in the view";
    /// labels of different fonts aligned on their first baselines share the baseline's y.
    @MainActor func testBaselineAlignmentOfTwoFonts() async {
        let (h, c) = autoLayoutScene()
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 34)
        small.font = .systemFont(ofSize: 13)
        big.text = "Room"
        small.text = "1204"
        for l in [big, small] {
            l.translatesAutoresizingMaskIntoConstraints = false
            c.addSubview(l)
        }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: c.leadingAnchor), big.topAnchor.constraint(equalTo: c.topAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        h.renderFrames()
        let bigBaseline = try! XCTUnwrap(big.baselineOffsetsFromCenter).first + big.frame.midY
        let smallBaseline = try! XCTUnwrap(small.baselineOffsetsFromCenter).first + small.frame.midY
        XCTAssertEqual(smallBaseline, bigBaseline, accuracy: 1, "the same baseline (frames are on whole points)")
        XCTAssertGreaterThan(small.frame.minY, big.frame.minY, "the smaller text sits lower")
        XCTAssertLessThan(small.frame.maxY, big.frame.maxY)
        // A view without text: its baseline is its bottom edge.
        let box = constrainedView(in: c)
        NSLayoutConstraint.activate([
            box.lastBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor), box.leadingAnchor.constraint(equalTo: c.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.renderFrames()
        XCTAssertEqual(box.frame.maxY, bigBaseline, accuracy: 1)
    }

    /// A view with `translatesAutoresizingMaskIntoConstraints` whose superview is sized by
    /// constraints follows its `autoresizingMask` ("flexibleWidth: resizing by expanding or
    /// shrinking the view's width").
    @MainActor func testAutoresizingMaskInsideAConstrainedSuperview() async {
        let (h, c) = autoLayoutScene()
        let panel = constrainedView(in: c)
        let width = panel.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([panel.leadingAnchor.constraint(equalTo: c.leadingAnchor), panel.topAnchor.constraint(equalTo: c.topAnchor),
                                     width, panel.heightAnchor.constraint(equalToConstant: 100)])
        h.renderFrames()
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        bar.autoresizingMask = [.flexibleWidth]
        let badge = UIView(frame: CGRect(x: 170, y: 40, width: 20, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin]
        panel.addSubview(bar)
        panel.addSubview(badge)
        // The bar is related to by a constraint, so the engine holds its mask.
        let follower = constrainedView(in: panel)
        NSLayoutConstraint.activate([follower.topAnchor.constraint(equalTo: bar.bottomAnchor), follower.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
                                     follower.widthAnchor.constraint(equalToConstant: 5), follower.heightAnchor.constraint(equalToConstant: 5)])
        h.renderFrames()
        width.constant = 300
        h.renderFrames()
        XCTAssertEqual(panel.frame.width, 300)
        XCTAssertEqual(bar.frame, CGRect(x: 10, y: 10, width: 280, height: 20), "the width takes the 100 points")
        XCTAssertEqual(badge.frame, CGRect(x: 270, y: 40, width: 20, height: 20), "the left margin takes them")
        XCTAssertEqual(follower.frame.maxX, 290)
    }

    /// A view controller's root view has margins of at least the system minimum (20 points
    /// at regular width), and `readableContentGuide` stays inside the margins.
    @MainActor func testRootViewMarginsAndReadableGuide() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = UIViewController()
        h.window.rootViewController = vc
        let v = constrainedView(in: vc.view)
        let r = constrainedView(in: vc.view)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: vc.view.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
            r.leadingAnchor.constraint(equalTo: vc.view.readableContentGuide.leadingAnchor),
            r.trailingAnchor.constraint(equalTo: vc.view.readableContentGuide.trailingAnchor),
            r.topAnchor.constraint(equalTo: v.bottomAnchor), r.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.renderFrames()
        XCTAssertEqual(v.frame.minX, 20)
        XCTAssertEqual(v.frame.width, 760)
        XCTAssertEqual(r.frame, vc.view.readableContentFrame.offsetBy(dx: 0, dy: 0).with(y: 10, height: 10))
        XCTAssertLessThanOrEqual(r.frame.width, 760)
        XCTAssertGreaterThanOrEqual(r.frame.minX, 20)
    }
}

private extension CGRect {
    func with(y: CGFloat, height: CGFloat) -> CGRect { CGRect(x: minX, y: y, width: width, height: height) }
}
