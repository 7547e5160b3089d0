import Foundation
import VitrinePlatform
import XCTest

/// The loader never traps: thousands of mutations of the shipped file, binary garbage, deep
/// nesting and huge numbers each end in a configuration or a ``ConfigurationError`` whose
/// every issue is one well-formed line.
final class ConfigurationFuzzTests: XCTestCase {
    static let file = "/etc/vitrine/vitrine.toml"

    /// SplitMix64: small, fast and the same on every machine.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let tokens: [[UInt8]] = [
        "[", "]", "[[", "]]", "{", "}", "\"", "'", "\"\"\"", "'''", "=", ".", ",", "#", "\n", "\r\n", "\\", "\\u0000",
        " ", "\t", "nan", "-nan", "inf", "-inf", "1e999", "-1e-999", "99999999999999999999", "0x7FFFFFFFFFFFFFFF",
        "-9223372036854775808", "0b102", "0o9", "1_000", "true", "false", "1979-05-27T07:32:00Z", "07:32:00",
        "1979-05-27", "[display]", "[input.keyboard]", "[display.size_classes]", "[[shell]]", "[log.level]",
        "x = 1", "rotation = 45", "display.scale = 0.1", "calibration = [1, \"a\"]", "mode = \"1920by1080\"",
        "keyboard = { layout = 1 }", "size_classes = {}", "\"\\uD800\"", "é", "😀", "\u{7F}",
    ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]

    /// One to four random edits of `base`.
    static func mutate(_ base: [UInt8], _ rng: inout Generator) -> [UInt8] {
        var bytes = base
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0 where lines.count > 1:
                lines.remove(at: Int.random(in: 0..<lines.count, using: &rng))
            case 1 where !lines.isEmpty:
                let i = Int.random(in: 0..<lines.count, using: &rng)
                lines.insert(lines[i], at: Int.random(in: 0...lines.count, using: &rng))
            case 2 where lines.count > 1:
                lines.swapAt(Int.random(in: 0..<lines.count, using: &rng), Int.random(in: 0..<lines.count, using: &rng))
            case 3 where !bytes.isEmpty:
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] ^= UInt8.random(in: 1...255, using: &rng)
                continue
            default:
                let token = tokens[Int.random(in: 0..<tokens.count, using: &rng)]
                bytes.insert(contentsOf: token, at: Int.random(in: 0...bytes.count, using: &rng))
                continue
            }
            bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        }
        return bytes
    }

    /// Parses `bytes`; an error must be well-formed. True when the file was accepted.
    @discardableResult
    func check(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> Bool {
        do {
            _ = try ConfigurationLoader.parse(Data(bytes), file: Self.file)
            return true
        } catch {
            XCTAssertEqual(error.exitStatus, 78, file: file, line: line)
            XCTAssertFalse(error.issues.isEmpty, file: file, line: line)
            for issue in error.issues {
                let text = issue.description
                XCTAssertTrue(text.hasPrefix(Self.file + ":"), text, file: file, line: line)
                XCTAssertFalse(text.contains("\n"), text, file: file, line: line)
                XCTAssertNotNil(issue.line, "no line for \(text) in:\n\(String(decoding: bytes, as: UTF8.self))",
                                file: file, line: line)
            }
            return false
        }
    }

    func testMutationsOfTheShippedFileNeverTrap() throws {
        let base = try [UInt8](Data(contentsOf: ConfigurationTests.shippedFile))
        // VITRINE_CONFIG_FUZZ_SEED and VITRINE_CONFIG_FUZZ_ITERATIONS run a different or longer campaign.
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["VITRINE_CONFIG_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_C0DE
        let iterations = environment["VITRINE_CONFIG_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 3500
        var rng = Generator(state: seed)
        var accepted = 0
        var refused = 0
        for _ in 0..<iterations {
            let mutant = Self.mutate(base, &rng)
            if check(mutant) { accepted += 1 } else { refused += 1 }
        }
        // Both outcomes occur, so the mutations exercise the validator as well as the parser.
        XCTAssertGreaterThan(accepted, 50)
        XCTAssertGreaterThan(refused, 500)
    }

    func testBinaryGarbageNeverTraps() {
        var rng = Generator(state: 42)
        for _ in 0..<500 {
            let count = Int.random(in: 0...2048, using: &rng)
            check((0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) })
        }
        // Printable garbage gets past the UTF-8 check and into the TOML parser.
        for _ in 0..<500 {
            let count = Int.random(in: 0...512, using: &rng)
            check((0..<count).map { _ in UInt8.random(in: 0x09...0x7E, using: &rng) })
        }
    }

    func testDeepNestingAndHugeValuesNeverTrap() {
        check(Array("\u{FEFF}[=x]\n".utf8))
        check(Array("\u{FEFF}[[\n".utf8))
        check(Array("x = [\n  # a comment ]\n  , }".utf8))
        // A date, a space and one digit before each value terminator (toml++ asserts on it).
        for end in [" ", "\t", "\n", "\r\n", "#", ",", "]", "}"] {
            check(Array("x = 1979-05-27 0\(end)".utf8))
            check(Array("x = [1979-05-2_7 9\(end)".utf8))
            check(Array("x = {a = 2000-01-01 1\(end)".utf8))
        }
        check(Array(("x = " + String(repeating: "[", count: 100_000)).utf8))
        check(Array(("x = " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)).utf8))
        check(Array(("x = " + String(repeating: "{a=", count: 5000) + "1" + String(repeating: "}", count: 5000)).utf8))
        check(Array((String(repeating: "[a.", count: 10_000) + "b]").utf8))
        check(Array(("[input]\ncalibration = [" + String(repeating: "1e308, ", count: 6) + "]").utf8))
        check(Array(("[input]\ndevices = [" + String(repeating: "\"/dev/input/event0\", ", count: 20_000) + "]").utf8))
        check(Array(("[display]\nmode = \"" + String(repeating: "9", count: 100_000) + "x1\"").utf8))
        check(Array(("[display]\nscale = 1" + String(repeating: "0", count: 400) + ".0").utf8))
        for number in ["nan", "+nan", "-nan", "inf", "-inf", "1e308", "-1e308", "5e-324", "-0.0", "9223372036854775807",
                       "-9223372036854775808"] {
            for key in ["display.scale", "display.rotation", "display.buffers", "input.keyboard.repeat_rate",
                        "idle.dim_after", "display.size_classes.compact_width_below"] {
                check(Array("\(key) = \(number)\n".utf8))
            }
        }
    }
}
