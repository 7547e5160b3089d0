import Foundation
import VitrineLayout

/// UIKit's layout cycle for constraints: the update-constraints pass (bottom-up), then the
/// engine's solution reaches the views in the layout pass (top-down), then display.
extension LayoutEngine {
    /// Engines whose solution changed since their last sync.
    static var dirtyEngines: [LayoutEngine] = []
    /// Views whose `updateConstraints()` is due.
    static var constraintUpdates: [UIView] = []
    /// Set while the engine gives views their frames (those frame changes are not the app's).
    static var isApplyingFrames = false
    private static var isRunning = false

    static var hasPendingWork: Bool { !dirtyEngines.isEmpty || !constraintUpdates.isEmpty }

    func markDirty() {
        guard !isDirty, !isScratch else { return }
        isDirty = true
        LayoutEngine.dirtyEngines.append(self)
        if let root {
            root.markLayoutPassNeeded()
            root.requestFrame()
        }
    }

    static func enqueueConstraintUpdate(_ view: UIView) {
        constraintUpdates.append(view)
        view.markLayoutPassNeeded()
        view.requestFrame()
    }

    /// Runs what is due before a layout: constraint updates, then each changed engine's
    /// sync (which marks the superviews of views whose frames changed). Repeats while that
    /// work makes more (bounded).
    static func runPendingWork() {
        guard hasPendingWork, !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        var rounds = 0
        while hasPendingWork && rounds < 8 {
            rounds += 1
            runConstraintUpdates()
            let engines = dirtyEngines
            dirtyEngines = []
            for e in engines {
                e.isDirty = false
                e.sync()
            }
        }
    }

    /// The update-constraints pass: `updateConstraints()` (a view controller's root view:
    /// `updateViewConstraints()`) of every view that needs it, deepest first ("constraints
    /// are updated from the bottom up", as UIKit does).
    static func runConstraintUpdates() {
        var rounds = 0
        while !constraintUpdates.isEmpty && rounds < 10 {
            rounds += 1
            let views = constraintUpdates.filter { $0._needsUpdateConstraints }
            constraintUpdates = []
            let ordered = views.map { ($0, depth($0)) }.sorted { $0.1 > $1.1 }.map(\.0)
            for v in ordered where v._needsUpdateConstraints {
                v._needsUpdateConstraints = false
                v.traitCollection.performAsCurrent {
                    if let vc = v._viewController {
                        vc.updateViewConstraints()
                    } else {
                        v.updateConstraints()
                    }
                }
            }
        }
    }

    private static func depth(_ v: UIView) -> Int {
        var d = 0
        var p = v.superview
        while let cur = p { d += 1; p = cur.superview }
        return d
    }

    /// Marks for layout the superview of every view whose solved frame differs from its
    /// frame on the display's pixels (a view without a superview takes its frame at once).
    func sync() {
        let scale = root?._window?.screen.scale ?? 1
        for entry in items.values where entry.isView {
            guard let view = entry.item as? UIView else { continue }
            let f = roundedFrame(entry.variables, scale: scale)
            guard f != LayoutEngine.pixelAlignedFrame(view, scale: scale) else { continue }
            if let sup = view.superview {
                sup.setNeedsLayout()
            } else {
                view.applyEngineFrame()
            }
        }
    }

    /// The solved frame, with its edges on the display's pixels (UIKit rounds Auto Layout's
    /// frames the same way).
    func roundedFrame(_ v: LayoutItemVariables, for view: UIView) -> CGRect {
        roundedFrame(v, scale: view._window?.screen.scale ?? 1)
    }

    func roundedFrame(_ v: LayoutItemVariables, scale: CGFloat) -> CGRect {
        LayoutEngine.pixelAligned(x: CGFloat(solver.value(of: v.x)), y: CGFloat(solver.value(of: v.y)),
                                  width: CGFloat(solver.value(of: v.width)), height: CGFloat(solver.value(of: v.height)),
                                  scale: scale)
    }

    /// The view's frame as the engine sees it (`alignmentFrame(_:)`) on the display's pixels,
    /// to compare with a solved frame: a frame the app set a fraction of a pixel off the
    /// solution's pixels (a third of a panel's width, say) is the same frame on screen, and
    /// taking it for a change would lay its superview out again on every frame.
    static func pixelAlignedFrame(_ view: UIView, scale: CGFloat) -> CGRect {
        let f = alignmentFrame(view)
        return pixelAligned(x: f.minX, y: f.minY, width: f.width, height: f.height, scale: scale)
    }

    /// Edges on the display's pixels: each edge rounded to the nearest pixel, the size what
    /// lies between them.
    static func pixelAligned(x: CGFloat, y: CGFloat, width w: CGFloat, height h: CGFloat, scale: CGFloat) -> CGRect {
        // Not through CGRect, which would turn a negative size into a rectangle to the left
        // of the position: a negative solved size is an empty frame at the position.
        func r(_ x: CGFloat) -> CGFloat { (x * scale).rounded() / scale }
        let x0 = r(x), y0 = r(y)
        return CGRect(x: x0, y: y0, width: max(0, r(x + w) - x0), height: max(0, r(y + h) - y0))
    }
}

extension UIView {
    /// Gives the subviews that take part in Auto Layout their solved frames (what UIKit's
    /// `layoutSubviews()` does by default).
    func layoutSubviewsFromEngine() {
        guard _hasEngineSubviews else { return }
        var scale: CGFloat?
        for s in subviews where s._layoutVariables != nil {
            if scale == nil { scale = _window?.screen.scale ?? 1 }
            s.applyEngineFrame(scale: scale ?? 1)
        }
    }

    /// Takes the engine's frame: `center` and `bounds.size`, keeping the transform and the
    /// bounds origin (inside an animation block, the change animates). A frame already on the
    /// solution's pixels is left as it is: the app's fractional frame stands, as in UIKit.
    func applyEngineFrame(scale: CGFloat? = nil) {
        guard let v = _layoutVariables, let engine = v.engine else { return }
        let scale = scale ?? _window?.screen.scale ?? 1
        let f = engine.roundedFrame(v, scale: scale)
        guard f != LayoutEngine.pixelAlignedFrame(self, scale: scale) else { return }
        let current = LayoutEngine.alignmentFrame(self)
        let wasApplying = LayoutEngine.isApplyingFrames
        LayoutEngine.isApplyingFrames = true
        bounds = CGRect(origin: _bounds.origin, size: f.size)
        center = CGPoint(x: f.midX, y: f.midY)
        LayoutEngine.isApplyingFrames = wasApplying
        if f.width != current.width { engineDidChangeWidth() }
    }
}

extension UIWindow {
    /// The frame's layout: `layoutIfNeeded()`, again while the layout itself changed the
    /// constraints' solution (a label re-measured at its new width, a constant changed in
    /// `viewDidLayoutSubviews()`), at most three times.
    func layoutForFrame() {
        layoutIfNeeded()
        var rounds = 0
        while LayoutEngine.hasPendingWork && rounds < 3 {
            rounds += 1
            layoutIfNeeded()
        }
    }
}
