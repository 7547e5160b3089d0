import Foundation
import VitrineGraphics

/// A layer that fills its (rounded) bounds with a colour gradient over its background.
/// Mirrors Core Animation's `CAGradientLayer` (axial and radial; `.conic` draws axial).
@MainActor
open class CAGradientLayer: CALayer {
    /// The kind of gradient. Mirrors `CAGradientLayerType`.
    public struct GradientType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Along the line from `startPoint` to `endPoint` (the default).
        public static let axial = GradientType(rawValue: "axial")
        /// An ellipse centred on `startPoint` reaching `endPoint`'s x and y distances.
        public static let radial = GradientType(rawValue: "radial")
        /// Around `startPoint`; Vitrine draws it as `.axial`.
        public static let conic = GradientType(rawValue: "conic")
    }

    /// The colours (`CGColor` or `UIColor` values; others are skipped with a log line), from
    /// start to end. No colours draws nothing; one fills. Mirrors `CAGradientLayer.colors`.
    public var colors: [Any]? { didSet { didChange(.content) } }
    /// Where each colour lies, 0...1 (evenly spaced when `nil` or not one per colour).
    /// Mirrors `CAGradientLayer.locations`.
    public var locations: [NSNumber]? { didSet { didChange(.content) } }
    /// The start in unit coordinates of the bounds ((0.5, 0) by default: top centre).
    /// Mirrors `CAGradientLayer.startPoint`.
    public var startPoint = CGPoint(x: 0.5, y: 0) { didSet { didChange(.content) } }
    /// The end in unit coordinates ((0.5, 1) by default: bottom centre). Mirrors
    /// `CAGradientLayer.endPoint`.
    public var endPoint = CGPoint(x: 0.5, y: 1) { didSet { didChange(.content) } }
    /// Mirrors `CAGradientLayer.type`.
    public var type: GradientType = .axial { didSet { didChange(.content) } }

    /// Creates a gradient layer. Mirrors `CAGradientLayer.init()`.
    public override init() { super.init() }

    /// The colours as values (dynamic `UIColor`s resolved against the current traits).
    var resolvedColors: [Color] {
        (colors ?? []).compactMap { c -> Color? in
            if let c = c as? Color { return c }
            if let u = c as? UIColor { return u.color }
            BadInputLog.report("CAGradientLayer.colors: \(Swift.type(of: c)) is not a colour; skipped")
            return nil
        }
    }

    override var drawsFill: Bool { !(colors ?? []).isEmpty || super.drawsFill }

    override func drawFill(in canvas: Canvas, bounds: CGRect) {
        super.drawFill(in: canvas, bounds: bounds)
        let colors = resolvedColors
        guard !colors.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        func finite(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x.isFinite ? p.x : 0, y: p.y.isFinite ? p.y : 0) }
        let s = finite(startPoint), e = finite(endPoint)
        let locs = locations?.map { CGFloat($0.doubleValue) }
        let unit = CGAffineTransform(a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY)
        let g: Gradient
        if type == .radial {
            // A circle of radius 1 in a space scaled per axis: the ellipse reaching endPoint.
            let rx = abs(e.x - s.x) * bounds.width, ry = abs(e.y - s.y) * bounds.height
            guard rx > 0, ry > 0 else { return }
            let center = CGPoint(x: s.x, y: s.y).applying(unit)
            let space = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y)
            g = Gradient(colors: colors, locations: locs,
                         geometry: .radial(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1), transform: space)
        } else {
            g = Gradient(colors: colors, locations: locs, geometry: .axial(start: s, end: e), transform: unit)
        }
        canvas.fill(shape(in: bounds), with: g)
    }
}
