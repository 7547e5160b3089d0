import Glibc
import XCTest
@testable import VitrinePlatform

/// An ALSA output's write loop without a sound card: underruns are recovered and logged once,
/// a dead stream drops the chunk with a line and never spins.
final class ALSAWriteLoopTests: XCTestCase {
    /// A scripted device: each call takes the next result (frames accepted, or a negative errno).
    private final class ScriptedPCM {
        var results: [Int]
        var written: [Int16] = []
        var recoveries: [Int32] = []
        var recoverResult: Int32 = 0

        init(_ results: [Int]) { self.results = results }

        func loop() -> ALSAWriteLoop {
            ALSAWriteLoop(
                writei: { pointer, count in
                    let result = self.results.isEmpty ? count : self.results.removeFirst()
                    if result > 0 { self.written += UnsafeBufferPointer(start: pointer, count: min(result, count)) }
                    return min(result, count)
                },
                recover: { code in
                    self.recoveries.append(code)
                    return self.recoverResult
                },
                describe: { "error \($0)" })
        }
    }

    private func write(_ pcm: ScriptedPCM, _ samples: [Int16], xrunLogged: inout Bool) -> [(Bool, String)] {
        var lines: [(Bool, String)] = []
        let loop = pcm.loop()
        samples.withUnsafeBufferPointer { loop.writeAll($0, device: "test", xrunLogged: &xrunLogged) { lines.append(($0, $1)) } }
        return lines
    }

    func testUnderrunsAreRecoveredAndLoggedOnce() {
        let samples = (0..<300).map { Int16($0) }
        let pcm = ScriptedPCM([100, -Int(EPIPE), 50])
        var logged = false
        let first = write(pcm, samples, xrunLogged: &logged)
        XCTAssertEqual(pcm.written, samples, "every frame, in order, after the recovery")
        XCTAssertEqual(pcm.recoveries, [-EPIPE])
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(first.first?.0, true)
        XCTAssertTrue(first.first?.1.contains("underrun on ALSA 'test'") ?? false)
        pcm.results = [-Int(EPIPE)]
        let second = write(pcm, samples, xrunLogged: &logged)
        XCTAssertTrue(second.isEmpty, "a later underrun is recovered quietly")
        XCTAssertEqual(pcm.written.count, 600)
    }

    func testAStreamThatCannotRecoverDropsTheChunk() {
        let pcm = ScriptedPCM([-Int(EBADFD)])
        pcm.recoverResult = -EBADFD
        var logged = false
        let lines = write(pcm, [Int16](repeating: 1, count: 100), xrunLogged: &logged)
        XCTAssertEqual(lines.count, 1)
        XCTAssertEqual(lines.first?.0, false)
        XCTAssertTrue(lines.first?.1.contains("100 frames dropped") ?? false, "\(lines)")
    }

    func testRepeatedFailuresGiveUpInsteadOfSpinning() {
        let pcm = ScriptedPCM(Array(repeating: -Int(EPIPE), count: 100))
        var logged = false
        let lines = write(pcm, [Int16](repeating: 1, count: 10), xrunLogged: &logged)
        XCTAssertEqual(pcm.recoveries.count, ALSAWriteLoop.maximumRecoveries)
        XCTAssertEqual(lines.last?.0, false)
    }
}
