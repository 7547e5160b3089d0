import Foundation
import VitrineGraphics
import VitrinePlatform

/// An image. Mirrors UIKit's `UIImage`: immutable pixels with a scale, a rendering mode
/// (template images take the tint of the view showing them), cap insets for resizable images,
/// and, for symbol images, the symbol's name and configuration. The `with…` methods return
/// new images sharing the pixels.
public final class UIImage: Sendable {
    /// The pixels (premultiplied).
    public let image: Image
    /// The scale: image pixels per point. Mirrors `UIImage.scale`.
    public let scale: CGFloat
    /// Whether the image is drawn as it is or as a template in the tint colour. Mirrors
    /// `UIImage.renderingMode`.
    public let renderingMode: RenderingMode
    /// The insets (points) of the parts that do not stretch, for a resizable image; zero for
    /// a plain image. Mirrors `UIImage.capInsets`.
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills its space. Mirrors `UIImage.resizingMode`.
    public let resizingMode: ResizingMode
    /// The colour given with `withTintColor(_:)`, `nil` when none.
    let fixedTintColor: UIColor?
    /// For a symbol image: its name and configuration.
    let symbol: SymbolDescription?
    /// Whether an image view laid out right to left draws the image mirrored. Mirrors
    /// `UIImage.flipsForRightToLeftLayoutDirection`.
    public let flipsForRightToLeftLayoutDirection: Bool
    /// How the pixels are drawn: `.up` as they are, `.upMirrored` mirrored left to right.
    /// Vitrine's decoders turn an image upright (a JPEG's EXIF orientation is applied when it
    /// is decoded), so the only other orientation an image has is the mirrored one that
    /// `withHorizontallyFlippedOrientation()` gives. Mirrors `UIImage.imageOrientation`.
    public let imageOrientation: Orientation

    /// How an image is drawn. Mirrors `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// Template for symbol images, original otherwise (the context decides in UIKit).
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always the image's shape filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// How an image's pixels are turned when drawn, with UIKit's raw values. Mirrors
    /// `UIImage.Orientation`.
    public enum Orientation: Int, Sendable {
        case up = 0, down = 1, left = 2, right = 3
        case upMirrored = 4, downMirrored = 5, leftMirrored = 6, rightMirrored = 7

        /// The orientation mirrored left to right (`up` and `upMirrored` swap, and so on).
        var horizontallyFlipped: Orientation {
            switch self {
            case .up: .upMirrored
            case .upMirrored: .up
            case .down: .downMirrored
            case .downMirrored: .down
            case .left: .rightMirrored
            case .rightMirrored: .left
            case .right: .leftMirrored
            case .leftMirrored: .right
            }
        }
    }

    /// How a resizable image's middle fills its space. Mirrors `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        case tile = 0, stretch = 1
    }

    /// What a symbol image is: its name and the configuration it was made with.
    struct SymbolDescription: Sendable {
        var name: String
        var configuration: SymbolConfiguration?
    }

    /// Wraps decoded pixels. Mirrors `UIImage(cgImage:scale:orientation:)`.
    public convenience init(image: Image, scale: CGFloat = 1) {
        self.init(image: image, scale: scale, renderingMode: .automatic, capInsets: .zero, resizingMode: .tile,
                  fixedTintColor: nil, symbol: nil)
    }

    /// The full initialiser the `with…` variants go through.
    init(image: Image, scale: CGFloat, renderingMode: RenderingMode, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
         fixedTintColor: UIColor?, symbol: SymbolDescription?, flipsForRightToLeftLayoutDirection: Bool = false,
         imageOrientation: Orientation = .up) {
        self.image = image
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.fixedTintColor = fixedTintColor
        self.symbol = symbol
        self.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
        self.imageOrientation = imageOrientation
    }

    /// A copy with some of the properties changed (the pixels are shared).
    func copy(renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
              fixedTintColor: UIColor?? = nil, symbol: SymbolDescription?? = nil,
              flipsForRightToLeftLayoutDirection: Bool? = nil, imageOrientation: Orientation? = nil) -> UIImage {
        UIImage(image: image, scale: scale, renderingMode: renderingMode ?? self.renderingMode,
                capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode,
                fixedTintColor: fixedTintColor ?? self.fixedTintColor, symbol: symbol ?? self.symbol,
                flipsForRightToLeftLayoutDirection: flipsForRightToLeftLayoutDirection ?? self.flipsForRightToLeftLayoutDirection,
                imageOrientation: imageOrientation ?? self.imageOrientation)
    }

    /// Whether the image is a symbol (`UIImage(systemName:)`). Mirrors `UIImage.isSymbolImage`.
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration a symbol image was made with. Mirrors `UIImage.symbolConfiguration`.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// Whether a view draws the image as a template (its alpha filled with a tint): always
    /// for `.alwaysTemplate`, for symbols under `.automatic`, as UIKit's image views do.
    public var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && symbol != nil)
    }

    /// Loads a PNG or JPEG file (told apart by their first bytes); `nil` with a log line when
    /// it is missing, corrupt or over the decoded-size limit. Mirrors `UIImage(contentsOfFile:)`.
    /// A JPEG over the limit is decoded at 1/2, 1/4 or 1/8 scale when that fits, keeping its
    /// size in points (its `scale` is then below 1).
    public convenience init?(contentsOfFile path: String) {
        guard let d = UIImage.decoded({ try ImageCodec.decode(contentsOf: path) }) else { return nil }
        self.init(image: d.image, scale: d.pixelScale)
    }

    /// Decodes PNG or JPEG data (told apart by their first bytes); `nil` with a log line when
    /// it is neither, corrupt or over the decoded-size limit. Mirrors `UIImage(data:)`.
    public convenience init?(data: Data) {
        guard let d = UIImage.decoded({ try ImageCodec.decode([UInt8](data)) }) else { return nil }
        self.init(image: d.image, scale: d.pixelScale)
    }

    /// Runs a decode, logging its failure (and a damaged-but-decoded warning).
    static func decoded(_ body: () throws -> ImageCodec.Decoded) -> ImageCodec.Decoded? {
        do {
            let d = try body()
            if let w = d.warning { Log.ui.warning("image decoded with damage (the rest is filled in): \(w)") }
            if d.pixelScale < 1 { Log.ui.notice("image over the decoded-size limit decoded at \(d.pixelScale)x scale (\(d.image.width)x\(d.image.height))") }
            return d
        } catch {
            Log.ui.error("\(error)")
            return nil
        }
    }

    /// Loads a PNG or JPEG file, or returns a visible placeholder (grey with a magenta cross) and logs
    /// when it cannot be read, so a broken asset shows up on the panel instead of vanishing.
    public static func loadingOrPlaceholder(contentsOfFile path: String, placeholderSize: CGSize = CGSize(width: 64, height: 64)) -> UIImage {
        if let img = UIImage(contentsOfFile: path) { return img }
        return UIImage(image: Image.placeholder(width: Int(placeholderSize.width), height: Int(placeholderSize.height)))
    }

    /// The size in points. Mirrors `UIImage.size`.
    public var size: CGSize { CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale) }

    /// Draws the image into `rect` of the current context (a resizable image as a
    /// nine-slice, a `withTintColor` image in its tint). Mirrors `UIImage.draw(in:)`.
    @MainActor public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.draw(self, in: rect) }

    /// Draws the image at its size in points with its top left at `point`. Mirrors
    /// `UIImage.draw(at:)`.
    @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}
