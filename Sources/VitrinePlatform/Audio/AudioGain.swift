import Foundation

/// The sample maths of software volume: decibels to a linear factor, and 16-bit samples
/// scaled by it with rounding and clipping.
public enum AudioGain {
    /// The linear factor of a gain in dB: 10^(dB/20) (0 dB is 1, −6 dB about 0.5).
    public static func factor(decibels: Double) -> Double {
        guard decibels.isFinite else { return decibels > 0 ? 1 : 0 }
        return pow(10, decibels / 20)
    }

    /// `samples` scaled by `factor` into `output` (the same count), rounded to nearest and
    /// clipped to the 16-bit range.
    public static func apply(factor: Double, to samples: UnsafeBufferPointer<Int16>, into output: UnsafeMutableBufferPointer<Int16>) {
        let count = min(samples.count, output.count)
        if factor == 1 {
            for i in 0..<count { output[i] = samples[i] }
            return
        }
        for i in 0..<count {
            let scaled = (Double(samples[i]) * factor).rounded()
            output[i] = Int16(min(max(scaled, Double(Int16.min)), Double(Int16.max)))
        }
    }
}
