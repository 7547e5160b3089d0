import Dispatch
import VitrineSpeech

extension KioskControl {
    /// `speech --follow`: replies at once, then streams one JSON line per utterance spoken
    /// (by the screen reader or an app), as payload chunks, until the client hangs up. Nothing
    /// is spoken or opened for it: without an audio device, or before anything speaks, the
    /// stream simply waits.
    func followSpeech(_ request: KioskControlRequest) {
        let payload = SpeechFollowPayload(transcript: speechTranscript, queue: .main)
        request.respond(.ok("following speech (one JSON line per utterance) until the client hangs up",
                            fields: [("follow", true)], payload: payload))
    }
}
