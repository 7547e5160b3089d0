import Foundation

/// Modifier keys held (or locked) with a key. Mirrors UIKit's `UIKeyModifierFlags`, with the
/// same bit values. On a PC keyboard Alt is `.alternate` and the Super (Windows/logo) key is
/// `.command`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on. Mirrors `UIKeyModifierFlags.alphaShift`.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Mirrors `UIKeyModifierFlags.shift`.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Mirrors `UIKeyModifierFlags.control`.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Alt (Option). Mirrors `UIKeyModifierFlags.alternate`.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Super / logo. Mirrors `UIKeyModifierFlags.command`.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad. Mirrors `UIKeyModifierFlags.numericPad`.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags a key command must match exactly (caps lock and the keypad flag are ignored).
    static let commandRelevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
}
