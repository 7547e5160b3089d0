import Dispatch
import Synchronization

/// Where the time from exec to the first frame goes: named marks, each the process's age
/// (`ProcessAge`) when it was taken, so the time before `main` (loading libraries, the Swift
/// runtime) shows as the first mark's age.
///
/// The kiosk marks its phases (`main`, `config`, `display`, `launched`, …) and logs the whole
/// line once the first frame is on screen; the recovery time under systemd (exec → READY=1) is
/// the sum, and the line says which phase to cut.
public final class StartupTimeline: Sendable {
    /// One phase's end: its name and the process's age then, in seconds.
    public struct Mark: Sendable, Equatable {
        public var name: String
        public var age: Double
        public init(name: String, age: Double) {
            self.name = name
            self.age = age
        }
    }

    /// The timeline of this process.
    public static let shared = StartupTimeline()

    private let base: Double?
    private let baseNanoseconds: UInt64
    private let now: @Sendable () -> UInt64
    private let recorded = Mutex<[Mark]>([])

    /// A timeline whose ages are `age` (the process's age in seconds at creation, `nil` when
    /// unknown) plus the time since on `now` (monotonic nanoseconds).
    public init(age: Double? = ProcessAge.seconds(),
                now: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
        base = age
        self.now = now
        baseNanoseconds = now()
    }

    /// Records that phase `name` ended now. Only the first mark of a name counts (a phase that
    /// runs again later, e.g. a display re-opened after a hotplug, is not part of start-up).
    public func mark(_ name: String) {
        guard let base else { return }
        let age = base + Double(now() &- baseNanoseconds) / 1e9
        recorded.withLock { marks in
            if !marks.contains(where: { $0.name == name }) { marks.append(Mark(name: name, age: age)) }
        }
    }

    /// The marks so far, in the order taken.
    public var marks: [Mark] { recorded.withLock { $0 } }

    /// The marks as one log line: `main 310, config 12, display 95, …` — the first as the age
    /// at which it was taken, each later one as the milliseconds since the one before.
    public var summary: String {
        var last = 0.0
        return marks.map { m in
            defer { last = m.age }
            return "\(m.name) \(Int(((m.age - last) * 1000).rounded()))"
        }.joined(separator: ", ")
    }
}
