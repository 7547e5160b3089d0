import Foundation

/// One entry in a control's dispatch table: a `UIAction` or a closure target, and the events
/// it is registered for.
@MainActor
struct ControlRegistration {
    enum Kind {
        case action(UIAction)
        case handler(UIControl.TargetToken, UIControl.EventHandler)
    }
    var kind: Kind
    var events: UIControl.Event

    func matches(_ action: UIAction) -> Bool {
        if case .action(let a) = kind { return a === action || a.identifier == action.identifier }
        return false
    }

    func matches(_ token: UIControl.TargetToken?) -> Bool {
        if case .handler(let t, _) = kind { return token == nil || t == token }
        return false
    }
}

extension UIControl {
    /// A closure registered with `addTarget(_:for:)`: it gets the control and the event that
    /// caused the action (`nil` when sent by `sendActions(for:)`). Vitrine's form of a
    /// target–selector pair (`- (void)action:(id)sender forEvent:(UIEvent *)event`).
    public typealias EventHandler = @MainActor (UIControl, UIEvent?) -> Void

    /// Identifies a closure registered with `addTarget(_:for:)`, for `removeTarget(_:for:)`.
    /// Stands in for the target object of UIKit's `addTarget(_:action:for:)`.
    public struct TargetToken: Hashable, Sendable {
        let id: UInt64
    }

    private static var nextTokenID: UInt64 = 0

    /// Registers `action` for `events`. An action with the same identifier that is already
    /// registered is replaced (its events are kept and `events` added). Mirrors
    /// `UIControl.addAction(_:for:)`.
    public func addAction(_ action: UIAction, for events: Event) {
        if let i = registrations.firstIndex(where: { $0.matches(action) }) {
            registrations[i].kind = .action(action)
            registrations[i].events.formUnion(events)
        } else {
            registrations.append(ControlRegistration(kind: .action(action), events: events))
        }
    }

    /// Unregisters `action` (or the action with its identifier) from `events`; it stays
    /// registered for its other events. Mirrors `UIControl.removeAction(_:for:)`.
    public func removeAction(_ action: UIAction, for events: Event) {
        removeEvents(events) { $0.matches(action) }
    }

    /// Unregisters the action with `identifier` from `events`. Mirrors
    /// `UIControl.removeAction(identifiedBy:for:)`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        removeEvents(events) { r in
            if case .action(let a) = r.kind { return a.identifier == identifier }
            return false
        }
    }

    /// Registers `handler` to run for `events`; returns the token that removes it. Mirrors
    /// `UIControl.addTarget(_:action:for:)` (a closure instead of a target and selector).
    @discardableResult
    public func addTarget(_ handler: @escaping EventHandler, for events: Event) -> TargetToken {
        UIControl.nextTokenID += 1
        let token = TargetToken(id: UIControl.nextTokenID)
        registrations.append(ControlRegistration(kind: .handler(token, handler), events: events))
        return token
    }

    /// Unregisters the closure identified by `token` from `events` (every closure when
    /// `token` is `nil`, as a `nil` target does in UIKit). Mirrors
    /// `UIControl.removeTarget(_:action:for:)`.
    public func removeTarget(_ token: TargetToken?, for events: Event = .allEvents) {
        removeEvents(events) { $0.matches(token) }
    }

    /// The events for which anything is registered. Mirrors `UIControl.allControlEvents`.
    public var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The actions registered for any of `events`, in registration order. Mirrors
    /// `UIControl.actions(forTarget:forControlEvent:)` for `UIAction`s.
    public func actions(for events: Event) -> [UIAction] {
        registrations.compactMap { r in
            if case .action(let a) = r.kind, !r.events.isDisjoint(with: events) { return a }
            return nil
        }
    }

    /// Runs everything registered for any of `events`, each once, in registration order.
    /// Mirrors `UIControl.sendActions(for:)`.
    public func sendActions(for events: Event) {
        sendActions(for: events, with: nil)
    }

    /// Performs `action` with this control as its sender. Mirrors `UIControl.sendAction(_:)`.
    public func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Runs what is registered for `events`, passing `event` to closure targets. The table is
    /// copied first, so handlers may add or remove actions.
    func sendActions(for events: Event, with event: UIEvent?) {
        for r in registrations where !r.events.isDisjoint(with: events) {
            switch r.kind {
            case .action(let a): sendAction(a)
            case .handler(_, let h): h(self, event)
            }
        }
    }

    private func removeEvents(_ events: Event, where match: (ControlRegistration) -> Bool) {
        for i in registrations.indices where match(registrations[i]) {
            registrations[i].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }
}
