import Foundation

/// A view whose font follows the content size category by itself. Mirrors UIKit's
/// `UIContentSizeCategoryAdjusting` (adopted by `UILabel`).
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view's font is made again when the content size category changes: a font
    /// from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` takes
    /// the size for the new category; a fixed font (`systemFont(ofSize:)`) stays as it is.
    /// Mirrors `adjustsFontForContentSizeCategory` (default `false`).
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// A view whose text follows its traits' content size category (its font made again) and
/// legibility weight (its text shaped again in the bolder face): told when either changes
/// and when it moves into a window.
@MainActor
protocol TextTraitsFollowing: AnyObject {
    func followTextTraits(of traits: UITraitCollection)
}
