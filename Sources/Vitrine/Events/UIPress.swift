import Foundation

/// One physical key (or button) through its press sequence. Mirrors UIKit's `UIPress`: the
/// same object goes from `began` to `ended` (or `cancelled`) and carries the `key`.
@MainActor
public final class UIPress: NSObject {
    /// Where a press is in its sequence. Mirrors `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// Which button a press is. Mirrors `UIPress.PressType` (with UIKit's raw values); a
    /// keyboard key that is none of these is `.keyboardKey`, where UIKit leaves the type
    /// unspecified — read `key` instead.
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow = 1, leftArrow = 2, rightArrow = 3, select = 4, menu = 5, playPause = 6
        case pageUp = 30, pageDown = 31
        /// Any other keyboard key (a Vitrine addition).
        case keyboardKey = -1
    }

    /// Mirrors `UIPress.phase`.
    public internal(set) var phase: Phase = .began
    /// Seconds on the monotonic clock of the latest change. Mirrors `UIPress.timestamp`.
    public internal(set) var timestamp: TimeInterval
    /// The keyboard key (nil for presses of other devices). Mirrors `UIPress.key`.
    public let key: UIKey?
    /// Mirrors `UIPress.type`.
    public let type: PressType
    /// Whether a digital key: always 0 or 1. Mirrors `UIPress.force`.
    public var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// Whether the press is a key repeat (a Vitrine addition): held keys repeat as new presses,
    /// each a `began` immediately followed by `ended` (see `KeyboardRouter`).
    public let isRepeat: Bool

    init(key: UIKey?, timestamp: TimeInterval, isRepeat: Bool = false) {
        self.key = key
        self.timestamp = timestamp
        self.isRepeat = isRepeat
        type = key.map { UIPress.pressType(of: $0.keyCode) } ?? .keyboardKey
    }

    /// Arrows, Return/Enter (select), Escape (menu) and the page keys have a press type.
    static func pressType(of code: UIKeyboardHIDUsage) -> PressType {
        switch code {
        case .keyboardUpArrow: return .upArrow
        case .keyboardDownArrow: return .downArrow
        case .keyboardLeftArrow: return .leftArrow
        case .keyboardRightArrow: return .rightArrow
        case .keyboardReturnOrEnter, UIKeyboardHIDUsage(rawValue: 96): return .select // KEY_ENTER, KEY_KPENTER
        case .keyboardEscape: return .menu
        case .keyboardPageUp: return .pageUp
        case .keyboardPageDown: return .pageDown
        default: return .keyboardKey
        }
    }

}
