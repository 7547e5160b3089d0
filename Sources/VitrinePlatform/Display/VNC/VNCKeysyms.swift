/// X keysyms (what VNC clients send for keys) and the Linux `KEY_*` codes of the keys a
/// keyboard has: the fallback when the kiosk's keymap has no reverse lookup for a keysym, and
/// the keys that are not characters (Return, arrows, modifiers, …).
public enum VNCKeysyms {
    /// The key that types `keysym` on a US keyboard, and whether Shift is needed for it.
    public static func key(for keysym: UInt32) -> (code: Int, shifted: Bool)? {
        if let code = functionKeys[keysym] { return (code, false) }
        if keysym == 0xfe20 { return (15, true) }  // ISO_Left_Tab: Shift+Tab
        guard keysym >= 0x20, keysym < 0x7f, let scalar = Unicode.Scalar(keysym) else { return nil }
        let c = Character(scalar)
        if let code = usUnshifted[c] { return (code, false) }
        if let code = usShifted[c] { return (code, true) }
        return nil
    }

    /// Whether `keysym` is a modifier (Shift, Control, Alt, Super, Caps Lock).
    public static func isModifier(_ keysym: UInt32) -> Bool { (0xffe1...0xffee).contains(keysym) }

    /// Whether `keysym` is Shift_L or Shift_R.
    public static func isShift(_ keysym: UInt32) -> Bool { keysym == 0xffe1 || keysym == 0xffe2 }

    /// The character a printable keysym stands for: Latin-1 keysyms are their code point,
    /// `0x01000000 + U` is Unicode U (X11's rule); `nil` for function keys and controls.
    public static func text(for keysym: UInt32) -> String? {
        let u: UInt32
        if (0x20...0x7e).contains(keysym) || (0xa0...0xff).contains(keysym) {
            u = keysym
        } else if (0x0100_00a0...0x0110_ffff).contains(keysym) {
            u = keysym - 0x0100_0000
        } else {
            return nil
        }
        return Unicode.Scalar(u).map { String(Character($0)) }
    }

    /// Keys that are not characters.
    static let functionKeys: [UInt32: Int] = [
        0xff08: 14,   // BackSpace
        0xff09: 15,   // Tab
        0xff0d: 28,   // Return
        0xff1b: 1,    // Escape
        0xffff: 111,  // Delete
        0xff50: 102,  // Home
        0xff51: 105,  // Left
        0xff52: 103,  // Up
        0xff53: 106,  // Right
        0xff54: 108,  // Down
        0xff55: 104,  // Page_Up
        0xff56: 109,  // Page_Down
        0xff57: 107,  // End
        0xff63: 110,  // Insert
        0xff8d: 96,   // KP_Enter
        0xffbe: 59, 0xffbf: 60, 0xffc0: 61, 0xffc1: 62, 0xffc2: 63, 0xffc3: 64,   // F1-F6
        0xffc4: 65, 0xffc5: 66, 0xffc6: 67, 0xffc7: 68, 0xffc8: 87, 0xffc9: 88,   // F7-F12
        0xffe1: 42,   // Shift_L
        0xffe2: 54,   // Shift_R
        0xffe3: 29,   // Control_L
        0xffe4: 97,   // Control_R
        0xffe5: 58,   // Caps_Lock
        0xffe7: 125,  // Meta_L (as Super)
        0xffe8: 126,  // Meta_R
        0xffe9: 56,   // Alt_L
        0xffea: 100,  // Alt_R
        0xffeb: 125,  // Super_L
        0xffec: 126,  // Super_R
        0xfe03: 100,  // ISO_Level3_Shift (AltGr)
    ]

    /// The US layout's characters without Shift.
    static let usUnshifted: [Character: Int] = {
        var m: [Character: Int] = [" ": 57, "-": 12, "=": 13, "[": 26, "]": 27, ";": 39, "'": 40, "`": 41,
                                   "\\": 43, ",": 51, ".": 52, "/": 53, "0": 11]
        for (i, c) in "123456789".enumerated() { m[c] = 2 + i }
        for (row, start) in [("qwertyuiop", 16), ("asdfghjkl", 30), ("zxcvbnm", 44)] {
            for (i, c) in row.enumerated() { m[c] = start + i }
        }
        return m
    }()

    /// The US layout's characters with Shift.
    static let usShifted: [Character: Int] = {
        var m: [Character: Int] = ["_": 12, "+": 13, "{": 26, "}": 27, ":": 39, "\"": 40, "~": 41, "|": 43,
                                   "<": 51, ">": 52, "?": 53, ")": 11]
        for (i, c) in "!@#$%^&*(".enumerated() { m[c] = 2 + i }
        for (c, code) in usUnshifted where c.isLetter { m[Character(c.uppercased())] = code }
        return m
    }()
}
