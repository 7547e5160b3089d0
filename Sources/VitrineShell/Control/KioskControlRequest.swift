import VitrinePlatform

/// One command a client sent to the kiosk's control socket, answered once with `respond(_:)`:
/// at once, or later (a deferred reply — `swipe` answers when the swipe is done). The client's
/// next command waits for this reply.
@MainActor
public final class KioskControlRequest {
    /// The whole line.
    public let line: String
    /// The words of the line (split at spaces and tabs).
    public let words: [String]
    /// The connection it came on; `KioskControl.onConnectionClosed` says when it is gone (0 for
    /// requests made in-process).
    public let connectionID: Int
    private var answer: ((ControlReply) -> Void)?

    /// A request for `line`; `answer` gets the reply (once).
    public init(line: String, connectionID: Int = 0, answer: @escaping (ControlReply) -> Void) {
        self.line = line
        words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        self.connectionID = connectionID
        self.answer = answer
    }

    /// The command word.
    public var name: String { words.first ?? "" }
    /// The words after the command word.
    public var arguments: [String] { Array(words.dropFirst()) }
    /// The text after the command word and the one space or tab that ends it, verbatim (for
    /// `type TEXT`, whose text may contain spaces).
    public var argumentText: String { Self.textAfterFirstWord(line) }

    /// The text after the first word of `text` and the one space or tab that ends it; blanks
    /// before that word are skipped (as `words` skips them).
    static func textAfterFirstWord(_ text: String) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = text.firstIndex(where: { !isBlank($0) }),
              let i = text[start...].firstIndex(where: isBlank) else { return "" }
        return String(text[text.index(after: i)...])
    }

    /// Whether a reply was given.
    public var isAnswered: Bool { answer == nil }

    /// Sends `reply`; only the first call counts.
    public func respond(_ reply: ControlReply) {
        guard let a = answer else { return }
        answer = nil
        a(reply)
    }
}
