import Foundation
import VitrineGraphics

extension UIImage {
    /// A copy drawn in `renderingMode` (the pixels are shared). Mirrors
    /// `UIImage.withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// A copy that draws in `color`, keeping this image's rendering mode. Mirrors
    /// `UIImage.withTintColor(_:)`: "For bitmap images, this method draws the background tint
    /// color followed by the image contents using the destinationIn mode" (the image's shape
    /// filled with the colour), wherever it is drawn (`draw(in:)`, an image view); "the new
    /// image uses the same rendering mode as the original image".
    public func withTintColor(_ color: UIColor) -> UIImage {
        copy(fixedTintColor: .some(color))
    }

    /// A copy that draws in `color` with `renderingMode`. Mirrors
    /// `UIImage.withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, fixedTintColor: .some(color))
    }
}
