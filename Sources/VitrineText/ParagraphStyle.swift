import CICU
import Foundation

/// Horizontal alignment of lines. Mirrors `NSTextAlignment`'s cases.
public enum TextAlignment: Int, Sendable, Equatable {
    case left, center, right, justified, natural
}

/// What happens to text that does not fit. Mirrors `NSLineBreakMode`'s six cases.
public enum LineBreakMode: Int, Sendable, Equatable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The base direction of a paragraph. Mirrors `NSWritingDirection`.
public enum WritingDirection: Int, Sendable, Equatable {
    /// From the paragraph's first strong character (left to right when there is none).
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Paragraph-level layout. Mirrors `NSParagraphStyle`'s properties, in points.
public struct ParagraphStyle: Sendable, Equatable {
    public var alignment: TextAlignment = .natural
    public var lineBreakMode: LineBreakMode = .byWordWrapping
    public var baseWritingDirection: WritingDirection = .natural
    /// Extra space between lines of a paragraph.
    public var lineSpacing: CGFloat = 0
    /// Space after a paragraph.
    public var paragraphSpacing: CGFloat = 0
    /// Space before a paragraph (not before the first).
    public var paragraphSpacingBefore: CGFloat = 0
    /// Multiplies the natural line height (0 = 1).
    public var lineHeightMultiple: CGFloat = 0
    /// Clamp the line height (0 = no limit).
    public var minimumLineHeight: CGFloat = 0
    public var maximumLineHeight: CGFloat = 0
    /// Indent of a paragraph's first line, and of its other lines, from the leading edge.
    public var firstLineHeadIndent: CGFloat = 0
    public var headIndent: CGFloat = 0
    /// Positive: distance from the leading edge (a fixed line length); zero or negative: inset
    /// from the trailing edge. As `NSParagraphStyle.tailIndent`.
    public var tailIndent: CGFloat = 0

    public init() {}

    /// The default style. Mirrors `NSParagraphStyle.default`.
    public static let `default` = ParagraphStyle()
}

extension WritingDirection {
    /// The direction of the first strong character of `text` (UAX #9 rules P2–P3: L is left to
    /// right, R and AL right to left), or nil when it has none (digits, spaces, punctuation).
    public static func firstStrong(in text: String) -> WritingDirection? {
        for scalar in text.unicodeScalars {
            switch CICU_charDirection(Int32(scalar.value)) {
            case 0: return .leftToRight                 // U_LEFT_TO_RIGHT
            case 1, 13: return .rightToLeft             // U_RIGHT_TO_LEFT, U_RIGHT_TO_LEFT_ARABIC
            default: continue
            }
        }
        return nil
    }
}
