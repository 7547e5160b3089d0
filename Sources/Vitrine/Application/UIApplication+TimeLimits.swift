import Foundation

extension UIApplication {
    /// Begins a time-limited step of `duration` seconds: before it runs out the customer is
    /// warned and can ask for more time (WCAG 2.2.1 Timing Adjustable); `expirationHandler`
    /// runs only if nobody answers the warning. Call `end()` on the result when the step is
    /// done. UIKit has no counterpart (the name follows `beginBackgroundTask(withName:expirationHandler:)`);
    /// see `UITimeLimit` for the warning, the extensions and the accessibility factor.
    ///
    /// - Parameters:
    ///   - name: a name for logs.
    ///   - duration: the step's length in seconds, before extensions and the factor.
    ///   - allowsNoTimeLimit: whether the warning offers "No time limit" too (WCAG's "turn
    ///     off"): offer it when nothing else waits for the step.
    ///   - expirationHandler: what running out does (go back to the start, release a hold).
    @discardableResult
    public func beginTimeLimitedStep(withName name: String? = nil, duration: TimeInterval, allowsNoTimeLimit: Bool = false,
                                     expirationHandler: @escaping @MainActor () -> Void) -> UITimeLimit {
        let screen = keyWindow?.screen ?? UIScreen.main
        return UITimeLimit(name: name, duration: duration, allowsNoTimeLimit: allowsNoTimeLimit, screen: screen,
                           expirationHandler: expirationHandler)
    }
}
