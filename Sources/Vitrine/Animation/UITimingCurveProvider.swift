import Foundation

/// The kind of timing a provider describes. Mirrors `UITimingCurveType` (same raw values).
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// Timing for a property animator: a cubic Bézier, a spring, or both. Mirrors
/// `UITimingCurveProvider`.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Mirrors `timingCurveType`.
    var timingCurveType: UITimingCurveType { get }
    /// Mirrors `cubicTimingParameters`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// Mirrors `springTimingParameters`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve an animator follows over `span` seconds: the spring when there is one (a
    /// composed provider's cubic part is not blended in), else the cubic, else ease-in-out.
    func timingCurve(span: Double) -> TimingCurve {
        if let s = springTimingParameters { return s.timingCurve(span: span) }
        return cubicTimingParameters?.timingCurve ?? .easeInOut
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1). Mirrors `UICubicTimingParameters`.
@MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve, `.easeInOut` for custom control points. Mirrors `animationCurve`.
    public let animationCurve: UIView.AnimationCurve
    /// Mirrors `controlPoint1`.
    public let controlPoint1: CGPoint
    /// Mirrors `controlPoint2`.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// Ease in, ease out. Mirrors `init()`.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// Mirrors `init(animationCurve:)`.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        isBuiltin = true
        if case let .bezier(x1, y1, x2, y2) = curve.timingCurve {
            controlPoint1 = CGPoint(x: x1, y: y1)
            controlPoint2 = CGPoint(x: x2, y: y2)
        } else {
            controlPoint1 = .zero
            controlPoint2 = CGPoint(x: 1, y: 1)
        }
    }

    /// Control points outside 0…1 in x are logged and clamped (the curve must be a function
    /// of time). Mirrors `init(controlPoint1:controlPoint2:)`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        func fix(_ p: CGPoint) -> CGPoint {
            let x = p.x.isFinite ? min(1, max(0, p.x)) : 0, y = p.y.isFinite ? p.y : 0
            if x != p.x || y != p.y { BadInputLog.report("UICubicTimingParameters: control point \(p) clamped to (\(x), \(y))") }
            return CGPoint(x: x, y: y)
        }
        controlPoint1 = fix(point1)
        controlPoint2 = fix(point2)
        animationCurve = .easeInOut
        isBuiltin = false
    }

    /// Not available on Linux (no archives): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingCurve: TimingCurve {
        isBuiltin ? animationCurve.timingCurve
            : .bezier(Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x), Double(controlPoint2.y))
    }
}

/// A damped spring. With a damping ratio it settles within the animator's duration; with
/// mass, stiffness and damping it is a physical spring whose settling time (to 0.1 % of the
/// distance) becomes the animator's duration. Mirrors `UISpringTimingParameters`.
@MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// Mirrors `initialVelocity`: in whole distances per second; the animator uses `dx`
    /// (`dy` when `dx` is 0), as a single property's progress has one dimension.
    public let initialVelocity: CGVector
    /// The damping ratio (1 critically damped: no overshoot).
    let dampingRatio: CGFloat
    /// The physical spring's settling time, when made from mass, stiffness and damping.
    let settlingDuration: Double?

    /// A critically damped spring. Mirrors `init()`.
    public convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    /// Mirrors `init(dampingRatio:)`.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// Mirrors `init(dampingRatio:initialVelocity:)`. A non-positive or non-finite ratio is
    /// logged and taken as 1.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        if !(ratio.isFinite && ratio > 0) {
            BadInputLog.report("UISpringTimingParameters: damping ratio \(ratio) is not positive; using 1")
        }
        dampingRatio = ratio.isFinite && ratio > 0 ? ratio : 1
        initialVelocity = velocity.dx.isFinite && velocity.dy.isFinite ? velocity : .zero
        settlingDuration = nil
    }

    /// A physical spring: ratio `damping / (2·√(mass·stiffness))`, natural frequency
    /// `√(stiffness/mass)`; the animator's duration becomes the settling time. Non-positive
    /// values are logged and give a critically damped spring of the animator's duration.
    /// Mirrors `init(mass:stiffness:damping:initialVelocity:)`.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity.dx.isFinite && velocity.dy.isFinite ? velocity : .zero
        guard mass.isFinite, stiffness.isFinite, damping.isFinite, mass > 0, stiffness > 0, damping > 0 else {
            BadInputLog.report("UISpringTimingParameters: mass \(mass), stiffness \(stiffness), damping \(damping) must be positive")
            dampingRatio = 1
            settlingDuration = nil
            return
        }
        let zeta = Double(damping) / (2 * (Double(mass) * Double(stiffness)).squareRoot())
        let omega = (Double(stiffness) / Double(mass)).squareRoot()
        dampingRatio = CGFloat(zeta)
        // The envelope e^(−ζωt) (e^(−ωt) when over-damped) falls to 0.1 %.
        settlingDuration = log(1000) / (min(1, zeta) * omega)
    }

    /// Not available on Linux (no archives): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The velocity along the one dimension of progress.
    var velocity: Double { Double(initialVelocity.dx != 0 ? initialVelocity.dx : initialVelocity.dy) }

    /// The spring over `span` seconds (its velocity in whole distances per span).
    func timingCurve(span: Double) -> TimingCurve {
        .spring(dampingRatio: Double(dampingRatio), initialVelocity: velocity * span)
    }
}
