import Foundation

/// The stack's own constraints: described each time as a list of specs (by the distribution,
/// alignment and hiding rules), then matched against the constraints the stack already holds
/// so that a change touches only what differs: a new spacing or a shown view is a constant
/// changed in place, not a rebuild.
extension UIStackView {
    /// Makes the stack's constraints agree with its arranged subviews and properties.
    func rebuildArrangement() {
        needsArrangement = false
        let views = arrangedSubviews.filter { $0.superview === self }
        var specs: [StackConstraintSpec] = []
        if !views.isEmpty {
            let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
            let a = StackAxisAttributes(axis)
            appendHidingConstraints(views, a, into: &specs)
            appendDistributionConstraints(views, canvas: canvas, a, into: &specs)
            appendAlignmentConstraints(views, canvas: canvas, a, into: &specs)
            appendFittingConstraints(a, into: &specs)
        }
        proportionsUsed = distribution == .fillProportionally ? currentProportions() : []
        apply(specs)
    }

    /// Deactivates the held constraints no spec wants, changes the constants and priorities
    /// of those that stay, then activates the new ones.
    func apply(_ specs: [StackConstraintSpec]) {
        var old = managedConstraints
        var kept: [StackConstraintKey: [NSLayoutConstraint]] = [:]
        var updates: [(NSLayoutConstraint, StackConstraintSpec)] = []
        var added: [NSLayoutConstraint] = []
        for s in specs {
            let key = s.key
            if var list = old[key], !list.isEmpty {
                let c = list.removeFirst()
                old[key] = list
                updates.append((c, s))
                kept[key, default: []].append(c)
            } else {
                let c = NSLayoutConstraint(item: s.first, attribute: s.firstAttribute, relatedBy: s.relation,
                                           toItem: s.second, attribute: s.secondAttribute,
                                           multiplier: s.multiplier, constant: s.constant)
                c.priority = s.priority
                c.identifier = s.identifier
                added.append(c)
                kept[key, default: []].append(c)
            }
        }
        for list in old.values { NSLayoutConstraint.deactivate(list) }
        for (c, s) in updates {
            if c.constant != s.constant { c.constant = s.constant }
            if c.priority != s.priority { c.priority = s.priority }
            if !c.isActive { added.append(c) }
        }
        NSLayoutConstraint.activate(added)
        managedConstraints = kept
    }

    /// The constraints the stack holds now (for tests and logs).
    var arrangementConstraints: [NSLayoutConstraint] { managedConstraints.values.flatMap { $0 } }

    /// `UISV-canvas-fit`: the stack's size is pulled toward nothing just below
    /// `fittingSizeLevel`, so a stack that nothing else sizes hugs its arranged views (with
    /// `equalSpacing` the spaces shrink to `spacing`; across the axis the stack is as wide as
    /// its widest view), while `systemLayoutSizeFitting(_:)`'s target still wins.
    func appendFittingConstraints(_ a: StackAxisAttributes, into specs: inout [StackConstraintSpec]) {
        specs.append(StackConstraintSpec("UISV-canvas-fit", self, a.size, .equal, nil, .notAnAttribute,
                                         priority: UIStackView.canvasFitPriority))
        specs.append(StackConstraintSpec("UISV-canvas-fit", self, a.crossSize, .equal, nil, .notAnAttribute,
                                         priority: UIStackView.canvasFitPriority))
    }

    static let canvasFitPriority = UILayoutPriority(49)
    /// `UISV-ambiguity-suppression`: a view with no intrinsic size across the axis and an
    /// alignment that does not size it is pulled toward nothing this weakly.
    static let ambiguitySuppressionPriority = UILayoutPriority(25)
}

/// One constraint the stack wants.
struct StackConstraintSpec {
    let identifier: String
    let first: LayoutItem
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: LayoutItem?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: UILayoutPriority

    init(_ identifier: String, _ first: LayoutItem, _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
         _ second: LayoutItem?, _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
         priority: UILayoutPriority = .required) {
        self.identifier = identifier
        self.first = first
        self.firstAttribute = a1
        self.relation = relation
        self.second = second
        self.secondAttribute = a2
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// What the constraint relates (everything but its constant and optional priority).
    @MainActor var key: StackConstraintKey {
        StackConstraintKey(identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute,
                           relation: relation, second: second.map { ObjectIdentifier($0) }, secondAttribute: secondAttribute,
                           multiplier: multiplier, isRequired: priority.isRequired)
    }
}

/// A held constraint is reused for a spec with the same key.
struct StackConstraintKey: Hashable {
    let identifier: String
    let first: ObjectIdentifier
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: ObjectIdentifier?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let isRequired: Bool
}

/// The attributes along and across a stack's axis.
struct StackAxisAttributes {
    let leading, trailing, center, size: NSLayoutConstraint.Attribute
    let crossLeading, crossTrailing, crossCenter, crossSize: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        switch axis {
        case .horizontal:
            (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
            (crossLeading, crossTrailing, crossCenter, crossSize) = (.top, .bottom, .centerY, .height)
        case .vertical:
            (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
            (crossLeading, crossTrailing, crossCenter, crossSize) = (.leading, .trailing, .centerX, .width)
        }
    }
}
