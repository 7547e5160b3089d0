/// A change of whether headphones are in, as a ``HeadphoneJackSource`` delivers it.
public enum HeadphoneJackChange: Equatable, Sendable {
    /// The state when the source started: headphones already in, or not.
    case initial(inserted: Bool)
    /// Headphones were plugged in (no jack had them before).
    case inserted
    /// The last headphones were pulled out (or the device they were in went away).
    case removed

    /// Whether headphones are in after this change.
    public var isInserted: Bool {
        switch self {
        case .initial(let inserted): return inserted
        case .inserted: return true
        case .removed: return false
        }
    }
}

/// Where the kiosk learns whether headphones are in: the jacks of every detector merged
/// (``MergedHeadphoneJackSource``), or a fake in tests.
@MainActor
public protocol HeadphoneJackSource: AnyObject {
    /// Whether headphones are in now.
    var isInserted: Bool { get }
    /// Starts watching: `deliver` gets ``HeadphoneJackChange/initial(inserted:)`` before this
    /// returns, then every change, on the main run loop.
    func start(_ deliver: @escaping @MainActor (HeadphoneJackChange) -> Void)
}

/// One jack's state as a detector sees it.
public struct HeadphoneJackReport: Equatable, Sendable {
    /// The jack, unique across detectors (`"evdev:/dev/input/event5"`, `"alsa:hw:0:Headphone Jack"`).
    public var jack: String
    /// Whether headphones are in it; `nil`: the jack has gone (its device was unplugged).
    public var inserted: Bool?

    /// A report for `jack`.
    public init(jack: String, inserted: Bool?) {
        self.jack = jack
        self.inserted = inserted
    }
}

/// One way of finding headphone jacks (evdev switches, ALSA jack controls).
@MainActor
public protocol HeadphoneJackDetector: AnyObject {
    /// What it watches, for logs.
    var name: String { get }
    /// Starts watching: the state of every jack it finds is reported before this returns,
    /// then every change, jacks that appear and jacks that go, on the main run loop. Devices
    /// it cannot use are logged (one line each) and skipped.
    func start(_ report: @escaping @MainActor (HeadphoneJackReport) -> Void)
}
