import Foundation
import VitrinePlatform

/// Range-checked decoding: a restored value is data from disk (a power cut, an edited or
/// hostile file), so a value outside what the app can use is clamped into `range`, with a log
/// line, instead of reaching code that would trap on it (`count += 1` at `Int.max`, a frame at
/// 1e300). Use these for every number the app counts or lays out with.
extension UIStateRestorationCoder {
    /// The integer saved under `key`, clamped into `range`; `nil` when absent or of another
    /// type. A clamped value is logged (and added to `UIStateRestoration.lastRestoreProblems`).
    public func decodeInteger(forKey key: String, in range: ClosedRange<Int>) -> Int? {
        guard let v = decodeInteger(forKey: key) else { return nil }
        let clamped = min(max(v, range.lowerBound), range.upperBound)
        if clamped != v { reportClamped(key, "\(v)", range: "\(range)", using: "\(clamped)") }
        return clamped
    }

    /// The number saved under `key`, clamped into `range`; `nil` when absent, of another type,
    /// or NaN. A clamped or refused value is logged.
    public func decodeDouble(forKey key: String, in range: ClosedRange<Double>) -> Double? {
        guard let v = decodeDouble(forKey: key) else { return nil }
        guard !v.isNaN else {
            reportClamped(key, "NaN", range: "\(range)", using: "nothing")
            return nil
        }
        let clamped = min(max(v, range.lowerBound), range.upperBound)
        if clamped != v { reportClamped(key, "\(v)", range: "\(range)", using: "\(clamped)") }
        return clamped
    }

    private func reportClamped(_ key: String, _ value: String, range: String, using: String) {
        let line = "state restoration: \(path ?? "a controller") saved \(key) = \(value), outside \(range); using \(using)"
        UIStateRestoration.report(line)
    }
}
