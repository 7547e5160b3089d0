import Foundation
import VitrineText

/// How underlines and strikethroughs are drawn: a line style, a pattern and whether it skips
/// whitespace, combined. Mirrors UIKit's `NSUnderlineStyle` with its raw values (`single`
/// 0x01, `thick` 0x02, `double` 0x09, patterns 0x0100–0x0400, `byWord` 0x8000).
///
/// Vitrine draws the line styles (single, thick, double); patterns are drawn solid and
/// `byWord` also underlines the spaces between words.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit stores them under `.underlineStyle` (an integer).
    public let rawValue: Int

    /// A style from UIKit's bits. Mirrors `NSUnderlineStyle.init(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single thin line. Mirrors `NSUnderlineStyle.single` (0x01).
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A single thick line. Mirrors `NSUnderlineStyle.thick` (0x02).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines. Mirrors `NSUnderlineStyle.double` (0x09).
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern). Mirrors `NSUnderlineStyle.patternSolid` (0).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line (drawn solid here). Mirrors `NSUnderlineStyle.patternDot` (0x0100).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line (drawn solid here). Mirrors `NSUnderlineStyle.patternDash` (0x0200).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots (drawn solid here). Mirrors `NSUnderlineStyle.patternDashDot` (0x0300).
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and pairs of dots (drawn solid here). Mirrors
    /// `NSUnderlineStyle.patternDashDotDot` (0x0400).
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not whitespace (not honoured here). Mirrors
    /// `NSUnderlineStyle.byWord` (0x8000).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The text engine's line style for this value: `nil` when no line style bit is set (the
    /// low byte is 0, as UIKit reads it: a pattern or `byWord` alone draws nothing); double
    /// when its bit (0x08) is set, else thick when its bit (0x02) is, else single.
    var decorationStyle: DecorationStyle? {
        let style = rawValue & 0xFF
        if style == 0 { return nil }
        if style & 0x08 != 0 { return .double }
        if style & 0x02 != 0 { return .thick }
        return .single
    }
}
