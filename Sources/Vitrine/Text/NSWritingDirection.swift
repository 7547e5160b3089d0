import Foundation
import VitrineText

/// The base direction of a paragraph. Mirrors `NSWritingDirection` with UIKit's raw values
/// (`natural` −1, `leftToRight` 0, `rightToLeft` 1).
public enum NSWritingDirection: Int, Sendable {
    /// From the paragraph's first strong character (Unicode bidi rules P2–P3); left to right
    /// when it has none.
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1

    /// The text engine's direction.
    package var engineDirection: WritingDirection {
        switch self {
        case .natural: .natural
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }

    /// From the text engine's direction.
    package init(_ direction: WritingDirection) {
        switch direction {
        case .natural: self = .natural
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}
