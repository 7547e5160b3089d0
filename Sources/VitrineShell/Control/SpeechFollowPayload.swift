import Dispatch
import Synchronization
import VitrinePlatform
import VitrineSpeech

/// `speech --follow`'s stream: one JSON line for each utterance the transcript records from
/// now on (`{"time":…,"language":"en","text":"…","voice":"en"}`), until the client hangs up.
/// The transcript's calls come on the engine's thread; the lines wait here (at most
/// `maxPendingBytes`: a client that stops reading loses the oldest, with a log line) until the
/// connection pulls them on its queue.
final class SpeechFollowPayload: ControlSocketLivePayload, Sendable {
    static let maxPendingBytes = 256 * 1024

    private struct State {
        var pending: [UInt8] = []
        var wake: (@Sendable () -> Void)?
        var follower: SpeechTranscriptFollower?
        var droppedLogged = false
    }

    private let state = Mutex(State())
    private let queue: DispatchQueue

    /// Follows `transcript`; the connection runs on `queue`.
    init(transcript: SpeechTranscript, queue: DispatchQueue) {
        self.queue = queue
        let follower = transcript.follow { [weak self] entry in self?.add(entry) }
        state.withLock { $0.follower = follower }
    }

    var wake: (@Sendable () -> Void)? {
        get { state.withLock { $0.wake } }
        set { state.withLock { $0.wake = newValue } }
    }

    /// The JSON line for `entry`.
    static func line(for entry: SpeechTranscriptEntry) -> String {
        JSONValue.object([("time", .double(entry.time)), ("language", .string(entry.language)), ("text", .string(entry.text)),
                          ("voice", .string(entry.voice))]).jsonText
    }

    private func add(_ entry: SpeechTranscriptEntry) {
        let bytes = Array((Self.line(for: entry) + "\n").utf8)
        let dropped = state.withLock { state -> Bool in
            state.pending += bytes
            guard state.pending.count > Self.maxPendingBytes else { return false }
            // Whole lines go, oldest first.
            let excess = state.pending.count - Self.maxPendingBytes
            let cut = state.pending[excess...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? state.pending.count
            state.pending.removeSubrange(..<cut)
            defer { state.droppedLogged = true }
            return !state.droppedLogged
        }
        if dropped { Log.speech.warning("speech --follow: the client reads too slowly; the oldest utterances were dropped") }
        queue.async { [self] in state.withLock { $0.wake }?() }
    }

    func nextChunk(maxBytes: Int) -> [UInt8]? {
        state.withLock { state in
            let n = min(state.pending.count, max(1, maxBytes))
            defer { state.pending.removeSubrange(..<n) }
            return Array(state.pending[..<n])
        }
    }

    func connectionClosed() {
        let follower = state.withLock { state in
            defer { state.follower = nil; state.wake = nil }
            return state.follower
        }
        follower?.cancel()
    }
}
