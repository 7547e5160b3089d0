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
    open override var contentMode: UIView.ContentMode {
        didSet { if oldValue != contentMode { invalidateContent() } }
    }

    /// The symbol configuration a symbol image is shown with, under the image's own
    /// (values the image's configuration specifies win). Mirrors
    /// `UIImageView.preferredSymbolConfiguration`.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard oldValue != preferredSymbolConfiguration, image?.isSymbolImage == true else { return }
            invalidateContent()
            invalidateIntrinsicContentSize()
        }
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

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `UIImageView.intrinsicContentSize`: the image's size.
    open override var intrinsicContentSize: CGSize {
        image.map(shownSize) ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image.map(shownSize) ?? .zero }

    override var drawsByDefault: Bool { image != nil }

    /// The last template tinting, kept while the image and colour stay the same.
    private var tinted: (source: Image, color: Color, image: Image)?

    /// The pixels to draw: the image itself, or for a template image (`drawsAsTemplate`) its
    /// shape filled with the colour given by `withTintColor(_:)` or else the view's
    /// `tintColor`, as UIKit's image views do.
    func drawablePixels(of image: UIImage) -> Image {
        // A symbol is drawn at this view's display scale (SymbolImageView.swift).
        let source = shownPixels(of: image)
        guard image.drawsAsTemplate || image.fixedTintColor != nil else { return source }
        let color = (image.fixedTintColor ?? tintColor ?? .systemBlue).color
        if let t = tinted, t.source === source, t.color == color { return t.image }
        let pixels = source.tinted(color)
        tinted = (source, color, pixels)
        return pixels
    }

    /// A template image follows the tint. Mirrors UIKit's image views redrawing on
    /// `tintColorDidChange()`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.drawsAsTemplate == true { invalidateContent() }
    }

    /// An image that flips in right-to-left layouts is drawn again the other way round.
    override func contentLayoutDirectionDidChange() {
        super.contentLayoutDirectionDidChange()
        if image?.flipsForRightToLeftLayoutDirection == true { invalidateContent() }
    }

    override func renderContent(in canvas: Canvas, dirtyRect: CGRect) {
        guard let image else { return }
        let rect = contentMode.rect(for: shownSize(of: image), in: bounds)
        // A mirrored image (its orientation, or a right-to-left layout for one that flips
        // there) is drawn reflected across its rectangle's middle.
        let mirrored = image.drawsMirrored(in: effectiveUserInterfaceLayoutDirection)
        if mirrored {
            canvas.save()
            canvas.translateBy(x: 2 * rect.midX, y: 0)
            canvas.scaleBy(x: -1, y: 1)
        }
        canvas.draw(image, pixels: drawablePixels(of: image), in: rect, filter: imageFilter)
        if mirrored { canvas.restore() }
    }
}
