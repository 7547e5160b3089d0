/// What follows a reply line when a command returns more than a line (a PNG, a view tree, a
/// recording): pulled a chunk at a time on the server's queue, only when the client has read
/// what was sent before, so a large reply streams with bounded memory and a slow reader never
/// holds up the queue.
///
/// On the wire each chunk is `<decimal length>\n<bytes>`, and `0\n` ends the payload.
public protocol ControlSocketPayload: AnyObject {
    /// The next bytes (at most `maxBytes`; an empty array is skipped), or `nil` at the end.
    func nextChunk(maxBytes: Int) -> [UInt8]?
}

/// A payload whose bytes are all known already.
public final class ControlSocketBytesPayload: ControlSocketPayload {
    private var bytes: [UInt8]
    private var offset = 0

    /// A payload of `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public func nextChunk(maxBytes: Int) -> [UInt8]? {
        guard offset < bytes.count else { return nil }
        let end = min(bytes.count, offset + max(1, maxBytes))
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}

/// A reply: one line (without `\n`; newlines in it become spaces) and, optionally, a payload.
public struct ControlSocketResponse {
    /// The reply line.
    public var line: String
    /// The bytes that follow the line, chunked.
    public var payload: (any ControlSocketPayload)?

    public init(line: String, payload: (any ControlSocketPayload)? = nil) {
        self.line = line
        self.payload = payload
    }
}

/// One command line a client sent, to be answered once with `respond(_:)` — at once, or later
/// (a deferred reply: `swipe` answers when the swipe is done). A connection answers its
/// requests in order: the next line is handled only after this one is answered.
///
/// `respond(_:)` must be called on the server's queue. After the client went away it does
/// nothing.
public final class ControlSocketRequest: @unchecked Sendable {
    // @unchecked: made and answered on the server's queue only.
    /// The line, without `\n` (and `\r`).
    public let line: String
    /// The connection it came on (unique while the server runs); `onConnectionClosed` tells
    /// when that connection is gone.
    public let connectionID: Int
    private var answer: ((ControlSocketResponse) -> Void)?

    init(line: String, connectionID: Int, answer: @escaping (ControlSocketResponse) -> Void) {
        self.line = line
        self.connectionID = connectionID
        self.answer = answer
    }

    /// Whether a response was given.
    public var isAnswered: Bool { answer == nil }

    /// Sends the reply; only the first call counts.
    public func respond(_ response: ControlSocketResponse) {
        guard let a = answer else { return }
        answer = nil
        a(response)
    }
}
