import Foundation
import VitrineText

/// What happens to text that does not fit on a line. Mirrors `NSLineBreakMode` with UIKit's
/// raw values (`byWordWrapping` 0, `byCharWrapping` 1, `byClipping` 2, `byTruncatingHead` 3,
/// `byTruncatingTail` 4, `byTruncatingMiddle` 5).
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries (a word longer than the line is broken by character).
    case byWordWrapping = 0
    /// Wraps before the first character that does not fit.
    case byCharWrapping = 1
    /// Does not wrap; what does not fit is not drawn.
    case byClipping = 2
    /// Shows the end of the line, replacing the start with an ellipsis.
    case byTruncatingHead = 3
    /// Shows the start of the line, replacing the end with an ellipsis.
    case byTruncatingTail = 4
    /// Shows both ends, replacing the middle with an ellipsis.
    case byTruncatingMiddle = 5

    /// The text engine's mode.
    package var engineMode: LineBreakMode {
        switch self {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }

    /// From the text engine's mode.
    package init(_ mode: LineBreakMode) {
        switch mode {
        case .byWordWrapping: self = .byWordWrapping
        case .byCharWrapping: self = .byCharWrapping
        case .byClipping: self = .byClipping
        case .byTruncatingHead: self = .byTruncatingHead
        case .byTruncatingTail: self = .byTruncatingTail
        case .byTruncatingMiddle: self = .byTruncatingMiddle
        }
    }
}
