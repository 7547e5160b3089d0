import Foundation

extension UIWindow {
    /// Delivers touches: hit-tests new ones, gives every touch to the gesture recognizers of
    /// its view and the views above it first, then to the view (unless a recognizer took it
    /// over with `cancelsTouchesInView`, or holds it with `delaysTouchesBegan`).
    func deliverTouches(_ event: UIEvent) {
        GestureArbiter.delivering = true
        defer { GestureArbiter.delivering = false }
        let touches = event.touchesStorage
        for t in touches where t.phase == .began {
            let hit = hitTest(t.locationInWindow, with: event)
            t.view = hit
            t.window = self
            var recognizers: [UIGestureRecognizer] = []
            var v: UIView? = hit
            while let cur = v {
                for r in cur.gestureRecognizers ?? [] where r.isEnabled && r._state != .failed
                    && (r.delegate?.gestureRecognizer(r, shouldReceive: t) ?? true) {
                    recognizers.append(r)
                }
                v = cur.superview
            }
            t.gestureRecognizers = recognizers
        }

        // Recognizers first.
        var involved: [UIGestureRecognizer] = []
        for t in touches { for r in t.gestureRecognizers where !involved.contains(where: { $0 === r }) { involved.append(r) } }
        for r in involved where r._state != .failed && r._state != .cancelled && r.isEnabled {
            let mine = touches.filter { t in t.gestureRecognizers.contains { $0 === r } }
            let began = mine.filter { $0.phase == .began }
            if !began.isEmpty {
                r.trackedTouches.append(contentsOf: began.filter { t in !r.trackedTouches.contains { $0 === t } })
                r.touchesBegan(began, with: event)
            }
            let moved = mine.filter { $0.phase == .moved }
            if !moved.isEmpty, r._state != .failed { r.touchesMoved(moved, with: event) }
            let ended = mine.filter { $0.phase == .ended }
            if !ended.isEmpty, r._state != .failed { r.touchesEnded(ended, with: event) }
            let cancelled = mine.filter { $0.phase == .cancelled }
            if !cancelled.isEmpty, r._state != .failed { r.touchesCancelled(cancelled, with: event) }
        }

        // Then the views.
        var perView: [(UIView, UITouch)] = []
        for t in touches { if let v = t.view { perView.append((v, t)) } }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var groups: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
            for (v, t) in perView where t.phase == phase && !t.cancelledForView {
                switch phase {
                case .began:
                    if !v.isMultipleTouchEnabled, activeViewTouches(of: v, excluding: t) > 0 { t.cancelledForView = true; continue }
                    // isExclusiveTouch: while an exclusive view has a touch, no other view gets a
                    // new one; an exclusive view gets none while others are touched.
                    let others = activeTouches.filter { $0 !== t && $0.view !== v && $0.beganDeliveredToView && !$0.cancelledForView }
                    if (v.isExclusiveTouch && !others.isEmpty) || others.contains(where: { $0.view?.isExclusiveTouch == true }) {
                        t.cancelledForView = true
                        continue
                    }
                    if t.gestureRecognizers.contains(where: { $0.delaysTouchesBegan && $0._state == .possible }) {
                        heldTouches.append(t)
                        continue
                    }
                    t.beganDeliveredToView = true
                case .ended, .cancelled:
                    guard t.beganDeliveredToView else { continue }
                    t.endDeliveredToView = true
                case .moved:
                    guard t.beganDeliveredToView else { continue }
                default: break
                }
                groups[ObjectIdentifier(v), default: (v, [])].1.insert(t)
            }
            for (_, (v, set)) in groups {
                switch phase {
                case .began: v.touchesBegan(set, with: event)
                case .moved: v.touchesMoved(set, with: event)
                case .ended: v.touchesEnded(set, with: event)
                default: v.touchesCancelled(set, with: event)
                }
            }
        }
        for t in touches where t.phase == .ended || t.phase == .cancelled { activeTouches.removeAll { $0 === t } }
        for t in touches where t.phase == .began { activeTouches.append(t) }
        GestureArbiter.resetFinished(involved)
        heldTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled || $0.cancelledForView }
    }

    private func activeViewTouches(of view: UIView, excluding t: UITouch) -> Int {
        activeTouches.filter { $0 !== t && $0.view === view && $0.beganDeliveredToView && !$0.cancelledForView }.count
    }

    /// `delaysTouchesBegan`: held touches go to their view once no recognizer holding them is
    /// still possible (and none took them over).
    func releaseHeldTouches() {
        let ready = heldTouches.filter { t in
            !t.cancelledForView && !t.gestureRecognizers.contains { $0.delaysTouchesBegan && ($0._state == .possible) }
        }
        for t in ready {
            heldTouches.removeAll { $0 === t }
            guard let v = t.view else { continue }
            t.beganDeliveredToView = true
            v.touchesBegan([t], with: UIEvent(type: .touches, timestamp: t.timestamp, touches: [t]))
        }
    }
}
