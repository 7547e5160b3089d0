import Foundation
import VitrineGraphics

extension UIImage {
    /// Loads a PNG or JPEG file away from the main actor (reading and decoding run on the
    /// global concurrent executor, so a large or hostile file never stalls frames, input or
    /// the watchdog), as ``loadingOrPlaceholder(contentsOfFile:placeholderSize:)`` does: a
    /// file that is missing, corrupt, over the decoded-size limit or too costly to decode (a
    /// JPEG with too many scans, or one whose working memory would pass the limit) is logged
    /// and answered with the visible placeholder. Mirrors the way iOS 15's
    /// `byPreparingForDisplay()` keeps decoding off the main thread.
    @concurrent
    public static func load(contentsOfFile path: String, placeholderSize: CGSize = CGSize(width: 64, height: 64)) async -> UIImage {
        loadingOrPlaceholder(contentsOfFile: path, placeholderSize: placeholderSize)
    }
}
