import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Springs and struts: `UIView.AutoresizingMask`, `autoresizingMask`, `autoresizesSubviews`.
///
/// UIKit (`autoresizingMask`): "When a view's bounds change, that view automatically resizes
/// its subviews according to each subview's autoresizing mask. … The default value of this
/// property is UIViewAutoresizingNone, which indicates that the view should not be resized at
/// all. When more than one option along the same axis is set, the default behavior is to
/// distribute the size difference proportionally among the flexible portions."
///
/// Every case: a 200×100 superview grows to 300×150 (+100, +50); the subview's frame is
/// (20, 10, 60, 30), so its horizontal parts are left 20, width 60, right 120 and its
/// vertical ones top 10, height 30, bottom 60. Expected frames are worked out by hand.
final class AutoresizingTests: XCTestCase {
    private let frame = CGRect(x: 20, y: 10, width: 60, height: 30)
    private let old = CGSize(width: 200, height: 100)
    private let new = CGSize(width: 300, height: 150)

    private func resized(_ mask: UIView.AutoresizingMask) -> CGRect {
        UIView.resize(frame: frame, mask: mask, oldSuperviewSize: old, newSuperviewSize: new)
    }

    private func assertRect(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(r.minX, x, accuracy: 1e-9, "x " + message, file: file, line: line)
        XCTAssertEqual(r.minY, y, accuracy: 1e-9, "y " + message, file: file, line: line)
        XCTAssertEqual(r.width, w, accuracy: 1e-9, "width " + message, file: file, line: line)
        XCTAssertEqual(r.height, h, accuracy: 1e-9, "height " + message, file: file, line: line)
    }

    /// UIKit's raw values (`UIViewAutoresizingFlexibleLeftMargin = 1 << 0` … `FlexibleBottomMargin = 1 << 5`).
    @MainActor func testRawValuesAreUIKits() async {
        XCTAssertEqual(UIView.AutoresizingMask.flexibleLeftMargin.rawValue, 1)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleWidth.rawValue, 2)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleRightMargin.rawValue, 4)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleTopMargin.rawValue, 8)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleHeight.rawValue, 16)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleBottomMargin.rawValue, 32)
    }

    /// One flexible part on an axis takes the whole change; none keeps the frame.
    @MainActor func testEachFlagAlone() async {
        assertRect(resized([]), 20, 10, 60, 30, "none: not resized at all")
        assertRect(resized(.flexibleLeftMargin), 120, 10, 60, 30, "the left margin grows by 100")
        assertRect(resized(.flexibleWidth), 20, 10, 160, 30, "the width grows by 100")
        assertRect(resized(.flexibleRightMargin), 20, 10, 60, 30, "the right margin grows: the frame stays")
        assertRect(resized(.flexibleTopMargin), 20, 60, 60, 30, "the top margin grows by 50")
        assertRect(resized(.flexibleHeight), 20, 10, 60, 80, "the height grows by 50")
        assertRect(resized(.flexibleBottomMargin), 20, 10, 60, 30)
    }

    /// Several flexible parts share the change in proportion to their sizes.
    @MainActor func testCombinationsShareProportionally() async {
        // Left 20 and right 120 share 100: the left gets 100 × 20/140.
        assertRect(resized([.flexibleLeftMargin, .flexibleRightMargin]), 20 + 100.0 * 20 / 140, 10, 60, 30)
        // Width 60 and right 120 share 100: the width gets 100 × 60/180.
        assertRect(resized([.flexibleWidth, .flexibleRightMargin]), 20, 10, 60 + 100.0 * 60 / 180, 30)
        // Left 20 and width 60 share 100: 25 and 75.
        assertRect(resized([.flexibleLeftMargin, .flexibleWidth]), 45, 10, 135, 30)
        // All three: everything scales by 300/200.
        assertRect(resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]), 30, 10, 90, 30)
        // Top 10 and bottom 60 share 50: the top gets 50 × 10/70.
        assertRect(resized([.flexibleTopMargin, .flexibleBottomMargin]), 20, 10 + 50.0 * 10 / 70, 60, 30)
        // All six: the frame scales on both axes.
        assertRect(resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                            .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]), 30, 15, 90, 45)
        // Width and height: the usual "fill the superview" mask.
        assertRect(resized([.flexibleWidth, .flexibleHeight]), 20, 10, 160, 80)
    }

    /// Flexible parts that are all zero share the change equally (there is no proportion).
    @MainActor func testZeroSizedFlexiblePartsShareEqually() async {
        let r = UIView.resize(frame: .zero, mask: [.flexibleLeftMargin, .flexibleWidth], oldSuperviewSize: .zero,
                              newSuperviewSize: CGSize(width: 100, height: 0))
        assertRect(r, 50, 0, 50, 0)
    }

    /// The linear form the layout engine turns into constraints is the same rule: origin
    /// a + b·S and length c + d·S give the resized frame for any superview size S, and
    /// resizing in two steps is resizing in one.
    @MainActor func testLinearFormIsTheSameRule() async {
        let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight]
        let (h, v) = UIView.autoresizingAxes(mask: mask, frame: frame, superviewSize: old)
        XCTAssertEqual(h.b, 0)
        XCTAssertEqual(h.d, 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(h.a, 20)
        XCTAssertEqual(v.b, 0.25, accuracy: 1e-12, "top 10 of 40 flexible")
        XCTAssertEqual(v.d, 0.75, accuracy: 1e-12)
        for s in [CGSize(width: 150, height: 80), new, CGSize(width: 1000, height: 600)] {
            let direct = UIView.resize(frame: frame, mask: mask, oldSuperviewSize: old, newSuperviewSize: s)
            assertRect(CGRect(x: h.origin(superviewSize: s.width), y: v.origin(superviewSize: s.height),
                              width: h.length(superviewSize: s.width), height: v.length(superviewSize: s.height)),
                       direct.minX, direct.minY, direct.width, direct.height)
        }
        let view = UIView()
        view.autoresizingMask = mask
        XCTAssertEqual(view.resize(frame: frame, oldSuperviewSize: old, newSuperviewSize: new), resized(mask), "the view's own mask")
        XCTAssertEqual(view.autoresizingAxes(frame: frame, superviewSize: old).horizontal, h)
        let viaNew = UIView.resize(frame: resized(mask), mask: mask, oldSuperviewSize: new, newSuperviewSize: CGSize(width: 250, height: 120))
        let direct = UIView.resize(frame: frame, mask: mask, oldSuperviewSize: old, newSuperviewSize: CGSize(width: 250, height: 120))
        assertRect(viaNew, direct.minX, direct.minY, direct.width, direct.height, "two steps")
    }

    /// A bounds size change resizes the subviews with a mask at once (and theirs, as their
    /// sizes change), unless `autoresizesSubviews` is off (UIKit: "When set to true, the
    /// receiver adjusts the size of its subviews when its bounds change. The default value is
    /// true.") or the layout engine places the subview.
    @MainActor func testBoundsChangeResizesSubviews() async {
        let sup = UIView(frame: CGRect(origin: .zero, size: old))
        let fill = UIView(frame: frame)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: frame)
        pinnedRight.autoresizingMask = .flexibleLeftMargin
        let fixed = UIView(frame: frame)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        inner.autoresizingMask = .flexibleWidth
        fill.addSubview(inner)
        for v in [fill, pinnedRight, fixed] { sup.addSubview(v) }

        sup.frame = CGRect(origin: .zero, size: new)
        XCTAssertEqual(fill.frame, CGRect(x: 20, y: 10, width: 160, height: 80))
        XCTAssertEqual(pinnedRight.frame, CGRect(x: 120, y: 10, width: 60, height: 30))
        XCTAssertEqual(fixed.frame, frame)
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 160, height: 30), "the subview's own subviews follow")

        sup.bounds.origin = CGPoint(x: 5, y: 5)
        XCTAssertEqual(pinnedRight.frame.minX, 120, "scrolling is no size change")

        sup.autoresizesSubviews = false
        sup.frame = CGRect(origin: .zero, size: old)
        XCTAssertEqual(pinnedRight.frame.minX, 120)
        sup.autoresizesSubviews = true

        // A view placed by constraints is not autoresized.
        pinnedRight.translatesAutoresizingMaskIntoConstraints = false
        sup.frame = CGRect(origin: .zero, size: CGSize(width: 250, height: 150))
        XCTAssertEqual(pinnedRight.frame.minX, 120, "placed by the layout engine: left alone")
        XCTAssertEqual(fill.frame.width, 210)
    }
}
