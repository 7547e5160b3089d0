import Foundation
import Synchronization

/// One spoken utterance as the transcript records it.
public struct SpeechTranscriptEntry: Sendable, Equatable, Codable {
    /// When it started, in seconds since 1970 (wall clock, for logs and remote support).
    public var time: Double
    /// The language it was spoken in (BCP-47, as requested, or the default's).
    public var language: String
    /// What was said.
    public var text: String
    /// The voice that spoke it (espeak-ng's voice name, e.g. "ko").
    public var voice: String

    /// An entry.
    public init(time: Double, language: String, text: String, voice: String) {
        self.time = time
        self.language = language
        self.text = text
        self.voice = voice
    }
}

/// The record of what was spoken, fanned out to any number of followers (the control
/// socket's `speech --follow`, tests). Followers that join late see only what comes next.
public final class SpeechTranscript: Sendable {
    private struct State {
        var nextID = 0
        var followers: [Int: @Sendable (SpeechTranscriptEntry) -> Void] = [:]
    }

    private let state = Mutex(State())

    /// An empty transcript.
    public init() {}

    /// Calls `body` with every entry recorded from now on, on the recording thread, until the
    /// returned token is cancelled.
    public func follow(_ body: @escaping @Sendable (SpeechTranscriptEntry) -> Void) -> SpeechTranscriptFollower {
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.followers[id] = body
            return id
        }
        return SpeechTranscriptFollower { [weak self] in
            _ = self?.state.withLock { $0.followers.removeValue(forKey: id) }
        }
    }

    /// The entries recorded from now on, as an async stream (ends when the consumer stops).
    public func entries() -> AsyncStream<SpeechTranscriptEntry> {
        AsyncStream { continuation in
            let follower = follow { continuation.yield($0) }
            continuation.onTermination = { _ in follower.cancel() }
        }
    }

    /// How many follow it now.
    package var followerCount: Int { state.withLock { $0.followers.count } }

    /// Records `entry` and hands it to every follower.
    package func record(_ entry: SpeechTranscriptEntry) {
        let followers = state.withLock { Array($0.followers.values) }
        for follower in followers { follower(entry) }
    }
}

/// A transcript follower; `cancel()` stops the calls.
public final class SpeechTranscriptFollower: Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    init(onCancel: @escaping @Sendable () -> Void) { self.onCancel = Mutex(onCancel) }

    /// Stops following. Idempotent.
    public func cancel() {
        let body = onCancel.withLock { body in
            defer { body = nil }
            return body
        }
        body?()
    }
}
