import Foundation
import VitrineGraphics
import VitrinePlatform

// UIKit's string drawing for `draw(_:)` code (NSAttributedString UIKit Additions). Attributes
// the string lacks take UIKit's defaults: the system font at 12 points, black, the default
// paragraph style. Drawing goes to the current graphics context
// (`UIGraphicsGetCurrentContext()`); outside one nothing is drawn (one log line).

extension NSAttributedString {
    /// Draws the string with the top-left corner of its first line at `point`; line breaks in
    /// the string start new lines below, nothing wraps. Mirrors `NSAttributedString.draw(at:)`.
    @MainActor public func draw(at point: CGPoint) {
        StringDrawingLayout.Source.attributed(self).draw(at: point)
    }

    /// Draws the string inside `rect`: wrapped in its width, the lines that fit whole in its
    /// height, clipped to it. Mirrors `NSAttributedString.draw(in:)`.
    @MainActor public func draw(in rect: CGRect) {
        StringDrawingLayout.Source.attributed(self).draw(in: rect)
    }

    /// Draws the string in `rect` as `options` say: with `.usesLineFragmentOrigin`, wrapped in
    /// the rectangle's width from its top-left corner, the lines that fit whole in its height
    /// (`.truncatesLastVisibleLine` ends the last with an ellipsis when text is left out);
    /// without it, as one line whose baseline starts at the rectangle's origin. Not clipped.
    /// `context` gets the scale factor used and the drawn bounds. Mirrors
    /// `NSAttributedString.draw(with:options:context:)`.
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawingLayout.Source.attributed(self).draw(with: rect, options: options, context: context)
    }

    /// The size the string takes drawn with `draw(at:)`: its widest line and the height of
    /// its lines, in points, not rounded. Mirrors `NSAttributedString.size()`.
    public func size() -> CGSize {
        StringDrawingLayout.Source.attributed(self).size()
    }

    /// The rectangle the string takes drawn with `draw(with:options:context:)` in a
    /// rectangle of `size`: at the origin with `.usesLineFragmentOrigin`, else relative to
    /// the baseline origin (its y is minus the ascent). Not rounded: as UIKit documents, round
    /// it up (`ceil`) to size views. Mirrors `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringDrawingLayout.Source.attributed(self).boundingRect(with: size, options: options, context: context)
    }
}

/// The drawing and measuring every string-drawing entry point (attributed and plain) shares.
extension StringDrawingLayout.Source {
    @MainActor func draw(at point: CGPoint) {
        draw(with: CGRect(origin: point, size: .zero), options: .usesLineFragmentOrigin, context: nil)
    }

    @MainActor func draw(in rect: CGRect) {
        guard let canvas = StringDrawingTarget.canvas() else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let text = StringDrawingLayout(self, size: r.size, options: .usesLineFragmentOrigin, context: nil)
        canvas.save()
        canvas.clip(to: r)
        text.draw(in: canvas, at: r.origin)
        canvas.restore()
    }

    @MainActor func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        guard let canvas = StringDrawingTarget.canvas() else { return }
        let r = rect.standardized
        let text = StringDrawingLayout(self, size: r.size, options: options, context: context)
        text.draw(in: canvas, at: r.origin)
        context?.actualScaleFactor = text.scale
        context?.totalBounds = text.lineBounds.offsetBy(dx: r.minX, dy: r.minY)
    }

    func size() -> CGSize {
        StringDrawingLayout(self, size: .zero, options: .usesLineFragmentOrigin, context: nil).boundingRect.size
    }

    func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        let text = StringDrawingLayout(self, size: size, options: options, context: context)
        context?.actualScaleFactor = text.scale
        context?.totalBounds = text.lineBounds
        return text.boundingRect
    }
}

/// The canvas string drawing draws into: the current graphics context's.
@MainActor enum StringDrawingTarget {
    private static var warned = false

    static func canvas() -> Canvas? {
        if let context = UIGraphicsGetCurrentContext() { return context.canvas }
        if !warned {
            warned = true
            Log.ui.warning("String drawing outside a graphics context (draw(_:) or UIGraphicsPushContext): nothing drawn (logged once)")
        }
        return nil
    }
}
