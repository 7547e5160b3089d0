import CXKBCommon

extension XKBKeymap {
    /// The reverse of the keymap for its first layout: for every keysym a key produces without
    /// modifiers (level 1) or with Shift (level 2), the Linux `KEY_*` code of that key and
    /// whether it needs Shift. A keysym on several keys takes the lowest code, an unshifted
    /// key before a shifted one. (Remote input uses it: a VNC client sends keysyms.)
    public func keysForKeysyms() -> [UInt32: (code: Int, shifted: Bool)] {
        var table: [UInt32: (code: Int, shifted: Bool)] = [:]
        let low = xkb_keymap_min_keycode(keymap), high = xkb_keymap_max_keycode(keymap)
        guard low <= high, high >= 8 else { return table }
        for level in 0..<2 {
            for kc in max(low, 8)...high {
                var syms: UnsafePointer<xkb_keysym_t>?
                let n = xkb_keymap_key_get_syms_by_level(keymap, kc, 0, xkb_level_index_t(level), &syms)
                guard n == 1, let sym = syms?.pointee, table[sym] == nil else { continue }
                table[sym] = (Int(kc) - 8, level == 1)
            }
        }
        return table
    }
}
