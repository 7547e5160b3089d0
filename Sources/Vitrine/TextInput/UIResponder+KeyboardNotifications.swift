import Foundation

/// The keyboard's notifications and their `userInfo` keys. Mirrors UIKit's
/// `UIResponder.keyboardWillShowNotification` and its siblings: posted on
/// `NotificationCenter.default` with a nil object, in UIKit's order — `willChangeFrame`,
/// `willShow` (or `willHide`), then after the animation `didChangeFrame`, `didShow` (or
/// `didHide`). Frames are in screen coordinates of the interface's orientation (a window
/// filling the screen has the same coordinates); the curve is UIKit's keyboard curve, raw
/// value 7, which `UIView.AnimationCurve(rawValue:)` does not name (as in UIKit, shift it
/// left 16 bits to make `UIView.AnimationOptions`).
extension UIResponder {
    /// Mirrors `UIResponder.keyboardWillShowNotification`.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Mirrors `UIResponder.keyboardDidShowNotification`.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Mirrors `UIResponder.keyboardWillHideNotification`.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Mirrors `UIResponder.keyboardDidHideNotification`.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Mirrors `UIResponder.keyboardWillChangeFrameNotification`.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Mirrors `UIResponder.keyboardDidChangeFrameNotification`.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, a `CGRect` (an `NSValue` in UIKit). Mirrors
    /// `UIResponder.keyboardFrameBeginUserInfoKey`.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, a `CGRect`. Mirrors
    /// `UIResponder.keyboardFrameEndUserInfoKey`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds, a `Double`. Mirrors
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve, an `Int` (7: the keyboard's curve). Mirrors
    /// `UIResponder.keyboardAnimationCurveUserInfoKey`.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, a `Bool` (always true: one app per panel).
    /// Mirrors `UIResponder.keyboardIsLocalUserInfoKey`.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
