import Vitrine
import VitrinePlatform

/// What a customer chose in the accessibility menu: the text size, Increase Contrast, Bold
/// Text, Reduce Motion, audio mode (the screen reader) and more time; and Grayscale, which
/// only the configuration and `vitrinectl` set (the menu has no row for it). The kiosk starts every
/// customer from the configured defaults and goes back to them when a session ends.
package struct AccessibilityMenuChoices: Equatable, Sendable {
    /// The Dynamic Type size (`UIApplication.preferredContentSizeCategory`).
    package var textSize: UIContentSizeCategory
    /// Increase Contrast (`UIAccessibility.isDarkerSystemColorsEnabled`).
    package var increaseContrast = false
    /// Bold Text (`UIAccessibility.isBoldTextEnabled`).
    package var boldText = false
    /// Reduce Motion (`UIAccessibility.isReduceMotionEnabled`).
    package var reduceMotion = false
    /// Grayscale (`UIAccessibility.isGrayscaleEnabled`).
    package var grayscale = false
    /// Audio mode: the screen reader on.
    package var audio = false
    /// More time: the customer asked for longer time limits (the kiosk's time-limit code reads
    /// it through ``AccessibilityMenu/onMoreTimeChange``).
    package var moreTime = false

    /// Everything off, at the text size `textSize`.
    package init(textSize: UIContentSizeCategory = .large) {
        self.textSize = textSize
    }

    /// The defaults the configuration gives: `[accessibility] increase_contrast`, `bold_text`,
    /// `reduce_motion`, `grayscale` and `[fonts] content_size_category` (`large` for a name nobody knows,
    /// as at start); audio and more time off.
    package init(defaultsFrom c: VitrineConfiguration) {
        textSize = UIContentSizeCategory(name: c.fonts.contentSizeCategory) ?? .large
        increaseContrast = c.accessibility.increaseContrast
        boldText = c.accessibility.boldText
        reduceMotion = c.accessibility.reduceMotion
        grayscale = c.accessibility.grayscale
    }

    /// The larger sizes the menu's Larger text steps through after the default, and their
    /// names on screen.
    package static let largerSizes: [(category: UIContentSizeCategory, title: String)] = [
        (.accessibilityMedium, "Large"), (.accessibilityExtraLarge, "Larger"), (.accessibilityExtraExtraExtraLarge, "Largest"),
    ]

    /// The keys `vitrinectl accessibility set` takes, in the menu's order (`grayscale`, which
    /// has no row, with the other display settings).
    package static let keys = ["text_size", "increase_contrast", "bold_text", "reduce_motion", "grayscale", "audio", "more_time"]

    /// The Boolean choices by key.
    static var switches: [(key: String, path: WritableKeyPath<AccessibilityMenuChoices, Bool>)] { [
        ("increase_contrast", \.increaseContrast), ("bold_text", \.boldText), ("reduce_motion", \.reduceMotion),
        ("grayscale", \.grayscale), ("audio", \.audio), ("more_time", \.moreTime),
    ] }

    /// Sets `key` from its text (`text_size`: a content size category's name; the others
    /// `on`/`off`, `true`/`false`, `1`/`0`). Throws the reply's message.
    package mutating func set(_ key: String, to value: String) throws(AccessibilityMenuChoiceError) {
        if key == "text_size" {
            guard let category = UIContentSizeCategory(name: value) else {
                throw AccessibilityMenuChoiceError(description: "unknown text size '\(value)'; valid: \(UIContentSizeCategory.allNamed.map(\.name).joined(separator: ", "))")
            }
            textSize = category
            return
        }
        guard let path = Self.switches.first(where: { $0.key == key })?.path else {
            throw AccessibilityMenuChoiceError(description: "unknown choice '\(key)'; valid: \(Self.keys.joined(separator: ", "))")
        }
        switch value {
        case "on", "true", "1": self[keyPath: path] = true
        case "off", "false", "0": self[keyPath: path] = false
        default: throw AccessibilityMenuChoiceError(description: "\(key) takes on or off, not '\(value)'")
        }
    }

    /// Each choice as `key` and its text, in the menu's order (`text_size` by its name, the
    /// others `on`/`off`).
    package var fields: [(key: String, value: String)] {
        [("text_size", textSize.name)] + Self.switches.map { ($0.key, self[keyPath: $0.path] ? "on" : "off") }
    }
}

/// A choice `vitrinectl accessibility set` cannot make: the text after `error `.
package struct AccessibilityMenuChoiceError: Error, CustomStringConvertible {
    package var description: String
}
