import Foundation

/// Why data is not a state restoration archive this version can read: a sentence for the log
/// (no JSON decoder internals beyond the key path and the decoder's own explanation).
public struct UIStateRestorationArchiveError: Error, CustomStringConvertible, Sendable {
    public var description: String

    init(description: String) { self.description = description }

    /// The sentence for a JSON decoding error.
    init(_ error: any Error) {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "" : " at \(path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: "."))"
        }
        switch error as? DecodingError {
        case .dataCorrupted(let c)?:
            description = "not valid JSON\(at(c.codingPath)): \(c.debugDescription)"
        case .keyNotFound(let key, let c)?:
            description = "missing key '\(key.stringValue)'\(at(c.codingPath))"
        case .typeMismatch(let type, let c)?:
            description = "expected \(type)\(at(c.codingPath))"
        case .valueNotFound(let type, let c)?:
            description = "missing \(type) value\(at(c.codingPath))"
        default:
            description = "\(error)"
        }
    }
}
