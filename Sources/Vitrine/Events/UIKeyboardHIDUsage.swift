import Foundation

/// Which physical key was pressed. Stands in for UIKit's `UIKeyboardHIDUsage`, but its raw
/// values are Linux input codes (`KEY_*` from `linux/input-event-codes.h`, what libinput
/// reports), not USB HID usages: `KEY_A` is 30 here where the HID usage `keyboardA` is 4. The
/// names below follow UIKit's; any other key is `UIKeyboardHIDUsage(rawValue: KEY_…)`.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 1)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 2)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 14)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 15)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 28)
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 29)
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 30)
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 31)
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 42)
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 54)
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 56)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 57)
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 58)
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 97)
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 100)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 102)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 103)
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 104)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 105)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 106)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 107)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 108)
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 109)
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 111)
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 125)
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 126)
}
