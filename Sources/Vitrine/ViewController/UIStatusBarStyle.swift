import Foundation

/// The status bar's look. Mirrors `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen by the appearance: dark content in light appearance, light content in dark.
    /// Mirrors `.default`.
    case `default` = 0
    /// Light content for dark backgrounds. Mirrors `.lightContent`.
    case lightContent = 1
    /// Dark content for light backgrounds. Mirrors `.darkContent`.
    case darkContent = 3
}
