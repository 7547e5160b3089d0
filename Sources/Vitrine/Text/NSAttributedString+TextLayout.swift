import Foundation
import VitrineGraphics
import VitrineText

extension NSAttributedString {
    /// This string in the text engine's terms: its UTF-16 units and one run per attribute
    /// range (ranges in UTF-16 units, as `NSAttributedString` counts them).
    ///
    /// Each attribute falls back to its default where the string has none: `defaultFont`,
    /// `defaultColor` and `defaultParagraph` (`NSParagraphStyle.default` when `nil`). A value
    /// of the wrong type for its key (a string under `.foregroundColor`, …) is ignored with
    /// one log line per key and type (`TextAttributeDiagnostics`); keys the text system does
    /// not know are ignored silently, as UIKit ignores custom attributes.
    ///
    /// `.link` ranges are styled as `UILabel` styles links: in `linkColor` (system blue when
    /// `nil`), whatever `.foregroundColor` says, and underlined — a single line unless the
    /// range asks for another line style (thick, double); a link cannot lose its underline,
    /// as in UIKit's labels. UIKit's documentation does not state this styling (it documents
    /// `.link` only as a URL or string); it is what UIKit's labels draw (TextKit's hard-coded
    /// link colour and underline).
    ///
    /// Colours are resolved for `traits`, and fonts drawn in the face its legibility weight
    /// asks for (`textEngineFont(_:scale:traits:)`).
    ///
    /// `fontScale` scales every font (the default and the string's), as a label that shrinks
    /// its text to fit (`adjustsFontSizeToFitWidth`) does.
    ///
    /// Returns `nil` only when no font face could be loaded at all (not even the system
    /// font); callers then draw placeholder boxes, as `UILabel` does.
    package func attributedText(defaultFont: UIFont, defaultColor: UIColor, defaultParagraph: NSParagraphStyle?,
                                traits: UITraitCollection?, linkColor: UIColor? = nil, fontScale: CGFloat = 1) -> AttributedText? {
        guard let converter = TextAttributeConverter(defaultFont: defaultFont, defaultColor: defaultColor, defaultParagraph: defaultParagraph,
                                                     traits: traits, linkColor: linkColor, fontScale: fontScale) else { return nil }
        return converter.text(of: self)
    }
}

/// The text engine's font for a `UIFont` scaled by `scale` (`UIFont.engineFont(scaledBy:)`),
/// in the face `traits`' legibility weight draws it with (Bold Text: system fonts one weight
/// heavier); `nil` when the font has no face (nothing could be loaded). Sizes past
/// `TextFont.maximumSize` are drawn at that size, with one log line. Every view's text goes
/// through here, so this is where Bold Text takes effect.
func textEngineFont(_ font: UIFont, scale: CGFloat, traits: UITraitCollection?) -> TextFont? {
    if font.pointSize * scale > TextFont.maximumSize { TextAttributeDiagnostics.reportClampedFontSize(font.pointSize * scale) }
    return font.legible(for: traits?.legibilityWeight ?? .unspecified).engineFont(scaledBy: scale)
}

/// A colour for drawing in `traits` (`nil`: the current appearance): a dynamic colour resolved
/// against the traits of the view the text is laid out for, whatever trait collection is
/// current while it is laid out.
func resolvedColor(_ color: UIColor, traits: UITraitCollection?) -> Color {
    guard let traits else { return color.color }
    return color.resolvedColor(with: traits).color
}
