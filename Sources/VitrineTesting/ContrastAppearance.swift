import Vitrine

/// An appearance a screen is audited in (``ContrastAudit``): a name for messages and what it
/// sets on the screen before the scene is built and drawn. Light and dark are here; an app
/// adds its own (another trait, a theme) with ``init(name:apply:)``.
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
}
