import Foundation

// Corelibs Foundation on Linux has `NSAttributedString.Key` but none of UIKit's keys. These
// are UIKit's, with UIKit's raw values, so attributes made by name (`Key("NSFont")`) or read
// back from an archive mean the same thing here.

extension NSAttributedString.Key {
    /// The font of the text: a `UIFont` (default: the system font at 12 points, or the view's
    /// font in a label). Mirrors `NSAttributedString.Key.font` (raw value `"NSFont"`).
    public static let font = NSAttributedString.Key("NSFont")

    /// The colour of the text: a `UIColor` (default: black, or the label's `textColor`).
    /// Mirrors `NSAttributedString.Key.foregroundColor` (raw value `"NSColor"`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    /// The colour behind the text: a `UIColor` (default: none). Mirrors
    /// `NSAttributedString.Key.backgroundColor` (raw value `"NSBackgroundColor"`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")

    /// Extra space after each character in points: a number (default 0). Mirrors
    /// `NSAttributedString.Key.kern` (raw value `"NSKern"`).
    public static let kern = NSAttributedString.Key("NSKern")

    /// The underline: an `NSUnderlineStyle` or its raw value as a number (default: none).
    /// Mirrors `NSAttributedString.Key.underlineStyle` (raw value `"NSUnderline"`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")

    /// The underline's colour: a `UIColor` (default: the foreground colour). Mirrors
    /// `NSAttributedString.Key.underlineColor` (raw value `"NSUnderlineColor"`).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")

    /// The strikethrough: an `NSUnderlineStyle` or its raw value as a number (default: none).
    /// Mirrors `NSAttributedString.Key.strikethroughStyle` (raw value `"NSStrikethrough"`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")

    /// The strikethrough's colour: a `UIColor` (default: the foreground colour). Mirrors
    /// `NSAttributedString.Key.strikethroughColor` (raw value `"NSStrikethroughColor"`).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")

    /// Paragraph layout: an `NSParagraphStyle` (default: `NSParagraphStyle.default`). A
    /// paragraph takes the style at its first character. Mirrors
    /// `NSAttributedString.Key.paragraphStyle` (raw value `"NSParagraphStyle"`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")

    /// A link: a `URL` or a `String` (default: none). Drawn in the link colour (system blue)
    /// and underlined, as `UILabel` draws links; not tappable. Mirrors
    /// `NSAttributedString.Key.link` (raw value `"NSLink"`).
    public static let link = NSAttributedString.Key("NSLink")

    /// The language of the text: a BCP 47 / ISO 639 identifier string (`"ko"`, `"ja"`,
    /// `"zh-Hans"`). It picks the fallback fonts and shaping rules, so Han characters take
    /// the Korean, Japanese or Chinese design. Mirrors `NSAttributedString.Key.languageIdentifier`
    /// (raw value `"NSLanguage"`, as `kCTLanguageAttributeName`).
    public static let languageIdentifier = NSAttributedString.Key("NSLanguage")

    /// Raises (or lowers, when negative) the text from the baseline, in points. Mirrors
    /// `NSAttributedString.Key.baselineOffset` (raw value `"NSBaselineOffset"`).
    ///
    /// Not drawn yet: the text engine has no baseline shift, so this attribute is ignored
    /// (with one log line the first time it is met).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
