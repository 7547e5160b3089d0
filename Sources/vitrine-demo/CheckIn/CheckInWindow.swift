import Foundation
import Vitrine

/// The check-in kiosk's window: it sees every touch before the views do (UIKit's
/// `sendEvent(_:)` override point, which kiosk apps use for exactly this) and tells the
/// flow, which pushes its inactivity timer back.
@MainActor
final class CheckInWindow: UIWindow {
    /// Called for every touch event, before it is delivered.
    var onUserActivity: (@MainActor () -> Void)?

    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches { onUserActivity?() }
        super.sendEvent(event)
    }
}
