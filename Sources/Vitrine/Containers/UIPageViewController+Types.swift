import Foundation

extension UIPageViewController {
    /// How pages move from one to the next. Mirrors `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over like a book's. Vitrine has no curl: a page view controller asked
        /// for it scrolls instead (with a log line when it is made). Mirrors `.pageCurl`.
        case pageCurl
        /// Pages scroll side by side (or one above the other). Mirrors `.scroll`.
        case scroll
    }

    /// The axis pages follow one another along. Mirrors
    /// `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right (mirrored in a right-to-left layout). Mirrors `.horizontal`.
        case horizontal
        /// Up and down. Mirrors `.vertical`.
        case vertical
    }

    /// Which way a programmatic page change goes. Mirrors
    /// `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// To the page after: it comes in from the trailing edge (the right in a left-to-right
        /// layout, the left in a right-to-left one; the bottom when vertical). Mirrors `.forward`.
        case forward
        /// To the page before: it comes in from the leading edge (the top when vertical).
        /// Mirrors `.reverse`.
        case reverse
    }

    /// Where a book's spine is (page-curl style only; a scrolling page view controller has
    /// none). Mirrors `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style's value. Mirrors `.none`.
        case none
        /// Spine at the left or top edge. Mirrors `.min`.
        case min
        /// Spine in the middle (two pages at a time). Mirrors `.mid`.
        case mid
        /// Spine at the right or bottom edge. Mirrors `.max`.
        case max
    }

    /// Keys of the options passed to `init(transitionStyle:navigationOrientation:options:)`.
    /// Mirrors `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Space between pages, in points, a `CGFloat` (or any number); 0 by default, and
        /// only used by the scroll style. Mirrors `OptionsKey.interPageSpacing`.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// The spine's location, a `SpineLocation` (or its raw value); page-curl style only,
        /// so accepted and ignored by the scroll style, as in UIKit. Mirrors
        /// `OptionsKey.spineLocation`.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }
}
