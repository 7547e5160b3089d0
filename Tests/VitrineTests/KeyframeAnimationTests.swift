import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UIView.animateKeyframes / addKeyframe against UIKit's documentation, on the virtual clock.
final class KeyframeAnimationTests: XCTestCase {
    @MainActor private func host() -> (HeadlessHarness, UIView) {
        BadInputLog.clear()
        return makeAnimationStage()
    }

    /// addKeyframe(withRelativeStartTime:relativeDuration:): "frameStartTime … relative to the
    /// overall duration", "frameDuration … the length of time over which to animate to the
    /// specified value"; several keyframes of one property chain: each starts from the value the
    /// previous one reached (with the default linear calculation mode).
    /// Positions are checked within two frames (2/60 s) of motion: frames fall on the clock's ticks.
    @MainActor func testKeyframesOfOnePropertyChain() async {
        let (h, v) = host()
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.center = CGPoint(x: 110, y: 10) }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { v.center = CGPoint(x: 110, y: 90) }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { v.center = CGPoint(x: 10, y: 90) }
        }, completion: { finished = $0 })
        XCTAssertEqual(v.center, CGPoint(x: 10, y: 90), "the model value is the last keyframe's")
        h.advance(by: 0.25)
        XCTAssertEqual(v.presentationFrame.midX, 60, accuracy: 6.7, "half of the first keyframe (0…0.5 s)")
        XCTAssertEqual(v.presentationFrame.midY, 10, accuracy: 0.001)
        h.advance(by: 0.5)
        XCTAssertEqual(v.presentationFrame.midX, 110, accuracy: 0.001, "during the second (0.5…1 s), x stays at the first's end")
        XCTAssertEqual(v.presentationFrame.midY, 50, accuracy: 5.4, "half of the second, from the first's end")
        h.advance(by: 0.5)
        XCTAssertEqual(v.presentationFrame.midY, 90, accuracy: 0.001, "between keyframes: the value reached")
        XCTAssertEqual(v.presentationFrame.midX, 110, accuracy: 0.001)
        h.advance(by: 0.5)
        XCTAssertEqual(v.presentationFrame.midX, 60, accuracy: 6.7, "half of the third (1.5…2 s)")
        XCTAssertNil(finished)
        h.advance(by: 0.3)
        XCTAssertEqual(finished, true, "one completion, not interrupted by its own keyframes")
        XCTAssertEqual(v.presentationFrame.midX, 10)
        XCTAssertTrue(BadInputLog.recent.isEmpty)
    }

    /// calculationModeDiscrete: the values do not interpolate; each keyframe's value shows from
    /// the end of its keyframe (Core Animation's discrete mode holds a value until the next key time).
    @MainActor func testDiscreteKeyframesJump() async {
        let (h, v) = host()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
        })
        h.advance(by: 0.25)
        XCTAssertEqual(v.presentationAlpha, 1, "held until the first keyframe ends")
        h.advance(by: 0.5)
        XCTAssertEqual(v.presentationAlpha, 0.5, "the first keyframe's value, held")
        h.advance(by: 0.3)
        XCTAssertEqual(v.presentationAlpha, 0)
    }

    /// Keyframes of different views and properties run side by side; a change outside any
    /// keyframe animates over the whole duration.
    @MainActor func testKeyframesOfSeveralPropertiesAndPlainChanges() async {
        let (h, v) = host()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            v.backgroundColor = .black
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
        })
        h.advance(by: 0.5)
        XCTAssertEqual(v.presentationAlpha, 1)
        XCTAssertEqual(v.renderBackgroundColor?.red ?? -1, 0.5, accuracy: 0.034, "the plain change over the whole second (within two frames)")
        h.advance(by: 0.25)
        XCTAssertEqual(v.presentationAlpha, 0.5, accuracy: 0.067, "within two frames")
    }

    /// addKeyframe outside animateKeyframes: UIKit gives no animation; logged, applied at once.
    @MainActor func testAKeyframeOutsideABlockIsLoggedAndApplied() async {
        let (_, v) = host()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.3 }
        XCTAssertEqual(v.alpha, 0.3, accuracy: 0.0001)
        XCTAssertEqual(v.presentationAlpha, 0.3, accuracy: 0.0001)
        XCTAssertEqual(BadInputLog.recent.count, 1)
    }

    /// Keyframes captured by a property animator scrub with it.
    @MainActor func testKeyframesInsideAPropertyAnimatorScrub() async {
        let (_, v) = host()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center = CGPoint(x: 110, y: 10) }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center = CGPoint(x: 110, y: 90) }
            })
        }
        a.fractionComplete = 0.75
        XCTAssertEqual(v.presentationFrame.midX, 110, accuracy: 0.001)
        XCTAssertEqual(v.presentationFrame.midY, 50, accuracy: 0.001)
        a.stopAnimation(true)
    }
}
