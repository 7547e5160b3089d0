import Foundation
import VitrineGraphics

/// How a `UIGraphicsImageRenderer` makes its bitmap. Mirrors `UIGraphicsImageRendererFormat`.
@MainActor
open class UIGraphicsImageRendererFormat {
    /// Pixels per point: the main screen's scale by default (1 when no screen was made).
    open var scale: CGFloat
    /// Whether the bitmap has no transparency (it starts black instead of clear).
    open var opaque = false

    public init() { scale = UIScreen.mainIfMade?.scale ?? 1 }

    /// Mirrors `UIGraphicsImageRendererFormat.default()`.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// Mirrors `UIGraphicsImageRendererFormat.preferred()`.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment passed to a renderer's actions. Mirrors `UIGraphicsImageRendererContext`.
@MainActor
open class UIGraphicsImageRendererContext {
    /// The context to draw with (also `UIGraphicsGetCurrentContext()` during the actions).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    let buffer: PixelBuffer

    init(buffer: PixelBuffer, format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        self.buffer = buffer
        self.format = format
        let canvas = Canvas(buffer: buffer)
        canvas.scaleBy(x: format.scale, y: format.scale)
        canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
        cgContext = CGContext(canvas: canvas)
    }

    /// A copy of what has been drawn so far. Mirrors `UIGraphicsImageRendererContext.currentImage`.
    public var currentImage: UIImage { UIImage(image: Image(buffer: buffer.copy()), scale: format.scale) }
    /// Fills `rect` with the fill colour. Mirrors `UIGraphicsImageRendererContext.fill(_:)`.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Mirrors `UIGraphicsImageRendererContext.fill(_:blendMode:)` (drawn as `.normal`).
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    /// Strokes `rect` with the stroke colour. Mirrors `UIGraphicsImageRendererContext.stroke(_:)`.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Mirrors `UIGraphicsImageRendererContext.clip(to:)`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws into a bitmap and hands it back as an image or PNG data. Mirrors `UIGraphicsImageRenderer`.
@MainActor
open class UIGraphicsImageRenderer {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn, in points.
    public let bounds: CGRect
    /// Largest bitmap side in pixels: a bigger (or non-finite) size is logged and clamped.
    static let maximumSide = 16384

    /// Mirrors `UIGraphicsImageRenderer(size:)`.
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size), format: .default()) }
    /// Mirrors `UIGraphicsImageRenderer(size:format:)`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// Mirrors `UIGraphicsImageRenderer(bounds:format:)`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// The bitmap size in pixels (at least 1 × 1).
    var pixelSize: (Int, Int) {
        let s = format.scale.isFinite && format.scale > 0 ? format.scale : 1
        func side(_ v: CGFloat) -> Int {
            let px = (v * s).rounded(.up)
            guard px.isFinite, px >= 1 else { return 1 }
            return Int(min(px, CGFloat(Self.maximumSide)))
        }
        return (side(bounds.width), side(bounds.height))
    }

    /// Runs `actions` with a fresh bitmap context current and returns what they drew.
    /// Mirrors `UIGraphicsImageRenderer.image(actions:)`.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let ctx = render(actions)
        return UIImage(image: Image(buffer: ctx.buffer), scale: format.scale)
    }

    /// Runs `actions` and returns the result encoded as PNG. Mirrors `UIGraphicsImageRenderer.pngData(actions:)`.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let ctx = render(actions)
        do {
            return Data(try PNGCodec.encode(ctx.buffer))
        } catch {
            BadInputLog.report("UIGraphicsImageRenderer.pngData(actions:): \(error)")
            return Data()
        }
    }

    func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext {
        let (w, h) = pixelSize
        if !(bounds.width.isFinite && bounds.height.isFinite) || CGFloat(w) < (bounds.width * format.scale).rounded(.up)
            || CGFloat(h) < (bounds.height * format.scale).rounded(.up) {
            BadInputLog.report("UIGraphicsImageRenderer: bounds \(bounds) at scale \(format.scale) clamped to \(w)×\(h) pixels")
        }
        let buffer = PixelBuffer(width: w, height: h)
        if format.opaque { buffer.fill(buffer.bounds, with: 0xFF00_0000) }
        let ctx = UIGraphicsImageRendererContext(buffer: buffer, format: format, bounds: bounds)
        UIGraphicsPushContext(ctx.cgContext)
        actions(ctx)
        UIGraphicsPopContext()
        return ctx
    }
}

// MARK: The older bitmap-context functions

@MainActor private var legacyImageContexts: [UIGraphicsImageRendererContext] = []

/// Starts drawing into a bitmap of `size` points (`scale` 0: the main screen's). Mirrors
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`.
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    if scale > 0, scale.isFinite { format.scale = scale }
    format.opaque = opaque
    let renderer = UIGraphicsImageRenderer(size: size, format: format)
    let (w, h) = renderer.pixelSize
    let buffer = PixelBuffer(width: w, height: h)
    if opaque { buffer.fill(buffer.bounds, with: 0xFF00_0000) }
    let ctx = UIGraphicsImageRendererContext(buffer: buffer, format: format, bounds: renderer.bounds)
    legacyImageContexts.append(ctx)
    UIGraphicsPushContext(ctx.cgContext)
}

/// Mirrors `UIGraphicsBeginImageContext(_:)` (scale 1, transparent).
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// What the current bitmap context holds, `nil` when there is none. Mirrors
/// `UIGraphicsGetImageFromCurrentImageContext()`.
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let ctx = legacyImageContexts.last, UIGraphicsGetCurrentContext() === ctx.cgContext else { return nil }
    return ctx.currentImage
}

/// Ends the bitmap context started last. Mirrors `UIGraphicsEndImageContext()`.
@MainActor public func UIGraphicsEndImageContext() {
    guard let ctx = legacyImageContexts.popLast() else { return }
    if UIGraphicsGetCurrentContext() === ctx.cgContext { UIGraphicsPopContext() }
}
