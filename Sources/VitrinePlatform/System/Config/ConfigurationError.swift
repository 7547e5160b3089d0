import Foundation

/// Why a kiosk configuration file was refused: it could not be read, it is not TOML, or it is
/// TOML that breaks the schema (an unknown table or key, a value of the wrong type or out of
/// range). Every problem found is listed, one a line, in the form an editor can jump to:
///
///     /etc/vitrine/vitrine.toml:12: display.rotation: must be 0, 90, 180, 270 or "auto", not 45
///     /etc/vitrine/vitrine.toml:3:17: syntax error: expected a value
///     /etc/vitrine/vitrine.toml: cannot read: No such file or directory
///
/// A kiosk that meets one exits with ``exitStatus`` (78, `EX_CONFIG` from `sysexits.h`), which
/// the systemd unit lists in `RestartPreventExitStatus=` so a bad file is not restarted in a loop.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One problem in a configuration file.
    public struct Issue: Equatable, Sendable, CustomStringConvertible {
        /// What kind of problem it is.
        public enum Kind: Equatable, Sendable {
            /// The file could not be read (missing, unreadable, a directory, …).
            case unreadable
            /// The text is not valid TOML (or not valid UTF-8).
            case syntax
            /// Valid TOML that the schema refuses.
            case invalid
        }

        /// What kind of problem it is.
        public var kind: Kind
        /// The path of the file, as given to the loader.
        public var file: String
        /// The 1-based line, when the problem has one.
        public var line: Int?
        /// The 1-based column (syntax errors only).
        public var column: Int?
        /// The dotted key (`display.rotation`, `input.calibration[2]`), when the problem has one.
        public var key: String?
        /// What is wrong, in words.
        public var message: String

        /// Creates an issue.
        public init(kind: Kind, file: String, line: Int? = nil, column: Int? = nil, key: String? = nil, message: String) {
            self.kind = kind
            self.file = file
            self.line = line
            self.column = column
            self.key = key
            self.message = message
        }

        /// `FILE:LINE: KEY: message`, `FILE:LINE:COLUMN: syntax error: message` or
        /// `FILE: cannot read: message`, always one line: control characters in the file name,
        /// the key or the message are escaped (`\n`, `\u001B`), so a key cannot forge a
        /// second issue or send escape sequences to a terminal.
        public var description: String {
            var place = ConfigurationText.oneLine(file)
            if let line { place += ":\(line)" }
            if let column { place += ":\(column)" }
            let message = ConfigurationText.oneLine(self.message)
            switch kind {
            case .unreadable: return "\(place): cannot read: \(message)"
            case .syntax: return "\(place): syntax error: \(message)"
            case .invalid: return key.map { "\(place): \(ConfigurationText.oneLine($0)): \(message)" } ?? "\(place): \(message)"
            }
        }
    }

    /// Every problem found, in the order of the file (by line).
    public var issues: [Issue]

    /// Creates an error from one or more issues.
    public init(issues: [Issue]) {
        self.issues = issues
    }

    /// `EX_CONFIG` from `sysexits.h`: the exit status of a kiosk whose configuration is bad.
    public static let exitStatus: Int32 = 78

    /// `EX_CONFIG` (78), the process exit status to use for this error.
    public var exitStatus: Int32 { Self.exitStatus }

    /// The issues, one a line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
