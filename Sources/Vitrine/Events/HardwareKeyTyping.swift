import Foundation
import VitrinePlatform

/// The hardware keyboard's side of text input, owned by `KeyboardRouter`: turns a key down
/// into a `HardwareKeyAction` (through xkb text and the locale's Compose table) and applies
/// it to the screen's `TextInputSystem`.
///
/// - Text: the xkb text of the key, unless Control, Alt or the logo key is held (shortcuts type
///   nothing, as in UIKit) or it is a control character (Tab, Escape, Delete type nothing).
///   Dead keys and the Compose key go through libxkbcommon's compose state first
///   (`XKBCompose`, the table of the process's locale): a completed sequence types its text.
/// - Korean mode: the 2-set layout is defined on key positions (KS X 5002), so a letter key
///   types the QWERTY letter of its position (Shift for ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ; Caps Lock is not
///   Shift here) whatever the xkb layout — on `de` the key labelled Z is ㅛ, as on a US
///   keyboard's Y — and the Korean input method composes it.
/// - Japanese and Chinese modes: a letter key types the layout's Latin letter (romaji and
///   pinyin are spelled with the letters on the keys, as ibus-anthy and ibus-rime read
///   them), or the QWERTY letter of its position when the layout's is not Latin; the mode's
///   input method composes it.
/// - The direct modes type their language's xkb layout (KeyboardRouter+InputModes.swift).
/// - BackSpace is `.deleteBackward`; Return and KP_Enter are `.return`.
/// - The Hangul key, the 半角/全角 key and the `grp:` option's layout switch (ISO_Next_Group)
///   switch to the next configured input mode (also while no input is active).
/// - Delete deletes the selection, else the character after the caret (UIKit's forward delete,
///   Fn-Delete on Apple keyboards); Tab inserts "\t" in a `UITextView` (as UIKit's does) and
///   does nothing in a `UITextField` or a custom `UIKeyInput` (UIKit moves the focus to the
///   next field there; this toolkit has no keyboard focus system yet); Escape commits a
///   Korean composition and types nothing (UIKit documents nothing for Escape in a text
///   input; committing keeps every typed jamo, where cancelling would lose them).
/// - Control shortcuts (`EditShortcut`): Ctrl+A, C, X, V, Z, Shift+Ctrl+Z and Ctrl+Y. UIKit's
///   text views answer Command+A/C/X/V/Z; panels have PC keyboards, where Control is the
///   modifier these commands are found on, so Control it is. The letter is the layout's
///   (Ctrl+Z is the key labelled Z on a German keyboard), or the key's QWERTY letter when the
///   layout's is not Latin. Each commits a composition first.
/// - Arrows, Home and End move the caret of a `UITextInput` through `position(from:in:offset:)`
///   (Home/End: the tokenizer's line boundary, else the document's start/end); Ctrl+Left and
///   Ctrl+Right move by word (the tokenizer's `.word`, ICU's words: to the start of the word
///   before, the end of the word after, as Option-arrows do in UIKit; Control on PC
///   keyboards); Shift extends the selection from its anchor. Moving commits a Korean
///   composition first.
@MainActor
final class HardwareKeyTyping {
    /// The Compose table; made on first use (it parses the locale's Compose file), nil when
    /// the locale has none.
    private var compose: XKBCompose?
    private var composeLoaded = false
    /// The fixed end of a Shift-extended selection, and the moving end, as last set.
    private var anchor: UITextPosition?
    private var focus: UITextPosition?

    /// A replacement compose table (tests).
    func useCompose(_ table: XKBCompose?) {
        compose = table
        composeLoaded = true
    }

    /// The keymap changed or a key command took the key: abandon a Compose sequence.
    func resetCompose() { compose?.reset() }

    /// Loads the Compose table now (1.5–10 ms for en_US.UTF-8's on a loaded x86 host) rather
    /// than on the first typed key.
    func prepareCompose() { _ = composeState() }

    /// Whether the Compose table was looked for already (tests).
    var isComposeLoaded: Bool { composeLoaded }

    private func composeState() -> XKBCompose? {
        if !composeLoaded {
            composeLoaded = true
            compose = XKBCompose(locale: XKBCompose.environmentLocale())
            if compose == nil { Log.ui.notice("keyboard: no Compose table for the locale; dead keys and the Compose key type nothing") }
        }
        return compose
    }

    /// The action of the key `code` going down with `keysym`, `text` and `modifiers` (read
    /// before the key itself updated the state). `typing` says whether a text input is active:
    /// without one only the Hangul key does anything (the Compose state is left alone).
    func action(code: Int, keysym: XKBKeysym, text: String, modifiers: XKBModifiers, typing: Bool,
                mode: TextInputMode = .english) -> HardwareKeyAction? {
        if keysym == .hangul || keysym == .zenkakuHankaku || keysym == .isoNextGroup { return .toggleInputMode }
        guard typing else { return nil }
        let extend = modifiers.contains(.shift)
        switch keysym {
        case .backSpace, .returnKey, .keypadEnter, .left, .right, .up, .down, .home, .end, .delete, .tab, .escape:
            // An editing key abandons a Compose sequence under way (as GTK's and Qt's do).
            compose?.reset()
        default: break
        }
        switch keysym {
        case .backSpace: return .perform(.deleteBackward)
        case .returnKey, .keypadEnter: return .perform(.return)
        case .left: return .move(modifiers.contains(.control) ? .wordBackward : .left, extend: extend)
        case .right: return .move(modifiers.contains(.control) ? .wordForward : .right, extend: extend)
        case .up: return .move(.up, extend: extend)
        case .down: return .move(.down, extend: extend)
        case .home: return .move(.lineStart, extend: extend)
        case .end: return .move(.lineEnd, extend: extend)
        case .delete: return .deleteForward
        case .tab: return .tab
        case .escape: return .escape
        default: break
        }
        if modifiers.contains(.control), modifiers.isDisjoint(with: [.alt, .logo]) {
            return Self.shortcut(keysym: keysym, code: code, shift: extend).map { .edit($0) }
        }
        guard modifiers.isDisjoint(with: [.control, .alt, .logo]) else { return nil }
        if let letter = Self.composingLetter(code: code, text: text, shift: modifiers.contains(.shift), mode: mode) {
            compose?.reset()
            return .perform(.text(letter))
        }
        var typed = text
        if let compose = composeState() {
            switch compose.feed(keysym) {
            case .passthrough: break
            case .composing, .cancelled: return .swallow
            case .composed(let s): typed = s
            }
        }
        guard !typed.isEmpty, !typed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return .perform(.text(typed))
    }

    /// The Latin letter a letter key types into `mode`'s composing input method (see the
    /// type's documentation), nil for direct modes and keys that are not letters.
    static func composingLetter(code: Int, text: String, shift: Bool, mode: TextInputMode) -> String? {
        guard !mode.typesDirectly, let position = qwertyLetter(code: code) else { return nil }
        if mode != .korean, text.unicodeScalars.count == 1, let c = text.unicodeScalars.first, c.isASCII,
           c.properties.isAlphabetic {
            return text
        }
        return shift ? position.uppercased() : position
    }

    /// The QWERTY letter on the key with Linux code `code` (KEY_Q = 16 … KEY_P = 25, KEY_A = 30
    /// … KEY_L = 38, KEY_Z = 44 … KEY_M = 50), nil for other keys.
    static func qwertyLetter(code: Int) -> String? {
        for (first, row) in [(16, "qwertyuiop"), (30, "asdfghjkl"), (44, "zxcvbnm")] {
            let i = code - first
            if i >= 0, i < row.count { return String(row[row.index(row.startIndex, offsetBy: i)]) }
        }
        return nil
    }

    /// Applies `action` to the screen's text system.
    func apply(_ action: HardwareKeyAction, to system: TextInputSystem) {
        switch action {
        case .perform(let a): system.perform(a)
        case .toggleInputMode: system.switchToNextInputMode()
        case .move(let m, let extend):
            guard let input = system.activeInput as? any UITextInput else { return }
            system.inputMethod.commitComposition(in: input)
            move(m, extend: extend, in: input)
        case .swallow: break
        case .deleteForward, .tab, .escape, .edit: applyEditing(action, to: system)
        }
    }

    private func move(_ m: CaretMove, extend: Bool, in input: any UITextInput) {
        guard let sel = input.selectedTextRange else { return }
        // Continue a Shift-selection from its anchor if the selection is still the one we made.
        let fixed: UITextPosition, moving: UITextPosition
        if let a = anchor, let f = focus, Self.same(input, a, f, sel) {
            fixed = a
            moving = f
        } else {
            fixed = m.isForward ? sel.start : sel.end
            moving = m.isForward ? sel.end : sel.start
        }
        let target: UITextPosition
        if !extend, !sel.isEmpty, m.layoutDirection != nil, m == .left || m == .right {
            // An arrow collapses a selection to its start or end.
            target = m.isForward ? sel.end : sel.start
        } else if let p = step(from: extend ? moving : (m.isForward ? sel.end : sel.start), m, in: input) {
            target = p
        } else {
            return
        }
        let range = !extend ? input.textRange(from: target, to: target)
            : input.compare(fixed, to: target) == .orderedDescending
            ? input.textRange(from: target, to: fixed) : input.textRange(from: fixed, to: target)
        guard let range else {
            // The app's UITextInput made no range of its own positions: keep its selection.
            BadInputLog.report("\(type(of: input)).textRange(from:to:) returned nil for positions it made; the arrow key leaves the selection as it was")
            return
        }
        anchor = extend ? fixed : nil
        focus = extend ? target : nil
        input.selectedTextRange = range
    }

    /// The position one move away from `p` (nil: it cannot move, e.g. up on the first line).
    private func step(from p: UITextPosition, _ m: CaretMove, in input: any UITextInput) -> UITextPosition? {
        if let d = m.layoutDirection { return input.position(from: p, in: d, offset: 1) }
        let forward = m.isForward
        let unit: UITextGranularity = m == .wordBackward || m == .wordForward ? .word : .line
        if let b = input.tokenizer.position(from: p, toBoundary: unit, inDirection: .storage(forward ? .forward : .backward)) {
            return b
        }
        return forward ? input.endOfDocument : input.beginningOfDocument
    }

    /// Whether `sel` is the range between `a` and `f`.
    private static func same(_ input: any UITextInput, _ a: UITextPosition, _ f: UITextPosition, _ sel: UITextRange) -> Bool {
        let lo = input.compare(a, to: f) == .orderedDescending ? f : a
        let hi = lo === a ? f : a
        return input.compare(lo, to: sel.start) == .orderedSame && input.compare(hi, to: sel.end) == .orderedSame
    }
}
