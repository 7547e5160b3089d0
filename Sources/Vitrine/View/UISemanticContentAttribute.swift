import Foundation

/// What a view shows, as far as flipping it for right-to-left languages goes. Mirrors UIKit's
/// `UISemanticContentAttribute` (same cases and raw values).
public enum UISemanticContentAttribute: Int, Sendable, CaseIterable {
    /// The default: the view follows the layout direction of its environment.
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber): never flipped.
    case playback = 1
    /// Directional controls (a D-pad, text alignment segments): never flipped.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}

/// The direction of a user interface: where leading and trailing are. Mirrors UIKit's
/// `UIUserInterfaceLayoutDirection` (same raw values).
public enum UIUserInterfaceLayoutDirection: Int, Sendable, CaseIterable {
    case leftToRight = 0
    case rightToLeft = 1
}
