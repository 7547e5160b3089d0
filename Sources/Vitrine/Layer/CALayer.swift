import Foundation
import VitrineGraphics

/// The drawing properties of a view, and decoration layers inside it. Mirrors Core
/// Animation's `CALayer` for the subset a UIKit app sets on `view.layer`: background,
/// opacity, corner radius (per corner), border, masking, shadow, and sublayers.
///
/// Every view has one layer, made with the view from `layerClass`. It is the one store of the
/// view's drawing properties: `view.backgroundColor`, `alpha`, `isHidden`, `clipsToBounds`,
/// `cornerRadius`, `borderWidth` and `borderColor` read and write the layer's values, and
/// setting them on the layer goes through the view (so a view's overrides of them run and
/// its animations and redraws happen either way).
///
/// Colours: the layer keeps the `UIColor` it was given, so a dynamic colour set on the view
/// resolves per appearance each time the view is drawn; the layer's `CGColor` properties
/// read it resolved against the current traits and wrap a colour set through them.
@MainActor
open class CALayer: NSObject {
    /// The view this layer backs (Core Animation's `delegate` for a view's layer); `nil` for
    /// a decoration layer. Not `weak`: a weak reference gives every view a side table, which
    /// makes every retain and release of every view take the slow path (+36 % on a frame
    /// changing 10,000 views in vitrine-bench). The view owns its layer and clears this in its
    /// `deinit`, so the reference never dangles.
    nonisolated(unsafe) unowned(unsafe) var owningView: UIView?
    /// The layer this one is a sublayer of. Mirrors `CALayer.superlayer`.
    public internal(set) weak var superlayer: CALayer?
    var _sublayers: [CALayer] = []

    // MARK: Storage (the view's properties read and write these)

    var _backgroundColor: UIColor?
    var _opacity: CGFloat = 1
    var _isHidden = false
    var _masksToBounds = false
    var _cornerRadius: CGFloat = 0
    var _borderWidth: CGFloat = 0
    var _borderColor: UIColor? = .black
    var _maskedCorners: CACornerMask = .all
    var _shadowColor: UIColor? = .black
    var _shadowOpacity: Float = 0
    var _shadowRadius: CGFloat = 3
    var _shadowOffset = CGSize(width: 0, height: -3)
    var _shadowPath: Path?
    /// A decoration layer's geometry (a view's layer uses the view's).
    var _bounds: CGRect = .zero
    var _position: CGPoint = .zero

    /// Creates a layer. Mirrors `CALayer.init()`.
    public override init() { super.init() }

    /// Makes a view's layer from its `layerClass`: Swift can make an object from a class value
    /// only through a `required` initializer, and `init()` is not one in UIKit (a subclass
    /// overrides it as on iOS). A subclass that overrides all the designated initializers
    /// (`override init()`) or none inherits this one, and it runs the subclass's `init()`.
    /// Apps don't call it; `UIView` does when it makes its layer.
    public required convenience init(vitrineLayerClass: Void) { self.init() }

    // MARK: Change notification

    /// What a change of a property touches.
    enum Change { case content, subtree }

    /// The view whose drawing includes this layer: the one it backs, or the one its
    /// superlayer chain leads to.
    var hostView: UIView? {
        var l: CALayer? = self
        while let cur = l {
            if let v = cur.owningView { return v }
            l = cur.superlayer
        }
        return nil
    }

    /// Redraws what a property change touches.
    func didChange(_ change: Change) {
        if let v = owningView {
            change == .subtree ? v.invalidateSubtree() : v.invalidateContent()
        } else {
            hostView?.invalidateContent()
        }
    }

    /// Clamps a length from app code: not finite or negative is reported and becomes 0.
    static func checkedLength(_ v: CGFloat, _ name: String) -> CGFloat {
        if v.isFinite && v >= 0 { return v }
        BadInputLog.report("CALayer.\(name) = \(v): not a finite non-negative length; 0 used")
        return 0
    }

    // MARK: Appearance

    /// The fill behind the layer's content. Mirrors `CALayer.backgroundColor`.
    public var backgroundColor: CGColor? {
        get { _backgroundColor?.color }
        set {
            let c = newValue.map { UIColor(cgColor: $0) }
            if let v = owningView { v.backgroundColor = c; return }
            guard c != _backgroundColor else { return }
            _backgroundColor = c
            didChange(.content)
        }
    }

    /// The layer's opacity, 0...1. Mirrors `CALayer.opacity` (a view's `alpha`).
    public var opacity: Float {
        get { Float(_opacity) }
        set {
            if let v = owningView { v.alpha = CGFloat(newValue); return }
            var o = CGFloat(newValue)
            if o.isNaN { BadInputLog.report("CALayer.opacity = nan; 0 used"); o = 0 }
            o = min(1, max(0, o))
            guard o != _opacity else { return }
            _opacity = o
            didChange(.content)
        }
    }

    /// Whether the layer is not drawn. Mirrors `CALayer.isHidden` (a view's `isHidden`).
    public var isHidden: Bool {
        get { _isHidden }
        set {
            if let v = owningView { v.isHidden = newValue; return }
            guard newValue != _isHidden else { return }
            _isHidden = newValue
            didChange(.content)
        }
    }

    /// Whether sublayers (and a view's subviews) are clipped to the layer's rounded bounds;
    /// a masking layer casts no shadow, as in Core Animation. Mirrors
    /// `CALayer.masksToBounds` (a view's `clipsToBounds`).
    public var masksToBounds: Bool {
        get { _masksToBounds }
        set {
            if let v = owningView { v.clipsToBounds = newValue; return }
            guard newValue != _masksToBounds else { return }
            _masksToBounds = newValue
            didChange(.content)
        }
    }

    /// The radius of the rounded corners of the background, border, shadow and clip.
    /// Mirrors `CALayer.cornerRadius` (a view's `cornerRadius`).
    public var cornerRadius: CGFloat {
        get { _cornerRadius }
        set {
            if let v = owningView { v.cornerRadius = newValue; return }
            let r = CALayer.checkedLength(newValue, "cornerRadius")
            guard r != _cornerRadius else { return }
            _cornerRadius = r
            didChange(.content)
        }
    }

    /// Which corners `cornerRadius` rounds (all by default). Mirrors `CALayer.maskedCorners`.
    public var maskedCorners: CACornerMask {
        get { _maskedCorners }
        set {
            guard newValue != _maskedCorners else { return }
            _maskedCorners = newValue
            didChange(owningView?.clipsToBounds == true ? .subtree : .content)
        }
    }

    /// The curve of the rounded corners. Mirrors `CALayer.cornerCurve`; `.continuous` is kept
    /// but drawn with circular arcs.
    public var cornerCurve: CALayerCornerCurve = .circular

    /// The width of the border, drawn inside the bounds above the content. Mirrors
    /// `CALayer.borderWidth` (a view's `borderWidth`).
    public var borderWidth: CGFloat {
        get { _borderWidth }
        set {
            if let v = owningView { v.borderWidth = newValue; return }
            let w = CALayer.checkedLength(newValue, "borderWidth")
            guard w != _borderWidth else { return }
            _borderWidth = w
            didChange(.content)
        }
    }

    /// The colour of the border (opaque black by default). Mirrors `CALayer.borderColor`.
    public var borderColor: CGColor? {
        get { _borderColor?.color }
        set {
            let c = newValue.map { UIColor(cgColor: $0) }
            if let v = owningView { v.borderColor = c; return }
            guard c != _borderColor else { return }
            _borderColor = c
            didChange(.content)
        }
    }

    /// Marks the layer's drawing as needing to be redone (its view redraws). Mirrors
    /// `CALayer.setNeedsDisplay()`.
    public func setNeedsDisplay() {
        if let v = owningView { v.setNeedsDisplay() } else { hostView?.invalidateContent() }
    }

    /// Whether the layer fills its bounds with more than its background colour (a
    /// gradient, contents).
    var drawsFill: Bool {
        // Most layers have no contents: no dynamic cast for them in the frame loop.
        guard let contents else { return false }
        return contents is UIImage
    }

    /// Draws what the layer shows over its background: the contents image, stretched over
    /// the bounds (a gradient layer adds its gradient).
    func drawFill(in canvas: Canvas, bounds: CGRect) { drawContents(in: canvas, bounds: bounds) }

    /// An image shown filling the layer's bounds, above its background (a `UIImage`; other
    /// values are ignored). Mirrors `CALayer.contents`.
    public var contents: Any? {
        didSet { didChange(.content) }
    }
}

extension CALayer {
    /// The layer's rounded shape over `rect`.
    func shape(in rect: CGRect) -> RoundedRect {
        RoundedRect(rect: rect, radii: _maskedCorners.radii(_cornerRadius))
    }

    /// The view's corner radii (`cornerRadius` on the `maskedCorners`).
    var cornerRadii: CornerRadii { _maskedCorners.radii(_cornerRadius) }
}
