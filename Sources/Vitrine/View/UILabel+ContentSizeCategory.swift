import Foundation

extension UILabel: UIContentSizeCategoryAdjusting, TextTraitsFollowing {
    /// Whether the label's font follows the content size category: a font from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` is made
    /// again at the size for the label's traits when they change (a `vitrinectl
    /// content-size-category` on the running kiosk, a trait override) and when the label moves
    /// into a window; turning it on applies the current category at once. Fixed fonts stay.
    /// Mirrors `UILabel.adjustsFontForContentSizeCategory` (default `false`).
    public var adjustsFontForContentSizeCategory: Bool {
        get { contentSizeCategoryAdjusts }
        set {
            contentSizeCategoryAdjusts = newValue
            if newValue { followContentSizeCategory(of: traitCollection) }
        }
    }

    func followTextTraits(of traits: UITraitCollection) {
        // Text shaped for another weight (before Bold Text changed, or outside this window)
        // is shaped again: the bolder face is wider.
        if (traits.legibilityWeight == .bold) != shapedBold, !shapedCache.isEmpty { textChanged() }
        followContentSizeCategory(of: traits)
    }

    private func followContentSizeCategory(of traits: UITraitCollection) {
        guard contentSizeCategoryAdjusts,
              let adjusted = font.adjusted(to: UIFont.contentSizeCategory(of: traits)),
              adjusted != font else { return }
        // The label's `font` observer redraws and lays out again.
        font = adjusted
    }
}
