import Foundation
import VitrineSpeech

/// The slowest rate an utterance can have (AVFAudio's constant): 80 words per minute here.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The rate an utterance has by default (AVFAudio's constant): 175 words per minute here.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
/// The fastest rate an utterance can have (AVFAudio's constant): 450 words per minute here.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1

/// Text to speak, with how to speak it, for `AVSpeechSynthesizer.speak(_:)` (AVFAudio's
/// `AVSpeechUtterance`).
///
/// `rate` runs from `AVSpeechUtteranceMinimumSpeechRate` (0) through the default (0.5) to
/// `AVSpeechUtteranceMaximumSpeechRate` (1), mapped to 80, 175 and 450 words per minute
/// (straight lines between; out-of-range rates are clamped). `pitchMultiplier` runs from 0.5
/// to 2 (1 is the voice's own pitch), `volume` from 0 to 1 (on top of the kiosk's volume).
/// The delays are silence before and after the words, in seconds.
public class AVSpeechUtterance: CustomStringConvertible {
    /// The text to speak.
    public let speechString: String
    /// The text to speak, with attributes (the synthesizer speaks its string).
    public let attributedSpeechString: NSAttributedString
    /// The voice (nil: the voice of `AVSpeechSynthesisVoice.currentLanguageCode()`).
    public var voice: AVSpeechSynthesisVoice?
    /// How fast, from `AVSpeechUtteranceMinimumSpeechRate` to `AVSpeechUtteranceMaximumSpeechRate`.
    public var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch, from 0.5 to 2.0 times the voice's own (1.0).
    public var pitchMultiplier: Float = 1
    /// The loudness, from 0 (silent) to 1 (the default).
    public var volume: Float = 1
    /// Seconds of silence before the utterance is spoken (after `didStart`).
    public var preUtteranceDelay: TimeInterval = 0
    /// Seconds of silence after it, before the next utterance (and `didFinish`).
    public var postUtteranceDelay: TimeInterval = 0
    /// Whether the screen reader's speech settings apply (they do not here; kept for source
    /// compatibility).
    public var prefersAssistiveTechnologySettings = false

    /// An utterance of `string`.
    public init(string: String) {
        speechString = string
        attributedSpeechString = NSAttributedString(string: string)
    }

    /// An utterance of `string`'s text.
    public init(attributedString string: NSAttributedString) {
        speechString = string.string
        attributedSpeechString = string
    }

    public var description: String { "AVSpeechUtterance(\"\(speechString)\")" }

    /// Words per minute for an AVFAudio `rate`.
    package static func wordsPerMinute(rate: Float) -> Int {
        let r = Double(rate.isFinite ? min(max(rate, AVSpeechUtteranceMinimumSpeechRate), AVSpeechUtteranceMaximumSpeechRate)
                                     : AVSpeechUtteranceDefaultSpeechRate)
        let slowest = Double(SpeechDefaults.rateRange.lowerBound), fastest = Double(SpeechDefaults.rateRange.upperBound)
        let normal = Double(SpeechDefaults().rate)
        let mid = Double(AVSpeechUtteranceDefaultSpeechRate)
        let wpm = r <= mid ? slowest + (normal - slowest) * r / mid : normal + (fastest - normal) * (r - mid) / (1 - mid)
        return Int(wpm.rounded())
    }

    /// espeak-ng's pitch (0–100, 50 the voice's own) for a `pitchMultiplier`.
    package static func enginePitch(multiplier: Float) -> Int {
        let m = multiplier.isFinite ? min(max(multiplier, 0.5), 2) : 1
        return Int((Double(m) * 50).rounded())
    }

    /// The utterance as the speech engine takes it.
    package var engineUtterance: SpeechUtterance {
        var u = SpeechUtterance(speechString, language: voice?.language, rate: Self.wordsPerMinute(rate: rate),
                                pitch: Self.enginePitch(multiplier: pitchMultiplier))
        u.voiceName = voice?.engineName
        u.volume = volume.isFinite ? Double(min(max(volume, 0), 1)) : 1
        u.preDelay = preUtteranceDelay.isFinite ? max(0, preUtteranceDelay) : 0
        u.postDelay = postUtteranceDelay.isFinite ? max(0, postUtteranceDelay) : 0
        return u
    }
}
