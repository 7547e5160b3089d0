import Foundation
import XCTest
@testable import Vitrine

/// `UIStackView.alignment` across the axis, `spacing`, custom spacing, margins- and
/// baseline-relative arrangement, against frames computed by hand. Views: 50×20, 70×30,
/// 30×40.
final class StackViewAlignmentTests: XCTestCase {
    @MainActor private func views() -> [SizedView] { [SizedView(50, 20), SizedView(70, 30), SizedView(30, 40)] }

    /// A horizontal stack exactly as long as the views and spaces (50 + 10 + 70 + 10 + 30 =
    /// 170, so `fill` has nothing to stretch) and 100 high: x = 0, 60, 140.
    @MainActor private func row(_ alignment: UIStackView.Alignment) -> (UIView, [SizedView]) {
        let v = views()
        let (root, _) = framedStack(CGRect(x: 0, y: 0, width: 170, height: 100), v) {
            $0.spacing = 10
            $0.alignment = alignment
        }
        return (root, v)
    }

    /// UIKit: `.fill` — "A layout where the stack view resizes its arranged views so that
    /// they fill the available space perpendicular to the stack view's axis": all 100 high.
    @MainActor func testFillSpansTheCrossAxis() async {
        let (_, v) = row(.fill)
        assertFrames(v, [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 70, height: 100),
                         CGRect(x: 140, y: 0, width: 30, height: 100)])
    }

    /// `.top` (= `.leading`): intrinsic heights at y 0.
    @MainActor func testTopAlignsTopEdges() async {
        let (_, v) = row(.top)
        XCTAssertEqual(UIStackView.Alignment.top, .leading)
        assertFrames(v, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 60, y: 0, width: 70, height: 30),
                         CGRect(x: 140, y: 0, width: 30, height: 40)])
    }

    /// `.center`: y = (100 − h) / 2 = 40, 35, 30.
    @MainActor func testCenterCentresAcrossTheAxis() async {
        let (_, v) = row(.center)
        assertFrames(v, [CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 60, y: 35, width: 70, height: 30),
                         CGRect(x: 140, y: 30, width: 30, height: 40)])
    }

    /// `.bottom` (= `.trailing`): y = 100 − h = 80, 70, 60.
    @MainActor func testBottomAlignsBottomEdges() async {
        let (_, v) = row(.bottom)
        XCTAssertEqual(UIStackView.Alignment.bottom, .trailing)
        assertFrames(v, [CGRect(x: 0, y: 80, width: 50, height: 20), CGRect(x: 60, y: 70, width: 70, height: 30),
                         CGRect(x: 140, y: 60, width: 30, height: 40)])
    }

    /// `.firstBaseline` / `.lastBaseline`: UIKit — "A layout where the stack view aligns its
    /// arranged views based on their first baseline" (last baseline). A view without text
    /// has its baselines at its bottom edge (and until the baseline work lands, every view
    /// does), so the bottoms line up, as high as the tallest allows: bottoms at 40, y = 20,
    /// 10, 0.
    @MainActor func testBaselinesLineUpAsHighAsTheTallestAllows() async {
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let (_, v) = row(alignment)
            assertFrames(v, [CGRect(x: 0, y: 20, width: 50, height: 20), CGRect(x: 60, y: 10, width: 70, height: 30),
                             CGRect(x: 140, y: 0, width: 30, height: 40)], "\(alignment)")
        }
    }

    /// Vertical stacks: `.leading`, `.trailing` and `.center` across a 100-wide column (the
    /// column is 20 + 10 + 30 + 10 + 40 = 110 high: y = 0, 30, 70).
    @MainActor func testVerticalAlignments() async {
        let ys: [CGFloat] = [0, 30, 70], hs: [CGFloat] = [20, 30, 40], ws: [CGFloat] = [50, 70, 30]
        let cases: [(UIStackView.Alignment, [CGFloat])] = [(.leading, [0, 0, 0]), (.trailing, [50, 30, 70]), (.center, [25, 15, 35])]
        for (alignment, xs) in cases {
            let v = views()
            let (_, _) = framedStack(CGRect(x: 0, y: 0, width: 100, height: 110), v) {
                $0.axis = .vertical
                $0.spacing = 10
                $0.alignment = alignment
            }
            assertFrames(v, (0..<3).map { CGRect(x: xs[$0], y: ys[$0], width: ws[$0], height: hs[$0]) }, "\(alignment)")
        }
    }

    /// A stack pinned only by its leading and top edges sizes itself from its arranged views
    /// through the constraints: a centred row is 170 long and as high as its tallest view, 40.
    @MainActor func testStackSizesItselfFromItsViews() async {
        let v = views()
        let (root, s) = pinnedStack(v) {
            $0.spacing = 10
            $0.alignment = .center
        }
        XCTAssertEqual(s.frame, CGRect(x: 10, y: 20, width: 170, height: 40))
        assertFrames(v, [CGRect(x: 0, y: 10, width: 50, height: 20), CGRect(x: 60, y: 5, width: 70, height: 30),
                         CGRect(x: 140, y: 0, width: 30, height: 40)])
        // A wider view makes the stack longer.
        v[1].size.width = 100
        v[1].invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        XCTAssertEqual(s.frame.width, 200)
        XCTAssertEqual(s.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 200, height: 40))
    }

    /// UIKit: `spacing` is "the distance in points between the adjacent edges of the stack
    /// view's arranged views"; "Use negative values to allow overlap." A self-sizing column:
    /// spacing 10 → y 0, 30, 70; −5 → 0, 15, 40; `spacingUseSystem` (8) → 0, 28, 66.
    @MainActor func testSpacing() async {
        let cases: [(CGFloat, [CGFloat])] = [(10, [0, 30, 70]), (-5, [0, 15, 40]), (UIStackView.spacingUseSystem, [0, 28, 66])]
        for (spacing, ys) in cases {
            let v = views()
            _ = pinnedStack(v) {
                $0.axis = .vertical
                $0.spacing = spacing
            }
            XCTAssertEqual(v.map(\.frame.minY), ys, "spacing \(spacing)")
        }
    }

    /// `setCustomSpacing(_:after:)`: "Sets the spacing to use after the specified
    /// arrangedSubview"; `customSpacing(after:)` is `spacingUseDefault` until set. 25 after
    /// the first: y 0, 45, 85; back to `spacingUseDefault`: 0, 30, 70.
    @MainActor func testCustomSpacing() async {
        let v = views()
        let (root, s) = pinnedStack(v) {
            $0.axis = .vertical
            $0.spacing = 10
        }
        XCTAssertEqual(s.customSpacing(after: v[0]), UIStackView.spacingUseDefault)
        s.setCustomSpacing(25, after: v[0])
        XCTAssertEqual(s.customSpacing(after: v[0]), 25)
        root.layoutIfNeeded()
        XCTAssertEqual(v.map(\.frame.minY), [0, 45, 85])
        XCTAssertEqual(s.frame.height, 125)
        s.setCustomSpacing(UIStackView.spacingUseSystem, after: v[1])
        root.layoutIfNeeded()
        XCTAssertEqual(v.map(\.frame.minY), [0, 45, 83], "system spacing (8) after the second")
        s.setCustomSpacing(UIStackView.spacingUseDefault, after: v[0])
        s.setCustomSpacing(UIStackView.spacingUseDefault, after: v[1])
        root.layoutIfNeeded()
        XCTAssertEqual(v.map(\.frame.minY), [0, 30, 70])
        // A view that is not arranged: logged and ignored.
        s.setCustomSpacing(5, after: UIView())
        XCTAssertTrue(s.constraints.allSatisfy { $0.constant != 5 })
    }

    /// UIKit: `isLayoutMarginsRelativeArrangement` — "If true, the stack view lays out its
    /// arranged views relative to its layout margins". Margins m (8 on each side until the
    /// layout-margins work lands); a 336 × 100 row, fillEqually: (336 − 16 − 2·10) / 3 = 100
    /// each at x = 8, 118, 228, y = 8, 84 high.
    @MainActor func testLayoutMarginsRelativeArrangement() async {
        let v = views()
        let (root, s) = framedStack(CGRect(x: 0, y: 0, width: 336, height: 100), v) {
            $0.spacing = 10
            $0.distribution = .fillEqually
            $0.isLayoutMarginsRelativeArrangement = true
        }
        XCTAssertEqual(s.effectiveLayoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "the margins the arithmetic assumes")
        assertFrames(v, [CGRect(x: 8, y: 8, width: 100, height: 84), CGRect(x: 118, y: 8, width: 100, height: 84),
                         CGRect(x: 228, y: 8, width: 100, height: 84)])
        s.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        XCTAssertEqual(v[0].frame.origin, .zero, "back to the bounds")
        XCTAssertEqual(v[2].frame.maxX, 336)
        XCTAssertEqual(v[2].frame.height, 100)
    }

    /// UIKit: `isBaselineRelativeArrangement` — "the vertical space between views is measured
    /// from their baselines": from the last baseline of one to the first of the next. With
    /// baselines at the bottom edges (views without text) and spacing 40: bottoms at 20, 60,
    /// 100, so y = 0, 30, 60.
    @MainActor func testBaselineRelativeArrangement() async {
        let v = views()
        let (_, s) = pinnedStack(v) {
            $0.axis = .vertical
            $0.spacing = 40
            $0.isBaselineRelativeArrangement = true
        }
        XCTAssertEqual(v.map(\.frame.minY), [0, 30, 60])
        XCTAssertEqual(s.frame.height, 100)
    }
}
