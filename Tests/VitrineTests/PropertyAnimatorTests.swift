import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UIViewPropertyAnimator against UIKit's documentation (UIViewAnimating, UIViewImplicitlyAnimating,
/// UIViewAnimatingState and the UIViewPropertyAnimator reference), on the virtual clock.
final class PropertyAnimatorTests: XCTestCase {
    @MainActor private func host() -> (HeadlessHarness, UIView) {
        BadInputLog.clear()
        return makeAnimationStage()
    }

    /// A 1 s linear animator moving `v`'s centre x from 10 to 110.
    @MainActor private func linear(_ v: UIView, duration: Double = 1) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: .linear) { v.center = CGPoint(x: 110, y: 10) }
    }

    /// UIViewAnimatingState: "inactive … This is the initial state"; "An animator moves to
    /// [active] after the first call to startAnimation() or pauseAnimation(). It stays in the
    /// active state until the animations finish naturally"; `state`: "at which point it moves
    /// back to the inactive state". addCompletion: the block gets the ending position.
    @MainActor func testStartRunsToTheEndThenInactiveWithCompletionAtEnd() async {
        let (h, v) = host()
        let a = linear(v)
        var ended: [UIViewAnimatingPosition] = []
        a.addCompletion { ended.append($0) }
        XCTAssertEqual(a.state, .inactive)
        XCTAssertFalse(a.isRunning)
        a.startAnimation()
        XCTAssertEqual(a.state, .active)
        XCTAssertTrue(a.isRunning, "isRunning: true only after a call to startAnimation()")
        h.advance(by: 0.5)
        XCTAssertEqual(v.presentationFrame.midX, 60, accuracy: 0.5, "linear: half way after half the duration")
        XCTAssertEqual(a.fractionComplete, 0.5, accuracy: 0.01)
        XCTAssertEqual(v.center.x, 110, "the model value is the block's")
        h.advance(by: 0.6)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertFalse(a.isRunning)
        XCTAssertEqual(ended, [.end])
        XCTAssertEqual(v.presentationFrame.midX, 110)
        XCTAssertTrue(BadInputLog.recent.isEmpty)
    }

    /// pauseAnimation on an inactive animator makes it active (UIViewAnimatingState.active);
    /// fractionComplete: "You can update the value of this property only while the animator is
    /// paused"; scrubsLinearly: "The default value of this property is true, which causes the
    /// animator to use a linear timing function during scrubbing. Setting the property to false
    /// causes the animator to use its specified timing curve."
    @MainActor func testScrubbingAPausedAnimatorLinearlyOrAlongItsCurve() async {
        let (h, v) = host()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center = CGPoint(x: 110, y: 10) }
        XCTAssertTrue(a.scrubsLinearly)
        a.pauseAnimation()
        XCTAssertEqual(a.state, .active)
        XCTAssertFalse(a.isRunning)
        a.fractionComplete = 0.5
        XCTAssertEqual(v.presentationFrame.midX, 60, accuracy: 0.001, "linear scrubbing ignores the ease-in curve")
        h.advance(by: 1)
        XCTAssertEqual(v.presentationFrame.midX, 60, accuracy: 0.001, "paused: time does not move it")
        a.scrubsLinearly = false
        a.fractionComplete = 0.5
        let eased = 10 + 100 * TimingCurve.easeIn.progress(0.5)
        XCTAssertLessThan(eased, 45, "ease-in is well behind linear half way")
        XCTAssertEqual(Double(v.presentationFrame.midX), eased, accuracy: 0.001)
        XCTAssertEqual(a.fractionComplete, 0.5, accuracy: 0.0001, "reads back what was set")
    }

    /// "Changing the value of this property on an inactive animator moves it to the active state";
    /// setting it while running is not allowed (UIKit: only while paused) — logged, ignored.
    @MainActor func testFractionCompleteActivatesAnInactiveAnimatorAndIsRefusedWhileRunning() async {
        let (h, v) = host()
        let a = linear(v)
        a.fractionComplete = 0.25
        XCTAssertEqual(a.state, .active)
        XCTAssertEqual(v.presentationFrame.midX, 35, accuracy: 0.001)
        a.startAnimation()
        h.advance(by: 0.25)
        a.fractionComplete = 0.9
        XCTAssertEqual(BadInputLog.recent.count, 1)
        XCTAssertEqual(v.presentationFrame.midX, 60, accuracy: 0.5, "resumed from 0.25 over the remaining 0.75 s: 0.5 after 0.25 s")
    }

    /// stopAnimation(false): "put the animator into the stopped state"; it "sets the values of
    /// any animatable properties to their current values"; finishAnimation(at: .current):
    /// "leave the view properties unchanged from their current values", then the completions
    /// run with that position and the animator is inactive ("returns the animator to the
    /// inactive state").
    @MainActor func testStopWithoutFinishingFalseThenFinishAtCurrent() async {
        let (h, v) = host()
        let a = linear(v)
        var ended: [UIViewAnimatingPosition] = []
        a.addCompletion { ended.append($0) }
        a.startAnimation()
        h.advance(by: 0.3)
        let shown = v.presentationFrame.midX
        a.stopAnimation(false)
        XCTAssertEqual(a.state, .stopped)
        XCTAssertFalse(a.isRunning)
        XCTAssertEqual(v.center.x, shown, "the model takes the value on screen")
        XCTAssertEqual(v.presentationFrame.midX, shown)
        XCTAssertEqual(ended, [], "completions wait for finishAnimation(at:)")
        h.advance(by: 1)
        XCTAssertEqual(v.presentationFrame.midX, shown, "nothing moves any more")
        a.finishAnimation(at: .current)
        XCTAssertEqual(ended, [.current])
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(v.center.x, shown)
    }

    /// finishAnimation(at:) with `.end`: "the final values … you specified in your animation
    /// blocks"; with `.start`: back to the values before them.
    @MainActor func testStoppedAnimatorFinishesAtEndOrStart() async {
        let (h, v) = host()
        let a = linear(v)
        var ended: [UIViewAnimatingPosition] = []
        a.addCompletion { ended.append($0) }
        a.startAnimation()
        h.advance(by: 0.3)
        a.stopAnimation(false)
        a.finishAnimation(at: .end)
        XCTAssertEqual(v.center.x, 110)
        XCTAssertEqual(v.presentationFrame.midX, 110)

        let b = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0.2 }
        b.addCompletion { ended.append($0) }
        b.startAnimation()
        h.advance(by: 0.5)
        b.stopAnimation(false)
        XCTAssertEqual(v.alpha, 0.6, accuracy: 0.02)
        b.finishAnimation(at: .start)
        XCTAssertEqual(v.alpha, 1, "the value from before the block")
        XCTAssertEqual(v.presentationAlpha, 1)
        XCTAssertEqual(ended, [.end, .start])
    }

    /// stopAnimation(true): "clear any animations and move the animator directly to the inactive
    /// state without performing any final actions"; addCompletion: "the completion blocks are
    /// not called if you specify true".
    @MainActor func testStopWithoutFinishingTrueSkipsTheCompletions() async {
        let (h, v) = host()
        let a = linear(v)
        var ended: [UIViewAnimatingPosition] = []
        a.addCompletion { ended.append($0) }
        a.startAnimation()
        h.advance(by: 0.5)
        a.stopAnimation(true)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(v.center.x, 60, accuracy: 0.5, "left where it was")
        h.advance(by: 2)
        XCTAssertEqual(ended, [])
    }

    /// The illegal calls (UIKit raises; Vitrine logs and ignores): finishAnimation(at:) except
    /// after stopAnimation(false) ("It is a programmer error to call this method at any time
    /// except after…"); starting a stopped animator ("An animation cannot be started while in
    /// this state"); addAnimations on a stopped animator ("It is a programmer error to call
    /// this method when the animator's state property is set to stopped"); isInterruptible /
    /// isUserInteractionEnabled set on an active animator (UIKit's header: "Raises if set on an
    /// active animator").
    @MainActor func testIllegalCallsAreLoggedAndIgnored() async {
        let (h, v) = host()
        let a = linear(v)
        a.finishAnimation(at: .end)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(BadInputLog.recent.count, 1)
        a.startAnimation()
        a.isInterruptible = false
        a.isUserInteractionEnabled = false
        XCTAssertTrue(a.isInterruptible)
        XCTAssertTrue(a.isUserInteractionEnabled)
        XCTAssertEqual(BadInputLog.recent.count, 3)
        a.finishAnimation(at: .end)
        XCTAssertEqual(a.state, .active, "not stopped: finishAnimation is refused")
        h.advance(by: 0.2)
        a.stopAnimation(false)
        a.startAnimation()
        a.pauseAnimation()
        a.addAnimations { v.alpha = 0 }
        XCTAssertEqual(a.state, .stopped)
        XCTAssertEqual(v.alpha, 1, "the refused block did not run")
        XCTAssertEqual(BadInputLog.recent.count, 7)
        a.finishAnimation(at: .current)
        XCTAssertEqual(a.state, .inactive)
    }

    /// isInterruptible false: "the animations run to completion (and without interruption)
    /// after you call the startAnimation() method".
    @MainActor func testANonInterruptibleAnimatorCannotBePausedOrStopped() async {
        let (h, v) = host()
        let a = linear(v)
        a.isInterruptible = false
        var ended: [UIViewAnimatingPosition] = []
        a.addCompletion { ended.append($0) }
        a.startAnimation()
        h.advance(by: 0.2)
        a.pauseAnimation()
        a.stopAnimation(false)
        XCTAssertTrue(a.isRunning)
        XCTAssertEqual(BadInputLog.recent.count, 2)
        h.advance(by: 1)
        XCTAssertEqual(ended, [.end])
    }

    /// isReversed: "animations run in the reverse direction—that is, view properties animate
    /// back to their original values"; the completion gets `.start`.
    @MainActor func testReversingARunningAnimatorEndsAtTheStart() async {
        let (h, v) = host()
        let a = linear(v)
        var ended: [UIViewAnimatingPosition] = []
        a.addCompletion { ended.append($0) }
        a.startAnimation()
        h.advance(by: 0.5)
        a.isReversed = true
        XCTAssertTrue(a.isRunning)
        XCTAssertEqual(a.fractionComplete, 0.5, accuracy: 0.01, "reported in the running direction (1 − 0.5)")
        h.advance(by: 0.25)
        // Within a frame (1/60 s: 1.7 pt, 0.017): the turn starts at the call, frames come on the clock's ticks.
        XCTAssertEqual(v.presentationFrame.midX, 35, accuracy: 1.7, "back a quarter in a quarter second (linear)")
        XCTAssertEqual(a.fractionComplete, 0.75, accuracy: 0.017)
        h.advance(by: 0.3)
        XCTAssertEqual(ended, [.start])
        XCTAssertEqual(v.center.x, 10, "the model value from before the block")
        XCTAssertEqual(v.presentationFrame.midX, 10)
    }

    /// continueAnimation(withTimingParameters:durationFactor:): "Adjusts the timing and
    /// duration of a paused animation"; "The value of this parameter is multiplied by the
    /// original duration"; the new timing applies.
    @MainActor func testContinueWithNewTimingAndDurationFactor() async {
        let (h, v) = host()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center = CGPoint(x: 110, y: 10) }
        var ended: [UIViewAnimatingPosition] = []
        a.addCompletion { ended.append($0) }
        a.pauseAnimation()
        a.fractionComplete = 0.5
        a.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        XCTAssertTrue(a.isRunning)
        h.advance(by: 0.5)
        // The rest (half) over half of 2 × 1 s: linear, half of it done after 0.5 s.
        XCTAssertEqual(v.presentationFrame.midX, 85, accuracy: 0.5)
        h.advance(by: 0.45)
        XCTAssertEqual(ended, [], "not before 1 s")
        h.advance(by: 0.1)
        XCTAssertEqual(ended, [.end])
    }

    /// addAnimations(_:delayFactor:): "if the duration is 2.0 and you add an animation block with
    /// a delay factor of 0.25 to a running animator whose fractionComplete property is 0.25, the
    /// animations run for 1.0 second."
    @MainActor func testAnimationsAddedToARunningAnimatorWithADelayFactor() async {
        let (h, v) = host()
        let other = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        h.window.addSubview(other)
        let a = UIViewPropertyAnimator(duration: 2, curve: .linear) { v.alpha = 0 }
        a.startAnimation()
        h.advance(by: 0.5)
        XCTAssertEqual(a.fractionComplete, 0.25, accuracy: 0.01)
        a.addAnimations({ other.center = CGPoint(x: 105, y: 55) }, delayFactor: 0.25)
        XCTAssertEqual(other.center.x, 105)
        h.advance(by: 0.5)
        XCTAssertEqual(other.presentationFrame.midX, 5, accuracy: 0.5, "the 0.5 s delay has just passed")
        h.advance(by: 0.5)
        XCTAssertEqual(other.presentationFrame.midX, 55, accuracy: 1, "half of its 1.0 s")
        h.advance(by: 0.55)
        XCTAssertEqual(other.presentationFrame.midX, 105)
    }

    /// The animation blocks of an inactive animator wait for it to start: the views' model
    /// values change when it becomes active.
    @MainActor func testBlocksRunWhenTheAnimatorBecomesActive() async {
        let (_, v) = host()
        let a = linear(v)
        XCTAssertEqual(v.center.x, 10)
        a.startAnimation()
        XCTAssertEqual(v.center.x, 110)
        a.stopAnimation(true)
    }

    /// runningPropertyAnimator: "Creates and returns an animator object that begins running its
    /// animations immediately" (after the delay), with the curve from the options.
    @MainActor func testRunningPropertyAnimatorStartsAfterItsDelay() async {
        let (h, v) = host()
        var ended: UIViewAnimatingPosition?
        let a = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear,
                                                               animations: { v.alpha = 0 }, completion: { ended = $0 })
        XCTAssertEqual(a.state, .active)
        XCTAssertEqual(a.delay, 0.5)
        h.advance(by: 0.5)
        XCTAssertEqual(v.presentationAlpha, 1, accuracy: 0.02, "still waiting out the delay")
        h.advance(by: 0.5)
        XCTAssertEqual(v.presentationAlpha, 0.5, accuracy: 0.02)
        h.advance(by: 0.55)
        XCTAssertEqual(ended, .end)
    }

    /// pausesOnCompletion: "the animator remains in the active state when the animation
    /// finishes, and it does not execute its completion handler … allows you to reverse the
    /// animation even after it has finished."
    @MainActor func testPausesOnCompletionStaysActiveAndCanReverse() async {
        let (h, v) = host()
        let a = linear(v)
        a.pausesOnCompletion = true
        var ended: [UIViewAnimatingPosition] = []
        a.addCompletion { ended.append($0) }
        a.startAnimation()
        h.advance(by: 1.1)
        XCTAssertEqual(a.state, .active)
        XCTAssertFalse(a.isRunning)
        XCTAssertEqual(ended, [])
        XCTAssertEqual(v.presentationFrame.midX, 110)
        a.pausesOnCompletion = false
        a.isReversed = true
        a.startAnimation()
        h.advance(by: 1.1)
        XCTAssertEqual(ended, [.start])
        XCTAssertEqual(v.center.x, 10)
    }

    /// init(duration:dampingRatio:animations:): a damping ratio below 1 oscillates — the view
    /// overshoots its target before settling there.
    @MainActor func testASpringOvershootsAndSettles() async {
        let (h, v) = host()
        let a = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { v.center = CGPoint(x: 110, y: 10) }
        a.startAnimation()
        var furthest: CGFloat = 0
        for _ in 0..<60 {
            h.advance(by: 1.0 / 60)
            furthest = max(furthest, v.presentationFrame.midX)
        }
        XCTAssertGreaterThan(furthest, 115, "past the target")
        h.advance(by: 0.1)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(v.presentationFrame.midX, 110)
    }

    /// UISpringTimingParameters(mass:stiffness:damping:initialVelocity:): the animator's
    /// duration is the spring's own settling time (ζ = c / 2√(mk) = 10 / (2·√100) = 0.5,
    /// ω = √(k/m) = 10 rad/s, settling to 0.1 %: ln 1000 / (ζω) ≈ 1.38 s).
    @MainActor func testAPhysicalSpringSetsTheDuration() async {
        _ = host()
        let p = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let a = UIViewPropertyAnimator(duration: 5, timingParameters: p)
        XCTAssertEqual(a.duration, log(1000) / 5, accuracy: 0.0001)
    }
}
