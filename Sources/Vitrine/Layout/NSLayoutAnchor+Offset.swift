import Foundation

/// The far end of a distance made by `anchorWithOffset(to:)`: an item's position attribute.
@MainActor
struct LayoutOffsetEnd {
    weak var item: LayoutItem?
    let attribute: NSLayoutConstraint.Attribute
}

extension NSLayoutXAxisAnchor {
    /// The distance from this anchor to `otherAnchor` (the other's position minus this
    /// one's; positive when `otherAnchor` is further along: to the trailing side for leading
    /// and trailing anchors, to the right for left, right and centre X), as a dimension to
    /// constrain like a width: `a.anchorWithOffset(to: b).constraint(equalTo:
    /// c.anchorWithOffset(to: d))` makes two gaps equal.
    ///
    /// Constraints made from it keep this anchor's item and attribute as their `firstItem`
    /// and `firstAttribute` (or second), and return the distance from `firstAnchor`. Mirrors
    /// `NSLayoutXAxisAnchor.anchorWithOffset(to:)` (iOS 10).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: _item, attribute: attribute,
                          offsetEnd: LayoutOffsetEnd(item: otherAnchor._item, attribute: otherAnchor.attribute))
    }
}

extension NSLayoutYAxisAnchor {
    /// The distance from this anchor down to `otherAnchor` (the other's y minus this one's),
    /// as a dimension to constrain like a height. Mirrors
    /// `NSLayoutYAxisAnchor.anchorWithOffset(to:)` (iOS 10).
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: _item, attribute: attribute,
                          offsetEnd: LayoutOffsetEnd(item: otherAnchor._item, attribute: otherAnchor.attribute))
    }
}

extension NSLayoutConstraint {
    /// Why a distance between `attribute` and `end` cannot be used (`nil`: it can).
    static func validate(offset attribute: Attribute, _ end: LayoutOffsetEnd?) -> String? {
        guard let end else { return nil }
        guard end.item != nil else { return "the far anchor of a distance (anchorWithOffset(to:)) has no view or layout guide" }
        if attribute.isDimension || end.attribute.isDimension || end.attribute == .notAnAttribute {
            return "a distance (anchorWithOffset(to:)) is between two positions, not \(attribute) and \(end.attribute)"
        }
        if attribute.axis != end.attribute.axis {
            return "a distance (anchorWithOffset(to:)) cannot run from \(attribute) to \(end.attribute): they are on different axes"
        }
        if (attribute.isDirectional && end.attribute.isAbsoluteHorizontal) || (attribute.isAbsoluteHorizontal && end.attribute.isDirectional) {
            return "a distance (anchorWithOffset(to:)) cannot run between a leading/trailing attribute and a left/right one"
        }
        return nil
    }

    /// The constraint's items with the attributes they take part with, the far ends of
    /// distances included.
    var _itemAttributes: [(LayoutItem?, Attribute)] {
        var out: [(LayoutItem?, Attribute)] = [(_firstItem, firstAttribute)]
        if let e = _firstOffsetEnd { out.append((e.item, e.attribute)) }
        if _secondItem != nil { out.append((_secondItem, secondAttribute)) }
        if let e = _secondOffsetEnd { out.append((e.item, e.attribute)) }
        return out
    }

    /// The constraint's items, the far ends of distances included.
    var _allItems: [LayoutItem] { _itemAttributes.compactMap(\.0) }

    /// Whether a leading or trailing attribute takes part (the constraint follows the layout
    /// direction). Checked on every install: no allocation.
    var _isDirectional: Bool {
        firstAttribute.isDirectional || secondAttribute.isDirectional
            || (_firstOffsetEnd?.attribute.isDirectional ?? false) || (_secondOffsetEnd?.attribute.isDirectional ?? false)
    }

    /// Whether a baseline takes part (the constraint depends on text). No allocation.
    var _usesBaseline: Bool {
        func b(_ a: Attribute?) -> Bool { a == .firstBaseline || a == .lastBaseline }
        return b(firstAttribute) || b(secondAttribute) || b(_firstOffsetEnd?.attribute) || b(_secondOffsetEnd?.attribute)
    }
}
