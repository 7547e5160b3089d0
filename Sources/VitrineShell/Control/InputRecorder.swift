import Foundation
import Vitrine
import VitrinePlatform

/// A recording of the input the kiosk delivers (`record start` … `record stop`): every batch
/// `KioskInput` delivers, from every source (libinput, VNC, the control socket, a replay),
/// with its time on the screen clock relative to the start, at most
/// `InputRecordingFormat.maxEvents` events (then it stops taking more and says so).
@MainActor
final class InputRecorder {
    private let input: KioskInput
    private let clock: any Clock
    let start: Double
    private(set) var events: [InputEvent] = []
    private(set) var isTruncated = false
    private var observer: Int?

    init(input: KioskInput, clock: any Clock) {
        self.input = input
        self.clock = clock
        start = clock.now
        observer = input.addObserver { [weak self] batch in self?.add(batch) }
    }

    private func add(_ batch: [InputEvent]) {
        // Every event of a batch at the time it was delivered: one timeline for every source.
        let t = clock.now
        for e in batch {
            guard events.count < InputRecordingFormat.maxEvents else { isTruncated = true; stop(); return }
            events.append(e.retimed(t))
        }
    }

    /// Stops listening (the events stay).
    func stop() {
        if let o = observer { input.removeObserver(o) }
        observer = nil
    }

    /// The recording in its text format (InputRecordingFormat), produced a line at a time as
    /// the client reads.
    func payload(panelWidth: Int, height: Int) -> any ControlSocketPayload {
        InputRecordingPayload(header: InputRecordingFormat.headerLine(panelWidth: panelWidth, height: height, count: events.count),
                              events: events, start: start)
    }
}

/// Streams a recording's lines.
final class InputRecordingPayload: ControlSocketPayload {
    private let header: String
    private let events: [InputEvent]
    private let start: Double
    private var next = -1
    private var pending: [UInt8] = []

    init(header: String, events: [InputEvent], start: Double) {
        self.header = header
        self.events = events
        self.start = start
    }

    func nextChunk(maxBytes: Int) -> [UInt8]? {
        let limit = max(1, maxBytes)
        while pending.count < limit, next < events.count {
            let line = next < 0 ? header : InputRecordingFormat.line(for: events[next], since: start)
            pending += Array(line.utf8) + [UInt8(ascii: "\n")]
            next += 1
        }
        guard !pending.isEmpty else { return nil }
        let n = min(limit, pending.count)
        defer { pending.removeFirst(n) }
        return Array(pending[..<n])
    }
}
