import Foundation

/// A set of touches (or key presses) that changed together, delivered through
/// `UIWindow.sendEvent(_:)`. Mirrors UIKit's `UIEvent`.
@MainActor
public class UIEvent: NSObject {
    /// Mirrors `UIEvent.EventType`.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    /// Mirrors `UIEvent.type`.
    public let type: EventType
    /// Seconds on the monotonic clock. Mirrors `UIEvent.timestamp`.
    public internal(set) var timestamp: TimeInterval
    var touchesStorage: Set<UITouch>

    init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch> = []) {
        self.type = type
        self.timestamp = timestamp
        touchesStorage = touches
    }

    /// Every touch of the event. Mirrors `UIEvent.allTouches`.
    public var allTouches: Set<UITouch>? { type == .touches ? touchesStorage : nil }

    /// The touches that began in `view`. Mirrors `UIEvent.touches(for:)`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        let t = touchesStorage.filter { $0.view === view }
        return t.isEmpty ? nil : t
    }

    /// The touches in `window`. Mirrors `UIEvent.touches(for:)`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let t = touchesStorage.filter { $0.window === window }
        return t.isEmpty ? nil : t
    }

    /// The touches `recognizer` receives. Mirrors `UIEvent.touches(for:)`.
    public func touches(for recognizer: UIGestureRecognizer) -> Set<UITouch>? {
        let t = touchesStorage.filter { $0.gestureRecognizers.contains { $0 === recognizer } }
        return t.isEmpty ? nil : t
    }
}
