import CALSA

/// A failed ALSA call: which call, on which device, and ALSA's (negative errno) code.
public struct ALSAError: Error, Sendable, CustomStringConvertible {
    /// The ALSA function that failed, e.g. `snd_pcm_open`.
    public var call: String
    /// The PCM device name.
    public var device: String
    /// ALSA's return value (a negative errno).
    public var code: Int32

    public var description: String {
        "\(call) on '\(device)' failed: \(String(cString: snd_strerror(code))) (\(code))"
    }
}
