import CXKBCommon
import Foundation

/// Compose sequences (dead keys and the Compose key: `dead_acute e` → é, `Multi_key o c` → ©)
/// over libxkbcommon's compose API (`xkb_compose_table`, `xkb_compose_state`), with the
/// locale's Compose table from the system's X11 locale data (`/usr/share/X11/locale`, Debian's
/// `libx11-data`) or a table given as text.
///
/// Feed it the keysym of every key press (after `XKBState.keysym(code:)`); it answers whether
/// the key is typed as usual (`.passthrough`), swallowed as part of a sequence (`.composing`,
/// and `.cancelled` for the key that broke one: it is dropped, as GTK and Qt drop it), or ends
/// one with text to type (`.composed`).
public final class XKBCompose {
    /// What a keysym did to the sequence.
    public enum Result: Equatable, Sendable {
        /// Not part of a sequence: type the key's own text.
        case passthrough
        /// Started or advanced a sequence: type nothing yet.
        case composing
        /// Completed a sequence: type this text instead of the key's. Text that is not valid
        /// UTF-8 in the table arrives with U+FFFD in place of the bad bytes (and is logged).
        case composed(String)
        /// Broke a sequence: the sequence and this key type nothing.
        case cancelled
    }

    private let context: OpaquePointer
    private let table: OpaquePointer
    private let state: OpaquePointer
    /// The locale whose table this is (as given).
    public let locale: String

    /// The Compose table of `locale` (`en_US.UTF-8`, `de_DE.UTF-8`; libxkbcommon takes "C" as
    /// `en_US.UTF-8`), honouring `XCOMPOSEFILE` and `~/.XCompose` as X11 does; `nil` when there
    /// is no table for it (no X11 locale data installed).
    ///
    /// The corresponding C function is `xkb_compose_table_new_from_locale`.
    public convenience init?(locale: String) {
        guard let ctx = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else { return nil }
        let table = locale.withCString { xkb_compose_table_new_from_locale(ctx, $0, XKB_COMPOSE_COMPILE_NO_FLAGS) }
        self.init(context: ctx, table: table, locale: locale)
    }

    /// A table from Compose-file text (`<dead_acute> <e> : "é" eacute`); `nil` when it does
    /// not parse.
    ///
    /// The corresponding C function is `xkb_compose_table_new_from_buffer`.
    public convenience init?(table text: String, locale: String = "C") {
        guard let ctx = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else { return nil }
        let bytes = Array(text.utf8)
        let table = locale.withCString { loc in
            bytes.withUnsafeBufferPointer { buf in
                buf.baseAddress.flatMap { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buf.count) {
                        xkb_compose_table_new_from_buffer(ctx, $0, buf.count, loc, XKB_COMPOSE_FORMAT_TEXT_V1, XKB_COMPOSE_COMPILE_NO_FLAGS)
                    }
                }
            }
        }
        self.init(context: ctx, table: table, locale: locale)
    }

    private init?(context: OpaquePointer, table: OpaquePointer?, locale: String) {
        guard let table else {
            xkb_context_unref(context)
            return nil
        }
        guard let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            xkb_compose_table_unref(table)
            xkb_context_unref(context)
            return nil
        }
        self.context = context
        self.table = table
        self.state = state
        self.locale = locale
    }

    deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
        xkb_context_unref(context)
    }

    /// The locale the process's environment names for character handling (`LC_ALL`,
    /// `LC_CTYPE`, `LANG`, the first one set), or "C".
    public static func environmentLocale(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let v = env[name], !v.isEmpty { return v }
        }
        return "C"
    }

    /// Whether a sequence is under way.
    public var isComposing: Bool { xkb_compose_state_get_status(state) == XKB_COMPOSE_COMPOSING }

    /// Feeds the keysym of a key press. Modifier keys are ignored (`.passthrough`, the
    /// sequence stays as it was).
    ///
    /// The corresponding C function is `xkb_compose_state_feed`.
    public func feed(_ keysym: XKBKeysym) -> Result {
        guard xkb_compose_state_feed(state, keysym.rawValue) == XKB_COMPOSE_FEED_ACCEPTED else { return .passthrough }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING: return .composing
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(state)
            return .cancelled
        case XKB_COMPOSE_COMPOSED:
            let text = composedText()
            xkb_compose_state_reset(state)
            return .composed(text)
        default: return .passthrough
        }
    }

    /// Abandons a sequence under way (focus moved, the keymap changed).
    ///
    /// The corresponding C function is `xkb_compose_state_reset`.
    public func reset() { xkb_compose_state_reset(state) }

    /// The text of the completed sequence: its string, else its keysym's text.
    private func composedText() -> String {
        let n = xkb_compose_state_get_utf8(state, nil, 0)
        if n > 0 {
            var buf = [CChar](repeating: 0, count: Int(n) + 1)
            xkb_compose_state_get_utf8(state, &buf, buf.count)
            let bytes = buf.prefix(Int(n)).map { UInt8(bitPattern: $0) }
            if let s = String(validating: bytes, as: UTF8.self) { return s }
            Log.platform.warning("compose table for \(locale): a sequence's text is not valid UTF-8; typing it with U+FFFD for the bad bytes")
            return String(decoding: bytes, as: UTF8.self)
        }
        return XKBKeysym(rawValue: xkb_compose_state_get_one_sym(state)).text
    }
}
