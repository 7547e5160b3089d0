import Foundation

/// When the shift key turns itself on (UIKit's `UITextAutocapitalizationType`), from the text
/// before the caret: the first letter of the text, of every word, of every sentence, or
/// every letter.
package enum KeyboardAutocapitalization: Equatable, Sendable {
    /// `.none`: never.
    case none
    /// `.words`: at the start and after whitespace.
    case words
    /// `.sentences` (UIKit's default): at the start, after a line break, and after a
    /// sentence's end (`.`, `!`, `?`) followed by whitespace.
    case sentences
    /// `.allCharacters`: always.
    case allCharacters

    /// Whether the next letter is a capital after `textBeforeCaret`.
    package func capitalizes(after textBeforeCaret: Substring) -> Bool {
        switch self {
        case .none: return false
        case .allCharacters: return true
        case .words:
            guard let last = textBeforeCaret.last else { return true }
            return last.isWhitespace
        case .sentences:
            guard let last = textBeforeCaret.last else { return true }
            if last.isNewline { return true }
            guard last.isWhitespace else { return false }
            let trimmed = textBeforeCaret.reversed().drop { $0.isWhitespace && !$0.isNewline }
            guard let end = trimmed.first else { return true }
            return end == "." || end == "!" || end == "?" || end.isNewline
        }
    }
}
