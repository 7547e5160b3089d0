import Foundation
import VitrineGraphics

extension UIImageView {
    /// The size `image` is shown at: a symbol's under `preferredSymbolConfiguration`, else
    /// the image's own.
    func shownSize(of image: UIImage) -> CGSize {
        image.isSymbolImage ? image.size(under: preferredSymbolConfiguration) : image.size
    }

    /// The pixels `image` is drawn from: a symbol rendered at this view's display scale
    /// (its trait collection's, else the first screen's) with `preferredSymbolConfiguration`
    /// under its own, so that it is crisp at any scale; other images as they are.
    func shownPixels(of image: UIImage) -> Image {
        guard image.isSymbolImage else { return image.image }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIImage.defaultSymbolScale
        return image.pixels(atScale: scale, configuration: preferredSymbolConfiguration)
    }
}
