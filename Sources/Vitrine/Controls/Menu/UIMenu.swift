import Foundation

/// Something a menu shows: an action or a submenu. Mirrors UIKit's `UIMenuElement`.
@MainActor
open class UIMenuElement: NSObject {
    /// The element's title. Mirrors `UIMenuElement.title`.
    public var title: String
    /// The element's image. Mirrors `UIMenuElement.image`.
    public var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A titled group of actions and submenus. Mirrors UIKit's `UIMenu`. Vitrine shows a menu as
/// one list: a submenu's children appear in place, after a separator (as `.displayInline`).
@MainActor
public final class UIMenu: UIMenuElement {
    /// How the menu shows. Mirrors `UIMenu.Options` (stored; every submenu shows inline).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mirrors `.displayInline`.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Mirrors `.destructive`.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Mirrors `.singleSelection`.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// Mirrors `UIMenu.children`.
    public let children: [UIMenuElement]
    /// Mirrors `UIMenu.options`.
    public let options: Options

    /// Mirrors `UIMenu(title:image:options:children:)`.
    public init(title: String = "", image: UIImage? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }

    /// The rows the list shows: actions, with `nil` for a separator before each submenu's.
    var rows: [UIAction?] {
        var out: [UIAction?] = []
        for child in children {
            if let a = child as? UIAction { out.append(a) }
            else if let m = child as? UIMenu {
                if !out.isEmpty, out.last != nil { out.append(nil) }
                out.append(contentsOf: m.rows)
            }
        }
        return out
    }
}
