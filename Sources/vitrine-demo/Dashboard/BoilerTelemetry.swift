import Foundation

/// The dashboard's synthetic plant: every reading is a function of the time since the scene
/// started and a seed (slow sine swings plus seeded noise interpolated between 4 Hz samples),
/// so a run on the virtual clock — a test, a golden — draws the same values every time.
struct BoilerTelemetry: Sendable {
    let seed: UInt64

    init(seed: UInt64 = 0x5EED_B011) { self.seed = seed }

    /// Supply water temperature in °C (around 74).
    func supplyTemperature(at t: Double) -> Double {
        74 + 4 * sin(2 * .pi * t / 41) + 1.6 * sin(2 * .pi * t / 9.5 + 1) + 0.7 * noise(t, channel: 1)
    }

    /// Return water temperature in °C (around 56, following the supply a little late).
    func returnTemperature(at t: Double) -> Double {
        56 + 3 * sin(2 * .pi * (t - 6) / 41) + 0.9 * sin(2 * .pi * t / 13 + 2) + 0.5 * noise(t, channel: 2)
    }

    /// Circuit pressure in bar (around 2.2).
    func pressure(at t: Double) -> Double {
        2.2 + 0.25 * sin(2 * .pi * t / 57 + 0.4) + 0.05 * noise(t, channel: 3)
    }

    /// Flow in m³/h (around 14).
    func flow(at t: Double) -> Double {
        14 + 2.5 * sin(2 * .pi * t / 33 + 2.2) + 0.5 * noise(t, channel: 4)
    }

    /// Seeded noise in [-1, 1]: a hashed value every 0.5 s, eased (smoothstep) between.
    func noise(_ t: Double, channel: UInt64) -> Double {
        let x = t * 2
        let i = Int64(x.rounded(.down))
        let u = x - Double(i)
        let f = u * u * (3 - 2 * u)
        return sample(i, channel) * (1 - f) + sample(i + 1, channel) * f
    }

    private func sample(_ i: Int64, _ channel: UInt64) -> Double {
        // SplitMix64 over the seed, the channel and the sample index.
        var z = seed &+ channel &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(bitPattern: i) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(UInt64(1) << 53) * 2 - 1
    }
}
