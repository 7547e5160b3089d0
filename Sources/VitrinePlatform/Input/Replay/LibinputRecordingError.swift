import Foundation

/// Why a `libinput record` file was rejected, with the file and line (1-based) to look at.
///
/// The description reads like a compiler diagnostic:
/// `touch.yml:12: event must be 5 integers [sec, usec, type, code, value], found 4`.
public struct LibinputRecordingError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The file name (or path) the recording was read from.
    public var file: String
    /// The line the problem is on, or the nearest line known (1-based).
    public var line: Int
    /// The column, when the YAML parser reported one (1-based).
    public var column: Int?
    /// What is wrong.
    public var message: String

    public init(file: String, line: Int, column: Int? = nil, message: String) {
        self.file = file
        self.line = max(1, line)
        self.column = column
        self.message = message
    }

    public var description: String {
        "\(file):\(line):\(column.map { "\($0):" } ?? "") \(message)"
    }

    public var errorDescription: String? { description }
}
