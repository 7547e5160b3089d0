/// What a key of the tactile keypad does to the screen reader (`[accessibility.keys]`).
public enum AccessibilityKeyAction: String, CaseIterable, Sendable {
    /// Turns the reader on from any screen when it is off; while it is on, `help`.
    case start
    /// The next element in reading order (VoiceOver's swipe right).
    case next
    /// The previous element (swipe left).
    case previous
    /// Activates the focused element (double tap).
    case activate
    /// Adjusts the focused adjustable element up (swipe up).
    case increment
    /// Adjusts it down (swipe down).
    case decrement
    /// Escape: back, close, cancel (two-finger scrub).
    case escape
    /// In a text input, deletes the character before the insertion point; elsewhere, escape.
    case clear
    /// Says the focused element's hint, or how to use the keys.
    case help
    /// Says the last utterance again.
    case `repeat`
    /// One volume step up, said as "volume N of M".
    case volumeUp = "volume_up"
    /// One volume step down.
    case volumeDown = "volume_down"
    /// Reads every element from the first (two-finger swipe up).
    case readAll = "read_all"
    /// The app's main action (two-finger double tap).
    case magicTap = "magic_tap"
    /// Pauses speech where it is, or continues it (two-finger tap).
    case pause
    /// The next rotor setting: headings, actions, the app's rotors (two-finger rotation
    /// clockwise); `increment`/`decrement` then move by it.
    case rotorNext = "rotor_next"
    /// The previous rotor setting (rotation counter-clockwise).
    case rotorPrevious = "rotor_previous"
    /// Opens the customer's accessibility menu (text size, contrast, bold text, reduce motion,
    /// audio, more time), or closes it; taken before the reader, whether it is on or off.
    case menu
}

/// Which Linux keys perform which `AccessibilityKeyAction`: each action has a list of key
/// codes, and each code belongs to at most one action.
public struct AccessibilityKeyMap: Equatable, Sendable {
    /// The key codes of each action, in the order configured (actions without keys: `[]`).
    public private(set) var codes: [AccessibilityKeyAction: [Int]]
    private var actions: [Int: AccessibilityKeyAction]

    /// A map from `codes`; a code listed under two actions keeps the first action in
    /// `AccessibilityKeyAction.allCases` order (the configuration refuses such a file).
    public init(_ codes: [AccessibilityKeyAction: [Int]]) {
        self.codes = [:]
        actions = [:]
        for action in AccessibilityKeyAction.allCases {
            let list = codes[action] ?? []
            self.codes[action] = list
            for code in list where actions[code] == nil { actions[code] = action }
        }
    }

    /// A map from key names (`LinuxKeyName`); unknown names are left out.
    public init(names: [AccessibilityKeyAction: [String]]) {
        self.init(names.mapValues { $0.compactMap(LinuxKeyName.code(of:)) })
    }

    /// The action of the key `code`, or `nil` when the key is the app's.
    public func action(for code: Int) -> AccessibilityKeyAction? { actions[code] }

    /// The keys of `action`, in the order configured.
    public func codes(for action: AccessibilityKeyAction) -> [Int] { codes[action] ?? [] }

    /// The keys of a standard EPP/ATM PIN pad (digits with a tactile 5, Enter, Cancel, Clear)
    /// plus arrow, media and keypad operator keys: the cross of 2, 4, 6, 8 around the 5 moves
    /// and adjusts, 5 activates; `help` and keypad `*` start the reader and, once it is on,
    /// ask for help (so `help` itself needs no keys); `magic_tap` is the play/pause key; 0
    /// (the key below the cross) pauses and continues speech; 7 and 9 (the corners above it)
    /// turn the rotor; the Menu key opens the accessibility menu.
    public static let standard = AccessibilityKeyMap(names: [
        .start: ["help", "kpasterisk"],
        .next: ["right", "kp6"],
        .previous: ["left", "kp4"],
        .activate: ["enter", "kpenter", "kp5"],
        .increment: ["up", "kp8"],
        .decrement: ["down", "kp2"],
        .escape: ["esc", "cancel"],
        .clear: ["backspace"],
        .help: [],
        .repeat: ["kpdot", "again"],
        .volumeUp: ["volumeup", "kpplus"],
        .volumeDown: ["volumedown", "kpminus"],
        .readAll: ["kpslash"],
        .magicTap: ["playpause"],
        .pause: ["kp0", "pause"],
        .rotorNext: ["kp9"],
        .rotorPrevious: ["kp7"],
        // Keys a PIN pad's digits and the app's text never need: a keyboard's Menu key
        // (`compose` on a PC keyboard, `menu` on a remote or media keyboard).
        .menu: ["compose", "menu"],
    ])
}
