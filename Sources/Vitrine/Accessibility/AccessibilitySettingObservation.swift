import Foundation

/// Runs a handler on the main actor each time one of `UIAccessibility`'s setting
/// notifications is posted, for as long as this object lives: a control keeps one and
/// redraws when the setting changes (the notification is posted from `UIAccessibility.apply`,
/// on the main actor).
final class AccessibilitySettingObservation {
    private let token: any NSObjectProtocol

    init(_ name: Notification.Name, _ handler: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { handler() }
        }
    }

    deinit { NotificationCenter.default.removeObserver(token) }
}
