import Foundation

/// One attribute of a view or layout guide, for making constraints that the compiler checks:
/// an x-axis anchor relates only to x-axis anchors, a dimension only to dimensions. Mirrors
/// UIKit's `NSLayoutAnchor`.
///
/// Constraints made here are inactive until activated (`isActive = true` or
/// `NSLayoutConstraint.activate(_:)`), as in UIKit.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var _item: LayoutItem?
    let attribute: NSLayoutConstraint.Attribute
    /// For a distance made by `anchorWithOffset(to:)`: the far anchor (the value is its
    /// position minus this item's `attribute`).
    let offsetEnd: LayoutOffsetEnd?

    init(item: LayoutItem?, attribute: NSLayoutConstraint.Attribute, offsetEnd: LayoutOffsetEnd? = nil) {
        _item = item
        self.attribute = attribute
        self.offsetEnd = offsetEnd
    }

    /// The view or layout guide the anchor belongs to. Mirrors `NSLayoutAnchor.item`.
    public var item: AnyObject? { _item }

    /// Mirrors `NSLayoutAnchor.constraint(equalTo:)`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// Mirrors `NSLayoutAnchor.constraint(equalTo:constant:)`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// Mirrors `NSLayoutAnchor.constraint(greaterThanOrEqualTo:)`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// Mirrors `NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:)`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// Mirrors `NSLayoutAnchor.constraint(lessThanOrEqualTo:)`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// Mirrors `NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:)`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
              multiplier: CGFloat = 1, constant c: CGFloat) -> NSLayoutConstraint {
        let first: AnyObject = _item.map { $0 as AnyObject } ?? DetachedLayoutItem.shared
        var second: AnyObject?
        if let other { second = other._item.map { $0 as AnyObject } ?? DetachedLayoutItem.shared }
        return NSLayoutConstraint(first: first, attribute, relation, second: second, other?.attribute ?? .notAnAttribute,
                                  multiplier: multiplier, constant: c, firstEnd: offsetEnd, secondEnd: other?.offsetEnd)
    }

    /// `UIView:0x….leading`.
    nonisolated open override var description: String {
        Thread.isMainThread ? MainActor.assumeIsolated { mainActorDescription } : super.description
    }

    private var mainActorDescription: String {
        let own = "\(_item?.layoutItemDescription ?? "nil").\(attribute)"
        guard let offsetEnd else { return own }
        return "(\(offsetEnd.item?.layoutItemDescription ?? "nil").\(offsetEnd.attribute) - \(own))"
    }
}

/// Stands in for an anchor's item that no longer exists (the constraint is then invalid and
/// logged when activated).
final class DetachedLayoutItem: Sendable {
    static let shared = DetachedLayoutItem()
}

/// A horizontal position: left, right, leading, trailing or centre X. Mirrors
/// `NSLayoutXAxisAnchor`.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The space between this anchor and one before it: `self == anchor + systemSpacing ×
    /// multiplier` (the system spacing between two views is 8 points). Mirrors
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// Mirrors `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// Mirrors `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }
}

/// A vertical position: top, bottom, centre Y or a baseline. Mirrors `NSLayoutYAxisAnchor`.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The space between this anchor and one above it (8 points; between two baselines, the
    /// larger of the two fonts' line heights). Mirrors
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing(below: anchor) * multiplier)
    }

    /// Mirrors `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing(below: anchor) * multiplier)
    }

    /// Mirrors `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing(below: anchor) * multiplier)
    }

    private func systemSpacing(below anchor: NSLayoutYAxisAnchor) -> CGFloat {
        let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
        guard baselines.contains(attribute), baselines.contains(anchor.attribute),
              let a = (_item as? UILabel)?.font, let b = (anchor._item as? UILabel)?.font else {
            return LayoutEngine.systemSpacing
        }
        return max(a.lineHeight, b.lineHeight)
    }
}

/// A width or height. Mirrors `NSLayoutDimension`.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`. Mirrors `NSLayoutDimension.constraint(equalToConstant:)`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// Mirrors `NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    /// Mirrors `NSLayoutDimension.constraint(lessThanOrEqualToConstant:)`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }

    /// `self == anchor × m`. Mirrors `NSLayoutDimension.constraint(equalTo:multiplier:)`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self == anchor × m + c`. Mirrors `NSLayoutDimension.constraint(equalTo:multiplier:constant:)`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// Mirrors `NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:)`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// Mirrors `NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:)`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// Mirrors `NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:)`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// Mirrors `NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:)`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
