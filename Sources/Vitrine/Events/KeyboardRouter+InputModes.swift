import Foundation
import VitrinePlatform

/// A hardware keyboard types in the screen's input mode, as a Linux desktop's layout switcher
/// makes it: the direct modes (de, fr, es, ru, el, he, ar) type through their language's xkb
/// layout (`TextInputMode.xkbLayout`: de, fr, es, ru, gr, il, ara), whatever is printed on
/// the keys; English and the composing modes (ko, ja, zh) type through the configured layout,
/// their input methods reading its Latin letters (`HardwareKeyTyping`).
///
/// - Each keymap is compiled once, on the first key typed in its mode, and kept until the
///   configuration changes; a mode switch makes a fresh state over the mode's keymap, with
///   the keys still held pressed in it and Caps Lock and Num Lock as they were.
/// - With more than one mode the modes own layout switching: English and the composing
///   modes take the first of several configured layouts, and the `grp:` option's switch key
///   (ISO_Next_Group), like the Hangul and 半角/全角 keys, goes to the next mode. With one
///   mode the configured layouts and their `grp:` switch are xkb's, as configured.
/// - An ASCII-only input (secure text entry, `.asciiCapable`, the pads) types through the
///   English keymap, as iOS offers only its ASCII keyboard there.
/// - A layout that does not compile is logged, and the configured keymap types instead.
extension KeyboardRouter {
    /// The mode the hardware keyboard types in now: the screen's, or English for an
    /// ASCII-only input.
    var hardwareInputMode: TextInputMode {
        let system = screen.textInput
        if let input = system.activeInput, TextInputSystem.isASCIIOnly(input) { return .english }
        return system.inputMode
    }

    /// The keymap configuration the keyboard types `mode` with.
    func keymapConfiguration(for mode: TextInputMode) -> KeyboardConfiguration {
        Self.keymapConfiguration(configuration, mode: mode, switchesModes: screen.textInput.hasOtherInputModes)
    }

    /// `configured` for typing in `mode` (see the extension's documentation); a configured
    /// variant of the mode's own layout (`de` with `nodeadkeys`) is kept.
    package nonisolated static func keymapConfiguration(_ configured: KeyboardConfiguration, mode: TextInputMode,
                                                        switchesModes: Bool) -> KeyboardConfiguration {
        func parts(_ s: String) -> [String] {
            s.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let layouts = parts(configured.layout), variants = parts(configured.variant)
        var c = configured
        if let layout = mode.xkbLayout {
            c.layout = layout
            c.variant = layouts.firstIndex(of: layout).flatMap { variants.indices.contains($0) ? variants[$0] : nil } ?? ""
        } else if switchesModes, layouts.count > 1 {
            c.layout = layouts[0]
            c.variant = variants.first ?? ""
        }
        return c
    }

    /// Makes the state over `wanted`'s keymap (else the configured one, else `us`), with the
    /// held keys and locks of the state it replaces.
    func switchState(to wanted: KeyboardConfiguration) {
        stateConfiguration = wanted
        var fallback = KeyboardConfiguration.standard
        fallback.repeatDelay = configuration.repeatDelay
        fallback.repeatRate = configuration.repeatRate
        guard let map = keymap(wanted) ?? keymap(configuration) ?? keymap(fallback) else {
            compiledState = nil
            return
        }
        let old = compiledState
        if let old, old.keymap === map { return }
        let state = map.makeState()
        for code in held.keys.sorted() { state.update(code: code, pressed: true) }
        if let old { state.setLockedModifiers(old.lockedModifiers) }
        compiledState = state
    }

    /// The keymap of `c`, compiled on first use (nil, logged once: it does not compile).
    private func keymap(_ c: KeyboardConfiguration) -> XKBKeymap? {
        if let known = keymaps[c] { return known }
        keymapCompilations += 1
        do {
            let map = try XKBKeymap(c)
            keymaps[c] = map
            return map
        } catch {
            Log.ui.error("keyboard: xkb layout \"\(c.layout)\" variant \"\(c.variant)\" options \"\(c.options)\" does not compile (\(error)); typing with the configured layout")
            keymaps[c] = .some(nil)
            return nil
        }
    }
}
