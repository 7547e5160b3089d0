import VitrinePlatform
import VitrineSpeech

extension Kiosk {
    /// The screen reader speaking into `[audio] device` at its volume and `[speech]`'s rate
    /// and pitch, with headphone
    /// detection (`[audio] headphones`) and the speaker policy (`[audio] speaker`). The
    /// engine, its voices and the audio device come with the first word.
    func installAudioGuidance() {
        let c = settings.configuration.audio
        let volume = AudioVolume(range: c.volume), route = AudioRoute()
        installScreenReader(speech: EngineScreenReaderSpeech.espeak(device: c.device, volume: volume, route: route,
                                                                    defaults: SpeechDefaults(settings.configuration.speech)))
        guard let reader = screenReader else { return }
        let source: (any HeadphoneJackSource)? = c.headphones == .auto ? MergedHeadphoneJackSource.system() : nil
        installHeadphones(KioskHeadphones(reader: reader, source: source, volume: volume, route: route, speaker: c.speaker))
    }

    /// Starts `guidance` and ends a session when the panel goes idle.
    package func installHeadphones(_ guidance: KioskHeadphones) {
        headphones = guidance
        if let idle { guidance.watch(idle) }
        guidance.start()
    }
}
