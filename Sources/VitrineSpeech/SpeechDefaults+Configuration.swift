import VitrinePlatform

extension SpeechDefaults {
    /// The defaults `[speech]` sets: its rate and pitch, in `language`.
    public init(_ speech: VitrineConfiguration.Speech, language: String = "en") {
        self.init(language: language, rate: speech.rate, pitch: speech.pitch)
    }
}
