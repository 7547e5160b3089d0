import Foundation
import Vitrine

/// The check-in kiosk's window: it sees every touch before the views do (UIKit's
/// `sendEvent(_:)` override point, which kiosk apps use for exactly this) and tells the
/// flow, which restarts its inactivity limit.
@MainActor
final class CheckInWindow: UIWindow {
    /// Called for every touch event, before it is delivered.
    var onUserActivity: (@MainActor () -> Void)?

    /// The kiosk's text is English: the screen reader says it with the English voice unless
    /// an element names another language (the Korean welcome, a Korean key).
    override var accessibilityLanguage: String? {
        get { super.accessibilityLanguage ?? "en" }
        set { super.accessibilityLanguage = newValue }
    }

    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches { onUserActivity?() }
        super.sendEvent(event)
    }
}
