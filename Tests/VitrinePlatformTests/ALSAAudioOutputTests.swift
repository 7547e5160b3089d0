import XCTest
@testable import VitrinePlatform

/// Audio output without a sound card (containers, CI): a device that cannot be opened gives
/// one clear line naming it and the null output, never a crash.
final class ALSAAudioOutputTests: XCTestCase {
    func testMissingDeviceFallsBackToTheNullOutput() {
        var lines: [String] = []
        let output = ALSAAudioOutput.openOrNull(device: "vitrine-no-such-device", sampleRate: 22050,
                                                latency: .init(), volume: AudioVolume()) { lines.append($0) }
        XCTAssertTrue(output is NullAudioOutput)
        XCTAssertEqual(output.sampleRate, 22050)
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines.first?.contains("'vitrine-no-such-device'") ?? false, "\(lines)")
        XCTAssertTrue(lines.first?.contains("snd_pcm_open") ?? false, "\(lines)")
    }

    func testNullOutputCountsAndDiscards() {
        let output = NullAudioOutput(sampleRate: 22050)
        let samples = [Int16](repeating: 1000, count: 441)
        samples.withUnsafeBufferPointer { output.write($0) }
        samples.withUnsafeBufferPointer { output.write($0) }
        output.stop()
        output.finish()
        XCTAssertEqual(output.framesWritten, 882)
        XCTAssertEqual(output.stopCount, 1)
    }

    /// A real device when one exists (snd-aloop or snd-dummy loaded); skipped otherwise.
    func testRealDeviceGrantsLowLatencyBuffers() throws {
        let device = ProcessInfo.processInfo.environment["VITRINE_TEST_ALSA_DEVICE"] ?? "default"
        let output: ALSAAudioOutput
        do {
            output = try ALSAAudioOutput(device: device, sampleRate: 22050)
        } catch {
            throw XCTSkip("no ALSA device '\(device)' here: \(error)")
        }
        XCTAssertEqual(output.granted.rate, 22050)
        XCTAssertGreaterThan(output.granted.periodFrames, 0)
        XCTAssertLessThanOrEqual(output.granted.bufferFrames, 22050 / 10, "at most 100 ms queued")
        let samples = [Int16](repeating: 0, count: 2205)
        samples.withUnsafeBufferPointer { output.write($0) }
        output.stop()
        samples.withUnsafeBufferPointer { output.write($0) }
        output.finish()
    }

    /// A real ALSA PCM without a sound card: alsa-lib's `file` plugin (over its `null` PCM)
    /// records what reaches ALSA, so the open, the buffer geometry, the volume and the writes
    /// are checked through libasound itself.
    func testSamplesReachALSAScaledByTheVolume() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-alsa-\(UUID().uuidString).raw").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let volume = AudioVolume(range: .init(minimumDecibels: -24, maximumDecibels: 0, stepDecibels: 6, defaultDecibels: -6))
        let output = try ALSAAudioOutput(device: "file:FILE=\(path),FORMAT=raw", sampleRate: 22050, volume: volume)
        XCTAssertEqual(output.granted.rate, 22050)
        XCTAssertEqual(output.granted.periodFrames, 220, "10 ms periods")
        XCTAssertLessThanOrEqual(output.granted.bufferFrames, 882, "at most 40 ms buffered")
        let samples = [Int16](repeating: 10000, count: 441)
        samples.withUnsafeBufferPointer { output.write($0) }
        volume.set(decibels: 0)
        samples.withUnsafeBufferPointer { output.write($0) }
        output.finish()
        output.stop()
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let written = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        XCTAssertEqual(written.count, 882)
        XCTAssertEqual(written.first, 5012, "−6 dB: 10000 · 0.5012")
        XCTAssertEqual(written.last, 10000, "0 dB")
    }
}
