import VitrinePlatform
import VitrineSpeech

extension EngineScreenReaderSpeech {
    /// espeak-ng into the ALSA PCM `device` (`[audio] device`) at `volume`, silenced while
    /// `route` is muted, at the rate and pitch of `defaults` (`[speech]`); into nothing (one
    /// log line) when the device cannot be opened: the words are still synthesised and
    /// recorded in the transcript. This is how the process's shared engine is made
    /// (`SharedSpeechEngine`), so apps' `AVSpeechSynthesizer`s speak through the same device,
    /// volume and route.
    package static func espeak(device: String, volume: AudioVolume, route: AudioRoute, defaults: SpeechDefaults) -> EngineScreenReaderSpeech {
        SharedSpeechEngine.configure(defaults: defaults) { defaults, transcript in
            let output = ALSAAudioOutput.openOrNull(device: device, sampleRate: EspeakSpeechEngine.sampleRate, volume: volume)
            return EspeakSpeechEngine(output: RoutedAudioOutput(output, route: route), defaults: defaults, transcript: transcript)
        }
        return EngineScreenReaderSpeech(volume: volume) { SharedSpeechEngine.engine }
    }
}
