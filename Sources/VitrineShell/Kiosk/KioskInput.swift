import Vitrine
import VitrinePlatform

/// The kiosk's one entry for input from any source — libinput, VNC clients, the control
/// socket's `tap`/`swipe`/`key`, a replayed recording — so they all behave alike: events in the
/// physical panel's pixels (like libinput's; the `InputRouter` applies the mounting rotation
/// and the window transforms) go through the idle controller (input wakes a dimmed or blank
/// panel, and the touch that wakes it is not a tap), then to the screen's `InputRouter`.
@MainActor
public final class KioskInput {
    /// The screen the events go to.
    public let screen: UIScreen
    /// The idle policy input passes through first (none: straight to the screen).
    public var idle: IdleController?
    private var observers: [(id: Int, observer: @MainActor ([InputEvent]) -> Void)] = []
    private var nextObserverID = 0

    /// Input for `screen`, through `idle` when there is one.
    public init(screen: UIScreen, idle: IdleController? = nil) {
        self.screen = screen
        self.idle = idle
    }

    /// Delivers `events`, in order, then tells the observers.
    public func deliver(_ events: [InputEvent]) {
        guard !events.isEmpty else { return }
        if let idle { idle.handle(events) { screen.input.handle($0) } } else { screen.input.handle(events) }
        for o in observers { o.observer(events) }
    }

    /// Adds `observer`, told of every batch delivered (after delivery); returns its id for
    /// `removeObserver(_:)`. The control socket's `record` listens here.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor ([InputEvent]) -> Void) -> Int {
        nextObserverID += 1
        observers.append((nextObserverID, observer))
        return nextObserverID
    }

    /// Stops telling the observer `id`.
    public func removeObserver(_ id: Int) {
        observers.removeAll { $0.id == id }
    }
}
