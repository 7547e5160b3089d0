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
    /// Colours are resolved for `traits` (`UIColor` has no trait-dependent colours yet, so
    /// today every colour resolves to itself).
    ///
    /// `fontScale` scales every font (the default and the string's), as a label that shrinks
    /// its text to fit (`adjustsFontSizeToFitWidth`) does.
    ///
    /// Returns `nil` only when no font face could be loaded at all (not even the system
    /// font); callers then draw placeholder boxes, as `UILabel` does.
    package func attributedText(defaultFont: UIFont, defaultColor: UIColor, defaultParagraph: NSParagraphStyle?,
                                traits: UITraitCollection?, linkColor: UIColor? = nil, fontScale: CGFloat = 1) -> AttributedText? {
        let scale = fontScale.isFinite && fontScale > 0 ? fontScale : 1
        guard let baseFont = textEngineFont(defaultFont, scale: scale)
                ?? textEngineFont(.systemFont(ofSize: defaultFont.pointSize), scale: scale) else {
            return nil
        }
        let base = TextAttributes(font: baseFont, color: resolvedColor(defaultColor, traits: traits))
        let baseParagraph = (defaultParagraph ?? .default).textStyle
        let units = Array(string.utf16)
        let n = min(length, units.count)
        var runs: [AttributedText.Run] = []
        if n > 0 {
            let link = resolvedColor(linkColor ?? .systemBlue, traits: traits)
            enumerateAttributes(in: NSRange(location: 0, length: n), options: []) { attributes, range, _ in
                guard range.location != NSNotFound, range.length > 0 else { return }
                var run = AttributedText.Run(range: range.location..<(range.location + range.length),
                                             attributes: base, paragraphStyle: baseParagraph)
                Self.apply(attributes, to: &run, traits: traits, linkColor: link, fontScale: scale)
                runs.append(run)
            }
        }
        return AttributedText(utf16: units, runs: runs, base: base, baseParagraph: baseParagraph)
    }

    /// Applies one range's attributes to `run` (which holds the defaults).
    private static func apply(_ attributes: [NSAttributedString.Key: Any], to run: inout AttributedText.Run,
                              traits: UITraitCollection?, linkColor: Color, fontScale: CGFloat) {
        var isLink = false
        for (key, value) in attributes {
            switch key {
            case .font:
                if let f = value as? UIFont {
                    if let tf = textEngineFont(f, scale: fontScale) { run.attributes.font = tf }
                } else { TextAttributeDiagnostics.reportIgnored(key, value: value, expected: "a UIFont") }
            case .foregroundColor:
                if let c = color(value, key: key, traits: traits) { run.attributes.color = c }
            case .backgroundColor:
                if let c = color(value, key: key, traits: traits) { run.attributes.backgroundColor = c }
            case .underlineColor:
                if let c = color(value, key: key, traits: traits) { run.attributes.underlineColor = c }
            case .strikethroughColor:
                if let c = color(value, key: key, traits: traits) { run.attributes.strikethroughColor = c }
            case .kern:
                if let k = number(value), k.isFinite { run.attributes.kern = CGFloat(k) }
                else { TextAttributeDiagnostics.reportIgnored(key, value: value, expected: "a finite number") }
            case .underlineStyle:
                if let s = underlineStyle(value, key: key) { run.attributes.underline = s.decorationStyle }
            case .strikethroughStyle:
                if let s = underlineStyle(value, key: key) { run.attributes.strikethrough = s.decorationStyle }
            case .paragraphStyle:
                if let p = value as? NSParagraphStyle { run.paragraphStyle = p.textStyle }
                else { TextAttributeDiagnostics.reportIgnored(key, value: value, expected: "an NSParagraphStyle") }
            case .link:
                if value is URL || value is NSURL || value is String || value is NSString { isLink = true }
                else { TextAttributeDiagnostics.reportIgnored(key, value: value, expected: "a URL or a String") }
            case .languageIdentifier:
                if let l = value as? String, !l.isEmpty { run.attributes.language = l }
                else { TextAttributeDiagnostics.reportIgnored(key, value: value, expected: "a language identifier string") }
            case .baselineOffset:
                if let o = number(value), o.isFinite { run.attributes.baselineOffset = CGFloat(o) }
                else { TextAttributeDiagnostics.reportIgnored(key, value: value, expected: "a finite number") }
            default:
                break
            }
        }
        if isLink {
            run.attributes.color = linkColor
            if run.attributes.underline == nil { run.attributes.underline = .single }
        }
    }

    private static func color(_ value: Any, key: NSAttributedString.Key, traits: UITraitCollection?) -> Color? {
        if let c = value as? UIColor { return resolvedColor(c, traits: traits) }
        if let c = value as? Color { return c }  // a CGColor
        TextAttributeDiagnostics.reportIgnored(key, value: value, expected: "a UIColor")
        return nil
    }

    private static func underlineStyle(_ value: Any, key: NSAttributedString.Key) -> NSUnderlineStyle? {
        if let s = value as? NSUnderlineStyle { return s }
        if let n = value as? Int { return NSUnderlineStyle(rawValue: n) }
        if let n = value as? NSNumber, let i = Int(exactly: n.doubleValue) { return NSUnderlineStyle(rawValue: i) }
        TextAttributeDiagnostics.reportIgnored(key, value: value, expected: "an NSUnderlineStyle or an integer")
        return nil
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Int: Double(v)
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}

/// The text engine's font for a `UIFont` scaled by `scale` (`UIFont.engineFont(scaledBy:)`);
/// `nil` when the font has no face (nothing could be loaded). Sizes past
/// `TextFont.maximumSize` are drawn at that size, with one log line.
func textEngineFont(_ font: UIFont, scale: CGFloat) -> TextFont? {
    if font.pointSize * scale > TextFont.maximumSize { TextAttributeDiagnostics.reportClampedFontSize(font.pointSize * scale) }
    return font.engineFont(scaledBy: scale)
}

/// A colour for drawing in `traits` (`nil`: the current appearance). `UIColor` has no
/// trait-dependent (dynamic) colours yet, so this is the colour itself; the one place that
/// will resolve them.
func resolvedColor(_ color: UIColor, traits: UITraitCollection?) -> Color {
    color.color
}
