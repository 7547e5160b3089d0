import XCTest
@testable import Vitrine
import VitrineTesting

/// A view that counts its `draw(_:)` calls.
@MainActor
final class DrawCountingView: UIView {
    var draws: [CGRect] = []
    override func draw(_ rect: CGRect) { draws.append(rect) }
}

/// `contentMode`, `isOpaque` and `autoresizingMask` on every view, against UIKit's
/// documentation.
final class ViewContentModeOpaqueTests: XCTestCase {
    /// UIKit: `contentMode` "The default value of this property is UIView.ContentMode.scaleToFill";
    /// `isOpaque` "The default value of this property is true"; `autoresizingMask` "The default
    /// value of this property is none" (`[]`).
    @MainActor func testDefaults() {
        let v = UIView()
        XCTAssertEqual(v.contentMode, .scaleToFill)
        XCTAssertTrue(v.isOpaque)
        XCTAssertEqual(v.autoresizingMask, [])
        XCTAssertEqual(UIImageView().contentMode, .scaleToFill)
        XCTAssertEqual(UILabel().contentMode, .scaleToFill)
        v.isOpaque = false
        XCTAssertFalse(v.isOpaque)
    }

    /// UIKit's raw values of `UIView.AutoresizingMask` (UIViewAutoresizingFlexibleLeftMargin =
    /// 1 << 0 … FlexibleBottomMargin = 1 << 5), so stored masks mean the same.
    @MainActor func testAutoresizingMaskRawValuesAreUIKits() {
        XCTAssertEqual(UIView.AutoresizingMask.flexibleLeftMargin.rawValue, 1)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleWidth.rawValue, 2)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleRightMargin.rawValue, 4)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleTopMargin.rawValue, 8)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleHeight.rawValue, 16)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleBottomMargin.rawValue, 32)
    }

    /// UIKit's `UIView.ContentMode.redraw`: "The option to redisplay the view when the bounds
    /// change by invoking the setNeedsDisplay() method": a bounds size change marks the view's
    /// content for drawing and `draw(_:)` runs on the next frame with the whole new bounds.
    @MainActor func testRedrawContentModeRedisplaysOnABoundsChange() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let redraw = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        redraw.contentMode = .redraw
        let plain = DrawCountingView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        h.window.addSubview(redraw)
        h.window.addSubview(plain)
        h.renderFrames()
        XCTAssertEqual(redraw.draws.count, 1)
        redraw.draws.removeAll()

        redraw.bounds.size = CGSize(width: 120, height: 80)
        plain.bounds.size = CGSize(width: 120, height: 80)
        XCTAssertTrue(redraw.render.contentDirty, "setNeedsDisplay() was invoked")
        XCTAssertFalse(plain.render.contentDirty, "scaleToFill does not ask for display (its recording is replayed or redone)")
        h.renderFrames()
        XCTAssertEqual(redraw.draws, [CGRect(x: 0, y: 0, width: 120, height: 80)])

        // A move that keeps the size is not a bounds change.
        redraw.draws.removeAll()
        redraw.center = CGPoint(x: 80, y: 60)
        XCTAssertFalse(redraw.render.contentDirty)
    }
}
