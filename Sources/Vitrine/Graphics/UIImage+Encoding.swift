import Foundation
import VitrineGraphics
import VitrinePlatform

extension UIImage {
    /// The image as JPEG data at `compressionQuality` (0 most compressed, 1 best), `nil` (with
    /// a log line) if it cannot be encoded. Mirrors `UIImage.jpegData(compressionQuality:)`;
    /// transparency comes out black, as JPEG has no alpha. The quality maps to libjpeg's
    /// 1...100; a non-finite quality is taken as 0.75.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let q = compressionQuality.isFinite ? min(max(compressionQuality, 0), 1) : 0.75
        do {
            return Data(try JPEGCodec.encode(image.buffer, quality: max(1, Int((q * 100).rounded()))))
        } catch {
            Log.ui.error("\(error)")
            return nil
        }
    }

    /// The image as PNG data, `nil` (with a log line) if it cannot be encoded. Mirrors
    /// `UIImage.pngData()`.
    public func pngData() -> Data? {
        do {
            return Data(try PNGCodec.encode(image.buffer))
        } catch {
            Log.ui.error("\(error)")
            return nil
        }
    }
}
