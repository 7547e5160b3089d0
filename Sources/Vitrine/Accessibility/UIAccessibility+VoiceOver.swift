import Foundation

extension UIAccessibility {
    /// Whether the screen reader (the shell's, VoiceOver's counterpart) is running. Mirrors
    /// `UIAccessibility.isVoiceOverRunning`.
    public static var isVoiceOverRunning: Bool { voiceOverRunning }

    /// Posted through `NotificationCenter.default` when `isVoiceOverRunning` changes. Mirrors
    /// `UIAccessibility.voiceOverStatusDidChangeNotification`.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    private static var voiceOverRunning = false

    /// The screen reader says it started or stopped: `isVoiceOverRunning` follows, and a
    /// change is posted as `voiceOverStatusDidChangeNotification`.
    package static func setVoiceOverRunning(_ running: Bool) {
        guard running != voiceOverRunning else { return }
        voiceOverRunning = running
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }
}
