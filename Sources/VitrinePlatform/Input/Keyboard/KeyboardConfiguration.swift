import Foundation

/// How the panel's hardware keyboard is interpreted: the xkb keymap names (RMLVO) and key
/// repeat timing. The kiosk configuration fills it; the defaults are a US PC keyboard that
/// repeats after 0.6 s at 25 characters a second (the usual Linux console and Wayland values).
public struct KeyboardConfiguration: Sendable, Hashable {
    /// The xkb rules file (`evdev` for Linux input codes).
    public var rules: String
    /// The keyboard model (`pc105`).
    public var model: String
    /// The layout, or comma-separated layouts (`us`, `de`, `us,ru`).
    public var layout: String
    /// The layout variant(s) (`""` for the default one, `nodeadkeys`, `dvorak`, …).
    public var variant: String
    /// xkb options, comma-separated (`""`, `ctrl:nocaps`, `compose:ralt`, …).
    public var options: String
    /// Seconds a key is held before it starts to repeat (0.6 by default).
    public var repeatDelay: Double
    /// Repeats a second once repeating (25 by default); 0 turns key repeat off.
    public var repeatRate: Double

    public init(rules: String = "evdev", model: String = "pc105", layout: String = "us", variant: String = "",
                options: String = "", repeatDelay: Double = 0.6, repeatRate: Double = 25) {
        self.rules = rules
        self.model = model
        self.layout = layout
        self.variant = variant
        self.options = options
        self.repeatDelay = repeatDelay
        self.repeatRate = repeatRate
    }

    /// A US PC keyboard repeating after 0.6 s at 25 Hz.
    public static let standard = KeyboardConfiguration()
}
