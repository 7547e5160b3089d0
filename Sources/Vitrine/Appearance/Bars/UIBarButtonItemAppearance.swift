import Foundation

/// How one state of a bar's buttons draws its title. Mirrors UIKit's
/// `UIBarButtonItemStateAppearance` (its `titleTextAttributes`' foreground colour and font
/// are used; `backgroundImage` is kept).
@MainActor
public final class UIBarButtonItemStateAppearance {
    var didChange: (() -> Void)?
    /// The title's attributes. Mirrors `UIBarButtonItemStateAppearance.titleTextAttributes`.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { didChange?() } }
    /// An image behind the button (kept; not drawn). Mirrors
    /// `UIBarButtonItemStateAppearance.backgroundImage`.
    public var backgroundImage: UIImage? { didSet { didChange?() } }

    func copyValues(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        backgroundImage = other.backgroundImage
    }
}

/// How a bar's plain or done buttons draw, per state. Mirrors UIKit's
/// `UIBarButtonItemAppearance`.
@MainActor
public final class UIBarButtonItemAppearance: AppearancePart {
    var didChange: (() -> Void)?
    /// The enabled state. Mirrors `UIBarButtonItemAppearance.normal`.
    public let normal = UIBarButtonItemStateAppearance()
    /// While pressed. Mirrors `UIBarButtonItemAppearance.highlighted`.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// A disabled item. Mirrors `UIBarButtonItemAppearance.disabled`.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The focused state (no focus engine here; kept). Mirrors `UIBarButtonItemAppearance.focused`.
    public let focused = UIBarButtonItemStateAppearance()

    /// The defaults for `style` (plain). Mirrors `UIBarButtonItemAppearance.init(style:)`.
    public init(style: UIBarButtonItem.Style = .plain) {
        for s in states { s.didChange = { [weak self] in self?.didChange?() } }
        configureWithDefault(for: style)
    }

    private var states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }

    /// Clears the states' customisations (the title in the tint, bold for `.done`). Mirrors
    /// `UIBarButtonItemAppearance.configureWithDefault(for:)`.
    public func configureWithDefault(for style: UIBarButtonItem.Style) {
        for s in states {
            s.titleTextAttributes = [:]
            s.backgroundImage = nil
        }
    }

    func copyValues(from other: UIBarButtonItemAppearance) {
        for (mine, theirs) in zip(states, other.states) { mine.copyValues(from: theirs) }
    }
}
