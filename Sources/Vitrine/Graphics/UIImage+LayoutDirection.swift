import Foundation

extension UIImage {
    /// This image, drawn mirrored by an image view laid out right to left (the pixels stay as
    /// they are). For images whose direction means reading order: a "next" arrow, a reply
    /// arrow. Mirrors `UIImage.imageFlippedForRightToLeftLayoutDirection()`.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        flipsForRightToLeftLayoutDirection ? self : copy(flipsForRightToLeftLayoutDirection: true)
    }

    /// This image with its orientation mirrored left to right (`up` becomes `upMirrored`),
    /// drawn mirrored in every layout direction. Mirrors
    /// `UIImage.withHorizontallyFlippedOrientation()`.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        copy(imageOrientation: imageOrientation.horizontallyFlipped)
    }

    /// Whether a view laid out in `direction` draws the image mirrored: its orientation is
    /// mirrored, or it flips in right-to-left layouts and `direction` is one (both: it is
    /// mirrored twice, so drawn as it is).
    func drawsMirrored(in direction: UIUserInterfaceLayoutDirection) -> Bool {
        let mirrored = [.upMirrored, .downMirrored, .leftMirrored, .rightMirrored].contains(imageOrientation)
        return mirrored != (flipsForRightToLeftLayoutDirection && direction == .rightToLeft)
    }
}
