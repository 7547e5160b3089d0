import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// A scroll-view delegate recording every call (name and, for scrolls, the clock time and
/// offset), so tests can check UIKit's order and the motion against the formulas.
@MainActor
final class ScrollDelegateLog: UIScrollViewDelegate {
    var calls: [String] = []
    /// (clock time, offset) at each `scrollViewDidScroll`.
    var samples: [(time: Double, offset: CGPoint)] = []
    var endDraggingVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// When set, `scrollViewWillEndDragging` changes the target to this.
    var replaceTarget: CGPoint?
    var zoomView: UIView?
    var endZoomScale: CGFloat?
    /// The clock time of each call, by name (the last one).
    var times: [String: Double] = [:]
    let clock: () -> Double

    init(clock: @escaping () -> Double) { self.clock = clock }

    private func note(_ name: String) { calls.append(name); times[name] = clock() }

    func scrollViewDidScroll(_ s: UIScrollView) { note("didScroll"); samples.append((clock(), s.contentOffset)) }
    func scrollViewDidZoom(_ s: UIScrollView) { note("didZoom") }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { note("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        note("willEndDragging")
        endDraggingVelocity = v
        proposedTarget = t.pointee
        if let r = replaceTarget { t.pointee = r }
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { note("didEndDragging(\(d))") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { note("didEndScrollingAnimation") }
    func viewForZooming(in s: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { note("willBeginZooming") }
    func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) { note("didEndZooming"); endZoomScale = scale }

    /// The calls with runs of the same call folded into one ("didScroll…" for several).
    var folded: [String] { folded(excluding: []) }

    /// `folded` without the calls named in `excluded`.
    func folded(excluding excluded: Set<String>) -> [String] {
        var out: [String] = []
        for c in calls where !excluded.contains(c) {
            if let last = out.last, last == c || last == c + "…" {
                out[out.count - 1] = c + "…"
            } else {
                out.append(c)
            }
        }
        return out
    }
}

/// A 320×480 window holding a full-window scroll view of `contentSize`, with a logging
/// delegate on the window's clock.
@MainActor
func makeScrollStage(contentSize: CGSize = CGSize(width: 320, height: 10_000)) -> (HeadlessHarness, UIScrollView, ScrollDelegateLog) {
    let h = HeadlessHarness(width: 320, height: 480)
    let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    sv.contentSize = contentSize
    h.window.addSubview(sv)
    let log = ScrollDelegateLog(clock: { [unowned h] in h.clock.now })
    sv.delegate = log
    h.renderFrames()
    return (h, sv, log)
}

extension UIScrollView {
    /// A lift at `velocity` (points per second, in the direction the offset changes) from the
    /// current offset, as the pan's end would do it — for physics tests that need an exact
    /// velocity (the real input path is covered by the replayed fling).
    @MainActor
    func releaseForTest(velocity: CGPoint) {
        scrolling.dragStartOffset = contentOffset
        isDragging = true
        endDrag(velocity: velocity)
    }
}
