import CXKBCommon
import Foundation

/// The live state of a keyboard over an `XKBKeymap` (libxkbcommon's `xkb_state`): feed it every
/// key press and release with `update(code:pressed:)`; it tracks the modifiers (Shift held,
/// Caps Lock toggled, …) and the active layout, and turns key codes into keysyms and text.
/// Codes are Linux `KEY_*` codes (the xkb key code is the code + 8).
public final class XKBState {
    /// The keymap this state interprets.
    public let keymap: XKBKeymap
    let state: OpaquePointer
    private let modIndices: [(XKBModifiers, xkb_mod_index_t)]

    init(keymap: XKBKeymap) {
        self.keymap = keymap
        state = xkb_state_new(keymap.keymap)
        modIndices = XKBModifiers.names.compactMap { flag, name in
            let i = xkb_keymap_mod_get_index(keymap.keymap, name)
            return i == XKB_MOD_INVALID ? nil : (flag, i)
        }
        // Num Lock starts on, as a kiosk's PIN pad expects: its digits type digits, not the
        // arrows and Home/End they are without it. The Num Lock key still toggles it.
        if let numLock = modIndices.first(where: { $0.0 == .numLock })?.1 {
            xkb_state_update_mask(state, 0, 0, 1 << numLock, 0, 0, 0)
        }
    }

    deinit { xkb_state_unref(state) }

    /// Records a key going down or up (updates modifiers and locks).
    public func update(code: Int, pressed: Bool) {
        xkb_state_update_key(state, XKBKeymap.xkbCode(code), pressed ? XKB_KEY_DOWN : XKB_KEY_UP)
    }

    /// The modifiers in effect now (held, latched or locked).
    public var modifiers: XKBModifiers {
        var m: XKBModifiers = []
        for (flag, i) in modIndices where xkb_state_mod_index_is_active(state, i, XKB_STATE_MODS_EFFECTIVE) > 0 {
            m.insert(flag)
        }
        return m
    }

    /// The modifiers locked now (Caps Lock, Num Lock).
    public var lockedModifiers: XKBModifiers {
        var m: XKBModifiers = []
        for (flag, i) in modIndices where xkb_state_mod_index_is_active(state, i, XKB_STATE_MODS_LOCKED) > 0 {
            m.insert(flag)
        }
        return m
    }

    /// Locks exactly `locked` (the others unlocked), keeping what is held: carries Caps Lock
    /// and Num Lock into a state over another keymap.
    public func setLockedModifiers(_ locked: XKBModifiers) {
        var mask: xkb_mod_mask_t = 0
        for (flag, i) in modIndices where locked.contains(flag) { mask |= 1 << i }
        xkb_state_update_mask(state, xkb_state_serialize_mods(state, XKB_STATE_MODS_DEPRESSED),
                              xkb_state_serialize_mods(state, XKB_STATE_MODS_LATCHED), mask,
                              xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_DEPRESSED),
                              xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_LATCHED),
                              xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_LOCKED))
    }

    /// The keysym of the key with the current modifiers and layout (the first, when a key
    /// produces several).
    public func keysym(code: Int) -> XKBKeysym {
        XKBKeysym(rawValue: xkb_state_key_get_one_sym(state, XKBKeymap.xkbCode(code)))
    }

    /// The text the key types with the current modifiers (empty for keys that type nothing).
    /// libxkbcommon applies Caps Lock and the Control transformation (Ctrl-S types U+0013).
    public func text(code: Int) -> String {
        let key = XKBKeymap.xkbCode(code)
        let n = xkb_state_key_get_utf8(state, key, nil, 0)
        guard n > 0 else { return "" }
        var buf = [CChar](repeating: 0, count: Int(n) + 1)
        xkb_state_key_get_utf8(state, key, &buf, buf.count)
        return String(decoding: buf.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The keysym of the key at its first shift level in the active layout: what it means
    /// with no modifiers held (`a` for Shift-A, `1` for `!`).
    public func keysymIgnoringModifiers(code: Int) -> XKBKeysym {
        let key = XKBKeymap.xkbCode(code)
        let layout = xkb_state_key_get_layout(state, key)
        guard layout != XKB_LAYOUT_INVALID else { return .noSymbol }
        var syms: UnsafePointer<xkb_keysym_t>?
        let n = xkb_keymap_key_get_syms_by_level(keymap.keymap, key, layout, 0, &syms)
        guard n > 0, let syms else { return .noSymbol }
        return XKBKeysym(rawValue: syms[0])
    }

    /// The text of the key at its first shift level (see `keysymIgnoringModifiers(code:)`).
    public func textIgnoringModifiers(code: Int) -> String {
        keysymIgnoringModifiers(code: code).text
    }
}
