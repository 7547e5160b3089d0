import Foundation
import Vitrine

extension UIAccessibility {
    /// Runs `body` with Reduce Motion `on` (as the Settings app's switch sets it), then puts
    /// the settings back as they were.
    @MainActor
    public static func withReduceMotion<T>(_ on: Bool, _ body: () throws -> T) rethrows -> T {
        let old = settings
        var new = old
        new.reduceMotion = on
        apply(new)
        defer { apply(old) }
        return try body()
    }
}
