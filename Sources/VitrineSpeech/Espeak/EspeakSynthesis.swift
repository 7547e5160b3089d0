import Dispatch
import VitrinePlatform

/// One utterance being synthesised: receives espeak-ng's chunks on the engine thread, hands
/// them to the output, tells the utterance's word events as their audio goes out, and decides
/// at each chunk boundary whether to go on, pause or stop.
final class EspeakSynthesis {
    /// A word espeak-ng announced: where its audio starts (frames from the start of the
    /// speech) and where it is in the text (UTF-16 offsets).
    struct Word {
        var frame: Int
        var range: Range<Int>
    }

    // Touched only on the engine thread, inside `EspeakLibrary.synthesize` and the engine's run.
    private let output: any AudioOutput
    private let interruption: SpeechInterruption
    private let generation: UInt64
    private let request: SpeechRequest
    private let pause: SpeechPause
    private let events: SpeechEvents
    private let requestedAt: UInt64
    private let sliceFrames: Int
    private let gain: Double
    /// UTF-16 offset of each Unicode scalar of the text, and of its end.
    private let utf16Offsets: [Int]
    private var words: [Word] = []
    /// Frames of speech (not of delay silence) handed over so far: word events count from here.
    private var speechFrames = 0
    private var scratch: [Int16] = []
    private(set) var frames = 0
    private(set) var firstChunkLatency: Double?
    private(set) var stopLatency: Double?
    private(set) var interrupted = false

    init(text: String, output: any AudioOutput, interruption: SpeechInterruption, generation: UInt64, request: SpeechRequest,
         pause: SpeechPause, events: SpeechEvents, requestedAt: UInt64, sliceFrames: Int, volume: Double) {
        self.sliceFrames = max(1, sliceFrames)
        self.output = output
        self.interruption = interruption
        self.generation = generation
        self.request = request
        self.pause = pause
        self.events = events
        self.requestedAt = requestedAt
        gain = volume.isFinite ? min(max(volume, 0), 1) : 1
        var offsets = [0]
        var offset = 0
        for scalar in text.unicodeScalars {
            offset += scalar.utf16.count
            offsets.append(offset)
        }
        utf16Offsets = offsets
    }

    /// Notes a word espeak-ng announced at `milliseconds` into the speech, at its 1-based
    /// character `position` and `length` characters long.
    func announceWord(milliseconds: Int, position: Int, length: Int, sampleRate: Int) {
        let last = utf16Offsets.count - 1
        let start = min(max(position - 1, 0), last)
        let end = min(max(start + length, start), last)
        words.append(Word(frame: max(0, milliseconds) * sampleRate / 1000, range: utf16Offsets[start]..<utf16Offsets[end]))
    }

    /// Hands `samples` (nil at the end) to the output in slices of at most `sliceFrames`,
    /// checking for a stop or a pause before each; false stops the synthesis.
    ///
    /// espeak-ng hands over about 50 ms at a time whatever buffer length it is given; the
    /// slices make a stop or a pause take effect within one slice of audio.
    func deliver(_ samples: UnsafeBufferPointer<Int16>?) -> Bool {
        guard let samples, !samples.isEmpty else { return checkStop(atWordStart: false) }
        if firstChunkLatency == nil {
            firstChunkLatency = Self.seconds(from: requestedAt, to: DispatchTime.now().uptimeNanoseconds)
        }
        var start = 0
        while start < samples.count {
            let end = min(start + sliceFrames, samples.count)
            let wordStarts = words.first.map { $0.frame < speechFrames + end - start } ?? false
            guard boundary(atWordStart: wordStarts) else { return false }
            while let word = words.first, word.frame < speechFrames + end - start {
                words.removeFirst()
                events.word?(word.range)
            }
            write(UnsafeBufferPointer(rebasing: samples[start..<end]))
            speechFrames += end - start
            start = end
        }
        // The write may have waited for the device; a stop meanwhile stops here.
        return checkStop(atWordStart: false)
    }

    /// The end of the speech: the words not yet told (their audio is out), and a `.word`
    /// pause or stop asked for during the last word takes effect here. False when stopped.
    func finishSpeech() -> Bool {
        for word in words { events.word?(word.range) }
        words = []
        return boundary(atWordStart: true)
    }

    /// `seconds` of silence (an utterance's delays), in slices, stoppable and pausable.
    func deliverSilence(seconds: Double, sampleRate: Int) -> Bool {
        guard seconds.isFinite, seconds > 0 else { return checkStop(atWordStart: false) }
        var left = Int(min(seconds, 3600) * Double(sampleRate))
        let silence = [Int16](repeating: 0, count: sliceFrames)
        while left > 0 {
            guard boundary(atWordStart: false) else { return false }
            let n = min(left, sliceFrames)
            silence.withUnsafeBufferPointer { output.write(UnsafeBufferPointer(rebasing: $0[0..<n])) }
            frames += n
            left -= n
        }
        return checkStop(atWordStart: false)
    }

    /// At a chunk boundary (or a word's start): stops when asked, else waits out a pause that
    /// is due here. False when stopped.
    private func boundary(atWordStart: Bool) -> Bool {
        guard checkStop(atWordStart: atWordStart) else { return false }
        guard pause.isDue(atWordStart: atWordStart) else { return true }
        // What is buffered plays out; the device is idle during the pause.
        output.finish()
        events.paused?()
        pause.hold { isStopRequested(atWordStart: atWordStart) }
        guard checkStop(atWordStart: atWordStart) else { return false }
        events.continued?()
        return true
    }

    private func write(_ samples: UnsafeBufferPointer<Int16>) {
        frames += samples.count
        guard gain < 1 else { output.write(samples); return }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: samples.lazy.map { Int16((Double($0) * self.gain).rounded()) })
        scratch.withUnsafeBufferPointer { output.write($0) }
    }

    private func isStopRequested(atWordStart: Bool) -> Bool {
        if interruption.stopRequested(after: generation) != nil { return true }
        switch request.cancelledAt {
        case .immediate?: return true
        case .word?: return atWordStart
        case nil: return false
        }
    }

    /// False (after stopping the output) once the utterance is stopped or cancelled here.
    private func checkStop(atWordStart: Bool) -> Bool {
        if interrupted { return false }
        guard isStopRequested(atWordStart: atWordStart) else { return true }
        interrupted = true
        output.stop()
        let now = DispatchTime.now().uptimeNanoseconds
        // A cancel of this utterance alone carries no time; an engine-wide stop does.
        stopLatency = interruption.stopRequested(after: generation).map { Self.seconds(from: $0, to: now) }
        return false
    }

    static func seconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) / 1e9
    }
}
