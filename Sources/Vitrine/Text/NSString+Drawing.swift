import Foundation

// UIKit's plain-string drawing (NSString UIKit Additions), for `NSString` and Swift strings
// alike: the string with `attributes` (UIKit's defaults — the system font at 12 points,
// black — where they give none) drawn and measured as `NSAttributedString`'s drawing does,
// without making one (Foundation on Linux never frees its attribute runs, and `draw(_:)`
// code draws strings on every frame).

extension NSString {
    /// Draws the string with the top-left corner of its first line at `point`. Mirrors
    /// `NSString.draw(at:withAttributes:)`.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawingLayout.Source.plain(self as String, attributes).draw(at: point)
    }

    /// Draws the string wrapped inside `rect`, clipped to it. Mirrors
    /// `NSString.draw(in:withAttributes:)`.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawingLayout.Source.plain(self as String, attributes).draw(in: rect)
    }

    /// Draws the string in `rect` as `options` say. Mirrors
    /// `NSString.draw(with:options:attributes:context:)`.
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        StringDrawingLayout.Source.plain(self as String, attributes).draw(with: rect, options: options, context: context)
    }

    /// The size the string takes drawn with `draw(at:withAttributes:)`, not rounded. Mirrors
    /// `NSString.size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawingLayout.Source.plain(self as String, attributes).size()
    }

    /// The rectangle the string takes drawn in a rectangle of `size` with `options`, not
    /// rounded (round it up to size views). Mirrors
    /// `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringDrawingLayout.Source.plain(self as String, attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension StringProtocol {
    /// Draws the string with the top-left corner of its first line at `point`. Mirrors
    /// `StringProtocol.draw(at:withAttributes:)` (`NSString.draw(at:withAttributes:)`).
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawingLayout.Source.plain(String(self), attributes).draw(at: point)
    }

    /// Draws the string wrapped inside `rect`, clipped to it. Mirrors
    /// `StringProtocol.draw(in:withAttributes:)` (`NSString.draw(in:withAttributes:)`).
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawingLayout.Source.plain(String(self), attributes).draw(in: rect)
    }

    /// Draws the string in `rect` as `options` say. Mirrors
    /// `StringProtocol.draw(with:options:attributes:context:)`.
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        StringDrawingLayout.Source.plain(String(self), attributes).draw(with: rect, options: options, context: context)
    }

    /// The size the string takes drawn with `draw(at:withAttributes:)`, not rounded. Mirrors
    /// `StringProtocol.size(withAttributes:)` (`NSString.size(withAttributes:)`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawingLayout.Source.plain(String(self), attributes).size()
    }

    /// The rectangle the string takes drawn in a rectangle of `size` with `options`, not
    /// rounded. Mirrors `StringProtocol.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringDrawingLayout.Source.plain(String(self), attributes).boundingRect(with: size, options: options, context: context)
    }
}
