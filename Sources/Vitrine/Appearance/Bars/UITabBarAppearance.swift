import Foundation

/// How one state of a tab bar's items draws. Mirrors UIKit's `UITabBarItemStateAppearance`
/// (`iconColor`, the title's colour and font, the badge's background and text colour).
@MainActor
public final class UITabBarItemStateAppearance {
    var didChange: (() -> Void)?
    /// The title's attributes. Mirrors `UITabBarItemStateAppearance.titleTextAttributes`.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { didChange?() } }
    /// The template icon's colour (`nil`: the tint, or grey unselected). Mirrors
    /// `UITabBarItemStateAppearance.iconColor`.
    public var iconColor: UIColor? { didSet { didChange?() } }
    /// The badge's colour (`nil`: the item's `badgeColor`, else red). Mirrors
    /// `UITabBarItemStateAppearance.badgeBackgroundColor`.
    public var badgeBackgroundColor: UIColor? { didSet { didChange?() } }
    /// The badge text's attributes (its colour is used). Mirrors
    /// `UITabBarItemStateAppearance.badgeTextAttributes`.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { didChange?() } }

    func copyValues(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        iconColor = other.iconColor
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
    }

    func reset() {
        titleTextAttributes = [:]
        iconColor = nil
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
    }
}

/// How a tab bar's items draw in one layout, per state. Mirrors UIKit's
/// `UITabBarItemAppearance`.
@MainActor
public final class UITabBarItemAppearance: AppearancePart {
    /// The item layouts. Mirrors `UITabBarItemAppearance.Style`.
    public enum Style: Int, Sendable { case stacked, inline, compactInline }

    var didChange: (() -> Void)?
    /// Unselected items. Mirrors `UITabBarItemAppearance.normal`.
    public let normal = UITabBarItemStateAppearance()
    /// The selected item. Mirrors `UITabBarItemAppearance.selected`.
    public let selected = UITabBarItemStateAppearance()
    /// Disabled items. Mirrors `UITabBarItemAppearance.disabled`.
    public let disabled = UITabBarItemStateAppearance()
    /// The focused item (no focus engine here; kept). Mirrors `UITabBarItemAppearance.focused`.
    public let focused = UITabBarItemStateAppearance()

    private var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }

    /// Mirrors `UITabBarItemAppearance.init(style:)`.
    public init(style: Style = .stacked) {
        for s in states { s.didChange = { [weak self] in self?.didChange?() } }
    }

    /// Clears the customisations. Mirrors `UITabBarItemAppearance.configureWithDefault(for:)`.
    public func configureWithDefault(for style: Style) { for s in states { s.reset() } }

    func copyValues(from other: UITabBarItemAppearance) {
        for (mine, theirs) in zip(states, other.states) { mine.copyValues(from: theirs) }
    }
}

/// A tab bar's look: the background and the items in each layout. The bar here always lays
/// its items out stacked (icon above title), so `stackedLayoutAppearance` is the one drawn.
/// Mirrors UIKit's `UITabBarAppearance`.
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Icon above title (the layout drawn here). Mirrors `UITabBarAppearance.stackedLayoutAppearance`.
    public var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) { didSet { adopt(stackedLayoutAppearance) } }
    /// Icon beside title (kept). Mirrors `UITabBarAppearance.inlineLayoutAppearance`.
    public var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) { didSet { adopt(inlineLayoutAppearance) } }
    /// Compact inline (kept). Mirrors `UITabBarAppearance.compactInlineLayoutAppearance`.
    public var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) { didSet { adopt(compactInlineLayoutAppearance) } }
    /// Mirrors `UITabBarAppearance.selectionIndicatorTintColor` (kept; no indicator is drawn).
    public var selectionIndicatorTintColor: UIColor? { didSet { changed() } }

    /// Mirrors `UITabBarAppearance.init()`.
    public required init() {
        super.init()
        for a in [stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance] { adopt(a) }
    }

    override func copyValues(from other: UIBarAppearance) {
        batch {
            super.copyValues(from: other)
            guard let other = other as? UITabBarAppearance else { return }
            stackedLayoutAppearance.copyValues(from: other.stackedLayoutAppearance)
            inlineLayoutAppearance.copyValues(from: other.inlineLayoutAppearance)
            compactInlineLayoutAppearance.copyValues(from: other.compactInlineLayoutAppearance)
            selectionIndicatorTintColor = other.selectionIndicatorTintColor
        }
    }
}
