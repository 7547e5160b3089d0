import Foundation
import VitrineGraphics
import VitrinePlatform

/// An image. Mirrors UIKit's `UIImage` (PNG files now; JPEG arrives with libjpeg-turbo).
public final class UIImage: Sendable {
    /// The pixels (premultiplied).
    public let image: Image
    /// The scale: image pixels per point. Mirrors `UIImage.scale`.
    public let scale: CGFloat

    /// Wraps decoded pixels. Mirrors `UIImage(cgImage:scale:orientation:)`.
    public init(image: Image, scale: CGFloat = 1) {
        self.image = image
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// Loads a PNG file; `nil` with a log line when it is missing or corrupt. Mirrors
    /// `UIImage(contentsOfFile:)`.
    public convenience init?(contentsOfFile path: String) {
        do {
            self.init(image: try PNGCodec.decode(contentsOf: path))
        } catch {
            Log.ui.error("\(error)")
            return nil
        }
    }

    /// Decodes PNG data; `nil` with a log line when it is corrupt. Mirrors `UIImage(data:)`.
    public convenience init?(data: Data) {
        do {
            self.init(image: try PNGCodec.decode([UInt8](data)))
        } catch {
            Log.ui.error("\(error)")
            return nil
        }
    }

    /// Loads a PNG file, or returns a visible placeholder (grey with a magenta cross) and logs
    /// when it cannot be read, so a broken asset shows up on the panel instead of vanishing.
    public static func loadingOrPlaceholder(contentsOfFile path: String, placeholderSize: CGSize = CGSize(width: 64, height: 64)) -> UIImage {
        if let img = UIImage(contentsOfFile: path) { return img }
        return UIImage(image: Image.placeholder(width: Int(placeholderSize.width), height: Int(placeholderSize.height)))
    }

    /// The size in points. Mirrors `UIImage.size`.
    public var size: CGSize { CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale) }

    /// Draws the image into `rect` of the current context. Mirrors `UIImage.draw(in:)`.
    @MainActor public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.draw(self, in: rect) }
}
