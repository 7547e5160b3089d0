import Foundation
import VitrineLayout

/// The constraints the engine makes by itself: a view's autoresizing mask when
/// `translatesAutoresizingMaskIntoConstraints` is true (UIKit's
/// `NSAutoresizingMaskLayoutConstraint`), its intrinsic content size with hugging and
/// compression resistance (`NSContentSizeLayoutConstraint`), and the edges of the system
/// layout guides (safe area, layout margins, readable content, keyboard).
extension LayoutEngine {
    func addImplicitConstraints(for item: LayoutItem, _ v: LayoutItemVariables) {
        if let view = item as? UIView {
            if view._translatesAutoresizingMaskIntoConstraints && !(isScratch && view === root) {
                addAutoresizingConstraints(view, v)
            }
            updateContentSizeConstraints(view, v)
        } else if let guide = item as? UILayoutGuide, let role = guide.systemRole, let owner = guide.owningView {
            addGuideConstraints(guide, role: role, owner: owner, v)
        }
    }

    func removeImplicitConstraints(_ v: LayoutItemVariables) {
        for c in v.implicit { removeFromSolver(c) }
        v.implicit = []
        let uses = v.implicitUses
        v.implicitUses = []
        for id in uses { release(id) }
    }

    // MARK: Autoresizing masks

    /// The view's frame as the engine sees it: centre and bounds size, ignoring the
    /// transform (Auto Layout sets `center` and `bounds`, as in UIKit).
    static func alignmentFrame(_ view: UIView) -> CGRect {
        CGRect(x: view._center.x - view._bounds.width / 2, y: view._center.y - view._bounds.height / 2,
               width: view._bounds.width, height: view._bounds.height)
    }

    /// Four required equalities for the frame: `minX`, `minY`, `width`, `height` as their
    /// mask says, following the superview's size along flexible axes.
    func addAutoresizingConstraints(_ view: UIView, _ v: LayoutItemVariables) {
        let id = ObjectIdentifier(view)
        let desc = LayoutEngine.autoresizingDescription(view)
        let terms = autoresizingTerms(view)
        v.autoresizingTerms = terms
        var superVars: LayoutItemVariables?
        if terms.contains(where: { $0.perSuperview != 0 }), let sup = view.superview {
            superVars = use(sup)
            v.implicitUses.append(ObjectIdentifier(sup))
        }
        let variables = [v.x, v.y, v.width, v.height]
        // The top of a tree outside a window keeps its frame only as long as no required
        // constraint says otherwise (UIKit's temporary layout size; see
        // `relaxLooseRootFrames(in:)`). A window's frame is its screen's.
        let isLooseRoot = view.superview == nil && !(view is UIWindow)
        for (i, t) in terms.enumerated() {
            var e = LinearExpression(variables[i]) - t.constant
            if t.perSuperview != 0, let s = superVars {
                e = e - LinearExpression(i % 2 == 0 ? s.width : s.height) * t.perSuperview
            }
            let name = isLooseRoot ? ["_UITemporaryLayoutMinX", "_UITemporaryLayoutMinY", "_UITemporaryLayoutWidth", "_UITemporaryLayoutHeight"][i]
                : ["minX", "minY", "width", "height"][i]
            let (c, _) = addToSolver(e, .equal, .required, owner: .autoresizing(id, desc + " " + name))
            if let c { v.implicit.append(c) }
        }
    }

    /// A required constraint conflicts with the frame of a tree's top view outside a window
    /// (a size constraint on a view not yet added anywhere): those frame constraints give way
    /// (held just below required from then on) without a log, as UIKit's temporary layout
    /// size does. Returns whether any did.
    func relaxLooseRootFrames(in conflicting: [VitrineLayout.Constraint]) -> Bool {
        var relaxed = false
        for sc in conflicting {
            guard case .autoresizing(let id, let desc) = owners[sc], let entry = items[id],
                  let view = entry.item as? UIView, view.superview == nil, !(view is UIWindow),
                  let i = entry.variables.implicit.firstIndex(of: sc), let e = solver.expression(of: sc),
                  solver.strength(of: sc)?.isRequired == true else { continue }
            removeFromSolver(sc)
            if let n = addToSolver(e, .equal, LayoutEngine.brokenStrength, owner: .autoresizing(id, desc)).0 {
                entry.variables.implicit[i] = n
            }
            relaxed = true
        }
        return relaxed
    }

    /// `value = constant + perSuperview × superview size` for minX, minY, width, height.
    struct LinearTerm: Equatable { var constant: Double; var perSuperview: Double }

    func autoresizingTerms(_ view: UIView) -> [LinearTerm] {
        let f = LayoutEngine.alignmentFrame(view)
        let superSize = view.superview?._bounds.size ?? .zero
        let (h, v) = view.autoresizingAxes(frame: f, superviewSize: superSize)
        return [LinearTerm(constant: Double(h.a), perSuperview: Double(h.b)),
                LinearTerm(constant: Double(v.a), perSuperview: Double(v.b)),
                LinearTerm(constant: Double(h.c), perSuperview: Double(h.d)),
                LinearTerm(constant: Double(v.c), perSuperview: Double(v.d))]
    }

    /// The app moved or resized a view whose mask is translated: its four constraints take
    /// the new frame (constants only, while the mask follows the superview the same way).
    func frameDidChange(_ view: UIView, _ v: LayoutItemVariables) {
        guard view._translatesAutoresizingMaskIntoConstraints, v.implicit.count == 4 else { return }
        let terms = autoresizingTerms(view)
        if terms.map(\.perSuperview) != v.autoresizingTerms.map(\.perSuperview) {
            removeImplicitConstraints(v)
            addAutoresizingConstraints(view, v)
            return
        }
        for i in 0..<4 where terms[i].constant != v.autoresizingTerms[i].constant {
            if let n = setConstant(v.implicit[i], to: -terms[i].constant) { v.implicit[i] = n }
        }
        v.autoresizingTerms = terms
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed for a view with variables.
    func translatesMaskDidChange(_ view: UIView, _ v: LayoutItemVariables) {
        removeImplicitConstraints(v)
        if view._translatesAutoresizingMaskIntoConstraints && !(isScratch && view === root) {
            addAutoresizingConstraints(view, v)
        }
        updateContentSizeConstraints(view, v)
    }

    static func autoresizingDescription(_ view: UIView) -> String {
        let m = view.autoresizingMask
        func axis(_ flexA: Bool, _ flexSize: Bool, _ flexB: Bool) -> String {
            (flexA ? "&" : "-") + (flexSize ? "&" : "-") + (flexB ? "&" : "-")
        }
        let h = axis(m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
        let vv = axis(m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
        return "h=\(h) v=\(vv) \(view.layoutItemDescription)"
    }

    // MARK: Content size

    /// Hugging (size ≤ intrinsic at the hugging priority) and compression resistance (size ≥
    /// intrinsic at the resistance priority) on each axis with an intrinsic size, for views
    /// that do not translate their mask.
    func updateContentSizeConstraints(_ view: UIView, _ v: LayoutItemVariables) {
        var key: ContentSizeKey?
        if !view._translatesAutoresizingMaskIntoConstraints || (isScratch && view === root) {
            let p = view._contentPriorities
            key = ContentSizeKey(size: view.intrinsicContentSize, hugging: (p.hugging[0], p.hugging[1]),
                                 resistance: (p.resistance[0], p.resistance[1]))
        }
        guard key != v.contentSizeKey else { return }
        // Same priorities and the same axes with a size: only the constants move.
        if let old = v.contentSizeKey, let key, old.hugging == key.hugging, old.resistance == key.resistance,
           (old.size.width >= 0) == (key.size.width >= 0), (old.size.height >= 0) == (key.size.height >= 0) {
            let values = [key.size.width, key.size.width, key.size.height, key.size.height]
            for i in 0..<4 {
                if let c = v.contentSize[i] { v.contentSize[i] = setConstant(c, to: -Double(values[i])) }
            }
            v.contentSizeKey = key
            return
        }
        removeContentSizeConstraints(v)
        v.contentSizeKey = key
        guard let key else { return }
        let id = ObjectIdentifier(view)
        let desc = view.layoutItemDescription
        let axes: [(Variable, CGFloat, UILayoutPriority, UILayoutPriority, String)] = [
            (v.width, key.size.width, key.hugging.0, key.resistance.0, "width"),
            (v.height, key.size.height, key.hugging.1, key.resistance.1, "height"),
        ]
        for (i, (variable, size, hug, resist, name)) in axes.enumerated() where size >= 0 {
            let label = "\(desc).\(name) == \(LayoutEngine.format(size)) Hug:\(hug) CompressionResistance:\(resist)"
            v.contentSize[2 * i] = addToSolver(LinearExpression(variable) - Double(size), .lessThanOrEqual,
                                               Strength(priority: hug.rawValue), owner: .contentSize(id, label)).0
            v.contentSize[2 * i + 1] = addToSolver(LinearExpression(variable) - Double(size), .greaterThanOrEqual,
                                                   Strength(priority: resist.rawValue), owner: .contentSize(id, label)).0
        }
    }

    func removeContentSizeConstraints(_ v: LayoutItemVariables) {
        for c in v.contentSize { removeFromSolver(c) }
        v.contentSize = [nil, nil, nil, nil]
        v.contentSizeKey = nil
    }

    // MARK: System layout guides

    /// `guide.minX = ax + bx × owner.width`, `guide.width = aw + bw × owner.width`, and the
    /// same vertically.
    struct GuideGeometry: Equatable {
        var ax: Double, bx: Double, aw: Double, bw: Double
        var ay: Double, by: Double, ah: Double, bh: Double

        /// The frame the guide's implicit constraints give it in an owner of `size`.
        func frame(ownerSize size: CGSize) -> CGRect {
            let w = Double(size.width), h = Double(size.height)
            return CGRect(x: ax + bx * w, y: ay + by * h, width: aw + bw * w, height: ah + bh * h)
        }
    }

    static func guideGeometry(_ role: SystemGuideRole, owner: UIView) -> GuideGeometry {
        func inset(_ i: UIEdgeInsets) -> GuideGeometry {
            GuideGeometry(ax: Double(i.left), bx: 0, aw: -Double(i.left + i.right), bw: 1,
                          ay: Double(i.top), by: 0, ah: -Double(i.top + i.bottom), bh: 1)
        }
        switch role {
        case .safeArea:
            return inset(owner.safeAreaInsets)
        case .layoutMargins:
            return inset(owner.effectiveLayoutMargins)
        case .readableContent:
            let r = owner.readableContentFrame
            let b = owner._bounds
            return inset(UIEdgeInsets(top: r.minY - b.minY, left: r.minX - b.minX,
                                      bottom: b.maxY - r.maxY, right: b.maxX - r.maxX))
        case .keyboard:
            // The keyboard's height over the view (0 when it is hidden) above the bottom safe
            // area, full width (UIKeyboardLayoutGuide with `usesBottomSafeArea`).
            let k = Double(owner.keyboardOverlapForLayout + owner.safeAreaInsets.bottom)
            return GuideGeometry(ax: 0, bx: 0, aw: 0, bw: 1, ay: -k, by: 1, ah: k, bh: 0)
        }
    }

    func addGuideConstraints(_ guide: UILayoutGuide, role: SystemGuideRole, owner: UIView, _ v: LayoutItemVariables) {
        let o = use(owner)
        v.implicitUses.append(ObjectIdentifier(owner))
        let g = LayoutEngine.guideGeometry(role, owner: owner)
        let id = ObjectIdentifier(guide)
        let name = guide.identifier
        let rows: [(Variable, Double, Double, Variable, String)] = [
            (v.x, g.ax, g.bx, o.width, "left"), (v.width, g.aw, g.bw, o.width, "width"),
            (v.y, g.ay, g.by, o.height, "top"), (v.height, g.ah, g.bh, o.height, "height"),
        ]
        for (variable, a, b, ownerSize, edge) in rows {
            let e = LinearExpression(variable) - LinearExpression(ownerSize) * b - a
            let (c, _) = addToSolver(e, .equal, .required, owner: .guide(id, "'\(name)-\(edge)' \(guide.layoutItemDescription) in \(owner.layoutItemDescription)"))
            if let c { v.implicit.append(c) }
        }
    }

    /// The owner's insets changed: the guide's constraints take the new constants.
    func refreshGuide(_ guide: UILayoutGuide) {
        guard let role = guide.systemRole, let owner = guide.owningView, let v = guide._layoutVariables,
              v.engine === self, v.implicit.count == 4 else { return }
        let g = LayoutEngine.guideGeometry(role, owner: owner)
        for (i, a) in [g.ax, g.aw, g.ay, g.ah].enumerated() {
            let c = v.implicit[i]
            if solver.expression(of: c)?.constant != -a, let n = setConstant(c, to: -a) { v.implicit[i] = n }
        }
    }
}
