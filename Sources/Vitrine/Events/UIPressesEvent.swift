import Foundation

/// The presses of one change of keyboard state. Mirrors UIKit's `UIPressesEvent` (an event of
/// type `.presses`).
@MainActor
public final class UIPressesEvent: UIEvent {
    /// Every press of the event: the one that changed and the keys still held (stationary).
    /// Mirrors `UIPressesEvent.allPresses`.
    public let allPresses: Set<UIPress>

    init(timestamp: TimeInterval, allPresses: Set<UIPress>) {
        self.allPresses = allPresses
        super.init(type: .presses, timestamp: timestamp)
    }
}
