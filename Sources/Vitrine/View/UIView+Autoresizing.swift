import Foundation

extension UIView {
    /// Which parts of a view stretch when its superview's bounds change size (springs and
    /// struts). Mirrors `UIView.AutoresizingMask` (UIKit's raw values).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge changes. Mirrors `flexibleLeftMargin`.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width changes. Mirrors `flexibleWidth`.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge changes. Mirrors `flexibleRightMargin`.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge changes. Mirrors `flexibleTopMargin`.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height changes. Mirrors `flexibleHeight`.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge changes. Mirrors `flexibleBottomMargin`.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view follows a change of its superview's size (`[]` by default: it keeps its
    /// frame). Mirrors `UIView.autoresizingMask`.
    public var autoresizingMask: AutoresizingMask {
        get { layoutAttributes.autoresizingMask }
        set {
            guard newValue != layoutAttributes.autoresizingMask else { return }
            layoutAttributes.autoresizingMask = newValue
            autoresizingMaskDidChange()
        }
    }

    /// Whether a change of this view's bounds size resizes its subviews by their
    /// `autoresizingMask` (`true` by default). Mirrors `UIView.autoresizesSubviews`.
    public var autoresizesSubviews: Bool {
        get { layoutAttributes.autoresizesSubviews }
        set { layoutAttributes.autoresizesSubviews = newValue }
    }

    /// The linear form of the autoresizing rule on one axis, for the layout engine (which
    /// turns it into constraints for views that translate their mask): with the superview
    /// `superviewSize` long on that axis, the view's origin is `a + b × superviewSize` and
    /// its length `c + d × superviewSize`.
    struct AutoresizingAxis: Equatable, Sendable {
        var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat

        func origin(superviewSize s: CGFloat) -> CGFloat { a + b * s }
        func length(superviewSize s: CGFloat) -> CGFloat { c + d * s }

        /// UIKit's rule on one axis, from the view's current `origin` and `length` in a
        /// superview `superviewSize` long: the flexible parts among the leading margin
        /// (`origin`), the length and the trailing margin (`superviewSize − origin − length`)
        /// share every change of the superview's size in proportion to their current sizes
        /// (UIKit: "When more than one option along the same axis is set, the default behavior
        /// is to distribute the size difference proportionally among the flexible portions");
        /// the fixed parts keep their sizes. If every flexible part is zero (or negative in
        /// sum), they share it equally. With no flexible part the view keeps its origin (the
        /// trailing margin absorbs the change).
        init(origin: CGFloat, length: CGFloat, superviewSize: CGFloat,
             flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool) {
            let parts = [flexibleLeading ? origin : nil, flexibleLength ? length : nil,
                         flexibleTrailing ? superviewSize - origin - length : nil]
            let flexible = parts.compactMap { $0 }
            let total = flexible.reduce(0, +)
            func share(_ part: CGFloat?) -> CGFloat {
                guard let part else { return 0 }
                return total > 0 ? part / total : 1 / CGFloat(flexible.count)
            }
            // Only the leading margin moves the origin; the length's share resizes it.
            b = share(parts[0])
            d = share(parts[1])
            a = origin - b * superviewSize
            c = length - d * superviewSize
        }
    }

    /// The autoresizing rule for `mask` as one linear form per axis, from `frame` in a
    /// superview of `superviewSize`.
    nonisolated static func autoresizingAxes(mask: AutoresizingMask, frame: CGRect, superviewSize: CGSize)
        -> (horizontal: AutoresizingAxis, vertical: AutoresizingAxis) {
        let f = frame.standardized
        return (AutoresizingAxis(origin: f.minX, length: f.width, superviewSize: superviewSize.width,
                                 flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                                 flexibleTrailing: mask.contains(.flexibleRightMargin)),
                AutoresizingAxis(origin: f.minY, length: f.height, superviewSize: superviewSize.height,
                                 flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                                 flexibleTrailing: mask.contains(.flexibleBottomMargin)))
    }

    /// The frame UIKit gives a subview with `mask` when its superview goes from
    /// `oldSuperviewSize` to `newSuperviewSize` (the same rule as `autoresizingAxes`).
    nonisolated static func resize(frame: CGRect, mask: AutoresizingMask, oldSuperviewSize: CGSize, newSuperviewSize: CGSize) -> CGRect {
        guard !mask.isEmpty else { return frame }
        let (h, v) = autoresizingAxes(mask: mask, frame: frame, superviewSize: oldSuperviewSize)
        return CGRect(x: h.origin(superviewSize: newSuperviewSize.width), y: v.origin(superviewSize: newSuperviewSize.height),
                      width: h.length(superviewSize: newSuperviewSize.width), height: v.length(superviewSize: newSuperviewSize.height))
    }

    /// The frame this view's `autoresizingMask` gives it when its superview goes from
    /// `oldSuperviewSize` to `newSuperviewSize` (what the bounds-size hook applies).
    func resize(frame: CGRect, oldSuperviewSize: CGSize, newSuperviewSize: CGSize) -> CGRect {
        UIView.resize(frame: frame, mask: layoutAttributes.autoresizingMask, oldSuperviewSize: oldSuperviewSize,
                      newSuperviewSize: newSuperviewSize)
    }

    /// This view's `autoresizingMask` as one linear form per axis, from `frame` in a superview
    /// of `superviewSize` (what the layout engine turns into constraints).
    func autoresizingAxes(frame: CGRect, superviewSize: CGSize) -> (horizontal: AutoresizingAxis, vertical: AutoresizingAxis) {
        UIView.autoresizingAxes(mask: layoutAttributes.autoresizingMask, frame: frame, superviewSize: superviewSize)
    }

    /// The view's `autoresizingMask` changed.
    ///
    /// Layout engine hook: empty (UIKit moves nothing when the mask changes; the next size
    /// change uses it). The Auto Layout engine regenerates here the constraints it makes from
    /// the mask (`autoresizingAxes`) for a view that translates its mask into constraints.
    func autoresizingMaskDidChange() {
        // A view whose mask the engine holds as constraints gets constraints of the new mask
        // (for its current frame; nothing moves now).
        if let v = _layoutVariables, !LayoutEngine.isApplyingFrames { v.engine?.frameDidChange(self, v) }
    }

    /// Whether the Auto Layout engine places this view, so autoresizing leaves it alone: a view
    /// placed by constraints (`translatesAutoresizingMaskIntoConstraints` false), or one whose
    /// mask the engine holds as constraints (it has engine variables).
    var isManagedByLayoutEngine: Bool { !_translatesAutoresizingMaskIntoConstraints || _layoutVariables != nil }

    /// The bounds size went from `oldSize` to the current one: each subview with a mask,
    /// not placed by the layout engine, gets the frame of UIKit's autoresizing rule
    /// (synchronously, as UIKit's `resizeSubviewsWithOldSize:`). Only direct subviews; theirs
    /// follow when their own size changes.
    func resizeSubviews(oldSize: CGSize) {
        guard layoutAttributes.autoresizesSubviews, oldSize != _bounds.size else { return }
        let newSize = _bounds.size
        for s in subviews where !s.layoutAttributes.autoresizingMask.isEmpty && !s.isManagedByLayoutEngine {
            s.frame = s.resize(frame: s.frame, oldSuperviewSize: oldSize, newSuperviewSize: newSize)
        }
    }
}
