import Foundation
import VitrineText

/// Horizontal text alignment. Mirrors `NSTextAlignment` with its raw values on iOS
/// (`left` 0, `center` 1, `right` 2, `justified` 3, `natural` 4); `natural` is "the default
/// alignment for the current localization of the app": left in a left-to-right interface,
/// right in a right-to-left one, whatever the script of the text.
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

    /// `natural` resolved for a view laid out in `direction` (left or right); the others as
    /// they are.
    package func resolved(for direction: UIUserInterfaceLayoutDirection) -> NSTextAlignment {
        guard self == .natural else { return self }
        return direction == .rightToLeft ? .right : .left
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
