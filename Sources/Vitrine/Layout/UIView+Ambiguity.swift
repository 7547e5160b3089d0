import Foundation
import VitrineLayout

extension UIView {
    /// Whether the constraints leave the view's frame open to more than one value (for
    /// debugging, as in UIKit). Mirrors `UIView.hasAmbiguousLayout`.
    public var hasAmbiguousLayout: Bool { LayoutEngine.isAmbiguous(self) }

    /// Moves a view whose layout is ambiguous to another frame its constraints allow (for
    /// debugging: call it to see what is unconstrained). Mirrors
    /// `UIView.exerciseAmbiguityInLayout()`.
    public func exerciseAmbiguityInLayout() { LayoutEngine.exerciseAmbiguity(self) }

    /// The active constraints that take part in placing the view on `axis` (those relating
    /// it, and through them the items it is related to). Mirrors
    /// `UIView.constraintsAffectingLayout(for:)`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.constraintsAffecting(self, axis: axis)
    }
}

extension LayoutEngine {
    /// The item's variables on which a tiny pull moves it (no constraint of any priority
    /// holds it there): checked on a copy of the engine, so the layout does not change.
    static func ambiguousVariables(_ item: LayoutItem) -> (LayoutEngine, [(index: Int, delta: Double)])? {
        runPendingWork()
        guard let real = item._layoutVariables?.engine, let root = real.root else { return nil }
        let copy = scratchEngine(for: root)
        // The root's frame is fixed in the real engine (a window's is): fix it in the copy.
        let rv = copy.use(root)
        let rf = alignmentFrame(root)
        for (variable, value) in [(rv.x, rf.minX), (rv.y, rf.minY), (rv.width, rf.width), (rv.height, rf.height)] {
            _ = copy.addToSolver(LinearExpression(variable) - Double(value), .equal, .required, owner: .exercise)
        }
        let v = copy.use(item)
        var out: [(index: Int, delta: Double)] = []
        let tiny = Strength(1e-3)
        for (i, variable) in [v.x, v.y, v.width, v.height].enumerated() {
            let old = copy.solver.value(of: variable)
            for delta in [37.0, -37.0] {
                guard let c = try? copy.solver.add(LinearExpression(variable) - (old + delta), .equal, strength: tiny) else { continue }
                let moved = copy.solver.value(of: variable)
                try? copy.solver.remove(c)
                if abs(moved - old) > 1e-6 { out.append((i, moved - old)); break }
            }
        }
        copy.discardScratch()
        return (real, out)
    }

    static func isAmbiguous(_ item: LayoutItem) -> Bool {
        guard let (_, moves) = ambiguousVariables(item) else { return false }
        return !moves.isEmpty
    }

    /// Pins each ambiguous variable of the view, weaker than any priority, at another value
    /// its constraints allow.
    static func exerciseAmbiguity(_ view: UIView) {
        guard let (real, moves) = ambiguousVariables(view), !moves.isEmpty, let v = view._layoutVariables else { return }
        for move in moves {
            let variable = [v.x, v.y, v.width, v.height][move.index]
            if let old = real.exercised[variable] { try? real.solver.remove(old) }
            let target = real.solver.value(of: variable) + move.delta
            if let c = try? real.solver.add(LinearExpression(variable) - target, .equal, strength: Strength(1e-3)) {
                real.exercised[variable] = c
            }
        }
        real.markDirty()
    }

    /// The constraints connected to `item` on `axis`, through the items they relate.
    static func constraintsAffecting(_ item: LayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = item._layoutVariables?.engine else { return [] }
        var seen = Set<ObjectIdentifier>([ObjectIdentifier(item)])
        var queue: [AnyObject] = [item]
        var out: [NSLayoutConstraint] = []
        var taken = Set<ObjectIdentifier>()
        while let cur = queue.popLast() {
            for c in engine.held.values where (c.firstAttribute.axis == axis || c.secondAttribute.axis == axis)
                && c._allItems.contains(where: { $0 === cur }) {
                guard taken.insert(ObjectIdentifier(c)).inserted else { continue }
                out.append(c)
                for other in c._allItems where seen.insert(ObjectIdentifier(other)).inserted {
                    queue.append(other)
                }
            }
        }
        return out
    }
}
