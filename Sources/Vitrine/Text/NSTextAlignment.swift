import Foundation
import VitrineText

/// Horizontal text alignment. Mirrors `NSTextAlignment` with its raw values on iOS
/// (`left` 0, `center` 1, `right` 2, `justified` 3, `natural` 4); `natural` follows the
/// direction of the text (left for left-to-right paragraphs, right for right-to-left ones).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    /// The text engine's alignment.
    package var engineAlignment: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }

    /// From the text engine's alignment.
    package init(_ alignment: TextAlignment) {
        switch alignment {
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        case .justified: self = .justified
        case .natural: self = .natural
        }
    }
}
