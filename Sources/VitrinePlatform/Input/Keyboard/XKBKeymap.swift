import CXKBCommon
import Foundation

/// A compiled xkb keymap: a thin wrapper over libxkbcommon's `xkb_context` and `xkb_keymap`,
/// built from RMLVO names (rules, model, layout, variant, options) against the system's xkb
/// data (`/usr/share/X11/xkb`). The environment (`XKB_DEFAULT_*`) is ignored so that the
/// configuration alone decides the layout. Make an `XKBState` to turn key codes into keysyms,
/// text and modifiers.
public final class XKBKeymap {
    /// Why a keymap could not be made.
    public enum Error: Swift.Error, Equatable {
        case contextUnavailable
        /// libxkbcommon could not compile the names (an unknown layout or variant, missing data).
        case compileFailed(layout: String, variant: String, options: String)
    }

    let context: OpaquePointer
    let keymap: OpaquePointer
    /// The configuration the keymap was compiled from.
    public let configuration: KeyboardConfiguration

    /// Compiles the keymap named by `configuration` (rules, model, layout, variant, options).
    public init(_ configuration: KeyboardConfiguration = .standard) throws {
        guard let ctx = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else { throw Error.contextUnavailable }
        let c = configuration
        let map = c.rules.withCString { rules in
            c.model.withCString { model in
                c.layout.withCString { layout in
                    c.variant.withCString { variant in
                        c.options.withCString { options in
                            var names = xkb_rule_names(rules: rules, model: model, layout: layout, variant: variant, options: options)
                            return xkb_keymap_new_from_names(ctx, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
        }
        guard let map else {
            xkb_context_unref(ctx)
            throw Error.compileFailed(layout: c.layout, variant: c.variant, options: c.options)
        }
        context = ctx
        keymap = map
        self.configuration = configuration
    }

    deinit {
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The xkb key code of a Linux `KEY_*` code (evdev codes are offset by 8 in xkb).
    @inline(__always) static func xkbCode(_ linuxCode: Int) -> xkb_keycode_t { xkb_keycode_t(linuxCode + 8) }

    /// Whether holding the key repeats it (modifiers and lock keys do not).
    public func keyRepeats(code: Int) -> Bool {
        xkb_keymap_key_repeats(keymap, Self.xkbCode(code)) != 0
    }

    /// A fresh state (no modifiers, first layout) over this keymap.
    public func makeState() -> XKBState { XKBState(keymap: self) }
}
