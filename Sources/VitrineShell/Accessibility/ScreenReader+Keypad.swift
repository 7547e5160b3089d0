import Vitrine
import VitrinePlatform

/// The tactile keypad (EN 301 549 5.1.6.1, operation without vision): the keys of
/// `[accessibility.keys]` reach the screen reader before the app, through the screen's
/// `InputRouter.keyFilter`, and each performs one `AccessibilityKeyAction`.
///
/// - While the reader is off only the `start` keys are taken (they turn it on); every other
///   key is the app's.
/// - While it is on, every mapped key is taken, except that when the focused element is a
///   text input that is first responder, letters, the digit row and Backspace go to the app
///   (a hardware keyboard types), and so do the keypad's digits when the input takes digits
///   (`keyboardType` `.numberPad`, `.phonePad`, `.decimalPad`, `.asciiCapableNumberPad`: a
///   PIN, a phone number); in any other input the keypad's digits keep moving the reader, so
///   that a name can be typed on the on-screen keyboard from the keypad alone. Arrows, Enter
///   and the other keys always act.
/// - A key acts once, on its press: a second press without a release (a key repeat) does
///   nothing more, and the release of a taken press is taken too, so the app never sees half
///   of a key.
@MainActor
package final class ScreenReaderKeypad {
    /// Which keys do what.
    package let keys: AccessibilityKeyMap
    private weak var reader: ScreenReader?
    /// Keys whose press the keypad took, until their release.
    private var held: Set<Int> = []

    /// A keypad driving `reader` with `keys`; it sees no key until `install()`.
    package init(reader: ScreenReader, keys: AccessibilityKeyMap) {
        self.reader = reader
        self.keys = keys
    }

    /// Puts the keypad in front of the app on the reader's screen (the screen's input then
    /// keeps it).
    package func install() {
        reader?.screen.input.keyFilter = { [self] event in handle(event) }
    }

    /// Whether the keypad takes `event` (a key event), acting on it when it is a press.
    package func handle(_ event: InputEvent) -> Bool {
        guard case let .key(code, pressed, _) = event else { return false }
        guard pressed else { return held.remove(code) != nil }
        if held.contains(code) { return true }
        guard let reader, let action = keys.action(for: code) else { return false }
        if !reader.isRunning {
            guard action == .start else { return false }
        } else if let input = reader.typingInput, Self.typesText(code, into: input) {
            return false
        }
        held.insert(code)
        reader.perform(action, keys: keys)
        return true
    }

    /// Whether the key `code` types into `input`: letters, the digit row and Backspace always;
    /// the keypad's digits only into an input that takes digits.
    static func typesText(_ code: Int, into input: any UIKeyInput) -> Bool {
        guard let name = LinuxKeyName.name(of: code) else { return false }
        if name == "backspace" { return true }
        if name.hasPrefix("kp"), name.count == 3 {
            return name.last.map { ("0"..."9").contains($0) } == true && takesDigits(input)
        }
        return name.count == 1 && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether `input`'s keyboard is a digit pad (a PIN, a phone number, an amount).
    static func takesDigits(_ input: any UIKeyInput) -> Bool {
        switch input.keyboardType {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: return true
        default: return false
        }
    }
}

extension ScreenReader {
    /// Installs a keypad with `keys` on the reader's screen and returns it.
    @discardableResult
    package func installKeypad(keys: AccessibilityKeyMap) -> ScreenReaderKeypad {
        let keypad = ScreenReaderKeypad(reader: self, keys: keys)
        keypad.install()
        keypadKeys = keys
        return keypad
    }

    /// Takes `[accessibility]`: the app language, the hint pause, and a keypad with its keys.
    @discardableResult
    package func configure(_ accessibility: VitrineConfiguration.Accessibility) -> ScreenReaderKeypad {
        appLanguage = accessibility.language
        hintPause = accessibility.hintPause
        return installKeypad(keys: accessibility.keys)
    }

    /// Whether the focused element is a text input being typed into (first responder).
    var isTyping: Bool { typingInput != nil }

    /// The focused element when it is a text input being typed into (first responder).
    var typingInput: (any UIKeyInput)? {
        guard let e = focusedElement as? UIView, e.isFirstResponder else { return nil }
        return e as? any UIKeyInput
    }

    /// Performs `action` from a key of `keys`: new input stops speech first, as a touch does.
    package func perform(_ action: AccessibilityKeyAction, keys: AccessibilityKeyMap) {
        if action == .start, !isRunning {
            start()
            return
        }
        // Pausing keeps what is being said, as the two-finger tap does.
        if action == .pause {
            pauseOrResume()
            return
        }
        interrupt()
        switch action {
        case .start, .help: speakHelp(keys: keys)
        case .next: focusNext()
        case .previous: focusPrevious()
        case .activate: activate()
        // As VoiceOver's flicks up and down: by the rotor when one is chosen, else adjusting,
        // else through the element's custom actions.
        case .increment: verticalFlick(down: false)
        case .decrement: verticalFlick(down: true)
        case .escape: escape()
        case .clear: clear()
        case .repeat: repeatLast()
        case .volumeUp: stepVolume(up: true)
        case .volumeDown: stepVolume(up: false)
        case .readAll: readAll()
        case .magicTap: magicTap()
        case .rotorNext: selectRotor(forward: true)
        case .rotorPrevious: selectRotor(forward: false)
        // The accessibility menu takes its keys before the keypad sees them.
        case .pause, .menu: break
        }
    }

    /// Help: the focused element's hint when it has one, else how to use the keys of `keys`
    /// (in Korean when the app language is, else in English).
    package func speakHelp(keys: AccessibilityKeyMap) {
        if let e = focusedElement {
            let phrase = phrase(for: e)
            if let hint = phrase.hint {
                say(text: hint, language: phrase.hintLanguage)
                return
            }
        }
        let instructions = ScreenReaderInstructions(keys: keys, appLanguage: appLanguage)
        say(text: instructions.text, language: instructions.language)
    }

    /// Clear: in a text input being typed into, deletes the character before the insertion
    /// point; elsewhere, escape.
    package func clear() {
        if isTyping, let input = focusedElement as? UIKeyInput {
            input.deleteBackward()
        } else {
            escape()
        }
    }

    /// One step of the speech volume up or down (staying at the ends), said as "volume N of M".
    package func stepVolume(up: Bool) {
        guard let volume = speech.volume else { return }
        if up { volume.stepUp() } else { volume.stepDown() }
        guard let level = volumeLevel else { return }
        let words = ScreenReaderInstructions.volume(step: level.step, of: level.steps, appLanguage: appLanguage)
        say(text: words.text, language: words.language)
    }

    /// The speech volume's level, 1 the lowest, of how many, and its gain (`nil`: no volume).
    package var volumeLevel: (step: Int, steps: Int, decibels: Double)? {
        guard let volume = speech.volume else { return nil }
        let decibels = volume.decibels
        let levels = volume.range.levels
        // The nearest level: a gain set between levels counts as the one it is closest to.
        let index = levels.indices.min { abs(levels[$0] - decibels) < abs(levels[$1] - decibels) } ?? 0
        return (index + 1, levels.count, decibels)
    }
}
