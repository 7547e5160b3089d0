import Foundation
@testable import Vitrine

/// Records, in order, the names of the events a control sends (through `addTarget(_:for:)`
/// closures, one per event).
@MainActor
final class ControlEventLog {
    static let names: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    var events: [String] = []
    /// Whether each call carried a `UIEvent`.
    var hadEvent: [Bool] = []

    init(_ control: UIControl) {
        for (event, name) in ControlEventLog.names {
            control.addTarget({ [weak self] _, e in
                self?.events.append(name)
                self?.hadEvent.append(e != nil)
            }, for: event)
        }
    }

    func count(_ name: String) -> Int { events.filter { $0 == name }.count }

    /// The events without the drag-inside/outside noise.
    var withoutDrags: [String] { events.filter { $0 != "touchDragInside" && $0 != "touchDragOutside" } }
}
