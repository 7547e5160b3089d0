import CPixman
import Foundation

/// A colour gradient in user space: axial (between two points) or radial (between two
/// circles), with colour stops, as `CGGradient` drawn by `CGContext.drawLinearGradient` /
/// `drawRadialGradient` and `CAGradientLayer` use it. Beyond the ends the end colours extend
/// (pad).
public struct Gradient: Hashable, Sendable {
    /// One colour stop: a colour at a location in 0...1 along the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    /// Where the gradient runs.
    public enum Geometry: Hashable, Sendable {
        /// From `start` (location 0) to `end` (location 1), constant along the perpendiculars.
        case axial(start: CGPoint, end: CGPoint)
        /// From the circle at `startCenter` with `startRadius` to the one at `endCenter`
        /// with `endRadius`.
        case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
    }

    public var stops: [Stop]
    public var geometry: Geometry
    /// Maps the gradient's own coordinates into user space (an elliptical radial gradient is
    /// a circular one under a scale).
    public var transform: CGAffineTransform
    /// Whether the end colours extend beyond the ends (pad); `false` leaves the space beyond
    /// the ends unpainted (Core Graphics without `drawsBefore/AfterEndLocation`).
    public var extendsBeyondEnds = true

    public init(stops: [Stop], geometry: Geometry, transform: CGAffineTransform = .identity) {
        self.stops = stops
        self.geometry = geometry
        self.transform = transform
    }

    /// Stops evenly spaced from 0 to 1 when `locations` is `nil` or does not match the colours
    /// (Core Animation's rule); locations clamped to 0...1 and kept in order.
    public init(colors: [Color], locations: [CGFloat]?, geometry: Geometry, transform: CGAffineTransform = .identity) {
        var stops: [Stop] = []
        for (i, c) in colors.enumerated() {
            var l: CGFloat
            if let locations, locations.count == colors.count {
                l = locations[i].isFinite ? min(1, max(0, locations[i])) : 0
            } else {
                l = colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1)
            }
            if let last = stops.last { l = max(l, last.location) }
            stops.append(Stop(color: c, location: l))
        }
        self.init(stops: stops, geometry: geometry, transform: transform)
    }
}

extension Canvas {
    /// Fills `shape` (user space) with `gradient`, antialiased at the shape's edge, blended
    /// OVER what is there. No stops draws nothing; one stop fills with its colour.
    public func fill(_ shape: RoundedRect, with gradient: Gradient) {
        guard state.alpha > 0, !shape.rect.isEmpty, !isClippedOut, !gradient.stops.isEmpty else { return }
        if gradient.stops.count == 1, gradient.extendsBeyondEnds { fill(shape, color: gradient.stops[0].color); return }
        if record(.gradient(gradient, shape)) { return }
        // Gradient space → device, and its inverse for pixman (which maps destination pixels
        // to source coordinates).
        let toDevice = gradient.transform.concatenating(state.transform)
        guard toDevice.determinant != 0, let source = makeGradientImage(gradient) else { return }
        defer { pixman_image_unref(source) }
        let inv = toDevice.inverted()
        var m = pixman_transform_t(matrix: (
            (fixed(inv.a), fixed(inv.c), fixed(inv.tx)),
            (fixed(inv.b), fixed(inv.d), fixed(inv.ty)),
            (0, 0, 1 << 16)))
        pixman_image_set_transform(source, &m)
        pixman_image_set_repeat(source, gradient.extendsBeyondEnds ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE)
        let polygon = shape.polygon(transform: state.transform)
        let box = deviceBounds(of: [polygon])
        guard !box.isEmpty, let mask = CoverageMask(rect: box) else { return }
        mask.add(convex: polygon)
        if state.alpha < 1 { mask.multiply(by: state.alpha) }
        applyClip()
        pixman_image_composite32(PIXMAN_OP_OVER, source, mask.image, target.image, Int32(box.x), Int32(box.y), 0, 0,
                                 Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
    }

    /// The pixman gradient source (gradient space), one reference.
    private func makeGradientImage(_ g: Gradient) -> OpaquePointer? {
        func ch(_ v: CGFloat) -> UInt16 { UInt16((min(1, max(0, v.isFinite ? v : 0)) * 65535).rounded()) }
        let stops = g.stops.map {
            pixman_gradient_stop_t(x: fixed(min(1, max(0, $0.location))),
                                   color: pixman_color_t(red: ch($0.color.red), green: ch($0.color.green),
                                                         blue: ch($0.color.blue), alpha: ch($0.color.alpha)))
        }
        switch g.geometry {
        case .axial(let s, let e):
            guard s != e else { return nil }
            var p1 = pixman_point_fixed_t(x: fixed(s.x), y: fixed(s.y)), p2 = pixman_point_fixed_t(x: fixed(e.x), y: fixed(e.y))
            return pixman_image_create_linear_gradient(&p1, &p2, stops, Int32(stops.count))
        case .radial(let c0, let r0, let c1, let r1):
            guard r0 >= 0, r1 >= 0, r0 != r1 || c0 != c1 else { return nil }
            var i = pixman_point_fixed_t(x: fixed(c0.x), y: fixed(c0.y)), o = pixman_point_fixed_t(x: fixed(c1.x), y: fixed(c1.y))
            return pixman_image_create_radial_gradient(&i, &o, fixed(r0), fixed(r1), stops, Int32(stops.count))
        }
    }
}
