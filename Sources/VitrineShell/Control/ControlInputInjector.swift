import Foundation
import Logging
import Vitrine
import VitrinePlatform

/// The control socket's input commands (`tap`, `swipe`, `type`, `key`, `record`, `replay`)
/// share this: one queue of injected gestures for every client, the touch slot they use, the
/// screen-pixel checks, the journal lines.
///
/// - Every injected event goes through `control.input.deliver` (the kiosk's one input entry:
///   the idle controller, the `InputRouter`, the recording observers), in the physical
///   panel's pixels like libinput's.
/// - Gestures take turns: a client's commands are answered in order by the connection; across
///   clients, a gesture asked for while another runs waits in a first-come queue (so two
///   clients' swipes never interleave into one confused touch). A queued gesture whose client
///   went away is dropped; a running one finishes (a replay stops and lifts what it held).
/// - Every injected input is logged (`control: tap at (x, y)`); typed text is not (it may be
///   a password), only how many characters.
@MainActor
final class ControlInputInjector {
    unowned let control: KioskControl
    let log = Logger(label: "vitrine.shell")

    /// The touch slot of injected taps and swipes: outside the touchscreen's 0…9 and the
    /// pointer's 100, so it never collides with a real finger.
    static let touchSlot = 50
    /// How long a tap's finger stays down (seconds on the screen clock): long enough for
    /// gesture recognizers to see a tap, not a long press.
    static let tapDuration = 0.05
    /// The moves of a swipe come at the display's refresh.
    static let swipeRate = 60.0
    /// `swipe`'s default, shortest and longest duration, in milliseconds.
    static let swipeDefaultMS = 300.0
    static let swipeMS = 10.0...10_000.0

    /// A gesture waiting its turn: `run` starts it and calls `done` when it is over.
    private struct Job {
        let connectionID: Int
        let run: @MainActor (_ done: @escaping @MainActor () -> Void) -> Void
    }
    private var queue: [Job] = []
    private var running: Job?
    /// Cancels the running gesture (a replay whose client went away).
    private var cancelRunning: (@MainActor () -> Void)?

    /// Recordings under way, by connection (KioskControl+Recording.swift).
    var recordings: [Int: InputRecorder] = [:]
    /// Replays being received, by connection (KioskControl+Replay.swift).
    var replayUploads: [Int: ReplayUpload] = [:]

    init(control: KioskControl) {
        self.control = control
        control.onConnectionClosed.append { [weak self] id in self?.connectionClosed(id) }
        control.isConnectionBusy.append { [weak self] id in self?.isBusy(id) ?? false }
    }

    /// Whether connection `id` is recording, sending a replay, or has a gesture running or
    /// waiting.
    func isBusy(_ id: Int) -> Bool {
        recordings[id] != nil || replayUploads[id] != nil || running?.connectionID == id
            || queue.contains { $0.connectionID == id }
    }

    var screen: UIScreen { control.screen }

    // MARK: Taking turns

    /// Runs `gesture` now if nothing runs, else after the gestures queued before it.
    func enqueue(_ request: KioskControlRequest, _ gesture: @escaping @MainActor (_ done: @escaping @MainActor () -> Void) -> Void) {
        queue.append(Job(connectionID: request.connectionID, run: gesture))
        startNextIfIdle()
    }

    /// Sets what stops the running gesture if its client goes away.
    func onCancel(_ cancel: @escaping @MainActor () -> Void) { cancelRunning = cancel }

    /// The number of gestures waiting (not counting the running one).
    var queuedCount: Int { queue.count }

    private func startNextIfIdle() {
        guard running == nil, !queue.isEmpty else { return }
        let job = queue.removeFirst()
        running = job
        cancelRunning = nil
        var finished = false
        job.run { [weak self] in
            guard !finished else { return }
            finished = true
            guard let self else { return }
            self.running = nil
            self.cancelRunning = nil
            self.startNextIfIdle()
        }
    }

    private func connectionClosed(_ id: Int) {
        queue.removeAll { $0.connectionID == id }
        if running?.connectionID == id, id != 0, let cancel = cancelRunning {
            cancelRunning = nil
            cancel()
        }
        recordings[id]?.stop()
        recordings[id] = nil
        replayUploads[id] = nil
    }

    // MARK: Delivering

    /// Delivers `events` through the kiosk's input entry.
    func deliver(_ events: [InputEvent]) { control.input.deliver(events) }

    /// Whether the panel is blanked now (the touch that wakes it is not delivered).
    var panelIsBlanked: Bool { control.input.idle?.state == .blanked }

    /// A point of the display's buffer (screenshot pixels) in the physical panel's pixels:
    /// the inverse of `display.panelToInterface`, so the `InputRouter` maps it back exactly as
    /// it maps a real touch.
    func panelPoint(_ p: CGPoint) -> CGPoint {
        p.applying(screen.display.panelToInterface.inverted())
    }

    /// The screen's size in buffer pixels.
    var pixelSize: PixelSize { screen.display.pixelSize }

    /// Checks that (x, y) is on the screen; the error names the valid range.
    func checkOnScreen(_ x: Double, _ y: Double, command: String) throws(ControlInputError) {
        let s = pixelSize
        guard x >= 0, y >= 0, x < Double(s.width), y < Double(s.height) else {
            throw ControlInputError("\(command): (\(Self.text(x)), \(Self.text(y))) is off the screen; x must be within 0…\(s.width - 1) "
                + "and y within 0…\(s.height - 1) (the screenshot's pixels, \(s.width)x\(s.height))")
        }
    }

    /// Parses a coordinate word.
    static func coordinate(_ word: String, _ name: String, command: String) throws(ControlInputError) -> Double {
        guard let v = Double(word), v.isFinite else { throw ControlInputError("\(command): \(name) '\(word)' is not a number") }
        return v
    }

    /// A number for messages and logs: whole numbers without a fraction, else two decimals.
    static func text(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(format: "%.2f", v)
    }

    /// Logs an injected input at notice level (the journal keeps it); bounded, as it may
    /// carry what the client sent (an identifier).
    func note(_ message: String, _ request: KioskControlRequest) {
        log.notice("control: \(LogText.bounded(message))", metadata: request.connectionID == 0 ? nil : ["client": "\(request.connectionID)"])
    }
}

/// A control input command's error: the text after `error`.
struct ControlInputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
