import Foundation

/// The views a list keeps for reuse, by reuse identifier, and how to make a new one: the
/// machinery behind `register(_:forCellReuseIdentifier:)` and
/// `dequeueReusableCell(withIdentifier:for:)` of tables and collections. A view leaves the
/// screen into the pool and is taken out again for the next row that comes into sight, so
/// scrolling allocates nothing once the pool holds a screenful.
@MainActor
package final class ReusableViewPool<View: UIView> {
    /// Makes a view for an identifier.
    package typealias Factory = @MainActor (_ reuseIdentifier: String) -> View

    private var factories: [String: Factory] = [:]
    private var idle: [String: [View]] = [:]
    /// Views made since the pool was created (a reuse measure).
    package private(set) var created = 0

    package init() {}

    /// Registers how views for `identifier` are made (`nil` removes the registration).
    package func register(_ factory: Factory?, for identifier: String) {
        factories[identifier] = factory
        if factory == nil { idle[identifier] = nil }
    }

    /// Whether views for `identifier` can be made.
    package func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// An idle view for `identifier`, else a new one from its factory (`nil` when nothing is
    /// registered and nothing idle).
    package func dequeue(_ identifier: String) -> View? {
        // Popped in place: copying the list out and back would copy its storage (an
        // allocation per dequeue while scrolling).
        if let v = idle[identifier]?.popLast() {
            return v
        }
        guard let make = factories[identifier] else { return nil }
        created += 1
        return make(identifier)
    }

    /// Puts a view back for reuse under `identifier`. A first responder inside it resigns
    /// (without the right to refuse, as one leaving its window does): the view stays a
    /// hidden subview while it waits, and a text field still first responder there would
    /// take the keys into whatever row the view is reused for.
    package func enqueue(_ view: View, for identifier: String) {
        if let w = view.window, let r = w.firstResponder as? UIView, r === view || r.isDescendant(of: view) {
            w.forceResign(r)
        }
        idle[identifier, default: []].append(view)
    }
}
