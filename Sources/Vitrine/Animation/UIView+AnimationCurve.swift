import Foundation

extension UIView {
    /// A timing curve named by UIKit's constants (property animators and interactive
    /// transitions take one). Mirrors `UIView.AnimationCurve` (same raw values).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end. Mirrors `.easeInOut`.
        case easeInOut = 0
        /// Slow at the start. Mirrors `.easeIn`.
        case easeIn = 1
        /// Slow at the end. Mirrors `.easeOut`.
        case easeOut = 2
        /// Even throughout. Mirrors `.linear`.
        case linear = 3

        /// The Core Animation curve it names.
        package var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}
