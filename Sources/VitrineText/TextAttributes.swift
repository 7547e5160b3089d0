import Foundation
import VitrineGraphics

/// How a line decorating text (underline, strikethrough) is drawn. Mirrors the line styles of
/// `NSUnderlineStyle`.
public enum DecorationStyle: Sendable, Equatable {
    case single, thick, double
}

/// The attributes of a run of text, in the text engine's terms (`NSAttributedString`'s keys
/// map onto these in the UI layer).
public struct TextAttributes: Sendable, Equatable {
    public var font: TextFont
    public var color: Color
    /// Fills the run's line box behind the glyphs.
    public var backgroundColor: Color?
    /// Extra space after each character, in points (`.kern`).
    public var kern: CGFloat
    /// Points the glyphs (and their decorations) sit above the baseline (`.baselineOffset`;
    /// negative: below). The line grows to hold them.
    public var baselineOffset: CGFloat = 0
    public var underline: DecorationStyle?
    public var underlineColor: Color?
    public var strikethrough: DecorationStyle?
    public var strikethroughColor: Color?
    /// A BCP 47 language tag (`ko`, `ja`, `zh-Hans`) that picks fallback faces and shaping
    /// rules (Han characters from the Korean, Japanese or Chinese design); `nil` = the system's.
    public var language: String?

    public init(font: TextFont, color: Color = .black, backgroundColor: Color? = nil, kern: CGFloat = 0,
                underline: DecorationStyle? = nil, underlineColor: Color? = nil,
                strikethrough: DecorationStyle? = nil, strikethroughColor: Color? = nil, language: String? = nil) {
        self.font = font
        self.color = color
        self.backgroundColor = backgroundColor
        self.kern = kern.isFinite ? kern : 0
        self.underline = underline
        self.underlineColor = underlineColor
        self.strikethrough = strikethrough
        self.strikethroughColor = strikethroughColor
        self.language = language
    }
}
