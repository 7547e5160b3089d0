import Foundation

/// How an animation's progress follows time: Core Animation's media timing functions (cubic
/// Béziers) and UIKit's spring.
public enum TimingCurve: Sendable, Equatable {
    /// A cubic Bézier from (0,0) to (1,1) with control points (x1,y1) and (x2,y2), as
    /// `CAMediaTimingFunction(controlPoints:)`.
    case bezier(Double, Double, Double, Double)
    /// A damped spring settling within the duration: `dampingRatio` 1 settles without
    /// overshoot, lower values oscillate; `initialVelocity` is in units of the whole distance
    /// per second. Mirrors `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// `UIView.AnimationOptions.curveLinear`.
    public static let linear = TimingCurve.bezier(0, 0, 1, 1)
    /// `curveEaseIn`: `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = TimingCurve.bezier(0.42, 0, 1, 1)
    /// `curveEaseOut`: `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = TimingCurve.bezier(0, 0, 0.58, 1)
    /// `curveEaseInOut` (UIKit's default): `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInOut = TimingCurve.bezier(0.42, 0, 0.58, 1)
    /// The on-screen keyboard's curve, UIKit's undocumented curve 7
    /// (`UIView.AnimationCurve(rawValue: 7)`, what `keyboardAnimationCurveUserInfoKey`
    /// carries): fast out of the start, a long gentle settle. Approximated by the cubic
    /// Bézier (0.38, 0.7, 0.125, 1).
    public static let keyboard = TimingCurve.bezier(0.38, 0.7, 0.125, 1)

    /// Progress (0 at the start, 1 at the end; a spring may overshoot) at `t` in 0...1 of the
    /// duration.
    public func progress(_ t: Double) -> Double {
        let t = min(1, max(0, t))
        switch self {
        case let .bezier(x1, y1, x2, y2):
            if x1 == y1 && x2 == y2 { return t }
            return TimingCurve.bezierY(forX: t, x1, y1, x2, y2)
        case let .spring(zeta, v0):
            if t >= 1 { return 1 }
            return TimingCurve.spring(t, zeta: max(0.01, zeta), v0: v0)
        }
    }

    private static func bezierY(forX x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        // B(s) = 3(1-s)^2 s P1 + 3(1-s) s^2 P2 + s^3, solved for s by Newton, bisection fallback.
        func bx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s }
        func by(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s }
        func dx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * x1 + 6 * (1 - s) * s * (x2 - x1) + 3 * s * s * (1 - x2) }
        var s = x
        for _ in 0..<8 {
            let err = bx(s) - x
            if abs(err) < 1e-9 { return by(s) }
            let d = dx(s)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            let v = bx(s)
            if abs(v - x) < 1e-9 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return by(s)
    }

    /// A unit step response of a damped spring whose envelope falls to 0.1 % at t = 1.
    private static func spring(_ t: Double, zeta: Double, v0: Double) -> Double {
        let omega = log(1000) / min(1, zeta)   // natural frequency in "durations"
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let a = (zeta * omega - v0) / wd
            return 1 - exp(-zeta * omega * t) * (cos(wd * t) + a * sin(wd * t))
        }
        // Critically (or over-) damped: no overshoot.
        return 1 - exp(-omega * t) * (1 + (omega - v0) * t)
    }
}
