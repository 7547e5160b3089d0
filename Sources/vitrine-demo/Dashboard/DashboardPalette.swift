import Vitrine

/// The dashboard's colours: a dark control-room theme (navy cards on a near-black ground), one
/// accent per measurement, and the usual traffic-light states.
@MainActor
enum DashboardPalette {
    static let background = UIColor(rgb: 0x0E131B)
    static let card = UIColor(rgb: 0x18202C)
    static let cardBorder = UIColor(rgb: 0x263143)
    static let primaryText = UIColor(white: 1, alpha: 0.93)
    static let secondaryText = UIColor(rgb: 0x8C98AB)
    static let grid = UIColor(white: 1, alpha: 0.07)
    static let track = UIColor(white: 1, alpha: 0.08)
    static let blue = UIColor(rgb: 0x4C8DFF)
    static let orange = UIColor(rgb: 0xF5A524)
    static let teal = UIColor(rgb: 0x2EC4A6)
    static let red = UIColor(rgb: 0xF2555A)
    static let green = UIColor(rgb: 0x3DD68C)
}
