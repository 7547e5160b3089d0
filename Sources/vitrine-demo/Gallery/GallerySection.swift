import Vitrine

/// One tile of `--scene gallery`: a title and a view showing one capability (a control in
/// its states, alerts, layers, drawing, images, symbols). Each tile is a file of its own in
/// this folder, listed in `GallerySections.all`.
@MainActor
protocol GallerySection {
    /// The tile's caption.
    var title: String { get }
    /// The content's height at `width` points.
    func height(forWidth width: CGFloat) -> CGFloat
    /// Makes the tile's content (laid out by the tile at its full width and `height`).
    func makeView() -> UIView
    /// A child view controller to show instead of `makeView()`'s view (a container), added
    /// with the containment calls; `nil` for a plain view.
    func makeViewController() -> UIViewController?
}

extension GallerySection {
    func makeViewController() -> UIViewController? { nil }
}

/// The tiles' sizes at the app's text size: points at the Large size scaled as body text
/// scales (`UIFontMetrics`), so rows grow with their text up to the accessibility sizes.
@MainActor
enum GalleryMetrics {
    /// `value` at the app's text size (exactly `value` at Large).
    static func scaled(_ value: CGFloat) -> CGFloat { UIFontMetrics.default.scaledValue(for: value).rounded() }

    /// Whether the app's text size is one of the accessibility sizes (tiles stack what sits
    /// side by side).
    static var isAccessibilitySize: Bool { UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory }

    /// The height `text` takes in `font` at `width` (wrapped).
    static func height(of text: String, font: UIFont, width: CGFloat) -> CGFloat {
        let probe = UILabel()
        probe.font = font
        probe.numberOfLines = 0
        probe.text = text
        return probe.sizeThatFits(CGSize(width: max(1, width), height: 0)).height.rounded(.up)
    }
}

extension UIView {
    /// Right to left, reflects the subviews' frames (laid out left to right by the tile's
    /// `layoutSubviews()`) across the view's middle, so the tile reads from the right as
    /// UIKit code laid out with frames must do itself; left to right it does nothing.
    func mirrorSubviewFramesForRightToLeft() {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
        for v in subviews { v.frame.origin.x = bounds.width - v.frame.maxX }
    }
}
