/// Wrong VNC passwords, per client address: after `maxFailures` failures within `window`
/// seconds an address is refused for `blockFor` seconds without its password being checked.
/// Time is whatever clock the caller passes (virtual in tests).
public struct VNCAuthRateLimiter: Sendable {
    public var maxFailures = 3
    public var window = 60.0
    public var blockFor = 60.0
    private var failures: [String: [Double]] = [:]
    private var blockedUntil: [String: Double] = [:]

    public init() {}

    /// Whether `address` is refused at `now`.
    public func isBlocked(_ address: String, now: Double) -> Bool {
        if let until = blockedUntil[address] { return now < until }
        return false
    }

    /// Records a wrong password from `address`; returns whether that blocked it.
    @discardableResult
    public mutating func recordFailure(_ address: String, now: Double) -> Bool {
        prune(now: now)
        var list = (failures[address] ?? []).filter { now - $0 < window }
        list.append(now)
        if list.count >= maxFailures {
            failures[address] = nil
            blockedUntil[address] = now + blockFor
            return true
        }
        failures[address] = list
        return false
    }

    /// Forgets the failures of `address` (a right password).
    public mutating func recordSuccess(_ address: String) {
        failures[address] = nil
    }

    /// Drops what no longer matters, so that a scan from many addresses cannot grow the tables
    /// without bound.
    private mutating func prune(now: Double) {
        guard failures.count + blockedUntil.count > 1024 else { return }
        blockedUntil = blockedUntil.filter { $0.value > now }
        failures = failures.filter { $0.value.contains { now - $0 < window } }
    }
}
