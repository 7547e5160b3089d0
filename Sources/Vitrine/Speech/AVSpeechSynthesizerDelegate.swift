import Foundation

/// Where a pause or a stop takes effect (AVFAudio's `AVSpeechBoundary`).
public enum AVSpeechBoundary: Int, Sendable {
    /// At once (within 10 ms of audio).
    case immediate = 0
    /// After the word being spoken.
    case word = 1
}

/// What an `AVSpeechSynthesizer` tells as it speaks (AVFAudio's
/// `AVSpeechSynthesizerDelegate`), on the main actor, for each utterance in this order:
/// `didStart`, `willSpeakRangeOfSpeechString` for each word, then `didFinish` — or `didCancel`
/// when it is stopped after it started — with `didPause` and `didContinue` around a pause.
/// Every method is optional.
@MainActor
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    /// The synthesizer began speaking `utterance`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    /// The synthesizer finished speaking `utterance`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    /// The synthesizer paused while speaking `utterance`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    /// The synthesizer went on speaking `utterance` after a pause.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    /// The synthesizer stopped speaking `utterance` before its end.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    /// The synthesizer is about to speak the word at `characterRange` (UTF-16 units) of
    /// `utterance.speechString`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                           utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                                  utterance: AVSpeechUtterance) {}
}
