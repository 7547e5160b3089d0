import VitrineText

/// What happens to text that does not fit its line. Mirrors `NSLineBreakMode` (UIKit's raw
/// values).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (a word longer than the line wraps between characters).
    case byWordWrapping = 0
    /// Wrap between characters.
    case byCharWrapping = 1
    /// Lines are not drawn past the container's edge.
    case byClipping = 2
    /// The start of the last line is replaced by "…".
    case byTruncatingHead = 3
    /// The end of the last line is replaced by "…".
    case byTruncatingTail = 4
    /// The middle of the last line is replaced by "…".
    case byTruncatingMiddle = 5

    /// The text engine's mode.
    package var engineMode: LineBreakMode { LineBreakMode(rawValue: rawValue) ?? .byWordWrapping }
}

extension NSTextAlignment {
    /// The text engine's alignment.
    package var engineAlignment: TextAlignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}
