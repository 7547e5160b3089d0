import Foundation
import VitrineText

/// Paragraph layout for attributed text: alignment, line break mode, writing direction,
/// spacing, line height and indents. Immutable; `NSMutableParagraphStyle` is the mutable
/// form. Mirrors UIKit's `NSParagraphStyle` (the properties the text engine lays out with;
/// tab stops and hyphenation are not there).
///
/// `copy()` gives an immutable style (the same object for an immutable one), and
/// `mutableCopy()` a new `NSMutableParagraphStyle`, as with UIKit's `NSCopying` and
/// `NSMutableCopying`. Two styles are equal (`isEqual(_:)`, `==`) when every property is.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // @unchecked Sendable: an `NSParagraphStyle` never changes after it is made (the mutable
    // subclass below is not Sendable), as UIKit's immutable style is shared across threads.

    /// The values, in the text engine's terms.
    package internal(set) var textStyle: ParagraphStyle

    /// The default style: natural alignment, word wrapping, natural direction, no spacing,
    /// no indents. Mirrors `NSParagraphStyle.default`.
    public static let `default` = NSParagraphStyle()

    /// A default style. Mirrors `NSParagraphStyle.init()`.
    public override init() {
        textStyle = .default
        super.init()
    }

    /// A style with the engine's values.
    package init(textStyle: ParagraphStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The direction a paragraph in `languageName` (an ISO language code) is written in;
    /// `.natural` when `nil` or unknown. Mirrors
    /// `NSParagraphStyle.defaultWritingDirection(forLanguage:)`.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let languageName else { return .natural }
        let code = String(languageName.lowercased().prefix { $0.isLetter })
        let rightToLeft: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ku", "ps", "sd", "syr", "ug", "ur", "yi"]
        return rightToLeft.contains(code) ? .rightToLeft : (code.isEmpty ? .natural : .leftToRight)
    }

    // MARK: Properties (UIKit's names)

    /// Mirrors `NSParagraphStyle.alignment` (default `.natural`).
    open var alignment: NSTextAlignment { NSTextAlignment(textStyle.alignment) }
    /// Mirrors `NSParagraphStyle.lineBreakMode` (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode { NSLineBreakMode(textStyle.lineBreakMode) }
    /// Mirrors `NSParagraphStyle.baseWritingDirection` (default `.natural`).
    open var baseWritingDirection: NSWritingDirection { NSWritingDirection(textStyle.baseWritingDirection) }
    /// Extra space between the lines of a paragraph, in points (default 0). Mirrors
    /// `NSParagraphStyle.lineSpacing`.
    open var lineSpacing: CGFloat { textStyle.lineSpacing }
    /// Space after a paragraph, in points (default 0). Mirrors `NSParagraphStyle.paragraphSpacing`.
    open var paragraphSpacing: CGFloat { textStyle.paragraphSpacing }
    /// Space before a paragraph, in points (default 0). Mirrors
    /// `NSParagraphStyle.paragraphSpacingBefore`.
    open var paragraphSpacingBefore: CGFloat { textStyle.paragraphSpacingBefore }
    /// Multiplies the natural line height (default 0: unchanged). Mirrors
    /// `NSParagraphStyle.lineHeightMultiple`.
    open var lineHeightMultiple: CGFloat { textStyle.lineHeightMultiple }
    /// The smallest line height in points (default 0: no minimum). Mirrors
    /// `NSParagraphStyle.minimumLineHeight`.
    open var minimumLineHeight: CGFloat { textStyle.minimumLineHeight }
    /// The largest line height in points (default 0: no maximum). Mirrors
    /// `NSParagraphStyle.maximumLineHeight`.
    open var maximumLineHeight: CGFloat { textStyle.maximumLineHeight }
    /// The indent of a paragraph's first line from the leading edge (default 0). Mirrors
    /// `NSParagraphStyle.firstLineHeadIndent`.
    open var firstLineHeadIndent: CGFloat { textStyle.firstLineHeadIndent }
    /// The indent of a paragraph's other lines from the leading edge (default 0). Mirrors
    /// `NSParagraphStyle.headIndent`.
    open var headIndent: CGFloat { textStyle.headIndent }
    /// Positive: the line length from the leading edge; zero or negative: the inset from the
    /// trailing edge (default 0). Mirrors `NSParagraphStyle.tailIndent`.
    open var tailIndent: CGFloat { textStyle.tailIndent }

    // MARK: Copying and equality

    /// An immutable copy: this object when it is immutable already. Mirrors
    /// `NSCopying.copy(with:)`.
    open func copy(with zone: NSZone? = nil) -> Any {
        type(of: self) == NSParagraphStyle.self ? self : NSParagraphStyle(textStyle: textStyle)
    }

    /// A new mutable copy. Mirrors `NSMutableCopying.mutableCopy(with:)`.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(textStyle: textStyle)
    }

    /// Whether `object` is a paragraph style with the same values. Mirrors
    /// `NSParagraphStyle.isEqual(_:)`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return other.textStyle == textStyle
    }

    /// A hash consistent with `isEqual(_:)`. Mirrors `NSParagraphStyle.hash`.
    open override var hash: Int {
        var h = Hasher()
        h.combine(textStyle.alignment)
        h.combine(textStyle.lineBreakMode)
        h.combine(textStyle.lineSpacing)
        h.combine(textStyle.firstLineHeadIndent)
        h.combine(textStyle.headIndent)
        return h.finalize()
    }

    /// The properties, for debugging. Mirrors `NSParagraphStyle.description`.
    open override var description: String {
        "NSParagraphStyle(alignment: \(alignment), lineBreakMode: \(lineBreakMode), lineSpacing: \(lineSpacing), "
            + "paragraphSpacing: \(paragraphSpacing), lineHeightMultiple: \(lineHeightMultiple), "
            + "firstLineHeadIndent: \(firstLineHeadIndent), headIndent: \(headIndent), tailIndent: \(tailIndent))"
    }
}

/// A paragraph style whose properties can be set. Mirrors UIKit's `NSMutableParagraphStyle`.
/// Values that are not finite are ignored (the property keeps its value) rather than trap.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// A default style to change. Mirrors `NSMutableParagraphStyle.init()`.
    public override init() { super.init() }

    package override init(textStyle: ParagraphStyle) { super.init(textStyle: textStyle) }

    /// Copies every property of `other`. Mirrors `NSMutableParagraphStyle.setParagraphStyle(_:)`.
    open func setParagraphStyle(_ other: NSParagraphStyle) { textStyle = other.textStyle }

    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { textStyle.alignment = newValue.engineAlignment }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { textStyle.lineBreakMode = newValue.engineMode }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { textStyle.baseWritingDirection = newValue.engineDirection }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { if newValue.isFinite { textStyle.lineSpacing = newValue } }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { if newValue.isFinite { textStyle.paragraphSpacing = newValue } }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { if newValue.isFinite { textStyle.paragraphSpacingBefore = newValue } }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { if newValue.isFinite { textStyle.lineHeightMultiple = newValue } }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { if newValue.isFinite { textStyle.minimumLineHeight = newValue } }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { if newValue.isFinite { textStyle.maximumLineHeight = newValue } }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { if newValue.isFinite { textStyle.firstLineHeadIndent = newValue } }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { if newValue.isFinite { textStyle.headIndent = newValue } }
    }
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { if newValue.isFinite { textStyle.tailIndent = newValue } }
    }
}

// A mutable style changes after it is made: not Sendable (as in UIKit's SDK).
@available(*, unavailable)
extension NSMutableParagraphStyle: @unchecked Sendable {}
