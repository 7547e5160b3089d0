import Foundation

/// The formulas UIScrollView moves by, as pure functions of time (so a frame at any moment
/// lands where the formula says, whatever the frame rate).
///
/// - Rubber band (dragging past an edge): `f(x) = (1 − 1/(x·c/d + 1))·d` with `c = 0.55` and
///   `d` the view's size along the axis — the formula commonly attributed to iOS's
///   UIScrollView (Grant Paul, 2014; used by most reimplementations). `f(x) < d` for every
///   pull and `f'(0) = c`: the content first follows the finger at 55 %.
/// - Deceleration: UIKit documents `decelerationRate` as the fraction of the velocity kept
///   per millisecond (`.normal` 0.998, `.fast` 0.99). Summing `v·rᵏ` over the milliseconds
///   `k = 1…n` gives the offset after `n` ms, `x(n) = x₀ + v·r·(1 − rⁿ)/(1 − r)` (v in points
///   per millisecond), and the whole fling's distance `v·r/(1 − r)` — the projection Apple
///   publishes in WWDC 2018 "Designing Fluid Interfaces" (`project(initialVelocity:
///   decelerationRate:) = (v/1000)·r/(1 − r)` for v in points per second). Between whole
///   milliseconds the same closed form is used with fractional `n`. With `D` the distance to
///   the resting point this is `x(n) = x₀ + D·(1 − rⁿ)`, which also carries the content to a
///   target the delegate chose in `scrollViewWillEndDragging`.
/// - Rest: the motion ends (and snaps to its resting point) once the distance left is below
///   half a pixel, `ε = 0.5/scale` points: at `n = ln(ε/|D|)/ln r` milliseconds.
/// - Bounce back: a critically damped spring towards the edge,
///   `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ωt)` (x measured from the edge, t in seconds), with
///   `ω = 2π/0.4 s` (a spring "response" of 0.4 s, damping ratio 1; UIKit does not document
///   its constants). It ends once `|x| < ε` and `|v|/ω < ε`; from rest at `x₀` that is the
///   `t` solving `x₀·(1 + ωt)·e^(−ωt) = ε`.
package enum ScrollPhysics {
    /// The rubber band's constant.
    package static let rubberBandCoefficient: CGFloat = 0.55
    /// The bounce spring's natural frequency (rad/s).
    package static let bounceOmega: Double = 2 * Double.pi / 0.4
    /// How long an animated `setContentOffset`/`scrollRectToVisible` takes (seconds; UIKit does
    /// not document it, 0.3 s is what it is measured at), on an ease-in-out curve.
    package static let scrollAnimationDuration: Double = 0.3

    /// How far the content shows past its edge for a pull of `x` points past it.
    package static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, x > 0 else { return 0 }
        return (1 - 1 / (x * rubberBandCoefficient / d + 1)) * d
    }

    /// The distance a fling at `velocity` points per second travels at `rate`.
    package static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }

    /// The offset of a decay of total distance `distance` after `ms` milliseconds.
    package static func decay(from x0: CGFloat, distance: CGFloat, rate: CGFloat, ms: Double) -> CGFloat {
        x0 + distance * CGFloat(1 - pow(Double(rate), ms))
    }

    /// The decay's velocity (points per second) after `ms` milliseconds.
    package static func decayVelocity(distance: CGFloat, rate: CGFloat, ms: Double) -> CGFloat {
        -distance * CGFloat(log(Double(rate)) * pow(Double(rate), ms) * 1000)
    }

    /// Milliseconds until a decay of `distance` has less than `epsilon` left.
    package static func decayDuration(distance: CGFloat, rate: CGFloat, epsilon: CGFloat) -> Double {
        let d = abs(Double(distance))
        guard d > Double(epsilon), rate > 0, rate < 1 else { return 0 }
        return log(Double(epsilon) / d) / log(Double(rate))
    }

    /// The spring's displacement from the edge after `t` seconds.
    package static func spring(x0: Double, v0: Double, t: Double, omega: Double = bounceOmega) -> Double {
        (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
    }

    /// The spring's velocity (points per second) after `t` seconds.
    package static func springVelocity(x0: Double, v0: Double, t: Double, omega: Double = bounceOmega) -> Double {
        (v0 - omega * (v0 + omega * x0) * t) * exp(-omega * t)
    }
}
