import Foundation
import VitrineGraphics
import VitrineText

/// UIKit's attribute dictionaries (`[NSAttributedString.Key: Any]`) in the text engine's
/// terms, with the defaults a view gives text that lacks an attribute. The rules are those of
/// `NSAttributedString.attributedText(defaultFont:…)`.
///
/// It works on plain Swift values (a `String` and dictionaries) as well as on
/// `NSAttributedString`, so that string drawing, fields and their marked text need not make
/// an `NSAttributedString` per call: Foundation on Linux never frees the attribute runs of
/// one, so one made per frame or per keystroke grows the process without end.
struct TextAttributeConverter {
    let base: TextAttributes
    let baseParagraph: ParagraphStyle
    private let link: Color
    private let traits: UITraitCollection?
    private let scale: CGFloat

    /// `nil` only when no font face could be loaded at all (not even the system font).
    init?(defaultFont: UIFont, defaultColor: UIColor, defaultParagraph: NSParagraphStyle?,
          traits: UITraitCollection?, linkColor: UIColor? = nil, fontScale: CGFloat = 1) {
        let scale = fontScale.isFinite && fontScale > 0 ? fontScale : 1
        guard let baseFont = textEngineFont(defaultFont, scale: scale, traits: traits)
                ?? textEngineFont(.systemFont(ofSize: defaultFont.pointSize), scale: scale, traits: traits) else {
            return nil
        }
        self.scale = scale
        self.traits = traits
        base = TextAttributes(font: baseFont, color: resolvedColor(defaultColor, traits: traits))
        baseParagraph = (defaultParagraph ?? .default).textStyle
        link = resolvedColor(linkColor ?? .systemBlue, traits: traits)
    }

    /// `string` with `attributes` over all of it.
    func text(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> AttributedText {
        let units = Array(string.utf16)
        var run = AttributedText.Run(range: 0..<units.count, attributes: base, paragraphStyle: baseParagraph)
        if let attributes { apply(attributes, to: &run) }
        return AttributedText(utf16: units, runs: units.isEmpty ? [] : [run], base: base, baseParagraph: baseParagraph)
    }

    /// An attributed string's text and runs (read in place, no copy of the string made).
    func text(of string: NSAttributedString) -> AttributedText {
        let units = Array(string.string.utf16)
        let n = min(string.length, units.count)
        var runs: [AttributedText.Run] = []
        if n > 0 {
            string.enumerateAttributes(in: NSRange(location: 0, length: n), options: []) { attributes, range, _ in
                guard range.location != NSNotFound, range.length > 0 else { return }
                var run = AttributedText.Run(range: range.location..<(range.location + range.length),
                                             attributes: base, paragraphStyle: baseParagraph)
                apply(attributes, to: &run)
                runs.append(run)
            }
        }
        return AttributedText(utf16: units, runs: runs, base: base, baseParagraph: baseParagraph)
    }

    /// `text` with `attributes` added over `range` (UTF-16 units, clamped) on top of what its
    /// runs already say, as `addAttribute(_:value:range:)` would (marked text's underline and
    /// style).
    func adding(_ attributes: [NSAttributedString.Key: Any], over range: Range<Int>, to text: AttributedText) -> AttributedText {
        let n = text.utf16.count
        let lo = max(0, min(n, range.lowerBound)), hi = max(lo, min(n, range.upperBound))
        guard hi > lo, !attributes.isEmpty else { return text }
        var runs: [AttributedText.Run] = []
        for run in text.runs {
            // The run's parts before, inside and after the range; the inside one restyled.
            let pieces = [(run.range.lowerBound, min(run.range.upperBound, lo), false),
                          (max(run.range.lowerBound, lo), min(run.range.upperBound, hi), true),
                          (max(run.range.lowerBound, hi), run.range.upperBound, false)]
            for (a, b, inside) in pieces where b > a {
                var piece = run
                piece.range = a..<b
                if inside { apply(attributes, to: &piece) }
                runs.append(piece)
            }
        }
        return AttributedText(utf16: text.utf16, runs: runs, base: base, baseParagraph: baseParagraph)
    }

    /// Applies one range's attributes to `run` (which holds the defaults or earlier ones).
    func apply(_ attributes: [NSAttributedString.Key: Any], to run: inout AttributedText.Run) {
        var isLink = false
        for (key, value) in attributes {
            switch key {
            case .font:
                if let f = value as? UIFont {
                    if let tf = textEngineFont(f, scale: scale, traits: traits) { run.attributes.font = tf }
                } else { TextAttributeDiagnostics.reportIgnored(key, value: value, expected: "a UIFont") }
            case .foregroundColor:
                if let c = color(value, key: key) { run.attributes.color = c }
            case .backgroundColor:
                if let c = color(value, key: key) { run.attributes.backgroundColor = c }
            case .underlineColor:
                if let c = color(value, key: key) { run.attributes.underlineColor = c }
            case .strikethroughColor:
                if let c = color(value, key: key) { run.attributes.strikethroughColor = c }
            case .kern:
                if let k = Self.number(value), k.isFinite { run.attributes.kern = CGFloat(k) }
                else { TextAttributeDiagnostics.reportIgnored(key, value: value, expected: "a finite number") }
            case .underlineStyle:
                if let s = Self.underlineStyle(value, key: key) { run.attributes.underline = s.decorationStyle }
            case .strikethroughStyle:
                if let s = Self.underlineStyle(value, key: key) { run.attributes.strikethrough = s.decorationStyle }
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
                if let o = Self.number(value), o.isFinite { run.attributes.baselineOffset = CGFloat(o) }
                else { TextAttributeDiagnostics.reportIgnored(key, value: value, expected: "a finite number") }
            default:
                break
            }
        }
        if isLink {
            run.attributes.color = link
            if run.attributes.underline == nil { run.attributes.underline = .single }
        }
    }

    private func color(_ value: Any, key: NSAttributedString.Key) -> Color? {
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
