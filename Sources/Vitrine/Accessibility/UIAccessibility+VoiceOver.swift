import Foundation

extension UIAccessibility {
    /// Whether the screen reader (the shell's, VoiceOver's counterpart) is running. Mirrors
    /// `UIAccessibility.isVoiceOverRunning`.
    public static var isVoiceOverRunning: Bool { voiceOverRunning }

    /// Posted through `NotificationCenter.default` when `isVoiceOverRunning` changes. Mirrors
    /// `UIAccessibility.voiceOverStatusDidChangeNotification`.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Posted through `NotificationCenter.default` when the screen reader focuses an element
    /// (a swipe, a keypad key, a touch, or a screen change); the element is the user info's
    /// `focusedElementUserInfoKey`. Mirrors `UIAccessibility.elementFocusedNotification`.
    public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")

    /// The key of the focused element in `elementFocusedNotification`'s user info. Mirrors
    /// `UIAccessibility.focusedElementUserInfoKey`.
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"

    private static var voiceOverRunning = false

    /// The element the screen reader focused last (a warning over the app gives the focus
    /// back to it when it goes).
    package private(set) static weak var lastFocusedElement: (any AccessibilityFocusable)?

    /// The screen reader says it focused `element`: posted as `elementFocusedNotification`.
    package static func postElementFocused(_ element: any AccessibilityFocusable) {
        lastFocusedElement = element
        NotificationCenter.default.post(name: elementFocusedNotification, object: nil, userInfo: [focusedElementUserInfoKey: element])
    }

    /// The screen reader says it started or stopped: `isVoiceOverRunning` follows, and a
    /// change is posted as `voiceOverStatusDidChangeNotification`.
    package static func setVoiceOverRunning(_ running: Bool) {
        guard running != voiceOverRunning else { return }
        voiceOverRunning = running
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }
}
