import Foundation
import VitrineGraphics

/// A description of a font by attributes — family, PostScript name, size, face (style),
/// text style, symbolic traits — from which a font is made, and which makes related fonts
/// (the bold or italic of a family, another size). Mirrors UIKit's `UIFontDescriptor`
/// (the basics: no cascade list, feature settings or matrix). Faces are found through
/// fontconfig.
public final class UIFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// Stylistic aspects of a font. Mirrors `UIFontDescriptor.SymbolicTraits`, with UIKit's
    /// raw values (`traitItalic` 1 << 0, `traitBold` 1 << 1, `traitMonoSpace` 1 << 10, …).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Mirrors `UIFontDescriptor.SymbolicTraits.traitItalic`.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Mirrors `UIFontDescriptor.SymbolicTraits.traitBold`.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Mirrors `UIFontDescriptor.SymbolicTraits.traitExpanded`.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Mirrors `UIFontDescriptor.SymbolicTraits.traitCondensed`.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Mirrors `UIFontDescriptor.SymbolicTraits.traitMonoSpace`.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Mirrors `UIFontDescriptor.SymbolicTraits.traitVertical`.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Mirrors `UIFontDescriptor.SymbolicTraits.traitUIOptimized`.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Mirrors `UIFontDescriptor.SymbolicTraits.traitTightLeading`.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Mirrors `UIFontDescriptor.SymbolicTraits.traitLooseLeading`.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The keys of `fontAttributes`. Mirrors `UIFontDescriptor.AttributeName`, with UIKit's
    /// raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name, a `String`. Mirrors `.family`.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name, a `String`. Mirrors `.name`.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The point size, a `CGFloat`. Mirrors `.size`.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The face (style) name, a `String` (`"Bold"`). Mirrors `.face`.
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The text style, a `UIFont.TextStyle`. Mirrors `.textStyle`.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    let family: String?
    let name: String?
    let size: CGFloat?
    let faceName: String?
    let textStyle: UIFont.TextStyle?
    /// The font this describes, when it came from one (or was resolved for traits).
    let font: UIFont?

    init(family: String?, name: String?, size: CGFloat?, faceName: String? = nil,
         textStyle: UIFont.TextStyle? = nil, font: UIFont? = nil) {
        self.family = family
        self.name = name
        self.size = size
        self.faceName = faceName
        self.textStyle = textStyle
        self.font = font
    }

    /// The descriptor of `font`.
    convenience init(font: UIFont) {
        var style: UIFont.TextStyle?
        if case .textStyle(let s) = font.dynamicType { style = s }
        self.init(family: font.face?.familyName, name: font.fontName, size: font.pointSize,
                  faceName: font.face?.styleName, textStyle: style, font: font)
    }

    /// A descriptor of the font whose PostScript (or family) name is `fontName`. Mirrors
    /// `UIFontDescriptor(name:size:)`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(family: nil, name: fontName, size: size)
    }

    /// A descriptor from attributes (`.family`, `.name`, `.size`, `.face`, `.textStyle`;
    /// others are ignored). Mirrors `UIFontDescriptor(fontAttributes:)`.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        var size: CGFloat?
        switch attributes[.size] {
        case let v as CGFloat: size = v
        case let v as Double: size = CGFloat(v)
        case let v as Int: size = CGFloat(v)
        case let v as NSNumber: size = CGFloat(v.doubleValue)
        default: size = nil
        }
        var style = attributes[.textStyle] as? UIFont.TextStyle
        if style == nil, let raw = attributes[.textStyle] as? String { style = UIFont.TextStyle(rawValue: raw) }
        self.init(family: attributes[.family] as? String, name: attributes[.name] as? String, size: size,
                  faceName: attributes[.face] as? String, textStyle: style)
    }

    /// The attributes set on this descriptor. Mirrors `UIFontDescriptor.fontAttributes`.
    public var fontAttributes: [AttributeName: Any] {
        var a: [AttributeName: Any] = [:]
        if let family { a[.family] = family }
        if let name { a[.name] = name }
        if let size { a[.size] = size }
        if let faceName { a[.face] = faceName }
        if let textStyle { a[.textStyle] = textStyle }
        return a
    }

    /// The PostScript name (`DejaVuSans-Bold`); empty when the descriptor names none and
    /// describes no font. Mirrors `UIFontDescriptor.postscriptName`.
    public var postscriptName: String { name ?? font?.fontName ?? "" }

    /// The point size; 0 when the descriptor sets none. Mirrors `UIFontDescriptor.pointSize`.
    public var pointSize: CGFloat { size ?? 0 }

    /// The traits of the face this describes: italic and bold (FC_WEIGHT bold or heavier)
    /// as fontconfig reads the file, monospace for monospaced faces. Mirrors
    /// `UIFontDescriptor.symbolicTraits`.
    public var symbolicTraits: SymbolicTraits {
        guard let face = resolvedFont(size: pointSize > 0 ? pointSize : 12).face else { return [] }
        return Self.traits(of: face)
    }

    static func traits(of face: FontFace) -> SymbolicTraits {
        let style = FontDatabase.shared.style(of: face)
        var t: SymbolicTraits = []
        if style.italic || face.isItalicStyle { t.insert(.traitItalic) }
        if style.weight >= FontDatabase.boldWeight { t.insert(.traitBold) }
        if style.monospaced { t.insert(.traitMonoSpace) }
        return t
    }

    /// The same description at `size` points. Mirrors `UIFontDescriptor.withSize(_:)`.
    public func withSize(_ size: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: family, name: name, size: size, faceName: faceName, textStyle: textStyle,
                         font: font?.with(size: size, keepsDynamicType: false))
    }

    /// A description of the font of `family` with this one's size and bold and italic traits
    /// (not its PostScript name or face). Mirrors `UIFontDescriptor.withFamily(_:)`.
    public func withFamily(_ family: String) -> UIFontDescriptor {
        let base = UIFontDescriptor(family: family, name: nil, size: size)
        let wanted = symbolicTraits.intersection([.traitBold, .traitItalic])
        return base.withSymbolicTraits(wanted) ?? base
    }

    /// The font of this one's family with exactly `traits` (bold, italic, monospace): the
    /// family's face nearest to them through fontconfig, checked to have them; `nil` when the
    /// family has no such face (DejaVu Sans Mono has no semibold italic; no font is
    /// expanded, condensed or vertical here), as UIKit's. Leading and UI-optimized traits are
    /// hints and ignored. Mirrors `UIFontDescriptor.withSymbolicTraits(_:)`.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        guard traits.isDisjoint(with: [.traitExpanded, .traitCondensed, .traitVertical]) else { return nil }
        let current = resolvedFont(size: pointSize > 0 ? pointSize : 12)
        let italic = traits.contains(.traitItalic)
        let made: UIFont?
        if let request = current.systemRequest {
            var r = request
            r.italic = italic
            r.monospaced = traits.contains(.traitMonoSpace)
            if traits.contains(.traitBold) {
                if r.weight.rawValue < UIFont.Weight.bold.rawValue { r.weight = .bold }
            } else if r.weight.rawValue >= UIFont.Weight.bold.rawValue {
                r.weight = .regular
            }
            made = UIFont.systemFont(ofSize: current.pointSize, request: r, features: current.features)
        } else {
            guard let face = current.face else { return nil }
            let style = FontDatabase.shared.style(of: face)
            var weight = style.weight
            if traits.contains(.traitBold) { weight = max(weight, FontDatabase.boldWeight) }
            else if weight >= FontDatabase.boldWeight { weight = FontDatabase.regularWeight }
            made = FontDatabase.shared.face(family: family ?? face.familyName, weight: weight, slant: italic ? .italic : .roman)
                .map { UIFont(face: $0, pointSize: current.pointSize, name: $0.postScriptName ?? face.familyName, features: current.features) }
        }
        guard let made, let madeFace = made.face else { return nil }
        let has = Self.traits(of: madeFace)
        let checked = traits.intersection([.traitBold, .traitItalic, .traitMonoSpace])
        guard has.isSuperset(of: checked), checked.contains(.traitBold) == has.contains(.traitBold),
              checked.contains(.traitItalic) == has.contains(.traitItalic) else { return nil }
        return UIFontDescriptor(font: made)
    }

    /// The descriptor of `style`'s font at the app's content size category (its size, the
    /// text style attribute). Mirrors `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)`.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of `style`'s font at `traitCollection`'s content size category.
    /// Mirrors `UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:)`.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The font this describes at `size`: its own font; else by PostScript name, by family
    /// (and face name), by text style; else the system font.
    func resolvedFont(size: CGFloat) -> UIFont {
        if let font { return font.pointSize == size ? font : font.with(size: size, keepsDynamicType: false) }
        let database = FontDatabase.shared
        if let name, let face = database.face(postScriptName: name) ?? database.face(family: name) {
            return UIFont(face: face, pointSize: size, name: name)
        }
        if let family {
            let (weight, italic) = Self.weightAndSlant(faceName: faceName)
            if let face = database.face(family: family, weight: weight, slant: italic ? .italic : .roman) {
                return UIFont(face: face, pointSize: size, name: face.postScriptName ?? family)
            }
        }
        if let textStyle {
            let preferred = UIFont.preferredFont(forTextStyle: textStyle)
            return preferred.pointSize == size ? preferred : preferred.with(size: size, keepsDynamicType: false)
        }
        return UIFont.systemFont(ofSize: size)
    }

    /// A face name's fontconfig weight and slant (`"Semi Bold Italic"`: 180, italic).
    static func weightAndSlant(faceName: String?) -> (FontDatabase.Weight, Bool) {
        let f = (faceName ?? "").lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
        let italic = f.contains("italic") || f.contains("oblique")
        let table: [(String, FontDatabase.Weight)] = [
            ("extralight", 40), ("ultralight", 40), ("semibold", 180), ("demibold", 180), ("extrabold", 205),
            ("ultrabold", 205), ("thin", 0), ("light", 50), ("medium", 100), ("bold", 200), ("heavy", 205), ("black", 210),
        ]
        return (table.first { f.contains($0.0) }?.1 ?? FontDatabase.regularWeight, italic)
    }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool {
        a.family == b.family && a.name == b.name && a.size == b.size && a.faceName == b.faceName
            && a.textStyle == b.textStyle && a.font == b.font
    }

    public func hash(into h: inout Hasher) {
        h.combine(family); h.combine(name); h.combine(size); h.combine(faceName); h.combine(textStyle); h.combine(font)
    }

    public var description: String {
        "UIFontDescriptor(\(fontAttributes.map { "\($0.key.rawValue)=\($0.value)" }.sorted().joined(separator: ", ")))"
    }
}

extension UIFont {
    /// The font's descriptor: family, PostScript name, size, face name and (for a
    /// Dynamic Type font) text style. Mirrors `UIFont.fontDescriptor`.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font `descriptor` describes at `pointSize` (0: the descriptor's size, 12 when it
    /// has none): by PostScript name, family and face, or text style through fontconfig; the
    /// system font when nothing matches. Mirrors `UIFont(descriptor:size:)`.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize > 0 ? descriptor.pointSize : 12
        let font = descriptor.resolvedFont(size: size)
        var origin = font.dynamicType
        if origin == nil, let style = descriptor.textStyle, pointSize == 0 { origin = .textStyle(style) }
        self.init(face: font.face, pointSize: size, name: font.fontName, features: font.features,
                  dynamicType: origin, systemRequest: font.systemRequest)
    }
}
