/// Plays timed `InputEvent`s (for example from `EvdevDecoder`) back on a `Clock` with their
/// original timing: the events whose `time` is `t` are delivered together, as one batch, at
/// `start + t / speed`, where `start` is the clock's `now` when `start()` is called. Batches come
/// in time order (events of equal time keep their order), like `LibinputSource` delivers what
/// one dispatch read; `completion` runs right after the last batch.
///
/// With `timestamps: .clock` (the default) the delivered events carry the clock time they are
/// delivered at, as live events carry the monotonic time they happened at; with `.original` they
/// keep the recording's times.
///
/// Nothing is delivered synchronously from `start()`: every batch, and the completion of an
/// empty replay, comes from a clock timer.
@MainActor
public final class InputReplayer {
    /// What time delivered events carry.
    public enum Timestamps: Sendable {
        /// The clock time of delivery, `start + t / speed`.
        case clock
        /// The time in the recording, `t`.
        case original
    }

    private let batches: [(time: Double, events: [InputEvent])]
    private let clock: any Clock
    private let speed: Double
    private let timestamps: Timestamps
    private let onEvents: @MainActor ([InputEvent]) -> Void
    private let completion: (@MainActor () -> Void)?
    private var startTime = 0.0
    private var timer: ClockTimer?

    /// The number of batches delivered so far.
    public private(set) var deliveredBatchCount = 0
    /// Whether `start()` was called and the replay has neither finished nor been cancelled.
    public private(set) var isRunning = false
    /// Whether every batch was delivered (and `completion` called).
    public private(set) var isFinished = false

    /// Prepares a replay of `events` on `clock`. `speed` > 1 plays faster (2 = twice as fast);
    /// it must be positive and finite.
    public init(events: [InputEvent], clock: any Clock, speed: Double = 1, timestamps: Timestamps = .clock,
                onEvents: @escaping @MainActor ([InputEvent]) -> Void,
                completion: (@MainActor () -> Void)? = nil) {
        precondition(speed > 0 && speed.isFinite, "InputReplayer: speed must be positive and finite, not \(speed)")
        var batches: [(time: Double, events: [InputEvent])] = []
        let sorted = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        for (_, e) in sorted {
            if let last = batches.last, last.time == e.time {
                batches[batches.count - 1].events.append(e)
            } else {
                batches.append((e.time, [e]))
            }
        }
        self.batches = batches
        self.clock = clock
        self.speed = speed
        self.timestamps = timestamps
        self.onEvents = onEvents
        self.completion = completion
    }

    /// The number of batches the replay delivers.
    public var batchCount: Int { batches.count }

    /// The clock time the batch of recording time `t` is delivered at (valid once started).
    public func deliveryTime(of t: Double) -> Double { startTime + t / speed }

    /// Starts the replay now. Calling it again while running, or after the end, does nothing.
    public func start() {
        guard !isRunning, !isFinished, deliveredBatchCount == 0 else { return }
        isRunning = true
        startTime = clock.now
        scheduleNext()
    }

    /// Stops the replay; undelivered batches are dropped and `completion` is not called.
    public func cancel() {
        timer?.cancel()
        timer = nil
        isRunning = false
    }

    private func scheduleNext() {
        guard deliveredBatchCount < batches.count else {
            if batches.isEmpty { timer = clock.schedule(at: startTime) { [weak self] in self?.finish() } }
            else { finish() }
            return
        }
        let batch = batches[deliveredBatchCount]
        timer = clock.schedule(at: deliveryTime(of: batch.time)) { [weak self] in self?.deliver() }
    }

    private func deliver() {
        guard isRunning else { return }
        let batch = batches[deliveredBatchCount]
        deliveredBatchCount += 1
        switch timestamps {
        case .original: onEvents(batch.events)
        case .clock:
            let t = deliveryTime(of: batch.time)
            onEvents(batch.events.map { $0.retimed(t) })
        }
        if isRunning { scheduleNext() }
    }

    private func finish() {
        guard isRunning else { return }
        timer = nil
        isRunning = false
        isFinished = true
        completion?()
    }
}
