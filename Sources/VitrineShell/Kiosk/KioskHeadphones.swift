import Foundation
import Vitrine
import VitrinePlatform

/// Audio guidance as talking ATMs do it: plugging headphones in starts the screen reader
/// with a spoken welcome and how to use it; pulling them out stops it (when they started
/// it) and resets the volume. It also keeps the reader's route: whether headphones are in
/// (private content is spoken only then) and whether the built-in speaker may be heard.
///
/// Every end of a customer's session returns the volume to its default: headphones out, the
/// reader turned off by any means, the panel dimming or blanking for being idle.
@MainActor
package final class KioskHeadphones {
    /// The reader guided.
    package let reader: ScreenReader
    /// The speech volume.
    package let volume: AudioVolume
    /// Muted when the speaker must not speak.
    package let route: AudioRoute
    /// Whether the speaker may speak without headphones.
    package let speaker: VitrineConfiguration.Audio.SpeakerPolicy
    /// Whether headphones are in.
    package private(set) var isInserted = false
    /// Whether the headphones turned the reader on (then pulling them out turns it off).
    package private(set) var startedReader = false
    private let source: (any HeadphoneJackSource)?
    private var voiceOverObserver: (any NSObjectProtocol)?

    /// Guidance for `reader` from `source` (`nil`: detection off, no headphones ever).
    package init(reader: ScreenReader, source: (any HeadphoneJackSource)?, volume: AudioVolume, route: AudioRoute,
                 speaker: VitrineConfiguration.Audio.SpeakerPolicy) {
        self.reader = reader
        self.source = source
        self.volume = volume
        self.route = route
        self.speaker = speaker
        applyRoute()
    }

    isolated deinit {
        if let voiceOverObserver { NotificationCenter.default.removeObserver(voiceOverObserver) }
    }

    /// Starts watching the jacks (headphones already in count as plugged in) and the reader.
    package func start() {
        voiceOverObserver = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification,
                                                                   object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.readerStatusChanged() }
        }
        source?.start { [weak self] change in self?.handle(change) }
    }

    /// Chains onto `idle`'s state changes: leaving `active` ends the customer's session.
    package func watch(_ idle: IdleController) {
        let previous = idle.onStateChange
        idle.onStateChange = { [weak self] state in
            previous?(state)
            if state != .active { self?.sessionEnded() }
        }
    }

    /// A jack change (EN 301 549 5.1.2: plugging headphones in is how a customer who cannot
    /// see the screen activates the closed functionality's speech).
    package func handle(_ change: HeadphoneJackChange) {
        let inserted = change.isInserted
        if case .initial = change, !inserted { return }
        guard inserted != isInserted else { return }
        isInserted = inserted
        applyRoute()
        if inserted { headphonesIn() } else { headphonesOut() }
    }

    private func headphonesIn() {
        if !reader.isRunning {
            reader.start()
            startedReader = true
        }
        // The welcome first, then what the reader is on.
        var welcome = AudioGuidanceText.headphonesWelcome.text(language: reader.appLanguage)
        // How to use the keypad too, as a talking ATM says on insertion.
        if let keys = reader.keypadKeys {
            let keyHelp = ScreenReaderInstructions(keys: keys, appLanguage: reader.appLanguage).text
            if !keyHelp.isEmpty { welcome += " " + keyHelp }
        }
        reader.say(text: welcome, language: reader.appLanguage)
        if let e = reader.focusedElement {
            let phrase = reader.phrase(for: e)
            if !phrase.text.isEmpty { reader.speech.speak(phrase.text, language: phrase.language, interrupting: false) }
        }
    }

    private func headphonesOut() {
        // What was queued for the headphones must not go on over the speaker.
        reader.interrupt()
        if startedReader {
            startedReader = false
            reader.stop()
        }
        sessionEnded()
    }

    /// The reader's status changed (`vitrinectl speech off`, the keypad, headphones out).
    private func readerStatusChanged() {
        guard !UIAccessibility.isVoiceOverRunning else { return }
        startedReader = false
        sessionEnded()
    }

    /// The end of a customer's session: the volume back to its default (EN 301 549 8.2.1).
    package func sessionEnded() { volume.reset() }

    private func applyRoute() {
        reader.headphonesConnected = isInserted
        route.isMuted = speaker == .headphonesOnly && !isInserted
    }
}
