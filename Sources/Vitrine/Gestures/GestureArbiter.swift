import Foundation

/// UIKit's rules between the recognizers that share touches: one that begins or recognizes
/// makes the others that cannot recognize with it fail; `require(toFail:)` holds a recognizer
/// back until the other fails (and fails it if the other recognizes); a recognizer already
/// under way keeps later ones from starting; `gestureRecognizerShouldBegin` can veto.
@MainActor
enum GestureArbiter {
    private static var waiting: [WeakRecognizer] = []
    /// Set while the window delivers an event (it resets finished recognizers at its end).
    static var delivering = false
    private static var depth = 0
    private static var touched: [WeakRecognizer] = []

    static func request(_ r: UIGestureRecognizer, _ s: UIGestureRecognizer.State) {
        depth += 1
        touched.append(WeakRecognizer(r))
        defer {
            depth -= 1
            // A change outside event delivery (a timer: double-tap timeout, long press) has
            // no end-of-event reset to wait for: finished recognizers reset now.
            if depth == 0 && !delivering {
                let changed = touched.compactMap(\.recognizer)
                touched.removeAll()
                resetFinished(changed)
            } else if depth == 0 {
                touched.removeAll()
            }
        }
        let old = r._state
        if s == old {
            if s == .changed { r.fireActions() }
            return
        }
        // A finished gesture only goes back to possible through reset.
        if old == .failed || old == .cancelled || (old == .ended && s != .possible) { return }
        switch s {
        case .began where old == .possible, .ended where old == .possible:
            if !(r.delegate?.gestureRecognizerShouldBegin(r) ?? true) { fail(r); return }
            if active(conflictingWith: r) { fail(r); return }
            let reqs = r.requirements
            if reqs.contains(where: { [.began, .changed, .ended].contains($0._state) }) { fail(r); return }
            if reqs.contains(where: { $0._state == .possible }) {
                r.pendingState = s
                if !waiting.contains(where: { $0.recognizer === r }) { waiting.append(WeakRecognizer(r)) }
                return
            }
            commit(r, s, from: old)
        case .failed:
            fail(r)
        case .possible:
            r._state = .possible
        default:
            commit(r, s, from: old)
        }
    }

    private static func commit(_ r: UIGestureRecognizer, _ s: UIGestureRecognizer.State, from old: UIGestureRecognizer.State) {
        r._state = s
        if old == .possible && (s == .began || s == .ended) {
            // Those waiting for r to fail cannot recognize any more.
            for w in waiting.compactMap(\.recognizer) where w.requirements.contains(where: { $0 === r }) { fail(w) }
            for o in others(of: r) where o._state == .possible && !simultaneous(r, o) && r.canPrevent(o) && o.canBePrevented(by: r) {
                fail(o)
            }
            if r.cancelsTouchesInView { cancelViewTouches(of: r) }
        }
        if s != .possible && s != .failed { r.fireActions() }
    }

    static func fail(_ r: UIGestureRecognizer) {
        guard r._state != .failed else { return }
        touched.append(WeakRecognizer(r))
        r.pendingState = nil
        r._state = .failed
        waiting.removeAll { $0.recognizer == nil || $0.recognizer === r }
        // Recognizers waiting for r may now go ahead.
        for w in waiting.compactMap(\.recognizer) where w.requirements.contains(where: { $0 === r }) {
            guard w.requirements.allSatisfy({ $0._state == .failed }), let s = w.pendingState else { continue }
            w.pendingState = nil
            waiting.removeAll { $0.recognizer === w }
            request(w, s)
        }
        r.view?.window?.releaseHeldTouches()
    }

    /// Recognizers sharing touches with `r`.
    static func others(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var seen: [UIGestureRecognizer] = []
        for t in r.trackedTouches {
            for o in t.gestureRecognizers where o !== r && !seen.contains(where: { $0 === o }) { seen.append(o) }
        }
        return seen
    }

    private static func active(conflictingWith r: UIGestureRecognizer) -> Bool {
        others(of: r).contains { ($0._state == .began || $0._state == .changed) && !simultaneous(r, $0) && $0.canPrevent(r) && r.canBePrevented(by: $0) }
    }

    static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// `cancelsTouchesInView`: the views that got these touches get touchesCancelled, once.
    private static func cancelViewTouches(of r: UIGestureRecognizer) {
        var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
        // Touches ending in this very event (a tap) count too: the view gets touchesCancelled
        // instead of touchesEnded.
        for t in r.trackedTouches where !t.cancelledForView && !t.endDeliveredToView && t.phase != .cancelled {
            t.cancelledForView = true
            guard t.beganDeliveredToView, let v = t.view else { continue }
            byView[ObjectIdentifier(v), default: (v, [])].1.insert(t)
        }
        for (_, (v, touches)) in byView {
            v.touchesCancelled(touches, with: UIEvent(type: .touches, timestamp: touches.first?.timestamp ?? 0, touches: touches))
        }
    }

    /// After an event: recognizers whose gesture is over and whose touches are all up go
    /// back to possible.
    static func resetFinished(_ recognizers: [UIGestureRecognizer]) {
        for r in recognizers {
            let touchesDone = r.trackedTouches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
            guard touchesDone else { continue }
            if r._state == .ended || r._state == .cancelled || r._state == .failed {
                r.reset()
                r._state = .possible
                r.pendingState = nil
                r.trackedTouches = []
                waiting.removeAll { $0.recognizer === r }
            }
        }
    }
}
