/// Wrong VNC passwords, per client address and from all addresses together.
///
/// Per address: after `maxFailures` failures within `window` seconds an address is refused for
/// `blockFor` seconds without its password being checked.
///
/// Globally: the addresses a client shows are cheap (every SSH-tunnelled operator arrives as
/// 127.0.0.1; a local process may use any address of 127.0.0.0/8), so wrong passwords are also
/// counted together. After `globalFailures` within `window`, no password is checked for
/// `firstPause` seconds; each further wrong password doubles the pause (up to `maxPause`),
/// until a right password or `window` seconds without a wrong one after a pause has ended.
/// Guessing is then bounded whatever the addresses, and an operator waits a pause rather than
/// being shut out for good.
///
/// Time is whatever clock the caller passes (virtual in tests).
public struct VNCAuthRateLimiter: Sendable {
    public var maxFailures = 3
    public var window = 60.0
    public var blockFor = 60.0
    public var globalFailures = 6
    public var firstPause = 2.0
    public var maxPause = 300.0

    private var failures: [String: [Double]] = [:]
    private var blockedUntil: [String: Double] = [:]
    /// Wrong passwords from every address within `window`.
    private var recent: [Double] = []
    /// Pauses since the last quiet spell: the next one lasts `firstPause * 2^pauses`.
    private var pauses = 0
    private var pausedUntil = -Double.infinity
    private var lastPause = 0.0
    private var lastFailure = -Double.infinity

    /// What a wrong password did.
    public struct Failure: Equatable, Sendable {
        /// The address is now refused for `blockFor` seconds.
        public var blockedAddress: Bool
        /// No password is checked for this many seconds (`nil`: checking goes on).
        public var pause: Double?
        /// Wrong passwords from every address within `window`, this one included.
        public var recentFailures: Int
    }

    public init() {}

    /// Whether `address` is refused at `now`.
    public func isBlocked(_ address: String, now: Double) -> Bool {
        if let until = blockedUntil[address] { return now < until }
        return false
    }

    /// The seconds left of the pause in password checking at `now` (`nil`: none).
    public func pauseLeft(now: Double) -> Double? {
        now < pausedUntil ? pausedUntil - now : nil
    }

    /// Records a wrong password from `address`.
    @discardableResult
    public mutating func recordFailure(_ address: String, now: Double) -> Failure {
        prune(now: now)
        var blocked = false
        var list = (failures[address] ?? []).filter { now - $0 < window }
        list.append(now)
        if list.count >= maxFailures {
            failures[address] = nil
            blockedUntil[address] = now + blockFor
            blocked = true
        } else {
            failures[address] = list
        }
        // A quiet spell after the last pause ended starts the doubling over.
        if pauses > 0, now - lastFailure >= lastPause + window { pauses = 0 }
        lastFailure = now
        recent = recent.filter { now - $0 < window } + [now]
        var pause: Double?
        if pauses > 0 || recent.count >= globalFailures {
            let p = min(maxPause, firstPause * Double(1 << min(pauses, 30)))
            pauses += 1
            lastPause = p
            pausedUntil = max(pausedUntil, now + p)
            pause = p
        }
        return Failure(blockedAddress: blocked, pause: pause, recentFailures: recent.count)
    }

    /// Forgets the failures of `address`, and the pauses' doubling (a right password).
    public mutating func recordSuccess(_ address: String) {
        failures[address] = nil
        pauses = 0
        recent = []
    }

    /// Drops what no longer matters, so that a scan from many addresses cannot grow the tables
    /// without bound.
    private mutating func prune(now: Double) {
        guard failures.count + blockedUntil.count > 1024 else { return }
        blockedUntil = blockedUntil.filter { $0.value > now }
        failures = failures.filter { $0.value.contains { now - $0 < window } }
    }
}
