import Foundation

extension UIScrollView {
    /// How fast a flung scroll view slows down: the fraction of its velocity kept per
    /// millisecond. Mirrors `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's quick stop (paging, pickers), 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adds to `contentInset`. Mirrors
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `.scrollableAxes`, except that a scroll view of a controller inside a navigation
        /// controller is inset at the top and bottom whatever it scrolls.
        case automatic
        /// Insets only along the axes that scroll (content wider or taller than the view, or
        /// `alwaysBounce…`).
        case scrollableAxes
        /// Never.
        case never
        /// Always, on every edge.
        case always
    }

    /// When dragging dismisses the keyboard. Mirrors `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The colour of the scroll indicators. Mirrors `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }
}
