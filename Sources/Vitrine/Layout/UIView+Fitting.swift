import Foundation
import VitrineLayout

extension UIView {
    /// The smallest size the constraints allow: pass as the target size of
    /// `systemLayoutSizeFitting(_:)`. Mirrors `UIView.layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow. Mirrors `UIView.layoutFittingExpandedSize`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size that satisfies the constraints inside the view and comes closest to
    /// `targetSize` (both axes pulled at `fittingSizeLevel`). Mirrors
    /// `UIView.systemLayoutSizeFitting(_:)`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the constraints inside the view (those installed on it and its
    /// descendants, and its subviews' content sizes) and comes closest to `targetSize`, each
    /// axis pulled at its priority (`required` fixes it: the usual way to ask for the height
    /// at a given width). The view's own frame and the constraints to views outside it do not
    /// count. Mirrors
    /// `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        LayoutEngine.runConstraintUpdates()
        let e = LayoutEngine.scratchEngine(for: self)
        let v = e.use(self)
        let target = [Double(targetSize.width.isFinite ? targetSize.width : 1e7),
                      Double(targetSize.height.isFinite ? targetSize.height : 1e7)]
        _ = e.addToSolver(LinearExpression(v.width) - target[0], .equal, Strength(priority: horizontal.rawValue),
                          owner: .fitting("width == \(LayoutEngine.format(CGFloat(target[0])))"))
        _ = e.addToSolver(LinearExpression(v.height) - target[1], .equal, Strength(priority: vertical.rawValue),
                          owner: .fitting("height == \(LayoutEngine.format(CGFloat(target[1])))"))
        let size = CGSize(width: e.solver.value(of: v.width), height: e.solver.value(of: v.height))
        e.discardScratch()
        return size
    }
}

extension LayoutEngine {
    /// An engine holding the constraints installed inside `view`'s subtree, with `view`'s own
    /// frame free (for fitting sizes and ambiguity checks).
    static func scratchEngine(for view: UIView) -> LayoutEngine {
        let e = LayoutEngine(root: view, scratch: true)
        func add(_ v: UIView) {
            for c in v._installedConstraints where c._isActive {
                // Only constraints whose items are all inside the subtree.
                let items = c._allItems
                let inside = items.allSatisfy { item in
                    let owner: UIView? = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
                    return owner?.isDescendant(of: view) ?? false
                }
                if inside { e.install(c) }
            }
            for s in v.subviews { add(s) }
        }
        add(view)
        return e
    }

    /// Drops a scratch engine (its variables never replaced the items' real ones).
    func discardScratch() {
        for (_, entry) in items { entry.variables.engine = nil }
        items = [:]
    }
}
