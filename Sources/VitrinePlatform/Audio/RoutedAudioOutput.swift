import Synchronization

/// Whether speech may be heard now: the kiosk mutes it when the built-in speaker must not
/// speak (`[audio] speaker = "headphones-only"` with no headphones in). Shared between the
/// main thread, which sets it, and the speech engine's thread, which reads it.
public final class AudioRoute: Sendable {
    private let muted: Mutex<Bool>

    /// A route, muted or not.
    public init(muted: Bool = false) {
        self.muted = Mutex(muted)
    }

    /// Whether what is written is silenced.
    public var isMuted: Bool {
        get { muted.withLock { $0 } }
        set { muted.withLock { $0 = newValue } }
    }
}

/// An output that plays silence instead of the samples while its route is muted: the
/// engine still synthesises (the transcript still flows) and is paced as if heard, so
/// following along and pauses behave the same whether the speaker may speak or not.
public final class RoutedAudioOutput: AudioOutput {
    /// Where the samples go when not muted.
    public let output: any AudioOutput
    /// Whether they are muted.
    public let route: AudioRoute

    /// `output` behind `route`.
    public init(_ output: any AudioOutput, route: AudioRoute) {
        self.output = output
        self.route = route
    }

    public var sampleRate: Int { output.sampleRate }
    public var volume: AudioVolume { output.volume }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        guard route.isMuted else { return output.write(samples) }
        let silence = [Int16](repeating: 0, count: samples.count)
        silence.withUnsafeBufferPointer { output.write($0) }
    }

    public func finish() { output.finish() }

    public func stop() { output.stop() }
}
