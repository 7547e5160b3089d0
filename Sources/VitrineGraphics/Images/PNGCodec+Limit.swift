import Foundation

extension PNGCodec {
    /// The limit before anything sets one: 2048×2048 pixels (16 MiB decoded), also the floor
    /// of the kiosk's automatic limit.
    public static let defaultMaximumDecodedPixels = 2048 * 2048

    /// The most pixels `decode` accepts when it is given no limit of its own (each costs 4
    /// bytes once decoded). The kiosk sets it from `[images] max_decoded_pixels` at start and
    /// on reload; it may be read and set from any thread.
    public static var maximumDecodedPixels: Int {
        get { DecodeLimit.shared.value }
        set { DecodeLimit.shared.value = newValue }
    }
}

/// The process-wide decoded-size limit, behind a lock (images may be decoded off the main thread).
private final class DecodeLimit: @unchecked Sendable {
    static let shared = DecodeLimit()
    private let lock = NSLock()
    private var _value = PNGCodec.defaultMaximumDecodedPixels

    var value: Int {
        get { lock.lock(); defer { lock.unlock() }; return _value }
        set { lock.lock(); _value = newValue; lock.unlock() }
    }
}
