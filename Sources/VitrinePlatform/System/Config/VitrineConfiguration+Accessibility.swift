extension VitrineConfiguration {
    /// `[accessibility]` and `[accessibility.keys]`: the screen reader's language, hint pause
    /// and tactile keypad; how the accessibility menu opens, and the display settings each
    /// customer starts with.
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
        /// `menu_button`: a small accessibility button in a bottom corner that opens the
        /// accessibility menu, on screen at all times (default `false`).
        public var menuButton: Bool
        /// `menu_gesture`: whether a two-second press in the top-leading corner opens the
        /// accessibility menu (default `true`).
        public var menuGesture: Bool
        /// `increase_contrast`: Increase Contrast at start and after each customer's session
        /// (default `false`).
        public var increaseContrast: Bool
        /// `bold_text`: Bold Text at start and after each session (default `false`).
        public var boldText: Bool
        /// `reduce_motion`: Reduce Motion at start and after each session (default `false`).
        public var reduceMotion: Bool
        /// `grayscale`: Grayscale (the screen without colour) at start and after each session
        /// (default `false`).
        public var grayscale: Bool
        /// `time_limit_factor`: how many times longer every time limit is (the idle blanking,
        /// apps' time-limited steps) while an accessibility setting is on, the screen reader
        /// runs or the customer chose more time (default 2).
        public var timeLimitFactor: Double
        /// `warn_before`: seconds of warning, with a chance to ask for more time, before any
        /// time limit runs out (default 30; WCAG 2.2.1 asks for at least 20); 0 turns the
        /// warnings off.
        public var warnBefore: Double

        /// The values `hint_pause` may take, in seconds.
        public static let hintPauseRange = 0.0...10.0
        /// The values `time_limit_factor` may take.
        public static let timeLimitFactorRange = 1.0...10.0
        /// The values `warn_before` may take besides 0, in seconds (WCAG 2.2.1: at least 20).
        public static let warnBeforeRange = 20.0...600.0

        /// Creates an accessibility section; every value defaults to its documented default.
        public init(keys: AccessibilityKeyMap = .standard, language: String? = nil, hintPause: Double = 0.8,
                    menuButton: Bool = false, menuGesture: Bool = true,
                    increaseContrast: Bool = false, boldText: Bool = false, reduceMotion: Bool = false,
                    grayscale: Bool = false, timeLimitFactor: Double = 2, warnBefore: Double = 30) {
            self.keys = keys
            self.language = language
            self.hintPause = hintPause
            self.menuButton = menuButton
            self.menuGesture = menuGesture
            self.increaseContrast = increaseContrast
            self.boldText = boldText
            self.reduceMotion = reduceMotion
            self.grayscale = grayscale
            self.timeLimitFactor = timeLimitFactor
            self.warnBefore = warnBefore
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
