import Foundation
import VitrinePlatform
import VitrineLayout

/// The Auto Layout engine of one view hierarchy (a window, or the top-most view of a tree
/// outside any window): a Cassowary solver holding the active constraints of the tree, the
/// items' variables, and the constraints the engine adds by itself (autoresizing masks,
/// content sizes, system layout guides). UIKit keeps one such engine per window
/// (`NSISEngine`).
///
/// The solver re-solves incrementally on every change; the layout pass reads the solution
/// (`sync()` marks the superviews of views whose frames changed, and `UIView.layoutSubviews()`
/// applies the frames), so the update-constraints → layout → display order of UIKit holds.
@MainActor
final class LayoutEngine {
    let solver = Solver()
    /// The view whose tree this engine lays out (the engine is stored on it).
    weak var root: UIView?
    /// A throwaway engine for `systemLayoutSizeFitting(_:)` or ambiguity checks: it does not
    /// record itself on constraints and leaves the root's own frame free.
    let isScratch: Bool

    /// An item and its variables (a class: iterating the table copies a reference, not a
    /// weak reference, which costs a side-table round trip per item on every sync).
    final class Entry {
        weak var item: LayoutItem?
        let variables: LayoutItemVariables
        /// Whether the item is a view (the sync loop looks at views only).
        let isView: Bool

        init(item: LayoutItem, variables: LayoutItemVariables) {
            self.item = item
            self.variables = variables
            isView = item is UIView
        }
    }

    /// Items with variables, by identity.
    var items: [ObjectIdentifier: Entry] = [:]
    /// The app's constraints installed here (by identity).
    var held: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Who each solver constraint stands for (for logs and `constraintsAffectingLayout`).
    var owners = OwnerTable()
    /// In `LayoutEngine.dirtyEngines` (the solution changed since the last sync).
    var isDirty = false
    /// The constraints (descriptions) of the last unsatisfiable set logged, for tests.
    var lastUnsatisfiable: [String] = []
    /// How many unsatisfiable sets were logged since launch.
    static var unsatisfiableCount = 0
    /// Weak constraints added by `exerciseAmbiguityInLayout()`, by variable.
    var exercised: [Variable: VitrineLayout.Constraint] = [:]

    init(root: UIView, scratch: Bool = false) {
        self.root = root
        self.isScratch = scratch
    }

    isolated deinit {
        // Items can outlive the engine (a subview the app keeps): their variables forget it.
        for (_, entry) in items { entry.variables.engine = nil }
    }

    /// Owners by the solver's constraint index (dense, reused after removal).
    struct OwnerTable {
        private var slots: [ConstraintOwner?] = []

        subscript(c: VitrineLayout.Constraint) -> ConstraintOwner? {
            get { Int(c.id) < slots.count ? slots[Int(c.id)] : nil }
            set {
                let i = Int(c.id)
                if i >= slots.count {
                    guard newValue != nil else { return }
                    slots.append(contentsOf: repeatElement(nil, count: i - slots.count + 1))
                }
                slots[i] = newValue
            }
        }
    }

    /// What a solver constraint stands for.
    enum ConstraintOwner {
        case user(NSLayoutConstraint)
        case autoresizing(ObjectIdentifier, String)
        case contentSize(ObjectIdentifier, String)
        case guide(ObjectIdentifier, String)
        case fitting(String)
        case exercise
    }

    // MARK: Finding the engine

    /// The engine of the tree `view` is in (made on first use, stored on the top-most view).
    static func engine(for view: UIView) -> LayoutEngine {
        let r = topMost(view)
        if let e = r._layoutEngine { return e }
        let e = LayoutEngine(root: r)
        r._layoutEngine = e
        return e
    }

    /// The engine of the tree `view` is in, if it has one.
    static func existingEngine(for view: UIView) -> LayoutEngine? { topMost(view)._layoutEngine }

    static func topMost(_ view: UIView) -> UIView {
        var r = view
        while let s = r.superview { r = s }
        return r
    }

    // MARK: Items

    /// The item's variables in this engine, made (with its implicit constraints) on first use;
    /// each call is one more use, undone by `release(_:)`.
    @discardableResult
    func use(_ item: LayoutItem) -> LayoutItemVariables {
        if !isScratch, let v = item._layoutVariables, v.engine === self {
            v.useCount += 1
            return v
        }
        let id = ObjectIdentifier(item)
        if let entry = items[id], entry.item != nil {
            entry.variables.useCount += 1
            return entry.variables
        }
        let v = LayoutItemVariables(engine: self, name: "")
        v.useCount = 1
        // A scratch engine keeps its variables to itself (the item's stay the real engine's).
        if !isScratch {
            item._layoutVariables = v
            (item as? UIView)?.superview?._hasEngineSubviews = true
        }
        items[id] = Entry(item: item, variables: v)
        addImplicitConstraints(for: item, v)
        if let view = item as? UIView, !isScratch {
            if view._needsUpdateConstraints { LayoutEngine.enqueueConstraintUpdate(view) }
        }
        markDirty()
        return v
    }

    /// One use of the item's variables fewer; at none, they and its implicit constraints go.
    func release(_ id: ObjectIdentifier) {
        guard let entry = items[id] else { return }
        let v = entry.variables
        v.useCount -= 1
        guard v.useCount <= 0 else { return }
        items[id] = nil
        removeImplicitConstraints(v)
        removeContentSizeConstraints(v)
        for (variable, c) in exercised where variable == v.x || variable == v.y || variable == v.width || variable == v.height {
            try? solver.remove(c)
            exercised[variable] = nil
        }
        if let item = entry.item, item._layoutVariables === v { item._layoutVariables = nil }
        for variable in [v.x, v.y, v.width, v.height] { solver.releaseVariable(variable) }
        v.engine = nil
        markDirty()
    }

    // MARK: Adding and removing solver constraints

    /// Adds a constraint to the solver, recording who it stands for. A required one that
    /// cannot hold is logged the way UIKit logs it and held as strongly as an optional
    /// constraint can be; `broken` says so.
    func addToSolver(_ expression: LinearExpression, _ relation: Relation, _ strength: Strength,
                     owner: ConstraintOwner) -> (VitrineLayout.Constraint?, broken: Bool) {
        do {
            let c = try solver.add(expression, relation, strength: strength)
            owners[c] = owner
            markDirty()
            return (c, false)
        } catch SolverError.unsatisfiableConstraint(let conflicting) {
            if relaxLooseRootFrames(in: conflicting), let c = try? solver.add(expression, relation, strength: strength) {
                owners[c] = owner
                markDirty()
                return (c, false)
            }
            if !isScratch { logUnsatisfiable(owner, conflicting: conflicting) }
            let c = try? solver.add(expression, relation, strength: LayoutEngine.brokenStrength)
            if let c { owners[c] = owner }
            markDirty()
            return (c, true)
        } catch {
            Log.ui.error("Auto Layout: \(error) while adding \(describe(owner))")
            return (nil, false)
        }
    }

    func removeFromSolver(_ c: VitrineLayout.Constraint?) {
        guard let c else { return }
        owners[c] = nil
        do { try solver.remove(c) } catch { Log.ui.error("Auto Layout: \(error) while removing a constraint") }
        markDirty()
    }

    /// Changes a solver constraint's constant in place; a required one that can no longer
    /// hold is logged and broken.
    func setConstant(_ c: VitrineLayout.Constraint?, to value: Double) -> VitrineLayout.Constraint? {
        guard let c else { return nil }
        do {
            try solver.setConstant(c, to: value)
            markDirty()
            return c
        } catch {
            guard let owner = owners[c], var e = solver.expression(of: c), let strength = solver.strength(of: c) else { return c }
            // Rebuild it broken with the new constant.
            e.constant = value
            let relation = relationOf(c)
            removeFromSolver(c)
            if !isScratch { logUnsatisfiable(owner, conflicting: []) }
            let n = try? solver.add(e, relation, strength: strength.isRequired ? LayoutEngine.brokenStrength : strength)
            if let n { owners[n] = owner }
            if case .user(let lc) = owner { lc._isBroken = true }
            markDirty()
            return n
        }
    }

    /// The relation a solver constraint was added with.
    func relationOf(_ c: VitrineLayout.Constraint) -> Relation {
        if case .user(let lc) = owners[c] { return LayoutEngine.relation(lc.relation) }
        return .equal
    }

    /// How strongly a constraint that could not be required is held: above every priority
    /// an app can give (999), below required.
    static let brokenStrength = Strength(priority: 999.5)

    static func relation(_ r: NSLayoutConstraint.Relation) -> Relation {
        switch r {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    // MARK: Formatting

    /// `0x…` for logs, as UIKit prints objects.
    static func address(_ o: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(o).toOpaque()), radix: 16)
    }

    static func format(_ x: CGFloat) -> String {
        x.rounded() == x && abs(x) < 1e15 ? String(Int(x)) : String(format: "%.4g", Double(x))
    }

    static func describe(_ r: CGRect) -> String {
        "{{\(format(r.minX)), \(format(r.minY))}, {\(format(r.width)), \(format(r.height))}}"
    }

    /// The standard space between two views (UIKit's system spacing).
    static let systemSpacing: CGFloat = 8
}
