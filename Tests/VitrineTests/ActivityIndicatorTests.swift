import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UIActivityIndicatorView: UIKit's documented rules, spinning on the virtual screen clock
/// with damage limited to the indicator, and no frames while stopped or off-screen.
final class ActivityIndicatorTests: XCTestCase {
    /// "If the value of this property is true (the default), the receiver sets its isHidden
    /// property to true when receiver is not animating." Sizes: .medium 20, .large 37; the
    /// deprecated styles map to those sizes.
    @MainActor func testStylesAndHidesWhenStopped() async {
        let a = UIActivityIndicatorView(style: .medium)
        XCTAssertEqual(a.frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize.width, 37)
        XCTAssertEqual(UIActivityIndicatorView(style: .gray).intrinsicContentSize.width, 20)
        XCTAssertTrue(UIActivityIndicatorView(style: .white).color === UIColor.white)
        XCTAssertTrue(a.hidesWhenStopped)
        XCTAssertFalse(a.isAnimating)
        XCTAssertTrue(a.isHidden)
        a.startAnimating()
        XCTAssertTrue(a.isAnimating)
        XCTAssertFalse(a.isHidden)
        a.stopAnimating()
        XCTAssertTrue(a.isHidden, "stopAnimating(): the indicator is hidden, unless hidesWhenStopped is false")
        a.hidesWhenStopped = false
        XCTAssertFalse(a.isHidden)
        a.startAnimating()
        a.stopAnimating()
        XCTAssertFalse(a.isHidden)
        a.color = .systemRed
        XCTAssertTrue(a.color === UIColor.systemRed)
        a.color = nil
        XCTAssertTrue(a.color === UIActivityIndicatorView.defaultColor, "nil restores the style's colour")
    }

    /// The head spoke steps round eight times a second on the screen clock; each step damages
    /// exactly the indicator's box (20×20 at 2x scale: 40×40 pixels at (200, 100)), and the
    /// screen matches a from-scratch render.
    @MainActor func testEachStepDamagesOnlyTheIndicatorsBox() async {
        let h = HeadlessHarness(width: 320, height: 200, scale: 2)
        h.window.backgroundColor = .white
        let a = UIActivityIndicatorView(style: .medium)
        a.frame.origin = CGPoint(x: 100, y: 50)
        h.window.addSubview(a)
        a.startAnimating()
        h.renderFrames()
        XCTAssertEqual(a.headSpoke, 0)
        var steps = 0
        var last = a.headSpoke
        for _ in 0..<60 {
            h.advance(by: 1.0 / 60)
            if a.headSpoke != last {
                steps += 1
                last = a.headSpoke
                // The first step's frame also repairs the first full frame in the other buffer
                // (two buffers); from the second on only the indicator's box is drawn.
                if steps > 1 {
                    XCTAssertEqual(h.lastDamage.boundingBox, PixelRect(x: 200, y: 100, width: 40, height: 40))
                    XCTAssertEqual(h.lastDamage.area, 40 * 40)
                }
            }
        }
        XCTAssertEqual(steps, 8, "eight steps in one second")
        XCTAssertEqual(a.headSpoke, 0, "a full turn")
        h.advance(by: 0.3)
        XCTAssertEqual(a.headSpoke, 2)
        let comparison = GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0)
        XCTAssertEqual(comparison.differingPixels, 0, "the partial redraws equal a full redraw")
    }

    /// While stopped, and while spinning outside a window, the indicator asks for no frames.
    @MainActor func testNoFramesWhileStoppedOrOffScreen() async {
        let h = HeadlessHarness(width: 100, height: 100)
        let a = UIActivityIndicatorView(style: .large)
        h.window.addSubview(a)
        h.renderFrames()
        XCTAssertFalse(a.isRequestingFrames)
        XCTAssertNil(h.clock.nextDeadline, "stopped: no frame is scheduled")
        var before = h.display.presentedFrameCount
        h.advance(by: 1)
        XCTAssertEqual(h.display.presentedFrameCount, before, "stopped: no frames")
        a.startAnimating()
        XCTAssertTrue(a.isRequestingFrames)
        before = h.display.presentedFrameCount
        h.advance(by: 0.5)
        XCTAssertGreaterThanOrEqual(h.display.presentedFrameCount - before, 4, "spinning: a frame per step")
        a.stopAnimating()
        XCTAssertFalse(a.isRequestingFrames)
        h.advance(by: 0.1)
        XCTAssertNil(h.clock.nextDeadline, "stopped again: no frame is scheduled")
        before = h.display.presentedFrameCount
        h.advance(by: 1)
        XCTAssertEqual(h.display.presentedFrameCount, before, "stopped again: no frames")
        a.startAnimating()
        a.removeFromSuperview()
        XCTAssertFalse(a.isRequestingFrames, "off-screen: no frames")
        h.advance(by: 0.1)
        XCTAssertNil(h.clock.nextDeadline, "off-screen: no frame is scheduled")
        XCTAssertTrue(a.isAnimating)
        h.window.addSubview(a)
        XCTAssertTrue(a.isRequestingFrames, "back in a window: spinning again")
        a.isHidden = true
        XCTAssertFalse(a.isRequestingFrames, "hidden by the app: no frames")
        XCTAssertTrue(a.isAnimating)
        a.isHidden = false
        XCTAssertTrue(a.isRequestingFrames, "shown again: spinning again")
    }
}
