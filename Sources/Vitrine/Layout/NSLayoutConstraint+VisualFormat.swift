import Foundation
import VitrinePlatform

extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the views of a format
    /// across its axis, in which direction a horizontal format runs, and how a vertical one
    /// measures spaces. Mirrors `NSLayoutConstraint.FormatOptions` (UIKit's raw values).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align all views on their left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align all views on their right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align all views on their top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align all views on their bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align all views on their leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align all views on their trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align all views on their horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align all views on their vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align all views on their last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align all views on their first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal format runs from the leading to the trailing side (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spaces in a vertical format run between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spaces in a vertical format run from one view's last baseline to the next view's
        /// first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a visual format string describes, inactive (activate them, as in UIKit).
    ///
    /// `views` maps the names in brackets to views (or layout guides); `metrics` maps names
    /// to numbers (`CGFloat`, `Double`, `Int`, `NSNumber`, `UILayoutPriority`) usable as
    /// spaces, sizes and priorities. `-` alone is the standard space: 8 points between
    /// siblings; next to `|`, the superview's layout margin (the constraint is made to the
    /// superview's margin attribute, as UIKit does since iOS 8).
    ///
    /// A format UIKit would refuse (a syntax error, a name missing from `views` or `metrics`,
    /// `|` next to a view with no superview, options aligning along the format's own axis)
    /// is logged with the format and a caret under the position (UIKit raises an exception
    /// with that message) and no constraints are returned. Mirrors
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try VisualFormatBuilder.constraints(format, options: opts, metrics: metrics ?? [:], views: views)
        } catch {
            Log.ui.error("NSLayoutConstraint.constraints(withVisualFormat:) made no constraints (UIKit raises an exception here): \(error)")
            return []
        }
    }
}

/// Turns a parsed visual format into constraints between the named items.
@MainActor
enum VisualFormatBuilder {
    static func constraints(_ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
                            views: [String: Any]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var items: [String: LayoutItem] = [:]
        for (name, value) in views {
            guard let item = value as? LayoutItem else {
                throw VisualFormatError(reason: "The value for '\(name)' in the views dictionary (\(type(of: value))) is not a view or a layout guide.",
                                        format: format, position: 0)
            }
            items[name] = item
        }
        var numbers: [String: CGFloat] = [:]
        for (name, value) in metrics {
            if let n = number(value) { numbers[name] = n } else {
                Log.ui.error("NSLayoutConstraint: metric '\(name)' (\(type(of: value))) is not a number; ignored")
            }
        }
        let vf = try VisualFormatParser.parse(format, metrics: numbers, viewNames: Set(items.keys))
        let end = format.count
        func fail(_ reason: String) -> VisualFormatError { VisualFormatError(reason: reason, format: format, position: end) }

        let horizontal = vf.orientation == .horizontal
        // The alignment options must be across the format's axis.
        let alignments = alignmentAttributes(options)
        for a in alignments where (a.axis == .horizontal) == horizontal {
            throw fail(horizontal
                ? "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also horizontal."
                : "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also vertical.")
        }
        let direction = options.intersection(.directionMask)
        let reversed = horizontal && direction == .directionRightToLeft
        // The edge a view starts at and ends at along the format, and the superview's
        // margin attributes standing for them.
        let lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute
        let leadMargin: NSLayoutConstraint.Attribute, trailMargin: NSLayoutConstraint.Attribute
        if !horizontal {
            (lead, trail, leadMargin, trailMargin) = (.top, .bottom, .topMargin, .bottomMargin)
        } else if direction == .directionLeftToRight {
            (lead, trail, leadMargin, trailMargin) = (.left, .right, .leftMargin, .rightMargin)
        } else if reversed {
            (lead, trail, leadMargin, trailMargin) = (.right, .left, .rightMargin, .leftMargin)
        } else {
            (lead, trail, leadMargin, trailMargin) = (.leading, .trailing, .leadingMargin, .trailingMargin)
        }
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let baselines = !horizontal && options.contains(.spacingBaselineToBaseline)

        var out: [NSLayoutConstraint] = []
        let viewItems = vf.views.compactMap { items[$0.name] }

        /// The space from edge `x` to edge `y` further along the format, as one constraint
        /// per predicate: `y relation x + space` (reversed for a right-to-left format).
        func space(_ connection: VisualFormat.Connection, from x: (LayoutItem, NSLayoutConstraint.Attribute),
                   to y: (LayoutItem, NSLayoutConstraint.Attribute), standard: CGFloat) {
            let predicates: [VisualFormat.Predicate]
            switch connection {
            case .flush: predicates = [VisualFormat.Predicate(object: .constant(0))]
            case .standard: predicates = [VisualFormat.Predicate(object: .constant(standard))]
            case .predicates(let p): predicates = p
            }
            for p in predicates {
                guard case .constant(let c) = p.object else { continue }
                let (first, second) = reversed ? (x, y) : (y, x)
                let constraint = NSLayoutConstraint(first: first.0, first.1, p.relation, second: second.0, second.1,
                                                    multiplier: 1, constant: c)
                if let pr = p.priority { constraint.priority = UILayoutPriority(pr) }
                out.append(constraint)
            }
        }

        // The leading superview edge.
        if let connection = vf.leadingSuperview, let firstItem = viewItems.first {
            guard let superview = firstItem.layoutParent else {
                throw VisualFormatError(reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                                        format: format, position: 0)
            }
            // `|-[view]`: the superview's margin; `|[view]` and `|-n-[view]`: its edge.
            let edge = connection == .standard ? leadMargin : lead
            space(connection == .standard ? .flush : connection, from: (superview, edge), to: (firstItem, lead), standard: 0)
        }
        // The views' own predicates and the spaces between them.
        for (k, view) in vf.views.enumerated() {
            guard let item = items[view.name] else { continue }
            for p in view.predicates {
                let c: NSLayoutConstraint
                switch p.object {
                case .constant(let value):
                    c = NSLayoutConstraint(first: item, size, p.relation, second: nil, .notAnAttribute, multiplier: 1, constant: value)
                case .view(let other):
                    guard let o = items[other] else { continue }
                    c = NSLayoutConstraint(first: item, size, p.relation, second: o, size, multiplier: 1, constant: 0)
                }
                if let pr = p.priority { c.priority = UILayoutPriority(pr) }
                out.append(c)
            }
            guard k > 0, let previous = items[vf.views[k - 1].name] else { continue }
            let connection = vf.connections[k - 1]
            if baselines, let pv = previous as? UIView, let nv = item as? UIView {
                // Baseline to baseline: the standard space is the anchors' system spacing
                // between the two baselines.
                let standard = nv.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: pv.lastBaselineAnchor, multiplier: 1).constant
                space(connection, from: (previous, .lastBaseline), to: (item, .firstBaseline), standard: standard)
            } else {
                space(connection, from: (previous, trail), to: (item, lead), standard: LayoutEngine.systemSpacing)
            }
            for a in alignments {
                out.append(NSLayoutConstraint(first: previous, a, .equal, second: item, a, multiplier: 1, constant: 0))
            }
        }
        // The trailing superview edge.
        if let connection = vf.trailingSuperview, let lastItem = viewItems.last {
            guard let superview = lastItem.layoutParent else {
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            let edge = connection == .standard ? trailMargin : trail
            space(connection == .standard ? .flush : connection, from: (lastItem, trail), to: (superview, edge), standard: 0)
        }
        return out
    }

    /// The attributes the alignment bits of `options` name.
    static func alignmentAttributes(_ options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint.Attribute] {
        let all: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        return all.filter { options.contains($0.0) }.map(\.1)
    }

    /// A metric's value as a number.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v.isFinite ? v : nil
        case let v as Double: return v.isFinite ? CGFloat(v) : nil
        case let v as Float: return v.isFinite ? CGFloat(v) : nil
        case let v as Int: return CGFloat(v)
        case let v as UILayoutPriority: return CGFloat(v.rawValue)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}
