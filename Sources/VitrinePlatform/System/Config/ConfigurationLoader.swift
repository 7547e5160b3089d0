import Foundation
import TOMLKit
import VitrineGraphics

/// Reads and validates the kiosk configuration file (`/etc/vitrine/vitrine.toml`; the
/// documented template with every default is `Config/vitrine.toml` in the repository).
///
/// Strict: an unknown table or key, a value of the wrong type, an out-of-range value or a
/// malformed mode or matrix is an error, never ignored, so that a typo cannot silently leave a
/// kiosk on its defaults. Every problem is reported (not just the first) as a
/// ``ConfigurationError`` whose issues read `FILE:LINE: KEY: message`; the kiosk prints it
/// and exits with ``ConfigurationError/exitStatus`` (78, `EX_CONFIG`). The loader never
/// traps, whatever the bytes: binary garbage, invalid UTF-8, NUL bytes, deep nesting and huge
/// numbers all end in a ``ConfigurationError``.
public enum ConfigurationLoader {
    /// The file the kiosk reads when no `--config` is given.
    public static let defaultPath = "/etc/vitrine/vitrine.toml"

    /// The largest file read: a configuration file is a few kilobytes; this keeps `/dev/zero`
    /// or a log file given by mistake from eating the memory.
    public static let maximumFileSize = 4 << 20

    /// Reads and validates the file at `path`.
    public static func load(contentsOf path: String) throws(ConfigurationError) -> VitrineConfiguration {
        // Non-blocking and regular files only: a FIFO or a device given by mistake is refused
        // at once instead of blocking the kiosk (or `--check-config`) forever.
        switch RegularFile.read(path, limit: maximumFileSize, largerThan: "\(maximumFileSize >> 20) MiB, not a configuration file") {
        case .success(let bytes): return try parse(Data(bytes), file: path)
        case .failure(let failure):
            throw ConfigurationError(issues: [.init(kind: .unreadable, file: path, message: failure.message)])
        }
    }

    /// Validates `data`, the contents of the file named `file` (used in messages only).
    public static func parse(_ data: Data, file: String) throws(ConfigurationError) -> VitrineConfiguration {
        let bytes = [UInt8](data)
        if let problem = encodingProblem(in: bytes) {
            throw ConfigurationError(issues: [.init(kind: .syntax, file: file, line: problem.line,
                                                    column: problem.column, message: problem.message)])
        }
        return try parseChecked(bytes, file: file)
    }

    /// Validates `text`, the contents of the file named `file` (used in messages only).
    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> VitrineConfiguration {
        let bytes = Array(text.utf8)
        if let problem = encodingProblem(in: bytes) {
            throw ConfigurationError(issues: [.init(kind: .syntax, file: file, line: problem.line,
                                                    column: problem.column, message: problem.message)])
        }
        return try parseChecked(bytes, file: file)
    }

    /// Validates `bytes`, valid UTF-8 without NUL.
    private static func parseChecked(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> VitrineConfiguration {
        let text = String(decoding: bytes, as: UTF8.self)
        if let danger = ConfigurationSyntaxGuard.check(bytes) {
            // toml++ would trap here; an error before this point, if any, is still its to report.
            let prefix = String(decoding: bytes[..<danger.offset], as: UTF8.self)
            if case .failure(let error) = parseTOML(prefix, file: file), let issue = error.issues.first,
               let line = issue.line, (line, issue.column ?? 0) < (danger.line, danger.column) {
                throw error
            }
            throw ConfigurationError(issues: [.init(kind: .syntax, file: file, line: danger.line,
                                                    column: danger.column, message: danger.message)])
        }
        let root = try parseTOML(text, file: file).get()
        var reader = ConfigurationReader(file: file, text: text)
        let config = ConfigurationSchema.decode(root, into: &reader)
        reader.refuseNULCharacters()
        guard reader.issues.isEmpty else {
            let sorted = reader.issues.enumerated().sorted { a, b in
                (a.element.line ?? 0, a.offset) < (b.element.line ?? 0, b.offset)
            }
            throw ConfigurationError(issues: sorted.map(\.element))
        }
        return config
    }

    /// The TOML document in `text`, or its syntax error. `text` must have passed
    /// ``ConfigurationSyntaxGuard``.
    private static func parseTOML(_ text: String, file: String) -> Result<TOMLTable, ConfigurationError> {
        do {
            return .success(try TOMLTable(string: text))
        } catch let error as TOMLParseError {
            let begin = error.source.begin
            return .failure(ConfigurationError(issues: [.init(kind: .syntax, file: file, line: max(begin.line, 1),
                                                              column: max(begin.column, 1), message: oneLine(error.description))]))
        } catch {
            return .failure(ConfigurationError(issues: [.init(kind: .syntax, file: file, message: oneLine(String(describing: error)))]))
        }
    }

    /// toml++'s message with control characters escaped, so that each issue stays one line
    /// (`saw '\n'`).
    private static func oneLine(_ message: String) -> String { ConfigurationText.oneLine(message) }

    /// The first byte that is not valid UTF-8, or a NUL (which would end the text early for
    /// the C parser), with its 1-based line and column (in characters).
    static func encodingProblem(in bytes: [UInt8]) -> (line: Int, column: Int, message: String)? {
        var line = 1
        var column = 1
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0 { return (line, column, "NUL byte (the file is not text)") }
            let length: Int
            switch b {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            var valid = length > 0 && i + length <= bytes.count
            if valid, length > 1 {
                for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { valid = false }
                if valid {
                    let second = bytes[i + 1]
                    switch b {
                    case 0xE0: valid = second >= 0xA0        // overlong
                    case 0xED: valid = second < 0xA0         // surrogates
                    case 0xF0: valid = second >= 0x90        // overlong
                    case 0xF4: valid = second < 0x90         // past U+10FFFF
                    default: break
                    }
                }
            }
            guard valid else { return (line, column, String(format: "invalid UTF-8 byte 0x%02X (the file must be UTF-8 text)", b)) }
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            i += length
        }
        return nil
    }
}
