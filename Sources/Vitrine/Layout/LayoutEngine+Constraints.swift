import Foundation
import VitrinePlatform
import VitrineLayout

/// The app's constraints: activation, the equations they become, changes in place.
extension LayoutEngine {
    // MARK: Activation

    static func activate(_ c: NSLayoutConstraint) {
        if let reason = c.invalidReason {
            Log.ui.error("Auto Layout: cannot activate \(c): \(reason) (UIKit raises an exception here)")
            return
        }
        guard let first = c._firstItem else { return }
        // A distance (`anchorWithOffset(to:)`) brings its far anchors' items in too.
        var found = container(first, c._secondItem)
        if let end = c._firstOffsetEnd?.item, let f = found { found = container(f, end) }
        if let end = c._secondOffsetEnd?.item, let f = found { found = container(f, end) }
        guard let container = found else {
            Log.ui.error("""
                Auto Layout: unable to activate \(c) because it has no common ancestor: does the constraint or \
                its anchors reference items in different view hierarchies? (UIKit raises an exception here)
                """)
            return
        }
        c._isActive = true
        c._container = container
        container._installedConstraints.append(c)
        engine(for: container).install(c)
    }

    static func deactivate(_ c: NSLayoutConstraint) {
        c._isActive = false
        c._engine?.uninstall(c)
        if let container = c._container {
            container._installedConstraints.removeAll { $0 === c }
        }
        c._container = nil
    }

    /// The view a constraint between `a` and `b` is installed on and expressed in: the
    /// nearest view that is (or contains) both items' layout parents, or is an item itself.
    static func container(_ a: LayoutItem, _ b: LayoutItem?) -> UIView? {
        // The common cases without building the chains: a constant size, siblings, a view and
        // its superview (or a guide of it).
        let av = a as? UIView
        let pa = a.layoutParent
        guard let b else { return av ?? pa }
        let bv = b as? UIView
        let pb = b.layoutParent
        if let pa, pa === pb { return pa }
        if let av, pb === av { return av }
        if let bv, pa === bv { return bv }
        if let av, let bv, av === bv { return av }
        func spaces(_ item: LayoutItem) -> [UIView] {
            var out: [UIView] = []
            if let v = item as? UIView { out.append(v) }
            var p = item.layoutParent
            while let cur = p { out.append(cur); p = cur.superview }
            return out
        }
        let sa = spaces(a)
        let sb = Set(spaces(b).map(ObjectIdentifier.init))
        return sa.first { sb.contains(ObjectIdentifier($0)) }
    }

    // MARK: Installing in the solver

    /// Adds an active constraint's equation to the solver (the constraint records that it is
    /// here, unless this is a scratch engine).
    func install(_ c: NSLayoutConstraint) {
        guard let container = c._container, let first = c._firstItem else { return }
        var uses: [ObjectIdentifier] = []
        guard let e = equation(c, first: first, container: container, uses: &uses) else {
            for id in uses { release(id) }
            Log.ui.error("Auto Layout: \(c) relates items outside the view it is installed on; ignored")
            return
        }
        let (sc, broken) = addToSolver(e, LayoutEngine.relation(c.relation), Strength(priority: c.priority.rawValue),
                                       owner: .user(c))
        // A scratch engine (fitting, ambiguity checks) is thrown away whole: the constraint
        // does not learn about it.
        if isScratch { return }
        c._engine = self
        c._solverConstraint = sc
        c._retainedItems = uses
        c._isBroken = broken
        held[ObjectIdentifier(c)] = c
        noteBaselineUse(c)
    }

    /// Takes a constraint's equation out of the solver.
    func uninstall(_ c: NSLayoutConstraint) {
        guard c._engine === self else { return }
        removeFromSolver(c._solverConstraint)
        if c._usesBaseline {
            for (_, v) in items { v.variables.baselineUsers[ObjectIdentifier(c)] = nil }
        }
        let uses = c._retainedItems
        c._engine = nil
        c._solverConstraint = nil
        c._retainedItems = []
        c._isBroken = false
        held[ObjectIdentifier(c)] = nil
        for id in uses { release(id) }
    }

    /// `first.attr1 - (second.attr2 × m + c)`, in `container`'s coordinates; items used are
    /// appended to `uses` (one use each).
    func equation(_ c: NSLayoutConstraint, first: LayoutItem, container: UIView, uses: inout [ObjectIdentifier]) -> LinearExpression? {
        let flip = c._isDirectional && LayoutEngine.isRightToLeft(first)
        var e = LinearExpression()
        e.terms.reserveCapacity(6)
        guard appendSide(first, c.firstAttribute, c._firstOffsetEnd, in: container, flip: flip, times: 1, to: &e, uses: &uses) else {
            return nil
        }
        if let second = c._secondItem, c.secondAttribute != .notAnAttribute {
            guard appendSide(second, c.secondAttribute, c._secondOffsetEnd, in: container, flip: flip,
                             times: -Double(c.multiplier), to: &e, uses: &uses) else {
                return nil
            }
        }
        e.constant -= Double(c.constant)
        return e
    }

    /// Adds `k` × one side of a constraint to `e`: an item's attribute, or for a distance
    /// made by `anchorWithOffset(to:)` the far end's position minus the item's attribute.
    private func appendSide(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ end: LayoutOffsetEnd?,
                            in container: UIView, flip: Bool, times k: Double, to e: inout LinearExpression,
                            uses: inout [ObjectIdentifier]) -> Bool {
        guard let end else { return append(item, attribute, in: container, flip: flip, times: k, to: &e, uses: &uses) }
        guard let far = end.item else { return false }
        return append(far, end.attribute, in: container, flip: flip, times: k, to: &e, uses: &uses)
            && append(item, attribute, in: container, flip: flip, times: -k, to: &e, uses: &uses)
    }

    /// Adds `k` × an item's attribute, as engine variables in `container`'s coordinates, to
    /// `e` (false when the item is not inside the container). With `flip` (a leading/trailing
    /// constraint right-to-left) horizontal positions are measured leftwards: leading is the
    /// right edge, trailing the left edge, and positive constants move toward the trailing
    /// side, as in UIKit.
    func append(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in container: UIView, flip: Bool,
                times k: Double, to e: inout LinearExpression, uses: inout [ObjectIdentifier]) -> Bool {
        // Margin attributes are the layout margins guide's edges.
        if let a = attribute.marginGuideAttribute {
            guard let view = item as? UIView else { return append(item, a, in: container, flip: flip, times: k, to: &e, uses: &uses) }
            return append(view.layoutMarginsGuide, a, in: container, flip: flip, times: k, to: &e, uses: &uses)
        }
        // A baseline is that of the view's baseline view (a button's title label).
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            let b = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if b !== view {
                return append(b, attribute, in: container, flip: flip, times: k, to: &e, uses: &uses)
            }
        }
        let v = use(item)
        uses.append(ObjectIdentifier(item))
        let own = (item as? UIView) === container
        // position = (x or y unless own) × a + size × b + c, measured leftwards when flipped.
        var horizontal = true
        var sizeFactor = 0.0, constant = 0.0
        switch attribute {
        case .left: break
        case .right: sizeFactor = 1
        case .centerX: sizeFactor = 0.5
        case .leading: sizeFactor = flip ? 1 : 0
        case .trailing: sizeFactor = flip ? 0 : 1
        case .width:
            e.terms.append(Term(v.width, k))
            return true
        case .height:
            e.terms.append(Term(v.height, k))
            return true
        case .top: horizontal = false
        case .bottom: horizontal = false; sizeFactor = 1
        case .centerY: horizontal = false; sizeFactor = 0.5
        case .firstBaseline, .lastBaseline:
            horizontal = false
            if let offsets = (item as? UILabel)?.baselineOffsetsFromCenter {
                sizeFactor = 0.5
                constant = Double(attribute == .firstBaseline ? offsets.first : offsets.last)
            } else {
                sizeFactor = 1
            }
        default: return false
        }
        let sign: Double = horizontal && flip ? -k : k
        if !own { e.terms.append(Term(horizontal ? v.x : v.y, sign)) }
        if sizeFactor != 0 { e.terms.append(Term(horizontal ? v.width : v.height, sign * sizeFactor)) }
        e.constant += k * constant
        if own { return true }
        // Add the positions of the layout parents up to the container.
        var p = item.layoutParent
        while let cur = p, cur !== container {
            let pv = use(cur)
            uses.append(ObjectIdentifier(cur))
            e.terms.append(Term(horizontal ? pv.x : pv.y, sign))
            p = cur.superview
        }
        return p === container
    }

    // MARK: Changes in place

    /// `constant` changed by Δ: the equation's constant changes by -Δ.
    func constantDidChange(_ c: NSLayoutConstraint, from old: CGFloat) {
        guard let sc = c._solverConstraint, let e = solver.expression(of: sc) else { return }
        c._solverConstraint = setConstant(sc, to: e.constant - Double(c.constant - old))
    }

    /// A new optional priority: the constraint goes back in at the new strength.
    func priorityDidChange(_ c: NSLayoutConstraint) {
        uninstall(c)
        install(c)
    }

    /// Constraints on a view's baselines depend on its text: note them so a text change
    /// re-installs them.
    func noteBaselineUse(_ c: NSLayoutConstraint) {
        guard c._usesBaseline else { return }
        for (item, attribute) in c._itemAttributes where attribute == .firstBaseline || attribute == .lastBaseline {
            guard let view = item as? UIView else { continue }
            let b = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            b._layoutVariables?.baselineUsers[ObjectIdentifier(c)] = c
        }
    }

    /// A view's text changed: its baseline constraints are rebuilt with the new offsets.
    func baselinesDidChange(_ v: LayoutItemVariables) {
        let users = v.baselineUsers.values
        for c in users {
            uninstall(c)
            install(c)
        }
    }

    /// `view`'s layout direction changed: the leading/trailing constraints of the items it
    /// lays out (its subviews and guides) are rebuilt for the new direction.
    static func layoutDirectionDidChange(_ view: UIView) {
        guard let engine = existingEngine(for: view) else { return }
        let affected = engine.held.values.filter { c in
            guard c._isDirectional, let first = c._firstItem else { return false }
            return (first.layoutParent ?? (first as? UIView)) === view
        }
        for c in affected {
            engine.uninstall(c)
            engine.install(c)
        }
    }

    /// Whether constraints with leading/trailing on `item` read right to left.
    static func isRightToLeft(_ item: LayoutItem) -> Bool {
        guard let parent = item.layoutParent ?? (item as? UIView) else { return false }
        return parent.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
}
