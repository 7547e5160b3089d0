extension ScreenReader {
    /// VoiceOver's two-finger single tap: pauses speech where it is (the rest of the
    /// utterance, the queue and a read-all are kept), or continues paused speech. Nothing is
    /// paused when nothing is being said.
    package func pauseOrResume() {
        cancelHint()
        if speechPaused {
            speechPaused = false
            speech.resume()
        } else {
            speechPaused = speech.pause()
        }
    }

    /// Whether speech is paused.
    package var isSpeechPaused: Bool { speechPaused }

    /// A gesture begins: speech falls silent at once, paused so that a two-finger tap can keep
    /// it (`gestureEnded(keepingSpeech:)`); every other gesture stops it.
    func gestureBegan() {
        cancelHint()
        gestures.speechWasPaused = speechPaused
        if !speechPaused { gestures.heldSpeech = speech.pause() }
    }

    /// A gesture ended: a two-finger tap (`keepingSpeech`) pauses what it silenced, or continues
    /// speech it found paused; any other gesture stops speech (and a read-all).
    func gestureEnded(keepingSpeech: Bool) {
        guard keepingSpeech else {
            interrupt()
            return
        }
        if gestures.speechWasPaused {
            speechPaused = false
            speech.resume()
        } else {
            speechPaused = gestures.heldSpeech
        }
    }
}
