import Foundation
import Vitrine

/// One line of the dashboard's event list: what happened, where, how long before the scene
/// started, and how serious it is.
struct DashboardEvent {
    enum Severity { case info, ok, warning, alarm }

    let severity: Severity
    let title: String
    let source: String
    /// Seconds before the scene's start.
    let age: Double

    /// A shift's worth of plausible boiler-room events, newest first.
    static let sample: [DashboardEvent] = [
        DashboardEvent(severity: .warning, title: "Filter check due", source: "Strainer F1", age: 95),
        DashboardEvent(severity: .ok, title: "Flow back to nominal", source: "Circuit 1", age: 410),
        DashboardEvent(severity: .info, title: "Valve V3 opened to 60 %", source: "Mixing valve", age: 725),
        DashboardEvent(severity: .alarm, title: "Supply over 82 °C for 40 s", source: "Boiler 2", age: 1_190),
        DashboardEvent(severity: .info, title: "Pump A set to 80 %", source: "Pump A", age: 1_530),
        DashboardEvent(severity: .ok, title: "Burner 2 ignited", source: "Boiler 2", age: 2_260),
        DashboardEvent(severity: .info, title: "Night setback ended", source: "Schedule", age: 3_600),
        DashboardEvent(severity: .ok, title: "Self-test passed", source: "Controller", age: 5_410),
        DashboardEvent(severity: .info, title: "Operator signed in: K. Minjun", source: "Panel", age: 7_220),
        DashboardEvent(severity: .warning, title: "Pressure low (1.4 bar)", source: "Expansion tank", age: 9_030),
    ]

    @MainActor var symbol: (name: String, colour: UIColor) {
        switch severity {
        case .info: return ("info.circle", DashboardPalette.blue)
        case .ok: return ("checkmark.circle.fill", DashboardPalette.green)
        case .warning: return ("exclamationmark.triangle", DashboardPalette.orange)
        case .alarm: return ("xmark.circle", DashboardPalette.red)
        }
    }
}
