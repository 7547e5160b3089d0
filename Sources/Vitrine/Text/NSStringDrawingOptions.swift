import Foundation

/// How string drawing and measuring lay text out. Mirrors UIKit's `NSStringDrawingOptions`
/// with its raw values (`usesLineFragmentOrigin` 1 << 0, `usesFontLeading` 1 << 1,
/// `usesDeviceMetrics` 1 << 3, `truncatesLastVisibleLine` 1 << 5).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The bits, as in UIKit.
    public let rawValue: Int

    /// Options from UIKit's bits. Mirrors `NSStringDrawingOptions.init(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lays the text out as lines wrapped in the rectangle's width, the rectangle's origin
    /// being the top-left corner of the first line. Without it the text is one line and the
    /// origin is that line's baseline origin. Mirrors
    /// `NSStringDrawingOptions.usesLineFragmentOrigin`.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)

    /// Uses the font's leading for line heights. Mirrors `NSStringDrawingOptions.usesFontLeading`.
    /// Vitrine's lines always are the font's line height (ascent + descent + the font's line
    /// gap, as `UIFont.lineHeight`), so this option changes nothing.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)

    /// Measures glyph images rather than typographic bounds. Mirrors
    /// `NSStringDrawingOptions.usesDeviceMetrics`; accepted and ignored (typographic bounds
    /// are measured).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)

    /// When the text does not fit in the rectangle, ends the last line that fits with an
    /// ellipsis. Ignored without `usesLineFragmentOrigin`, as in UIKit. Mirrors
    /// `NSStringDrawingOptions.truncatesLastVisibleLine`.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings for a string drawing call and what it measured. Mirrors UIKit's
/// `NSStringDrawingContext`.
public final class NSStringDrawingContext {
    /// The smallest factor fonts may be scaled by to make the text fit (0 or 1: never scaled,
    /// the default). Mirrors `NSStringDrawingContext.minimumScaleFactor`.
    public var minimumScaleFactor: CGFloat = 0

    /// The factor the fonts were scaled by in the last call (1 when not scaled). Mirrors
    /// `NSStringDrawingContext.actualScaleFactor`.
    public internal(set) var actualScaleFactor: CGFloat = 1

    /// The bounds of the text the last call drew or measured, in the drawing's coordinates.
    /// Mirrors `NSStringDrawingContext.totalBounds`.
    public internal(set) var totalBounds: CGRect = .zero

    /// Mirrors `NSStringDrawingContext.init()`.
    public init() {}
}
