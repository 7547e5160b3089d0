import Foundation
import VitrineGraphics

extension UIScreen {
    /// The panel's own orientation: `.landscapeRight` when it is wider than tall, else
    /// `.portrait`.
    public var nativeOrientation: UIInterfaceOrientation {
        let s = display.pixelSize
        return s.width >= s.height ? .landscapeRight : .portrait
    }

    /// The orientation the interface is shown in now. Mirrors the window scene's
    /// `interfaceOrientation`.
    public var interfaceOrientation: UIInterfaceOrientation { _interfaceOrientation ?? nativeOrientation }

    /// Quarter turns clockwise from the panel's orientation to `o`.
    func quarterTurns(to o: UIInterfaceOrientation) -> Int {
        ((o.quarterTurnsFromLandscapeRight - nativeOrientation.quarterTurnsFromLandscapeRight) % 4 + 4) % 4
    }

    /// The screen's size in points when showing `o`.
    func logicalSize(for o: UIInterfaceOrientation) -> CGSize {
        let s = display.pixelSize
        let w = CGFloat(s.width) / scale, h = CGFloat(s.height) / scale
        return quarterTurns(to: o) % 2 == 0 ? CGSize(width: w, height: h) : CGSize(width: h, height: w)
    }

    /// Turns the interface to `orientation`: traits and size transitions for every window's
    /// controllers (`willTransition(to:with:)`, then `viewWillTransition(to:with:)`), then the
    /// new layout inside one animation while the old frame turns into the new one on screen.
    func transition(to orientation: UIInterfaceOrientation, animated: Bool, duration: TimeInterval = 0.3) {
        guard orientation != .unknown, orientation != interfaceOrientation else { return }
        let from = quarterTurns(to: interfaceOrientation), to = quarterTurns(to: orientation)
        var delta = to - from
        if delta > 2 { delta -= 4 } else if delta < -2 { delta += 4 }
        let target = CGAffineTransform(rotationAngle: -CGFloat(delta) * .pi / 2)
        performSizeTransition(to: logicalSize(for: orientation), targetTransform: target, animated: animated, duration: duration) {
            self.compositor.beginRotation(fromTurns: from, toTurns: from + delta, animated: animated, duration: duration)
            self._interfaceOrientation = orientation
        }
        // The new layout is in place (not animated): draw it now, before the turn's first frame.
        compositor.drawInterfaceAhead()
    }

    /// The display changed size (a new mode, a hotplug): windows follow, with the same
    /// callbacks as a rotation, without animation.
    public func displaySizeDidChange() {
        compositor.damageAll()
        performSizeTransition(to: logicalSize(for: interfaceOrientation), targetTransform: .identity, animated: false, duration: 0) {}
    }

    /// The transition every size change goes through.
    func performSizeTransition(to size: CGSize, targetTransform: CGAffineTransform, animated: Bool, duration: TimeInterval,
                               apply: () -> Void) {
        let shown = windows
        let coordinator = TransitionCoordinator(duration: animated ? duration : 0, targetTransform: targetTransform,
                                                containerView: shown.first ?? UIView(frame: CGRect(origin: .zero, size: size)),
                                                clock: compositor.clock)
        // Traits first, as UIKit announces them before the size.
        for w in shown {
            guard let root = w.rootViewController else { continue }
            let future = root.prospectiveTraits(windowTraits: w.windowTraits(for: size))
            if future != root.traitCollection {
                root.notifyLifecycleObserver(.willTransition(future))
                root.willTransition(to: future, with: coordinator)
            }
        }
        for w in shown {
            guard let root = w.rootViewController else { continue }
            // A half turn keeps the size but is still a transition (apps read targetTransform).
            if w.bounds.size != size || !targetTransform.isIdentity {
                root.notifyLifecycleObserver(.viewWillTransition(size))
                root.viewWillTransition(to: size, with: coordinator)
                var presented = root._presentedViewController
                while let p = presented {
                    p.notifyLifecycleObserver(.viewWillTransition(size))
                    p.viewWillTransition(to: size, with: coordinator)
                    presented = p._presentedViewController
                }
            }
        }
        apply()
        coordinator.run {
            // The new size and layout apply at once (the compositor turns the new layout in,
            // drawn once, under the old frame); changes made in alongside blocks animate.
            UIView.performWithoutAnimation {
                for w in shown {
                    w.frame = CGRect(origin: .zero, size: size)
                    w.setNeedsLayout()
                    w.layoutIfNeeded()
                }
            }
        }
    }
}

extension UIWindow {
    /// The controller whose orientation rules apply: the root controller, or the topmost
    /// full-screen controller presented from it.
    var orientationAuthority: UIViewController? {
        var vc = rootViewController
        while let p = vc?._presentedViewController, p.modalPresentationStyle.coversScreen { vc = p }
        return vc
    }

    /// Turns the interface to `orientation` (the entry point for input, the control socket and
    /// the kiosk configuration). Refused — returning `false` — when the app does not support it
    /// (`UIApplication.supportedInterfaceOrientations(for:)`: the kiosk's allowed orientations),
    /// or the root controller (or the topmost full-screen presented one) does not list it in
    /// `supportedInterfaceOrientations`, or its `shouldAutorotate` is false. The change runs `willTransition(to:with:)`,
    /// `viewWillTransition(to:with:)` and an animated rotation.
    @discardableResult
    public func setOrientation(_ orientation: UIInterfaceOrientation, animated: Bool) -> Bool {
        guard orientation != .unknown else { return false }
        if let app = UIApplication.sharedIfRunning, !app.supportedInterfaceOrientations(for: self).contains(orientation.mask) { return false }
        if let vc = orientationAuthority {
            guard vc.shouldAutorotate, vc.supportedInterfaceOrientations.contains(orientation.mask) else { return false }
        }
        screen.transition(to: orientation, animated: animated)
        return true
    }
}
