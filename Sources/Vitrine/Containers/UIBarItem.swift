import Foundation

/// What the items of bars share: a bar button item (navigation bars, toolbars) and a tab bar
/// item. Mirrors UIKit's `UIBarItem` for its large content viewer properties
/// (`largeContentSizeImage`, `largeContentSizeImageInsets`); the title, image and the rest
/// stay on the two subclasses.
@MainActor
open class UIBarItem: NSObject {
    /// A larger, sharper version of the item's image for the large content viewer; `nil` (the
    /// default) shows the item's image scaled up. Mirrors `UIBarItem.largeContentSizeImage`.
    public var largeContentSizeImage: UIImage?

    /// Insets of the visible part of the large image, which the viewer centres; `.zero` by
    /// default. Mirrors `UIBarItem.largeContentSizeImageInsets`.
    public var largeContentSizeImageInsets: UIEdgeInsets = .zero

    /// The title attributes set per control state (UIBarItem+TitleAttributes.swift).
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The appearance properties the app set on this item itself, which its appearance
    /// proxies no longer set.
    var _appearanceOverrides: Set<AppearanceProperty> = []

    /// Creates an item. Mirrors `UIBarItem.init()`.
    public override init() { super.init() }

    /// The title the large content viewer shows when the bar gives none.
    var largeContentFallbackTitle: String? { nil }
    /// The image the large content viewer scales up when there is no large image.
    var largeContentFallbackImage: UIImage? { nil }
}
