import Foundation

/// A token in a search field: an icon and a text shown as a chip before the field's text,
/// standing for something that is not text (a filter: a scope, a person, a kind of file).
/// Mirrors UIKit's `UISearchToken`.
@MainActor
public final class UISearchToken {
    /// The icon shown before the text (`nil`: none).
    let icon: UIImage?
    /// The text the chip shows.
    let text: String

    /// The app's object the token stands for (Vitrine keeps it and never reads it). Mirrors
    /// `UISearchToken.representedObject`.
    public var representedObject: Any?

    /// A token showing `icon` (`nil`: none) and `text`. Mirrors
    /// `UISearchToken.init(icon:text:)`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
    }
}
