import Foundation

/// Constraints follow their views between hierarchies: a view leaving its superview takes
/// the constraints installed inside it to its own tree's engine, and the constraints between
/// it and the rest of the old hierarchy are deactivated (as UIKit removes them); a tree
/// joining another brings its engine's constraints to the new one.
extension LayoutEngine {
    /// Constraints taken out of an engine while their view changes hierarchy.
    static var moving: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

    /// Before `view` leaves its superview.
    static func viewWillLeaveSuperview(_ view: UIView) {
        guard let old = existingEngine(for: view) else { return }
        // 1. Constraints between the subtree and views outside it are removed.
        var a = view.superview
        while let anc = a {
            for c in anc._installedConstraints where references(c, inside: view) {
                deactivate(c)
            }
            a = anc.superview
        }
        // 2. Constraints installed inside the subtree leave the old engine.
        var inside: [NSLayoutConstraint] = []
        collectInstalled(view, into: &inside)
        guard !inside.isEmpty else { return }
        for c in inside { old.uninstall(c) }
        moving[ObjectIdentifier(view)] = inside
    }

    /// After `view` joined a superview or was detached: its constraints go into the engine
    /// of the tree it is in now.
    static func viewDidChangeSuperview(_ view: UIView) {
        var constraints = moving.removeValue(forKey: ObjectIdentifier(view)) ?? []
        if view.superview != nil, let own = view._layoutEngine {
            // It was the top of a tree with its own engine.
            let held = Array(own.held.values)
            for c in held { own.uninstall(c) }
            constraints += held
            view._layoutEngine = nil
            own.root = nil
        }
        guard !constraints.isEmpty else { return }
        let e = engine(for: view)
        for c in constraints where c._isActive && c._engine == nil { e.install(c) }
    }

    private static func collectInstalled(_ view: UIView, into out: inout [NSLayoutConstraint]) {
        out += view._installedConstraints
        for s in view.subviews { collectInstalled(s, into: &out) }
    }

    /// Whether one of the constraint's items is in `view`'s subtree.
    static func references(_ c: NSLayoutConstraint, inside view: UIView) -> Bool {
        for item in c._allItems {
            let v: UIView? = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            if let v, v.isDescendant(of: view) { return true }
        }
        return false
    }

    /// A guide left its owning view: constraints on it are deactivated.
    static func guideWasRemoved(_ guide: UILayoutGuide, from owner: UIView) {
        var a: UIView? = owner
        while let anc = a {
            for c in anc._installedConstraints where c._allItems.contains(where: { $0 === guide }) {
                deactivate(c)
            }
            a = anc.superview
        }
    }
}
