import Foundation

extension UILabel: UIContentSizeCategoryAdjusting, ContentSizeCategoryFollowing {
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

    func followContentSizeCategory(of traits: UITraitCollection) {
        guard contentSizeCategoryAdjusts,
              let adjusted = font.adjusted(to: UIFont.contentSizeCategory(of: traits)),
              adjusted != font else { return }
        // The label's `font` observer redraws and lays out again.
        font = adjusted
    }
}
