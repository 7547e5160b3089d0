import VitrineGraphics

extension VitrineConfiguration {
    /// `[images]`.
    public struct Images: Equatable, Sendable {
        /// `max_decoded_pixels`: the most pixels an image may decode to (4 bytes each); 0
        /// (default) sizes the limit for the panel (``decodedPixelLimit(panel:)``).
        public var maxDecodedPixels: Int

        /// The largest explicit value: 16384 × 16384, the most the PNG decoder ever takes.
        public static let maximum = 16384 * 16384

        /// `cache_mb`: the budget of the named-image cache (`UIImage(named:)`'s decoded
        /// images), in MiB; 0 keeps nothing. Default 32.
        public var cacheMB: Double

        /// The values `cache_mb` may take.
        public static let cacheMBRange = 0.0...1024.0

        /// `cache_mb` in bytes.
        public var cacheBytes: Int {
            let mb = cacheMB.isFinite ? min(max(cacheMB, 0), Self.cacheMBRange.upperBound) : 0
            return Int(mb * 1_048_576)
        }

        /// Creates an images section (default 0: sized for the panel; a 32 MiB cache).
        public init(maxDecodedPixels: Int = 0, cacheMB: Double = 32) {
            self.maxDecodedPixels = maxDecodedPixels
            self.cacheMB = cacheMB
        }

        /// The limit on a panel of `panel` pixels: `max_decoded_pixels` when set, else four
        /// times the panel's pixels, at least ``PNGCodec/defaultMaximumDecodedPixels``
        /// (2048 × 2048) and at most ``maximum``. Four screens' worth is more than any image
        /// can show at full resolution on the panel (a 2× zoom each way), and costs at most
        /// four framebuffers of memory (32 MiB at 1920×1080); the floor keeps ordinary 2K
        /// assets loading on small panels.
        public func decodedPixelLimit(panel: PixelSize) -> Int {
            if maxDecodedPixels > 0 { return maxDecodedPixels }
            let w = min(max(panel.width, 0), 16384), h = min(max(panel.height, 0), 16384)
            return min(Self.maximum, max(PNGCodec.defaultMaximumDecodedPixels, 4 * w * h))
        }
    }
}
