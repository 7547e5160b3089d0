import Foundation
import XCTest
@testable import Vitrine

/// `UIStackView.distribution`, each of the five on both axes, against frames computed by
/// hand. The stacks are 300 (or as said) long along their axis and 100 across; the arranged
/// views have intrinsic lengths 50, 70 and 30 and thicknesses 20, 30, 40; `spacing` is 10;
/// alignment `.fill` (every view 100 across).
final class StackViewDistributionTests: XCTestCase {
    @MainActor private func stack(_ axis: NSLayoutConstraint.Axis, length: CGFloat, _ distribution: UIStackView.Distribution,
                                  lengths: [CGFloat] = [50, 70, 30], configure: ([SizedView]) -> Void = { _ in })
        -> (UIView, [SizedView]) {
        let views = zip(lengths, [20, 30, 40] as [CGFloat]).map { axisView(axis, $0, $1) }
        configure(views)
        let frame = axisRect(axis, along: (0, length), across: (0, 100))
        let (root, _) = framedStack(frame, views) {
            $0.axis = axis
            $0.distribution = distribution
            $0.spacing = 10
        }
        return (root, views)
    }

    private func expect(_ axis: NSLayoutConstraint.Axis, _ along: [(CGFloat, CGFloat)]) -> [CGRect] {
        along.map { axisRect(axis, along: $0, across: (0, 100)) }
    }

    /// UIKit: "If the arranged views don't fill the stack view, it stretches the views
    /// according to their hugging priority." The middle view hugs at 200, the others at
    /// 250: it takes all the free space, 300 − (50 + 70 + 30) − 2·10 = 130, so it is
    /// 70 + 130 = 200 long: 0…50, 60…260, 270…300.
    @MainActor func testFillStretchesTheViewThatHugsLeast() async {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let (_, v) = stack(axis, length: 300, .fill) { $0[1].setContentHuggingPriority(UILayoutPriority(200), for: axis) }
            assertFrames(v, expect(axis, [(0, 50), (60, 200), (270, 30)]), "axis \(axis)")
        }
        // The same with the first view hugging least: 0…180, 190…260, 270…300.
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let (_, v) = stack(axis, length: 300, .fill) { $0[0].setContentHuggingPriority(UILayoutPriority(200), for: axis) }
            assertFrames(v, expect(axis, [(0, 180), (190, 70), (270, 30)]), "axis \(axis)")
        }
    }

    /// UIKit: "When the arranged views don't fit within the stack view, it shrinks the views
    /// according to their compression resistance priority." In 140: the views need
    /// 150 + 20 = 170, 30 too many; the first resists at 700 (the others 750) and gives all
    /// 30: 20 long. Frames 0…20, 30…100, 110…140.
    @MainActor func testFillShrinksTheViewThatResistsLeast() async {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let (_, v) = stack(axis, length: 140, .fill) {
                $0[0].setContentCompressionResistancePriority(UILayoutPriority(700), for: axis)
            }
            assertFrames(v, expect(axis, [(0, 20), (30, 70), (110, 30)]), "axis \(axis)")
        }
    }

    /// UIKit: "the stack view resizes all arranged views to the same size, filling the
    /// available space". In 320: (320 − 2·10) / 3 = 100 each: 0, 110, 220.
    @MainActor func testFillEquallyGivesEveryViewTheSameLength() async {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let (_, v) = stack(axis, length: 320, .fillEqually)
            assertFrames(v, expect(axis, [(0, 100), (110, 100), (220, 100)]), "axis \(axis)")
        }
    }

    /// UIKit: "the stack view resizes views proportionally based on their intrinsic content
    /// size to fill the available space". Intrinsic lengths 40, 100, 140 (sum 280) in 580:
    /// the space for views is 580 − 20 = 560 = 2 × 280, so each is twice its intrinsic
    /// length: 80, 200, 280 at 0, 90, 300.
    @MainActor func testFillProportionallyScalesIntrinsicLengths() async {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let (_, v) = stack(axis, length: 580, .fillProportionally, lengths: [40, 100, 140])
            assertFrames(v, expect(axis, [(0, 80), (90, 200), (300, 280)]), "axis \(axis)")
        }
    }

    /// A view whose intrinsic size changes gets its new share at the next layout. The first
    /// view's 40 becomes 120: sum 360 in 560 − … : lengths 120, 100, 140 in 580 − 20 = 560
    /// → ×560/360: 186.67, 155.56, 217.78 (frames are rounded to whole points at scale 1).
    @MainActor func testFillProportionallyFollowsIntrinsicSizeChanges() async {
        let (root, v) = stack(.horizontal, length: 580, .fillProportionally, lengths: [40, 100, 140])
        let s = v[0].superview as? UIStackView
        v[0].size.width = 120
        v[0].invalidateIntrinsicContentSize()
        s?.setNeedsLayout()
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        XCTAssertEqual(v[0].frame.width, 187, accuracy: 1)
        XCTAssertEqual(v[1].frame.width, 156, accuracy: 1)
        XCTAssertEqual(v[2].frame.maxX, 580)
    }

    /// UIKit: "When the arranged views don't fill the stack view, it pads the spacing between
    /// the views evenly" (their lengths stay intrinsic). 300 − 150 = 150 for two spaces: 75
    /// each. 0…50, 125…195, 270…300.
    @MainActor func testEqualSpacingPadsTheSpacesEvenly() async {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let (_, v) = stack(axis, length: 300, .equalSpacing)
            assertFrames(v, expect(axis, [(0, 50), (125, 70), (270, 30)]), "axis \(axis)")
        }
    }

    /// equalSpacing, too little room: "it shrinks the views according to their compression
    /// resistance priority" with the spaces at `spacing`. In 140 with the last view resisting
    /// at 700: the last view is 30 − 30 = 0 long: 0…50, 60…130, 140…140.
    @MainActor func testEqualSpacingShrinksViewsWhenTheyDoNotFit() async {
        let (_, v) = stack(.horizontal, length: 140, .equalSpacing) {
            $0[2].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        }
        assertFrames(v, expect(.horizontal, [(0, 50), (60, 70), (140, 0)]))
    }

    /// UIKit: "attempts to position the arranged views with equal center-to-center spacing
    /// along the stack view's axis, while maintaining the spacing property's distance
    /// between views". First view at 0 (centre 25), last ends at 300 (centre 285); the
    /// middle centre half way, 155: 120…190. Spaces 70 and 80, both ≥ 10.
    @MainActor func testEqualCenteringSpacesTheCentresEvenly() async {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let (_, v) = stack(axis, length: 300, .equalCentering)
            assertFrames(v, expect(axis, [(0, 50), (120, 70), (270, 30)]), "axis \(axis)")
        }
    }

    /// equalCentering keeps at least `spacing` between views: lengths 50, 150, 30 in 300
    /// would put the middle centre at 155 (80…230), 30 from the first view — fine; with 200
    /// long it would be 55…255, overlapping. UIKit: "If the arranged views don't fit within
    /// the stack view, it shrinks the spacing until it reaches the minimum spacing defined by
    /// its spacing property. If the views still don't fit, the stack view shrinks the
    /// arranged views according to their compression resistance priority." They fit at the
    /// least spacing, so no view shrinks: the spaces are 10 and the centres give way. 50 + 10 + 200 + 10 + 30 = 300:
    /// 0…50, 60…260, 270…300.
    @MainActor func testEqualCenteringKeepsTheLeastSpacing() async {
        let (_, v) = stack(.horizontal, length: 300, .equalCentering, lengths: [50, 200, 30])
        assertFrames(v, expect(.horizontal, [(0, 50), (60, 200), (270, 30)]))
    }

    /// Changing the distribution re-arranges at the next layout (fill → fillEqually).
    @MainActor func testChangingTheDistributionReArranges() async {
        let (root, v) = stack(.horizontal, length: 320, .fill) { $0[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal) }
        XCTAssertEqual(v[1].frame.width, 70 + 150)
        (v[0].superview as? UIStackView)?.distribution = .fillEqually
        root.layoutIfNeeded()
        assertFrames(v, expect(.horizontal, [(0, 100), (110, 100), (220, 100)]))
        // equalSpacing adds a layout guide per space (two), fill takes them away again:
        // 320 − 150 = 170 for two spaces, 85 each: 0, 135, 290.
        let s = v[0].superview as? UIStackView
        s?.distribution = .equalSpacing
        root.layoutIfNeeded()
        assertFrames(v, expect(.horizontal, [(0, 50), (135, 70), (290, 30)]))
        XCTAssertEqual(s?.layoutGuides.count, 2)
        s?.distribution = .fill
        root.layoutIfNeeded()
        XCTAssertEqual(s?.layoutGuides.count, 0)
        XCTAssertEqual(v[1].frame.width, 70 + 150)
    }
}
