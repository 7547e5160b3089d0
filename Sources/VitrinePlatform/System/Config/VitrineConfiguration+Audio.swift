extension VitrineConfiguration {
    /// `[audio]`: where the screen reader's speech plays, how loud, and when the built-in
    /// speaker may speak.
    public struct Audio: Equatable, Sendable {
        /// `device`: the ALSA PCM device speech plays on (`"default"`, `"plughw:0,0"`, a
        /// name from `asound.conf`) (default `"default"`).
        public var device: String
        /// `volume_min_db`, `volume_max_db`, `volume_step_db`, `volume_default_db`: the
        /// software volume's levels (defaults −24, 0, 3 and −12 dB), corrected by
        /// `AudioVolume.Range.corrected` (at least 18 dB of range, with a level 12 dB above
        /// the lowest).
        public var volume: AudioVolume.Range
        /// `speaker`: whether the built-in speaker may speak when no headphones are in
        /// (default ``SpeakerPolicy/allowed``).
        public var speaker: SpeakerPolicy
        /// `headphones`: whether headphone jacks are watched (default ``HeadphoneDetection/auto``).
        public var headphones: HeadphoneDetection

        /// The values `volume_min_db`, `volume_max_db` and `volume_default_db` may take, in dB.
        public static let decibelRange = -96.0...0.0
        /// The values `volume_step_db` may take, in dB.
        public static let stepRange = 0.5...24.0

        /// Creates an audio section; every value defaults to its documented default.
        public init(device: String = "default", volume: AudioVolume.Range = AudioVolume.Range(),
                    speaker: SpeakerPolicy = .allowed, headphones: HeadphoneDetection = .auto) {
            self.device = device
            self.volume = volume
            self.speaker = speaker
            self.headphones = headphones
        }

        /// Whether the built-in speaker may speak without headphones.
        public enum SpeakerPolicy: String, CaseIterable, Sendable {
            /// Speech plays on the speaker when no headphones are in.
            case allowed
            /// Without headphones speech is synthesised (and transcribed) but not played.
            case headphonesOnly = "headphones-only"
        }

        /// Whether headphone jacks are watched.
        public enum HeadphoneDetection: String, CaseIterable, Sendable {
            /// Evdev headphone switches and ALSA jack controls are watched; plugging
            /// headphones in starts audio guidance.
            case auto
            /// Nothing is watched: the kiosk behaves as if no headphones were ever in.
            case off
        }
    }
}
