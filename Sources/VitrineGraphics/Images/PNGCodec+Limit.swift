import Foundation

extension PNGCodec {
    /// The limit before anything sets one: 2048×2048 pixels (16 MiB decoded), also the floor
    /// of the kiosk's automatic limit. The same as ``ImageCodec/defaultMaximumDecodedPixels``.
    public static let defaultMaximumDecodedPixels = ImageCodec.defaultMaximumDecodedPixels

    /// The most pixels `decode` accepts when it is given no limit of its own: the value
    /// PNG and JPEG share, ``ImageCodec/maximumDecodedPixels`` (kept under this name too).
    public static var maximumDecodedPixels: Int {
        get { ImageCodec.maximumDecodedPixels }
        set { ImageCodec.maximumDecodedPixels = newValue }
    }
}
