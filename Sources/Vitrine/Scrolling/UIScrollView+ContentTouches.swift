import Foundation
import VitrinePlatform

/// UIKit's content-touch rules, carried by a recognizer of the scroll view's own that never
/// recognizes:
/// - `delaysContentTouches` (on by default): a touch in the content reaches its view
///   (`touchesBegan`) only `contentTouchDelay` (150 ms, as UIKit) after it came down, or when
///   it lifts first (a tap), and never if the drag starts before (the pan then takes it);
/// - `touchesShouldBegin(_:with:in:)` can keep a touch from the content;
/// - a touch that comes down while the content moves (a fling, a bounce, an animation) stops
///   it and is not the content's (it is not a tap on a row, as on iOS);
/// - `isTracking` is true while a finger is down on the scroll view.
/// Once the content has a touch, a drag takes it only with `canCancelContentTouches` and
/// `touchesShouldCancel(in:)` (ScrollViewPanGestureRecognizer.swift).
@MainActor
final class ScrollViewContentTouchRecognizer: UIGestureRecognizer {
    weak var scrollView: UIScrollView?
    private var timer: ClockTimer?

    /// How long content touches wait, in seconds (UIKit: 150 ms).
    static let contentTouchDelay: Double = 0.15

    init() {
        super.init()
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let sv = scrollView else { state = .failed; return }
        sv.isTracking = true
        let caught = sv.isMoving
        if caught {
            sv.stopMotion()
            sv.scrolling.caughtMotion = true
        }
        for t in touches {
            guard let v = t.view, v !== sv else { continue }
            if sv.scrolling.caughtMotion || !sv.touchesShouldBegin(touches, with: event, in: v) { t.cancelledForView = true }
        }
        delaysTouchesBegan = sv.delaysContentTouches
        if delaysTouchesBegan, timer == nil, let clock {
            timer = clock.schedule(after: Self.contentTouchDelay) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A tap: the content gets its touch now (began, then ended).
        if state == .possible, trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
            state = .failed
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesEnded(touches, with: event)
    }

    /// Never keeps another recognizer from recognizing, and is never stopped by one (it must
    /// keep holding the touch it delays until its time is up, so a drag that began takes the
    /// touch before the content ever sees it).
    override func canPrevent(_ preventedRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Every finger is up (run by the window at the end of the event).
    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        scrollView?.isTracking = false
        scrollView?.scrolling.caughtMotion = false
    }
}
