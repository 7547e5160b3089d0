import Foundation

/// Why data is not a state restoration archive this version can read: a sentence for the log.
public struct UIStateRestorationArchiveError: Error, CustomStringConvertible, Sendable {
    public var description: String

    init(description: String) { self.description = description }
}
