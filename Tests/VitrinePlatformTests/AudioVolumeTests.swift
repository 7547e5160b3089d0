import XCTest
@testable import VitrinePlatform

/// EN 301 549 8.2.1: at least 18 dB of volume range, with a step 12 dB above the lowest;
/// the volume returns to the default after each session.
final class AudioVolumeTests: XCTestCase {
    func testDecibelsToFactor() {
        XCTAssertEqual(AudioGain.factor(decibels: 0), 1, accuracy: 1e-12)
        XCTAssertEqual(AudioGain.factor(decibels: -20), 0.1, accuracy: 1e-12)
        XCTAssertEqual(AudioGain.factor(decibels: -6), 0.501187, accuracy: 1e-6)
        XCTAssertEqual(AudioGain.factor(decibels: 6), 1.995262, accuracy: 1e-6)
        XCTAssertEqual(AudioGain.factor(decibels: -.infinity), 0)
    }

    func testGainRoundsAndClips() {
        let input: [Int16] = [0, 100, -100, 30000, -30000, 1, Int16.min, Int16.max]
        var output = [Int16](repeating: 7, count: input.count)
        input.withUnsafeBufferPointer { i in output.withUnsafeMutableBufferPointer { AudioGain.apply(factor: 2, to: i, into: $0) } }
        XCTAssertEqual(output, [0, 200, -200, Int16.max, Int16.min, 2, Int16.min, Int16.max])
        input.withUnsafeBufferPointer { i in output.withUnsafeMutableBufferPointer { AudioGain.apply(factor: 0.5, to: i, into: $0) } }
        XCTAssertEqual(output, [0, 50, -50, 15000, -15000, 1, -16384, 16384])
    }

    func testDefaultRangeMeetsTheStandard() {
        let volume = AudioVolume()
        let levels = volume.range.levels
        XCTAssertGreaterThanOrEqual(volume.range.maximumDecibels - volume.range.minimumDecibels, 18)
        XCTAssertTrue(levels.contains(volume.range.minimumDecibels + 12), "\(levels)")
        XCTAssertEqual(levels.first, volume.range.minimumDecibels)
        XCTAssertEqual(levels.last, volume.range.maximumDecibels)
    }

    func testStepsClampAndReset() {
        let volume = AudioVolume(range: .init(minimumDecibels: -24, maximumDecibels: 0, stepDecibels: 6, defaultDecibels: -12))
        XCTAssertEqual(volume.decibels, -12)
        XCTAssertEqual(volume.stepUp(), -6)
        XCTAssertEqual(volume.stepUp(), 0)
        XCTAssertEqual(volume.stepUp(), 0, "stays at the highest")
        for _ in 0..<10 { volume.stepDown() }
        XCTAssertEqual(volume.decibels, -24, "stays at the lowest")
        XCTAssertEqual(volume.stepUp(), -18)
        volume.set(decibels: 40)
        XCTAssertEqual(volume.decibels, 0, "clamped")
        volume.set(decibels: .nan)
        XCTAssertEqual(volume.decibels, 0, "ignored")
        volume.reset()
        XCTAssertEqual(volume.decibels, -12, "a new session starts at the default")
        XCTAssertEqual(volume.factor, AudioGain.factor(decibels: -12), accuracy: 1e-12)
    }

    /// A configured range narrower than 18 dB is widened; a missing 12 dB step is added.
    func testTooNarrowRangeIsCorrected() {
        let volume = AudioVolume(range: .init(minimumDecibels: -10, maximumDecibels: 0, stepDecibels: 5, defaultDecibels: -30))
        XCTAssertEqual(volume.range.minimumDecibels, -18)
        XCTAssertEqual(volume.range.defaultDecibels, -18)
        XCTAssertEqual(volume.range.levels, [-18, -13, -8, -6, -3, 0])
    }
}
