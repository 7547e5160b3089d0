import Foundation

extension NSLayoutConstraint {
    /// The part of an item a constraint relates. Mirrors `NSLayoutConstraint.Attribute`
    /// (UIKit's raw values).
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case notAnAttribute = 0
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins

        /// Mirrors `NSLayoutConstraint.Attribute.baseline` (the last baseline).
        public static var baseline: Attribute { .lastBaseline }

        public var description: String {
            switch self {
            case .notAnAttribute: return "notAnAttribute"
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            }
        }

        /// The axis the attribute measures along (`nil` for `notAnAttribute`).
        var axis: Axis? {
            switch self {
            case .notAnAttribute: return nil
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                 .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            default: return .vertical
            }
        }

        /// A size, not a position.
        var isDimension: Bool { self == .width || self == .height }

        /// Leading or trailing (follows the layout direction).
        var isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: return true
            default: return false
            }
        }

        /// Left or right (ignores the layout direction).
        var isAbsoluteHorizontal: Bool {
            switch self {
            case .left, .right, .leftMargin, .rightMargin: return true
            default: return false
            }
        }

        /// The attribute of the view's `layoutMarginsGuide` a margin attribute stands for.
        var marginGuideAttribute: Attribute? {
            switch self {
            case .leftMargin: return .left
            case .rightMargin: return .right
            case .topMargin: return .top
            case .bottomMargin: return .bottom
            case .leadingMargin: return .leading
            case .trailingMargin: return .trailing
            case .centerXWithinMargins: return .centerX
            case .centerYWithinMargins: return .centerY
            default: return nil
            }
        }
    }

    /// How the two sides of a constraint compare. Mirrors `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// Horizontal or vertical. Mirrors `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
