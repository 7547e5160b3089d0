import Foundation

extension UIAccessibility {
    /// A notification an app posts to the screen reader with `post(notification:argument:)`.
    /// Mirrors `UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable, CustomStringConvertible {
        /// Vitrine's own name for the notification.
        public let name: String
        private init(_ name: String) { self.name = name }

        /// Speak the argument, a `String`. Mirrors `.announcement`.
        public static let announcement = Notification("announcement")
        /// A new screen appeared: focus the argument (a view), else the first element, and
        /// speak it. Vitrine posts it itself when a presentation, dismissal, push or pop ends,
        /// as UIKit does. Mirrors `.screenChanged`.
        public static let screenChanged = Notification("screenChanged")
        /// The layout changed: focus the argument (a view) when one is given. Mirrors
        /// `.layoutChanged`.
        public static let layoutChanged = Notification("layoutChanged")
        /// A scroll finished: speak the argument, a `String` ("Page 2 of 5"). Mirrors
        /// `.pageScrolled`.
        public static let pageScrolled = Notification("pageScrolled")

        public var description: String { name }
    }

    /// Where posted notifications go (the shell's screen reader while it runs; `nil`: they
    /// are dropped, as on iOS without VoiceOver).
    package typealias NotificationHandler = @MainActor (Notification, Any?) -> Void
    package static var notificationHandler: NotificationHandler?

    /// Tells the screen reader about `notification` with `argument` (its meaning depends on
    /// the notification). Nothing happens while no screen reader runs. Mirrors
    /// `UIAccessibility.post(notification:argument:)`.
    public static func post(notification: Notification, argument: Any?) {
        notificationHandler?(notification, argument)
    }
}
