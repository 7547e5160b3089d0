import Foundation

// Foundation on Linux has `AttributedString` and its Foundation scope but none of UIKit's
// attributes. These are UIKit's: the same names (`container.font`, `.foregroundColor`), the
// same value types and the `NSAttributedString.Key` raw values as their names.

extension AttributeScopes {
    /// UIKit's attributes for `AttributedString`. Mirrors `AttributeScopes.uiKit`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// The attributes UIKit's text draws, as `AttributedString` keys. Mirrors
    /// `AttributeScopes.UIKitAttributes` (the ones Vitrine's text engine draws).
    public struct UIKitAttributes: AttributeScope {
        /// Mirrors `font`.
        public let font: FontAttribute
        /// Mirrors `foregroundColor`.
        public let foregroundColor: ForegroundColorAttribute
        /// Mirrors `backgroundColor`.
        public let backgroundColor: BackgroundColorAttribute
        /// Mirrors `kern`.
        public let kern: KernAttribute
        /// Mirrors `underlineStyle`.
        public let underlineStyle: UnderlineStyleAttribute
        /// Mirrors `underlineColor`.
        public let underlineColor: UnderlineColorAttribute
        /// Mirrors `strikethroughStyle`.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Mirrors `strikethroughColor`.
        public let strikethroughColor: StrikethroughColorAttribute
    }
}

extension AttributeScopes.UIKitAttributes {
    /// The text's font. Mirrors `AttributeScopes.UIKitAttributes.FontAttribute`.
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = UIFont
        public static let name = NSAttributedString.Key.font.rawValue
    }

    /// The text's colour. Mirrors `AttributeScopes.UIKitAttributes.ForegroundColorAttribute`.
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }

    /// The colour behind the text. Mirrors `AttributeScopes.UIKitAttributes.BackgroundColorAttribute`.
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }

    /// Extra space after each character, in points. Mirrors `AttributeScopes.UIKitAttributes.KernAttribute`.
    public enum KernAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = NSAttributedString.Key.kern.rawValue
    }

    /// The underline. Mirrors `AttributeScopes.UIKitAttributes.UnderlineStyleAttribute`.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = NSUnderlineStyle
        public static let name = NSAttributedString.Key.underlineStyle.rawValue
    }

    /// The underline's colour. Mirrors `AttributeScopes.UIKitAttributes.UnderlineColorAttribute`.
    public enum UnderlineColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = NSAttributedString.Key.underlineColor.rawValue
    }

    /// The strikethrough. Mirrors `AttributeScopes.UIKitAttributes.StrikethroughStyleAttribute`.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = NSUnderlineStyle
        public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
    }

    /// The strikethrough's colour. Mirrors `AttributeScopes.UIKitAttributes.StrikethroughColorAttribute`.
    public enum StrikethroughColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = NSAttributedString.Key.strikethroughColor.rawValue
    }
}

extension AttributeDynamicLookup {
    /// `container.font`, `string.foregroundColor` and the other UIKit attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeContainer {
    /// The UIKit attributes set here as `NSAttributedString` attributes (what the text engine
    /// reads).
    var uiKitDictionary: [NSAttributedString.Key: Any] {
        var d: [NSAttributedString.Key: Any] = [:]
        typealias A = AttributeScopes.UIKitAttributes
        if let v = self[A.FontAttribute.self] { d[.font] = v }
        if let v = self[A.ForegroundColorAttribute.self] { d[.foregroundColor] = v }
        if let v = self[A.BackgroundColorAttribute.self] { d[.backgroundColor] = v }
        if let v = self[A.KernAttribute.self] { d[.kern] = v }
        if let v = self[A.UnderlineStyleAttribute.self] { d[.underlineStyle] = v }
        if let v = self[A.UnderlineColorAttribute.self] { d[.underlineColor] = v }
        if let v = self[A.StrikethroughStyleAttribute.self] { d[.strikethroughStyle] = v }
        if let v = self[A.StrikethroughColorAttribute.self] { d[.strikethroughColor] = v }
        return d
    }
}
