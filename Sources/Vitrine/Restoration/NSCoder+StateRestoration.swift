import Foundation
import VitrinePlatform

/// Vitrine's additions to the coder state restoration passes.
///
/// Range-checked decoding: a restored value is data from disk (a power cut, an edited or
/// hostile file), so a value outside what the app can use is clamped into `range`, with a log
/// line, instead of reaching code that would trap on it (`count += 1` at `Int.max`, a frame at
/// 1e300). Use these for every number the app counts or lays out with.
extension NSCoder {
    /// The identifier path of the controller this coder restores, when it is state restoration's.
    var restorationPath: String? { (self as? UIStateRestorationUnarchiver)?.path }

    /// While restoring a container: the child that was saved under `identifier` below the
    /// controller being decoded, found in the hierarchy or recreated through its restoration
    /// class (or the app delegate); `nil` if it could not be, or on any other coder. The
    /// built-in containers save their children's identifiers (and cut a hostile list at
    /// `maxControllers`); an app's container saves the children themselves
    /// (`coder.encode(children, forKey:)`), as in UIKit.
    @MainActor func restoredChild(withIdentifier identifier: String) -> UIViewController? {
        guard let coder = self as? UIStateRestorationUnarchiver, let path = coder.path else { return nil }
        return coder.restored["\(path)/\(identifier)"]
    }

    /// The integer saved under `key`, clamped into `range`; `nil` when absent or not a number.
    /// A clamped value is logged (and added to `UIStateRestoration.lastRestoreProblems`).
    @MainActor public func decodeInteger(forKey key: String, in range: ClosedRange<Int>) -> Int? {
        guard holdsNumber(key) else { return nil }
        if let coder = self as? UIStateRestorationUnarchiver, case .real? = coder.check.top[key] {
            // Saved as a fraction (or 1e300): clamped as one, not through Int's conversion.
            guard let v = decodeDouble(forKey: key, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
            return min(max(Int(exactly: v.rounded(.towardZero)) ?? (v < 0 ? range.lowerBound : range.upperBound), range.lowerBound), range.upperBound)
        }
        let v = decodeInteger(forKey: key)
        let clamped = min(max(v, range.lowerBound), range.upperBound)
        if clamped != v { reportClamped(key, "\(v)", range: "\(range)", using: "\(clamped)") }
        return clamped
    }

    /// The number saved under `key`, clamped into `range`; `nil` when absent, not a number, or
    /// NaN. A clamped or refused value is logged.
    @MainActor public func decodeDouble(forKey key: String, in range: ClosedRange<Double>) -> Double? {
        guard holdsNumber(key) else { return nil }
        let v = decodeDouble(forKey: key)
        guard !v.isNaN else {
            reportClamped(key, "NaN", range: "\(range)", using: "nothing")
            return nil
        }
        let clamped = min(max(v, range.lowerBound), range.upperBound)
        if clamped != v { reportClamped(key, "\(v)", range: "\(range)", using: "\(clamped)") }
        return clamped
    }

    /// Whether `key` holds a number (on another coder than state restoration's: any value).
    private func holdsNumber(_ key: String) -> Bool {
        guard let coder = self as? UIStateRestorationUnarchiver else { return containsValue(forKey: key) }
        return coder.check.holdsNumber(key)
    }

    @MainActor private func reportClamped(_ key: String, _ value: String, range: String, using: String) {
        UIStateRestoration.report("state restoration: \(restorationPath ?? "a controller") saved \(key) = \(value), outside \(range); using \(using)")
    }
}
