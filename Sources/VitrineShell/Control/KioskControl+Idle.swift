import Vitrine

extension KioskControl.Actions {
    /// `blank`, `wake`, `dim` and `status`'s `idle=` through `idle`.
    public mutating func use(_ idle: IdleController) {
        blank = { [weak idle] in
            idle?.blank()
            return "idle \(idle?.state.rawValue ?? "unknown")"
        }
        wake = { [weak idle] in
            idle?.wake()
            return "idle \(idle?.state.rawValue ?? "unknown")"
        }
        dim = { [weak idle] in
            guard let idle else { return "idle unknown" }
            if idle.state == .blanked { throw IdleCommandRefusal(description: "the panel is off: wake it first") }
            idle.dim()
            return "idle \(idle.state.rawValue)"
        }
        idleState = { [weak idle] in idle?.state.rawValue ?? "unknown" }
    }
}

/// A control command the idle controller turns down; the text after `error `.
struct IdleCommandRefusal: Error, CustomStringConvertible {
    var description: String
}
