import Foundation
import VitrineGraphics

/// A colour space. Vitrine draws in sRGB only; this stands in for Core Graphics' type so
/// `CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), …)` compiles. Mirrors `CGColorSpace`.
public final class CGColorSpace: Sendable {
    init() {}
    /// Mirrors `CGColorSpace.sRGB`-style names: every name gives the one sRGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Mirrors `CGColorSpace(name:)`.
    public convenience init?(name: String) { self.init() }
}

/// Mirrors `CGColorSpaceCreateDeviceRGB()` (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Colours at locations along a gradient, drawn with `CGContext.drawLinearGradient` and
/// `drawRadialGradient`. Mirrors `CGGradient` (the colour array is a Swift array here, not a
/// `CFArray`).
public final class CGGradient: Sendable {
    let colors: [CGColor]
    let locations: [CGFloat]?

    /// Mirrors `CGGradient(colorsSpace:colors:locations:)`: `locations` `nil` spaces the
    /// colours evenly from 0 to 1.
    public init?(colorsSpace: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        self.colors = colors
        self.locations = locations
    }

    /// Mirrors `CGGradient(colorsSpace:colors:locations:)` with `UIColor`s (their current
    /// values).
    public convenience init?(colorsSpace: CGColorSpace?, colors: [UIColor], locations: [CGFloat]?) {
        self.init(colorsSpace: colorsSpace, colors: colors.map(\.cgColor), locations: locations)
    }
}

/// Whether a gradient paints beyond its ends. Mirrors `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

extension CGContext {
    /// Fills the clip area with an axial gradient from `start` to `end` (user space); the
    /// area before and after the ends is painted only with `options` (both or neither: with
    /// one of the two options, both sides are painted — pixman extends a gradient on both
    /// sides or neither). Mirrors `CGContext.drawLinearGradient(_:start:end:options:)`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
            BadInputLog.report("CGContext.drawLinearGradient: a point is not finite; nothing drawn")
            return
        }
        fillClip(with: gradient, geometry: .axial(start: start, end: end), options: options)
    }

    /// Fills the clip area with a radial gradient from the circle at `startCenter` with
    /// `startRadius` to the one at `endCenter` with `endRadius`. Mirrors
    /// `CGContext.drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0 else {
            BadInputLog.report("CGContext.drawRadialGradient: a centre or radius is not finite or negative; nothing drawn")
            return
        }
        fillClip(with: gradient, geometry: .radial(startCenter: startCenter, startRadius: startRadius,
                                                   endCenter: endCenter, endRadius: endRadius), options: options)
    }

    /// Fills the current clip's bounding box (in user space) with the gradient.
    private func fillClip(with gradient: CGGradient, geometry: Gradient.Geometry, options: CGGradientDrawingOptions) {
        let clip = canvas.deviceClipBounds
        guard !clip.isEmpty, canvas.transform.determinant != 0 else { return }
        // The clip is in the target's pixels; the canvas transform maps user space there.
        let area = clip.cgRect.applying(canvas.transform.inverted())
        var g = Gradient(colors: gradient.colors, locations: gradient.locations, geometry: geometry)
        g.extendsBeyondEnds = !options.isEmpty
        canvas.fill(RoundedRect(rect: area, cornerRadius: 0), with: g)
    }
}
