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
