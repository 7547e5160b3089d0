import Foundation
import VitrinePlatform
import VitrineLayout

/// A relation between two layout attributes: `firstItem.firstAttribute relation
/// secondItem.secondAttribute × multiplier + constant`, solved by the layout engine of the
/// items' window (or of their top-most view outside a window). Mirrors UIKit's
/// `NSLayoutConstraint`.
///
/// Items are views and layout guides, held weakly as in UIKit. Changing `constant` on an
/// active constraint is cheap (the engine shifts it in place, no rebuild), which is how
/// constraint-driven animations and rotations run every frame.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The items as layout items (a constraint whose items are not views or guides is
    /// invalid and never installed).
    weak var _firstItem: LayoutItem?
    weak var _secondItem: LayoutItem?
    /// A side made from `anchorWithOffset(to:)` (a distance, not one item's attribute): the
    /// other end, whose position minus the side's item's attribute is the side's value.
    let _firstOffsetEnd: LayoutOffsetEnd?
    let _secondOffsetEnd: LayoutOffsetEnd?
    /// The first item. Mirrors `NSLayoutConstraint.firstItem`.
    public var firstItem: AnyObject? { _firstItem }
    /// The second item (`nil` for a constant size). Mirrors `NSLayoutConstraint.secondItem`.
    public var secondItem: AnyObject? { _secondItem }
    /// Mirrors `NSLayoutConstraint.firstAttribute`.
    public let firstAttribute: Attribute
    /// Mirrors `NSLayoutConstraint.secondAttribute`.
    public let secondAttribute: Attribute
    /// Mirrors `NSLayoutConstraint.relation`.
    public let relation: Relation
    /// Mirrors `NSLayoutConstraint.multiplier`.
    public let multiplier: CGFloat

    /// The constant added to the second side. Changing it on an active constraint re-solves
    /// incrementally. Mirrors `NSLayoutConstraint.constant`.
    public var constant: CGFloat {
        didSet {
            if !constant.isFinite {
                Log.ui.error("NSLayoutConstraint: constant \(constant) is not finite; keeping \(oldValue) for \(self)")
                constant = oldValue
                return
            }
            if constant != oldValue { _engine?.constantDidChange(self, from: oldValue) }
        }
    }

    /// How strongly the constraint is wanted. A priority cannot change between required and
    /// optional while the constraint is active (UIKit raises an exception; Vitrine logs the
    /// error and keeps the old priority). Mirrors `NSLayoutConstraint.priority`.
    public var priority: UILayoutPriority = .required {
        didSet {
            let p = UILayoutPriority(min(1000, max(1, priority.rawValue.isFinite ? priority.rawValue : 1000)))
            if p != priority { priority = p; return }
            guard priority != oldValue, let engine = _engine else { return }
            if priority.isRequired != oldValue.isRequired {
                Log.ui.error("""
                    NSLayoutConstraint: mutating a priority from required to not on an installed constraint \
                    (or vice-versa) is not supported; keeping \(oldValue) for \(self)
                    """)
                priority = oldValue
                return
            }
            engine.priorityDidChange(self)
        }
    }

    /// A name shown in logs and descriptions. Mirrors `NSLayoutConstraint.identifier`.
    public var identifier: String?

    /// Accepted for source compatibility; Vitrine does not archive constraints. Mirrors
    /// `NSLayoutConstraint.shouldBeArchived`.
    public var shouldBeArchived = false

    // MARK: Engine state

    /// Whether the constraint is active (wanted by the app). Kept separately from whether it
    /// is installed in an engine right now.
    var _isActive = false
    /// The view it is installed on (the nearest common ancestor of its items).
    weak var _container: UIView?
    /// The engine holding it and its handle there.
    weak var _engine: LayoutEngine?
    var _solverConstraint: VitrineLayout.Constraint?
    /// Items the engine made variables for on this constraint's behalf (released when it
    /// leaves the engine).
    var _retainedItems: [ObjectIdentifier] = []
    /// The engine could not satisfy it as required and holds it as strongly as an optional
    /// constraint can be ("breaking" it, in UIKit's words).
    var _isBroken = false
    /// Why the constraint can never be installed (invalid attributes), logged once.
    let invalidReason: String?

    /// Creates a constraint. Items must be views or layout guides; an invalid combination
    /// (a position equal to a constant, mixed axes, leading with left) is logged and the
    /// constraint never takes effect (UIKit raises an exception). Mirrors
    /// `NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    /// The initialiser anchors use (their items are objects already: no bridging).
    init(first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant c: CGFloat, firstEnd: LayoutOffsetEnd? = nil, secondEnd: LayoutOffsetEnd? = nil) {
        _firstItem = first as? LayoutItem
        _secondItem = second as? LayoutItem
        _firstOffsetEnd = firstEnd
        _secondOffsetEnd = second == nil ? nil : secondEnd
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
        let secondEnd = second == nil ? nil : secondEnd
        invalidReason = NSLayoutConstraint.validate(first: first, attr1, second: second, attr2, multiplier: multiplier,
                                                    firstIsDistance: firstEnd != nil, secondIsDistance: secondEnd != nil)
            ?? NSLayoutConstraint.validate(offset: attr1, firstEnd) ?? NSLayoutConstraint.validate(offset: attr2, secondEnd)
    }

    private static func validate(first: AnyObject, _ a1: Attribute, second: AnyObject?, _ a2: Attribute,
                                 multiplier: CGFloat, firstIsDistance: Bool = false, secondIsDistance: Bool = false) -> String? {
        guard first is LayoutItem else { return "the first item \(type(of: first)) is not a view or a layout guide" }
        if let second, !(second is LayoutItem) { return "the second item \(type(of: second)) is not a view or a layout guide" }
        if a1 == .notAnAttribute { return "the first attribute cannot be notAnAttribute" }
        // A distance between two anchors (`anchorWithOffset(to:)`) is a size.
        let d1 = a1.isDimension || firstIsDistance, d2 = a2.isDimension || secondIsDistance
        if second == nil || a2 == .notAnAttribute {
            if !d1 {
                return "a constraint cannot make a location (\(a1)) equal to a constant"
            }
            return nil
        }
        if d1 != d2 {
            return "a constraint cannot relate a size (\(d1 ? a1 : a2)) to a location (\(d1 ? a2 : a1))"
        }
        // Sizes relate across axes (an aspect ratio: width == 2 × height); locations do not.
        if !d1, a1.axis != a2.axis { return "a constraint cannot relate \(a1) to \(a2): they are on different axes" }
        if !d1, (a1.isDirectional && a2.isAbsoluteHorizontal) || (a1.isAbsoluteHorizontal && a2.isDirectional) {
            return "a constraint cannot relate a leading/trailing attribute (\(a1.isDirectional ? a1 : a2)) to a left/right one"
        }
        if multiplier == 0, !d1 {
            return "a multiplier of 0 makes a location (\(a1)) equal to a constant"
        }
        return nil
    }

    // MARK: Anchors

    /// The first item's anchor of `firstAttribute`. Mirrors `NSLayoutConstraint.firstAnchor`.
    public var firstAnchor: NSLayoutAnchor<AnyObject>? {
        guard let item = _firstItem else { return nil }
        return NSLayoutAnchor<AnyObject>(item: item, attribute: firstAttribute, offsetEnd: _firstOffsetEnd)
    }

    /// The second item's anchor of `secondAttribute`. Mirrors `NSLayoutConstraint.secondAnchor`.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let item = _secondItem else { return nil }
        return NSLayoutAnchor<AnyObject>(item: item, attribute: secondAttribute, offsetEnd: _secondOffsetEnd)
    }

    // MARK: Description

    /// UIKit's form: `<NSLayoutConstraint:0x… 'identifier' UILabel:0x….leading == UIView:0x….leadingMargin + 8 (active)>`.
    nonisolated open override var description: String {
        Thread.isMainThread ? MainActor.assumeIsolated { mainActorDescription } : super.description
    }

    private var mainActorDescription: String {
        var s = "<\(String(describing: type(of: self))):\(LayoutEngine.address(self))"
        if let identifier { s += " '\(identifier)'" }
        s += " " + equationDescription
        if !_isActive { s += "   (inactive)" } else { s += "   (active" + (_isBroken ? ", broken)" : ")") }
        return s + ">"
    }

    /// `A.attr == B.attr * m + c @priority`.
    var equationDescription: String {
        func name(_ o: LayoutItem?) -> String { o?.layoutItemDescription ?? "nil" }
        func side(_ o: LayoutItem?, _ a: Attribute, _ end: LayoutOffsetEnd?) -> String {
            guard let end else { return "\(name(o)).\(a)" }
            return "(\(name(end.item)).\(end.attribute) - \(name(o)).\(a))"
        }
        var s = "\(side(_firstItem, firstAttribute, _firstOffsetEnd)) \(relation) "
        if _secondItem != nil {
            s += side(_secondItem, secondAttribute, _secondOffsetEnd)
            if multiplier != 1 { s += " * \(LayoutEngine.format(multiplier))" }
            if constant != 0 { s += constant > 0 ? " + \(LayoutEngine.format(constant))" : " - \(LayoutEngine.format(-constant))" }
        } else {
            s += LayoutEngine.format(constant)
        }
        if !priority.isRequired { s += " @\(priority)" }
        return s
    }
}
