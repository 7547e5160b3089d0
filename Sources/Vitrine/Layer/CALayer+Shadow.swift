import Foundation
import VitrineGraphics

/// The shadow properties. Defaults are Core Animation's: opaque black, opacity 0 (no
/// shadow), radius 3, offset (0, −3).
extension CALayer {
    /// The colour of the shadow. Mirrors `CALayer.shadowColor` (opaque black by default).
    public var shadowColor: CGColor? {
        get { _shadowColor?.color }
        set {
            let c = newValue.map { UIColor(cgColor: $0) }
            guard c != _shadowColor else { return }
            _shadowColor = c
            if _shadowOpacity > 0 { didChange(.content) }
        }
    }

    /// The opacity of the shadow, 0...1 (0 by default: no shadow). Mirrors
    /// `CALayer.shadowOpacity`.
    public var shadowOpacity: Float {
        get { _shadowOpacity }
        set {
            var o = newValue
            if o.isNaN { BadInputLog.report("CALayer.shadowOpacity = nan; 0 used"); o = 0 }
            o = min(1, max(0, o))
            guard o != _shadowOpacity else { return }
            _shadowOpacity = o
            didChange(.content)
        }
    }

    /// The blur radius of the shadow in points (3 by default). Mirrors `CALayer.shadowRadius`.
    /// Vitrine blurs with a Gaussian whose standard deviation is this radius (the
    /// correspondence design tools use: their blur, CSS's, is twice the sigma and twice the
    /// shadow radius).
    public var shadowRadius: CGFloat {
        get { _shadowRadius }
        set {
            let r = CALayer.checkedLength(newValue, "shadowRadius")
            guard r != _shadowRadius else { return }
            _shadowRadius = r
            if _shadowOpacity > 0 { didChange(.content) }
        }
    }

    /// Where the shadow lies relative to the layer, in points ((0, −3) by default, as in Core
    /// Animation: a little above in UIKit's geometry). Mirrors `CALayer.shadowOffset`.
    public var shadowOffset: CGSize {
        get { _shadowOffset }
        set {
            var o = newValue
            if !o.width.isFinite || !o.height.isFinite {
                BadInputLog.report("CALayer.shadowOffset = \(o): not finite; 0 used for the bad part")
                if !o.width.isFinite { o.width = 0 }
                if !o.height.isFinite { o.height = 0 }
            }
            guard o != _shadowOffset else { return }
            _shadowOffset = o
            if _shadowOpacity > 0 { didChange(.content) }
        }
    }

    /// The shape of the shadow (layer coordinates), instead of the layer's rounded bounds.
    /// Mirrors `CALayer.shadowPath` (`layer.shadowPath = UIBezierPath(…).cgPath` as in UIKit).
    public var shadowPath: CGPath? {
        get { _shadowPath.map { CGPath(path: $0) } }
        set {
            let path = newValue?.path
            if path?.droppedNonFinitePoints == true {
                BadInputLog.report("CALayer.shadowPath has points that are not finite; they were dropped")
            }
            guard path != _shadowPath else { return }
            _shadowPath = path
            if _shadowOpacity > 0 { didChange(.content) }
        }
    }

    /// The shadow's colour times its opacity, `nil` when no shadow is drawn (no opacity, no
    /// colour, or the layer masks to its bounds, which clips its own shadow away as in Core
    /// Animation).
    var visibleShadowColor: Color? {
        guard !_masksToBounds, _shadowOpacity > 0, let c = _shadowColor?.color else { return nil }
        let m = c.multiplyingAlpha(CGFloat(_shadowOpacity))
        return m.isInvisible ? nil : m
    }

    /// The shape the shadow is cast by over `bounds`: `shadowPath` when set, else the layer's
    /// rounded bounds when it draws something there (`drawsShape`); `nil` for none. Core
    /// Animation casts the shadow of whatever is drawn; Vitrine uses the rounded bounds for
    /// a layer with a background, border, gradient or contents, and casts none from a layer
    /// that draws nothing itself (set `shadowPath` for such a layer).
    func shadowShape(bounds: CGRect, drawsShape: Bool) -> ShadowShape? {
        if let p = _shadowPath { return p.isEmpty ? nil : .path(p) }
        return drawsShape ? .rounded(shape(in: bounds)) : nil
    }

    /// The part of the layer's coordinates its shadow can touch.
    func shadowExtent(bounds: CGRect, drawsShape: Bool) -> CGRect? {
        guard visibleShadowColor != nil, let s = shadowShape(bounds: bounds, drawsShape: drawsShape) else { return nil }
        let box: CGRect
        switch s {
        case .rounded(let r): box = r.rect
        case .path(let p): box = p.controlPointBounds
        }
        guard !box.isNull else { return nil }
        let spread = 3 * _shadowRadius + 1
        return box.offsetBy(dx: _shadowOffset.width, dy: _shadowOffset.height).insetBy(dx: -spread, dy: -spread)
    }

    /// Draws the shadow (before anything else of the layer). `opaqueBackground`: the layer's
    /// background, filled next, is opaque (the shadow under it need not be drawn).
    func drawShadow(in canvas: Canvas, bounds: CGRect, drawsShape: Bool, opaqueBackground: Bool = false) {
        guard let color = visibleShadowColor, let s = shadowShape(bounds: bounds, drawsShape: drawsShape) else { return }
        canvas.drawShadow(of: s, offset: _shadowOffset, sigma: _shadowRadius, color: color,
                          occluder: opaqueBackground ? shape(in: bounds) : nil)
    }
}
