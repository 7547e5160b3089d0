/// Text from outside the process (a saved state, a control client, a file) put into a log
/// line: at most `maxCharacters` of it, and how much was left out, so one hostile or damaged
/// value cannot fill the journal (the journal handler escapes newlines itself).
package enum LogText {
    /// The most characters of a log line made with outside values (a line of the kiosk's own
    /// words around a few identifiers fits easily).
    package static let maxCharacters = 500

    /// `text` whole when it is short, else its first `maxCharacters` characters followed by
    /// `… (N more bytes)`.
    package static func bounded(_ text: some StringProtocol, maxCharacters: Int = LogText.maxCharacters) -> String {
        let limit = max(0, maxCharacters)
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end != text.endIndex else {
            return String(text)
        }
        let omitted = text.utf8.count - text[..<end].utf8.count
        return "\(text[..<end])… (\(omitted) more bytes)"
    }
}
