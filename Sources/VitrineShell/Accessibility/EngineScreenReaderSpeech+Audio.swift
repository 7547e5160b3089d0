import VitrinePlatform
import VitrineSpeech

extension EngineScreenReaderSpeech {
    /// espeak-ng into the ALSA PCM `device` (`[audio] device`) at `volume`, silenced while
    /// `route` is muted, at the rate and pitch of `defaults` (`[speech]`); into nothing (one
    /// log line) when the device cannot be opened: the words are still synthesised and
    /// recorded in the transcript.
    package static func espeak(device: String, volume: AudioVolume, route: AudioRoute, defaults: SpeechDefaults) -> EngineScreenReaderSpeech {
        EngineScreenReaderSpeech(volume: volume) {
            let output = ALSAAudioOutput.openOrNull(device: device, sampleRate: EspeakSpeechEngine.sampleRate, volume: volume)
            return EspeakSpeechEngine(output: RoutedAudioOutput(output, route: route), defaults: defaults)
        }
    }
}
