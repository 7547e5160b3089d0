import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIScrollView's physics against the formulas, computed by hand here (not with
/// ScrollPhysics): UIKit documents `decelerationRate` as the velocity kept per millisecond
/// (.normal 0.998, .fast 0.99), so after n ms a fling of v points per ms has gone
/// Σₖ₌₁ⁿ v·rᵏ = v·r·(1 − rⁿ)/(1 − r) and comes to rest v·r/(1 − r) away (Apple's published
/// projection, WWDC 2018 "Designing Fluid Interfaces"); it ends once less than half a pixel
/// is left. Rubber band: (1 − 1/(x·0.55/d + 1))·d. Bounce: a critically damped spring,
/// ω = 2π/0.4 s.
final class ScrollViewPhysicsTests: XCTestCase {
    /// The frame interval of the screen clock (60 Hz).
    let frame = 1.0 / 60

    @MainActor func testDecelerationAtNormalRateTravelsVTimesROverOneMinusRAndEndsWhenHalfAPixelIsLeft() async throws {
        let (h, sv, rec) = makeScrollStage()
        sv.contentOffset = CGPoint(x: 0, y: 500)
        rec.calls = []; rec.samples = []
        let t0 = h.clock.now
        sv.releaseForTest(velocity: CGPoint(x: 0, y: 1000))       // 1000 pt/s = 1 pt/ms
        // By hand: D = 1 · 0.998 / 0.002 = 499 points; rest at 999.
        let distance = 1.0 * 0.998 / 0.002
        XCTAssertEqual(distance, 499, accuracy: 1e-9)
        // Ends at n = ln(0.5/499)/ln(0.998) = 3449.4 ms.
        let endMs = log(0.5 / 499) / log(0.998)
        XCTAssertEqual(endMs, 3449.4, accuracy: 0.1)
        XCTAssertTrue(sv.isDecelerating)
        h.advance(by: 5)
        XCTAssertFalse(sv.isDecelerating)
        XCTAssertEqual(sv.contentOffset.y, 999, accuracy: 1e-9)
        // Every frame on the way lies on x(n) = 500 + 499·(1 − 0.998ⁿ).
        XCTAssertGreaterThan(rec.samples.count, 100)
        for s in rec.samples.dropLast() {
            let n = (s.time - t0) * 1000
            XCTAssertEqual(Double(s.offset.y), 500 + 499 * (1 - pow(0.998, n)), accuracy: 1e-6)
        }
        // It came to rest on the first frame at or after 3449.4 ms.
        let end = try XCTUnwrap(rec.times["didEndDecelerating"]) - t0
        XCTAssertGreaterThanOrEqual(end * 1000, endMs)
        XCTAssertLessThan(end * 1000, endMs + frame * 1000 + 1e-6)
    }

    @MainActor func testDecelerationAtFastRate() async throws {
        let (h, sv, rec) = makeScrollStage()
        sv.decelerationRate = .fast
        sv.contentOffset = CGPoint(x: 0, y: 500)
        rec.samples = []
        let t0 = h.clock.now
        sv.releaseForTest(velocity: CGPoint(x: 0, y: 1000))
        // By hand: D = 1 · 0.99 / 0.01 = 99 points; ends at ln(0.5/99)/ln(0.99) = 526.1 ms.
        let endMs = log(0.5 / 99) / log(0.99)
        XCTAssertEqual(endMs, 526.1, accuracy: 0.1)
        h.advance(by: 2)
        XCTAssertEqual(sv.contentOffset.y, 599, accuracy: 1e-9)
        for s in rec.samples.dropLast() {
            XCTAssertEqual(Double(s.offset.y), 500 + 99 * (1 - pow(0.99, (s.time - t0) * 1000)), accuracy: 1e-6)
        }
        let end = try XCTUnwrap(rec.times["didEndDecelerating"]) - t0
        XCTAssertGreaterThanOrEqual(end * 1000, endMs)
        XCTAssertLessThan(end * 1000, endMs + frame * 1000 + 1e-6)
    }

    @MainActor func testRubberBandWhileDraggingPastTheTopFollowsTheIOSFormula() async throws {
        let (h, sv, _) = makeScrollStage()
        // The finger moves 200 pt down in 20-pt steps; the pan begins on the first move (past its
        // 10-pt hysteresis), so the content is pulled 180 pt past its top.
        h.drag(0, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), steps: 10, duration: 0.2, lift: false)
        let d = 480.0, x = 180.0
        let expected = -(1 - 1 / (x * 0.55 / d + 1)) * d
        XCTAssertEqual(expected, -82.07, accuracy: 0.01)
        XCTAssertEqual(Double(sv.contentOffset.y), expected, accuracy: 1e-9)
        XCTAssertTrue(sv.isDragging)
        XCTAssertTrue(sv.isTracking)
        h.touchUp(0)
        XCTAssertFalse(sv.isDragging)
        h.advance(by: 2)
        XCTAssertEqual(sv.contentOffset.y, 0)
        XCTAssertFalse(sv.isTracking)
    }

    @MainActor func testNoRubberBandWithoutBounces() async throws {
        // UIKit: with `bounces` off the content stops at its edge.
        let (h, sv, _) = makeScrollStage()
        sv.bounces = false
        h.drag(0, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), steps: 10, duration: 0.2, lift: false)
        XCTAssertEqual(sv.contentOffset.y, 0)
        h.touchUp(0)
    }

    @MainActor func testDraggingFollowsTheFingerOneToOne() async throws {
        // UIKit: inside the content the offset moves exactly as far as the finger (after the
        // pan's hysteresis).
        let (h, sv, _) = makeScrollStage()
        sv.contentOffset = CGPoint(x: 0, y: 1000)
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), steps: 10, duration: 0.2, lift: false)
        XCTAssertEqual(sv.contentOffset.y, 1000 + 180)
        h.touchMove(0, to: CGPoint(x: 160, y: 150))
        XCTAssertEqual(sv.contentOffset.y, 1000 + 230)
        h.touchUp(0)
    }

    @MainActor func testBounceBackFromAHundredPointsTakesTheCriticallyDampedSpringsTime() async throws {
        let (h, sv, rec) = makeScrollStage()
        sv.contentOffset = CGPoint(x: 0, y: -100)
        rec.samples = []
        let t0 = h.clock.now
        sv.releaseForTest(velocity: .zero)
        XCTAssertTrue(sv.isDecelerating, "UIKit reports the bounce back as deceleration")
        // By hand: x(t) = −100·(1 + ωt)·e^(−ωt), ω = 2π/0.4; ends when |x| < 0.5.
        let w = 2 * Double.pi / 0.4
        var lo = 0.0, hi = 5.0
        for _ in 0..<200 { let m = (lo + hi) / 2; if 100 * (1 + w * m) * exp(-w * m) > 0.5 { lo = m } else { hi = m } }
        XCTAssertEqual(hi, 0.473, accuracy: 0.001)
        h.advance(by: 1)
        XCTAssertEqual(sv.contentOffset.y, 0)
        for s in rec.samples.dropLast() {
            let t = s.time - t0
            XCTAssertEqual(Double(s.offset.y), -100 * (1 + w * t) * exp(-w * t), accuracy: 1e-6)
        }
        let end = try XCTUnwrap(rec.times["didEndDecelerating"]) - t0
        XCTAssertGreaterThanOrEqual(end, hi)
        XCTAssertLessThan(end, hi + frame + 1e-9)
    }

    @MainActor func testFlingPastTheBottomBouncesBackToTheEdge() async throws {
        // UIKit: a fling that runs into the edge goes past it (bounces) and comes back.
        let (h, sv, rec) = makeScrollStage(contentSize: CGSize(width: 320, height: 1000))
        sv.contentOffset = CGPoint(x: 0, y: 400)       // the bottom edge is at 520
        rec.samples = []
        sv.releaseForTest(velocity: CGPoint(x: 0, y: 2000))
        XCTAssertEqual(rec.proposedTarget?.y, 520, "UIKit proposes a target within the content")
        h.advance(by: 3)
        XCTAssertGreaterThan(rec.samples.map(\.offset.y).max() ?? 0, 520)
        XCTAssertEqual(sv.contentOffset.y, 520)
        XCTAssertFalse(sv.isDecelerating)
    }

    @MainActor func testFlingIntoTheEdgeWithoutBouncesStopsThere() async throws {
        let (h, sv, rec) = makeScrollStage(contentSize: CGSize(width: 320, height: 1000))
        sv.bounces = false
        sv.contentOffset = CGPoint(x: 0, y: 400)
        rec.samples = []
        sv.releaseForTest(velocity: CGPoint(x: 0, y: 2000))
        h.advance(by: 3)
        XCTAssertEqual(rec.samples.map(\.offset.y).max(), 520)
        XCTAssertEqual(sv.contentOffset.y, 520)
    }

    @MainActor func testPagingTargetsAreMultiplesOfThePageAtMostOnePageAwayAndRunAtTheFastRate() async throws {
        // UIKit: with isPagingEnabled the content stops on multiples of the view's size; a
        // fling turns one page at most.
        func release(at x: CGFloat, velocity: CGFloat, from start: CGFloat = 320) -> (target: CGFloat?, rest: CGFloat, log: ScrollDelegateLog, t0: Double) {
            let (h, sv, rec) = makeScrollStage(contentSize: CGSize(width: 320 * 5, height: 480))
            sv.isPagingEnabled = true
            sv.contentOffset = CGPoint(x: start, y: 0)
            sv.scrolling.dragStartOffset = CGPoint(x: start, y: 0)
            sv.isDragging = true
            sv.contentOffset = CGPoint(x: x, y: 0)
            rec.samples = []
            let t0 = h.clock.now
            sv.endDrag(velocity: CGPoint(x: velocity, y: 0))
            h.advance(by: 3)
            return (rec.proposedTarget?.x, sv.contentOffset.x, rec, t0)
        }
        // 400 + 2000·0.499 = 1398 → page 4, but one page at most from page 1 → 640.
        var r = release(at: 400, velocity: 2000)
        XCTAssertEqual(r.target, 640); XCTAssertEqual(r.rest, 640)
        XCTAssertEqual(r.log.endDraggingVelocity?.x ?? 0, 2, accuracy: 1e-9, "UIKit gives the velocity in points per millisecond")
        // The move there: x(n) = 400 + 240·(1 − 0.99ⁿ).
        for s in r.log.samples.dropLast() {
            XCTAssertEqual(Double(s.offset.x), 400 + 240 * (1 - pow(0.99, (s.time - r.t0) * 1000)), accuracy: 1e-6)
        }
        // Released still: the nearest page.
        r = release(at: 400, velocity: 0); XCTAssertEqual(r.rest, 320)
        r = release(at: 500, velocity: 0); XCTAssertEqual(r.rest, 640)
        // 300 − 300·0.499 = 150.3 → page 0.
        r = release(at: 300, velocity: -300); XCTAssertEqual(r.rest, 0)
        // Never past the last page.
        r = release(at: 1280, velocity: 3000, from: 1280); XCTAssertEqual(r.rest, 1280)
    }

    @MainActor func testAChangedTargetContentOffsetIsWhereTheContentComesToRest() async throws {
        // UIKit: scrollViewWillEndDragging may change targetContentOffset; the content ends there.
        let (h, sv, rec) = makeScrollStage()
        sv.contentOffset = CGPoint(x: 0, y: 500)
        rec.replaceTarget = CGPoint(x: 0, y: 800)
        rec.samples = []
        let t0 = h.clock.now
        sv.releaseForTest(velocity: CGPoint(x: 0, y: 1000))
        XCTAssertEqual(rec.proposedTarget?.y ?? 0, 999, accuracy: 1e-9)
        h.advance(by: 5)
        XCTAssertEqual(sv.contentOffset.y, 800)
        for s in rec.samples.dropLast() {
            XCTAssertEqual(Double(s.offset.y), 500 + 300 * (1 - pow(0.998, (s.time - t0) * 1000)), accuracy: 1e-6)
        }
    }

    @MainActor func testATouchDuringDecelerationStopsIt() async throws {
        // iOS: touching moving content stops it where it is.
        let (h, sv, rec) = makeScrollStage()
        sv.contentOffset = CGPoint(x: 0, y: 500)
        sv.releaseForTest(velocity: CGPoint(x: 0, y: 1000))
        h.advance(by: 0.3)
        h.touchDown(0, at: CGPoint(x: 160, y: 240))
        XCTAssertFalse(sv.isDecelerating)
        let stopped = sv.contentOffset
        h.advance(by: 1)
        XCTAssertEqual(sv.contentOffset, stopped)
        h.touchUp(0)
        XCTAssertNil(rec.times["didEndDecelerating"])
    }

    @MainActor func testDirectionalLockKeepsADragToItsAxis() async throws {
        // UIKit: with isDirectionalLockEnabled a drag begun mostly along one axis scrolls only along it.
        let (h, sv, _) = makeScrollStage(contentSize: CGSize(width: 2000, height: 2000))
        sv.isDirectionalLockEnabled = true
        sv.contentOffset = CGPoint(x: 500, y: 500)
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 200, y: 100), steps: 10, duration: 0.2, lift: false)
        XCTAssertEqual(sv.contentOffset.x, 500)
        XCTAssertEqual(sv.contentOffset.y, 500 + 270)
        h.touchUp(0)
        // Without the lock the same drag moves both ways.
        sv.isDirectionalLockEnabled = false
        h.advance(by: 5)
        let o = sv.contentOffset
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 200, y: 100), steps: 10, duration: 0.2, lift: false)
        XCTAssertEqual(sv.contentOffset.x, o.x - 36, accuracy: 1e-9)
        h.touchUp(0)
    }

    @MainActor func testAMotionDrawsOneFramePerRefresh() async throws {
        // The physics runs on the screen clock (CADisplayLink's rule: one step per frame):
        // half a second of deceleration is 30 frames at 60 Hz, each with one scrollViewDidScroll.
        let (h, sv, rec) = makeScrollStage()
        sv.contentOffset = CGPoint(x: 0, y: 500)
        h.renderFrames()
        rec.samples = []
        sv.releaseForTest(velocity: CGPoint(x: 0, y: 1000))
        let frames = h.display.presentedFrameCount
        h.advance(by: 0.5)
        XCTAssertEqual(rec.samples.count, 30)
        XCTAssertEqual(h.display.presentedFrameCount - frames, 30)
    }

    @MainActor func testScrollDisabledDoesNotDrag() async throws {
        // UIKit: isScrollEnabled = false ignores drags.
        let (h, sv, rec) = makeScrollStage()
        sv.isScrollEnabled = false
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        XCTAssertEqual(sv.contentOffset, .zero)
        XCTAssertEqual(rec.calls, [])
    }

    @MainActor func testAFlingThroughTheInputPathEndsWhereTheFormulaSays() async throws {
        // The real path: HeadlessHarness touches → InputRouter → window → the pan (velocity from
        // the event timestamps) → deceleration. The finger moves 30 pt every 10 ms (3000 pt/s)
        // for 300 pt; the pan begins on the first move, so the content is at 270 at the lift,
        // and comes to rest 3 · 0.998/0.002 = 1497 points further, at 1767.
        let (h, sv, rec) = makeScrollStage()
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), steps: 10, duration: 0.1)
        XCTAssertEqual(rec.endDraggingVelocity?.y ?? 0, 3, accuracy: 1e-6)
        XCTAssertEqual(rec.proposedTarget?.y ?? 0, 270 + 1497, accuracy: 1e-6)
        h.advance(by: 6)
        XCTAssertEqual(Double(sv.contentOffset.y), 1767, accuracy: 1e-6)
        XCTAssertEqual(rec.folded(excluding: ["didScroll"]),
                       ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    }
}
