extension VitrineConfiguration {
    /// `[accessibility]` and `[accessibility.keys]`: the screen reader's language, hint pause
    /// and tactile keypad.
    public struct Accessibility: Equatable, Sendable {
        /// `[accessibility.keys]`: which keys drive the reader (default
        /// ``AccessibilityKeyMap/standard``).
        public var keys: AccessibilityKeyMap
        /// `language`: the app's language for the reader, a BCP 47 tag, when neither an element
        /// nor its containers name one; `nil` (`""` in the file, the default): the speech
        /// engine's default.
        public var language: String?
        /// `hint_pause`: seconds between an element and its hint (default 0.8).
        public var hintPause: Double

        /// The values `hint_pause` may take, in seconds.
        public static let hintPauseRange = 0.0...10.0

        /// Creates an accessibility section; every value defaults to its documented default.
        public init(keys: AccessibilityKeyMap = .standard, language: String? = nil, hintPause: Double = 0.8) {
            self.keys = keys
            self.language = language
            self.hintPause = hintPause
        }
    }

    /// `[speech]`: the speech engine's voice.
    public struct Speech: Equatable, Sendable {
        /// `rate`: words per minute (default 175, espeak-ng's own).
        public var rate: Int
        /// `pitch`: 0 (lowest) to 99 (default 50).
        public var pitch: Int

        /// The values `rate` may take: espeak-ng's range.
        public static let rateRange = 80...450
        /// The values `pitch` may take: espeak-ng's range.
        public static let pitchRange = 0...99

        /// Creates a speech section; by default espeak-ng's 175 words per minute at pitch 50.
        public init(rate: Int = 175, pitch: Int = 50) {
            self.rate = rate
            self.pitch = pitch
        }
    }
}
