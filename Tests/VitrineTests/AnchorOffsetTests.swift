import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `anchorWithOffset(to:)`: "Creates a layout dimension object from two anchors. … Use the
/// returned object to define constraints relative to the space between the current anchor and
/// the object in the otherAnchor parameter." (UIKit, iOS 10.) Container 400 × 300; frames
/// computed by hand.
final class AnchorOffsetTests: XCTestCase {
    /// Three views in a row, the outer two pinned; the middle one's x is set by `gaps`.
    @MainActor private func row(rightToLeft: Bool = false,
                                gaps: (UIView, UIView, UIView) -> NSLayoutConstraint) -> (HeadlessHarness, UIView, UIView, UIView) {
        let (h, c) = autoLayoutScene()
        if rightToLeft { c.semanticContentAttribute = .forceRightToLeft }
        let a = constrainedView(in: c), b = constrainedView(in: c), d = constrainedView(in: c)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 50),
            d.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -10), d.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 100),
            a.topAnchor.constraint(equalTo: c.topAnchor), b.topAnchor.constraint(equalTo: c.topAnchor), d.topAnchor.constraint(equalTo: c.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10), d.heightAnchor.constraint(equalToConstant: 10),
            gaps(a, b, d),
        ])
        h.renderFrames()
        return (h, a, b, d)
    }

    /// Two gaps equal: the middle view is centred in the space between its neighbours
    /// (60…340: 280 = 100 + 2g, g = 90).
    @MainActor func testTwoGapsEqual() async {
        let (_, a, b, d) = row { a, b, d in
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
                .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: d.leadingAnchor))
        }
        XCTAssertEqual(a.frame.maxX, 60)
        XCTAssertEqual(d.frame.minX, 340)
        XCTAssertEqual(b.frame.minX, 150)
        XCTAssertEqual(b.frame.minX - a.frame.maxX, d.frame.minX - b.frame.maxX)
    }

    /// One gap half another, with `constraint(equalTo:multiplier:)` (180 = g + 2g: 60 and 120).
    @MainActor func testGapHalfAnother() async {
        let (_, _, b, _) = row { a, b, d in
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
                .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: d.leadingAnchor), multiplier: 0.5)
        }
        XCTAssertEqual(b.frame.minX, 120, "60 + 60; then 120 to 340")
    }

    /// Leading/trailing distances follow the layout direction: right to left, `a` sits at the
    /// right, and the distance from its trailing (left) edge to `b`'s leading (right) edge is
    /// measured leftward and positive (gap1 = 340 - (x + 100), gap2 = x - 60, gap1 = gap2 / 2:
    /// x = 180).
    @MainActor func testDistancesFollowTheLayoutDirection() async {
        let (h, a, b, d) = row(rightToLeft: true) { a, b, d in
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
                .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: d.leadingAnchor), multiplier: 0.5)
        }
        XCTAssertEqual(a.frame.minX, 340)
        XCTAssertEqual(d.frame.maxX, 60)
        XCTAssertEqual(b.frame.minX, 180)
        // Back to left to right: the distances are rebuilt for the new direction.
        a.superview?.semanticContentAttribute = .forceLeftToRight
        h.renderFrames()
        XCTAssertEqual(b.frame.minX, 120, "as in testGapHalfAnother")
    }

    /// A distance is a dimension: it equals a constant, a view's width, and its constant
    /// edits in place; a vertical one works the same way down the y axis.
    @MainActor func testDistanceAgainstConstantsAndWidths() async {
        let (h, c) = autoLayoutScene()
        let a = constrainedView(in: c), b = constrainedView(in: c), ruler = constrainedView(in: c)
        let gap = a.centerXAnchor.anchorWithOffset(to: b.centerXAnchor).constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 20), a.widthAnchor.constraint(equalToConstant: 40),
            b.widthAnchor.constraint(equalToConstant: 20), gap,
            a.topAnchor.constraint(equalTo: c.topAnchor, constant: 10), a.heightAnchor.constraint(equalToConstant: 30),
            // b's top is as far below a's bottom as the ruler is wide.
            a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: ruler.widthAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
            ruler.leadingAnchor.constraint(equalTo: c.leadingAnchor), ruler.topAnchor.constraint(equalTo: c.topAnchor, constant: 200),
            ruler.widthAnchor.constraint(equalToConstant: 25), ruler.heightAnchor.constraint(equalToConstant: 5),
        ])
        h.renderFrames()
        XCTAssertEqual(b.frame.midX, 140, "centre 40 + 100")
        XCTAssertEqual(b.frame.minY, 65, "10 + 30 + 25")
        gap.constant = 150
        h.renderFrames()
        XCTAssertEqual(b.frame.midX, 190)
    }

    /// `firstItem`/`secondItem` stay the anchors' items: the item whose anchor
    /// `anchorWithOffset(to:)` was called on, with that anchor's attribute; `firstAnchor`
    /// is the distance itself.
    @MainActor func testItemsOfAConstraintBetweenDistances() async {
        let (_, c) = autoLayoutScene()
        let a = constrainedView(in: c), b = constrainedView(in: c), d = constrainedView(in: c)
        let k = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
            .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: d.leadingAnchor))
        XCTAssertTrue(k.firstItem === a)
        XCTAssertEqual(k.firstAttribute, .trailing)
        XCTAssertTrue(k.secondItem === b)
        XCTAssertEqual(k.secondAttribute, .trailing)
        XCTAssertFalse(k.isActive, "made inactive, as every anchor constraint")
        let first = k.firstAnchor?.description ?? ""
        XCTAssertTrue(first.contains(".leading - ") && first.hasSuffix(".trailing)"), first)
        XCTAssertTrue(k.description.contains(" == ("), k.description)
    }

    /// "Auto Layout does not allow constraints that mix leading and trailing attributes with
    /// left or right attributes": a distance from a leading to a left edge never activates.
    @MainActor func testMixedDirectionalDistanceIsRefused() async {
        let (_, c) = autoLayoutScene()
        let a = constrainedView(in: c), b = constrainedView(in: c)
        let k = a.leadingAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 10)
        k.isActive = true
        XCTAssertFalse(k.isActive, "logged and left inactive (UIKit raises an exception)")
    }

    /// Sizes relate across axes: "imageView.width = 2 * imageView.height" (the Auto Layout
    /// Guide's example of a constraint made with the item/attribute initialiser).
    @MainActor func testWidthRelatesToHeight() async {
        let (h, c) = autoLayoutScene()
        let v = constrainedView(in: c)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: c.leadingAnchor), v.topAnchor.constraint(equalTo: c.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 30), v.widthAnchor.constraint(equalTo: v.heightAnchor, multiplier: 2),
        ])
        h.renderFrames()
        XCTAssertEqual(v.frame.size, CGSize(width: 60, height: 30))
    }
}
