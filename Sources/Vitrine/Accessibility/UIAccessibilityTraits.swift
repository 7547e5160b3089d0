/// What an accessibility element is and what state it is in, combined as a set: a button that
/// is selected, static text that updates frequently. Mirrors UIKit's `UIAccessibilityTraits`
/// (its static members, including iOS 17's `toggleButton` and `supportsZoom`).
///
/// The raw values are Vitrine's own bits (UIKit does not document its values); programs that
/// read traits from the `tree` command get their names (`names`), not the numbers.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: UIAccessibilityTraits = []
    /// Behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (a selected button, the current tab).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is static text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Gives summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is not enabled and does not respond to the user.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes its label or value often (a progress bar, a clock).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted through a range of values (`accessibilityIncrement()`/`Decrement()`).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Allows direct touch interaction.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Causes a page turn when reading it is done.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Is a header dividing content into sections (a navigation bar's title).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Behaves like a toggle button (iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    /// Supports zooming in and out on its content (iOS 17).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)

    /// Every trait with its UIKit name, in bit order.
    public static let named: [(name: String, trait: UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently),
        ("searchField", .searchField), ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn), ("tabBar", .tabBar),
        ("header", .header), ("toggleButton", .toggleButton), ("supportsZoom", .supportsZoom),
    ]

    /// The UIKit names of the traits in the set, in bit order (`["button", "selected"]`).
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
}
