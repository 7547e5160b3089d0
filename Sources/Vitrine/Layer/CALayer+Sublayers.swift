import Foundation
import VitrineGraphics

/// Decoration sublayers and their geometry. A view's subviews are not among its layer's
/// sublayers in Vitrine: sublayers are drawn after the view's own content and before its
/// subviews.
extension CALayer {
    /// The layer's sublayers, back to front. Mirrors `CALayer.sublayers`.
    public var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for l in _sublayers { l.superlayer = nil }
            _sublayers = []
            for l in newValue ?? [] { insertSublayer(l, at: UInt32(_sublayers.count)) }
            didChange(.content)
        }
    }

    /// Appends `layer` to the sublayers (on top). Mirrors `CALayer.addSublayer(_:)`.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(_sublayers.count))
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to the end). Mirrors
    /// `CALayer.insertSublayer(_:at:)`.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self, layer.owningView == nil else {
            BadInputLog.report("CALayer.insertSublayer: a view's own layer or the layer itself cannot be a sublayer; ignored")
            return
        }
        var a: CALayer? = self
        while let cur = a {
            if cur === layer {
                BadInputLog.report("CALayer.insertSublayer: the layer contains this one; ignored")
                return
            }
            a = cur.superlayer
        }
        layer.removeFromSuperlayer()
        _sublayers.insert(layer, at: min(Int(index), _sublayers.count))
        layer.superlayer = self
        didChange(.content)
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a
    /// sublayer). Mirrors `CALayer.insertSublayer(_:below:)`.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let i = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(i))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    /// Mirrors `CALayer.insertSublayer(_:above:)`.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let i = sibling.flatMap { s in _sublayers.firstIndex { $0 === s }.map { $0 + 1 } } ?? _sublayers.count
        insertSublayer(layer, at: UInt32(i))
    }

    /// Removes the layer from its superlayer. Mirrors `CALayer.removeFromSuperlayer()`.
    public func removeFromSuperlayer() {
        guard let s = superlayer else { return }
        s.didChange(.content)
        s._sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: Geometry

    /// The layer's own coordinate space. Mirrors `CALayer.bounds` (a view's `bounds`).
    public var bounds: CGRect {
        get { owningView?.bounds ?? _bounds }
        set {
            if let v = owningView { v.bounds = newValue; return }
            guard CALayer.isFinite(newValue) else { BadInputLog.report("CALayer.bounds = \(newValue): not finite; ignored"); return }
            guard newValue != _bounds else { return }
            didChange(.content)
            _bounds = newValue
            didChange(.content)
        }
    }

    /// The centre of the layer in its superlayer's coordinates (the anchor point is the
    /// centre). Mirrors `CALayer.position` (a view's `center`).
    public var position: CGPoint {
        get { owningView?.center ?? _position }
        set {
            if let v = owningView { v.center = newValue; return }
            guard newValue.x.isFinite, newValue.y.isFinite else {
                BadInputLog.report("CALayer.position = \(newValue): not finite; ignored"); return
            }
            guard newValue != _position else { return }
            didChange(.content)
            _position = newValue
            didChange(.content)
        }
    }

    /// The layer's rectangle in its superlayer's coordinates. Mirrors `CALayer.frame`.
    public var frame: CGRect {
        get {
            if let v = owningView { return v.frame }
            return CGRect(x: _position.x - _bounds.width / 2, y: _position.y - _bounds.height / 2,
                          width: _bounds.width, height: _bounds.height)
        }
        set {
            if let v = owningView { v.frame = newValue; return }
            guard CALayer.isFinite(newValue) else { BadInputLog.report("CALayer.frame = \(newValue): not finite; ignored"); return }
            let f = newValue.standardized
            didChange(.content)
            _bounds = CGRect(origin: _bounds.origin, size: f.size)
            _position = CGPoint(x: f.midX, y: f.midY)
            didChange(.content)
        }
    }

    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
    }
}
