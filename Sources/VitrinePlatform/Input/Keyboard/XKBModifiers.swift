import Foundation

/// The modifiers in effect (depressed, latched or locked) in an `XKBState`, by their xkb
/// names: `Shift`, `Lock` (caps lock), `Control`, `Mod1` (Alt), `Mod2` (Num Lock), `Mod4`
/// (Super/logo).
public struct XKBModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let shift = XKBModifiers(rawValue: 1 << 0)
    public static let capsLock = XKBModifiers(rawValue: 1 << 1)
    public static let control = XKBModifiers(rawValue: 1 << 2)
    public static let alt = XKBModifiers(rawValue: 1 << 3)
    public static let numLock = XKBModifiers(rawValue: 1 << 4)
    public static let logo = XKBModifiers(rawValue: 1 << 5)

    /// The xkb modifier name of each flag.
    static let names: [(XKBModifiers, String)] = [
        (.shift, "Shift"), (.capsLock, "Lock"), (.control, "Control"), (.alt, "Mod1"), (.numLock, "Mod2"), (.logo, "Mod4"),
    ]
}
