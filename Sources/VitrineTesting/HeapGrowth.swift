import VitrinePlatform

/// What a repeated action leaves behind on the heap: for soak tests that fail when each
/// frame, keystroke or request keeps memory (a leak), measured in the process on any clock.
///
/// `measure` runs the action `warmUp` times first (caches fill, pools grow to their working
/// size), then `count` times more, and reports what malloc holds after minus before those
/// `count` runs. Bytes in use (not the resident set) move only with what is allocated and
/// kept, so a bound of a few hundred kilobytes over thousands of steps is stable, while a
/// leak of even a hundred bytes a step exceeds it.
public struct HeapGrowth: Sendable, CustomStringConvertible {
    /// Bytes in use after the measured runs minus before them (negative when memory was freed).
    public let bytes: Int
    /// The number of measured runs.
    public let count: Int

    /// Bytes kept per measured run.
    public var bytesPerStep: Double { count > 0 ? Double(bytes) / Double(count) : 0 }

    public var description: String {
        "\(bytes) bytes over \(count) steps (\(Int(bytesPerStep.rounded())) a step)"
    }

    /// The bytes malloc has handed out and not had back now (`mallinfo2`).
    public static var bytesInUse: Int { ProcessHeap.bytesInUse }

    /// Runs `step` `warmUp` times, then `count` times, and returns the heap's growth over the
    /// `count` runs. `step` gets the run's index (from 0, warm-up runs included).
    @MainActor
    public static func measure(warmUp: Int, count: Int, _ step: (Int) -> Void) -> HeapGrowth {
        for i in 0..<max(0, warmUp) { step(i) }
        let before = bytesInUse
        for i in 0..<max(0, count) { step(max(0, warmUp) + i) }
        return HeapGrowth(bytes: bytesInUse - before, count: max(0, count))
    }
}
