import CXKBCommon
import Foundation

/// An xkb keysym (`XKB_KEY_*`): what a key means in the current layout and level.
public struct XKBKeysym: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    init(_ value: Int32) { rawValue = UInt32(bitPattern: value) }

    /// No symbol (`XKB_KEY_NoSymbol`).
    public static let noSymbol = XKBKeysym(XKB_KEY_NoSymbol)
    public static let escape = XKBKeysym(XKB_KEY_Escape)
    public static let returnKey = XKBKeysym(XKB_KEY_Return)
    public static let tab = XKBKeysym(XKB_KEY_Tab)
    public static let backSpace = XKBKeysym(XKB_KEY_BackSpace)
    public static let delete = XKBKeysym(XKB_KEY_Delete)
    public static let up = XKBKeysym(XKB_KEY_Up)
    public static let down = XKBKeysym(XKB_KEY_Down)
    public static let left = XKBKeysym(XKB_KEY_Left)
    public static let right = XKBKeysym(XKB_KEY_Right)
    public static let home = XKBKeysym(XKB_KEY_Home)
    public static let end = XKBKeysym(XKB_KEY_End)
    public static let pageUp = XKBKeysym(XKB_KEY_Prior)
    public static let pageDown = XKBKeysym(XKB_KEY_Next)
    public static let keypadEnter = XKBKeysym(XKB_KEY_KP_Enter)
    /// The Korean keyboards' Hangul (한/영) key: switches between Korean and Latin typing
    /// (`kr` maps the Hangeul key to it; `kr(kr104)` and `korean:ralt_hangul` the right Alt).
    public static let hangul = XKBKeysym(XKB_KEY_Hangul)
    /// The Japanese keyboards' 半角/全角 key (`jp` maps the key left of 1 to it), which turns
    /// the input method on and off on Japanese desktops.
    public static let zenkakuHankaku = XKBKeysym(XKB_KEY_Zenkaku_Hankaku)
    /// The layout switch of the xkb `grp:` options (`grp:alt_shift_toggle`,
    /// `grp:win_space_toggle`, …): the next layout.
    public static let isoNextGroup = XKBKeysym(XKB_KEY_ISO_Next_Group)
    /// `F1`; `F2`…`F35` follow consecutively.
    public static let f1 = XKBKeysym(XKB_KEY_F1)

    /// The keysym's name (`a`, `Return`, `Up`), as `xkb_keysym_get_name` gives it.
    public var name: String {
        var buf = [CChar](repeating: 0, count: 64)
        let n = xkb_keysym_get_name(rawValue, &buf, buf.count)
        guard n > 0 else { return "" }
        return String(decoding: buf.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The text the keysym types (empty for function keys and modifiers).
    public var text: String {
        var buf = [CChar](repeating: 0, count: 16)
        let n = xkb_keysym_to_utf8(rawValue, &buf, buf.count)
        guard n > 1 else { return "" }
        return String(decoding: buf.prefix(Int(n) - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
