import Foundation
import VitrineGraphics

/// Shows an image. Mirrors UIKit's `UIImageView` (`image`, `contentMode`).
@MainActor
open class UIImageView: UIView {
    /// The image shown. Mirrors `UIImageView.image`.
    open var image: UIImage? {
        didSet {
            guard oldValue !== image else { return }
            invalidateContent()
            if oldValue?.size != image?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// How the image is fitted into the bounds (`.scaleToFill` by default, as in UIKit).
    /// Mirrors `UIView.contentMode` for image views.
    open var contentMode: UIView.ContentMode = .scaleToFill {
        didSet { if oldValue != contentMode { invalidateContent() } }
    }

    /// How the image is resampled when scaled: Vitrine's form of Core Animation's
    /// `minificationFilter`/`magnificationFilter` (bilinear by default, as in Core Animation).
    open var imageFilter: ImageFilter = .bilinear {
        didSet { if oldValue != imageFilter { invalidateContent() } }
    }

    /// A view showing `image`, sized to it. Mirrors `UIImageView(image:)`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Mirrors `UIImageView.intrinsicContentSize`: the image's size.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    override var drawsByDefault: Bool { image != nil }

    /// The last template tinting, kept while the image and colour stay the same.
    private var tinted: (source: UIImage, color: Color, image: Image)?

    /// The pixels to draw: the image itself, or for a template image (`drawsAsTemplate`) its
    /// shape filled with the colour given by `withTintColor(_:)` or else the view's
    /// `tintColor`, as UIKit's image views do.
    func drawablePixels(of image: UIImage) -> Image {
        guard image.drawsAsTemplate || image.fixedTintColor != nil else { return image.image }
        let color = (image.fixedTintColor ?? tintColor ?? .systemBlue).color
        if let t = tinted, t.source === image, t.color == color { return t.image }
        let pixels = image.image.tinted(color)
        tinted = (image, color, pixels)
        return pixels
    }

    /// A template image follows the tint. Mirrors UIKit's image views redrawing on
    /// `tintColorDidChange()`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.drawsAsTemplate == true { invalidateContent() }
    }

    override func renderContent(in canvas: Canvas, dirtyRect: CGRect) {
        guard let image else { return }
        canvas.draw(image, pixels: drawablePixels(of: image), in: contentMode.rect(for: image.size, in: bounds), filter: imageFilter)
    }
}
