import Vitrine

/// An appearance a screen is audited in (``ContrastAudit``): a name for messages and what it
/// sets on the screen before the scene is built and drawn. Light and dark, with and without
/// Increase Contrast, are here; an app adds its own (another trait, a theme) with
/// ``init(name:apply:)``.
public struct ContrastAppearance: Sendable, CustomStringConvertible {
    public let name: String
    /// Sets the appearance on a screen (before its windows draw).
    public let apply: @MainActor @Sendable (UIScreen) -> Void

    public init(name: String, apply: @escaping @MainActor @Sendable (UIScreen) -> Void) {
        self.name = name
        self.apply = apply
    }

    public var description: String { name }

    /// The light appearance (`userInterfaceStyle = .light`).
    public static let light = ContrastAppearance(name: "light") { $0.userInterfaceStyle = .light }
    /// The dark appearance (`userInterfaceStyle = .dark`).
    public static let dark = ContrastAppearance(name: "dark") { $0.userInterfaceStyle = .dark }
    /// Light and dark.
    public static let standard: [ContrastAppearance] = [.light, .dark]

    /// The light appearance with Increase Contrast on (`UIAccessibility.apply`, so
    /// `accessibilityContrast` is `.high`). It changes a process-wide setting: put
    /// `UIAccessibility.apply(AccessibilitySettings())` back when the audit is done.
    public static let lightIncreasedContrast = ContrastAppearance(name: "light, increased contrast") { screen in
        screen.userInterfaceStyle = .light
        increaseContrast()
    }
    /// The dark appearance with Increase Contrast on (see ``lightIncreasedContrast``).
    public static let darkIncreasedContrast = ContrastAppearance(name: "dark, increased contrast") { screen in
        screen.userInterfaceStyle = .dark
        increaseContrast()
    }
    /// Light and dark, each with and without Increase Contrast.
    public static let withIncreasedContrast: [ContrastAppearance] = standard + [.lightIncreasedContrast, .darkIncreasedContrast]

    @MainActor private static func increaseContrast() {
        var settings = UIAccessibility.settings
        settings.darkerSystemColors = true
        UIAccessibility.apply(settings)
    }
}
