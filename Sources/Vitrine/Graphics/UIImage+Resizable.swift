import Foundation
import VitrineGraphics
import VitrinePlatform

extension UIImage {
    /// A resizable copy: drawn larger than its size, the parts inside `capInsets` (points)
    /// stay as they are and the rest is tiled. Mirrors `UIImage.resizableImage(withCapInsets:)`,
    /// whose documentation says the area not covered by the caps "is tiled, left-to-right and
    /// top-to-bottom, to resize the image".
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy whose middle is tiled or stretched. Mirrors
    /// `UIImage.resizableImage(withCapInsets:resizingMode:)`. Negative or non-finite insets
    /// are taken as 0 (with a log line).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        let insets = UIEdgeInsets(top: clean(capInsets.top), left: clean(capInsets.left),
                                  bottom: clean(capInsets.bottom), right: clean(capInsets.right))
        if insets != capInsets { Log.ui.error("resizableImage(withCapInsets:): \(capInsets) has negative or non-finite insets; using \(insets)") }
        return copy(capInsets: insets, resizingMode: resizingMode)
    }

    /// Whether the image is drawn as a nine-slice: it was made with
    /// `resizableImage(withCapInsets:…)`. (UIKit also counts a tiled image with zero insets.)
    var isResizable: Bool { capInsets != .zero }

    /// The cap insets in image pixels.
    var nineSlice: NineSlice {
        func px(_ v: CGFloat) -> Int { Int((v * scale).rounded()) }
        return NineSlice(top: px(capInsets.top), left: px(capInsets.left), bottom: px(capInsets.bottom), right: px(capInsets.right),
                         tiles: resizingMode == .tile)
    }
}

extension Canvas {
    /// Draws `image` into `rect` as UIKit does: a resizable image as a nine-slice (corners
    /// fixed, edges and middle stretched or tiled), any other image scaled to the rect.
    /// `pixels` replaces the image's own (a tinted copy); by default a `withTintColor` image
    /// is drawn in its colour, as `UIImage.draw(in:)` does.
    @MainActor func draw(_ image: UIImage, pixels: Image? = nil, in rect: CGRect, filter: ImageFilter = .bilinear) {
        let pixels = pixels ?? image.fixedTintColor.map { image.image.tinted($0.color) } ?? image.image
        if image.isResizable {
            drawNineSlice(pixels, slice: image.nineSlice, scale: image.scale, in: rect, filter: filter)
        } else {
            draw(pixels, in: rect, filter: filter)
        }
    }
}
