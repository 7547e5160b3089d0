import Foundation

/// One entry of the demo menu: the scene it opens, a name, a line saying what it shows, and
/// its icon (a symbol on a coloured tile).
struct DemoMenuItem: Sendable {
    let scene: VitrineDemo.Scene
    let title: String
    let detail: String
    let symbol: String
    let tile: UInt32

    /// The menu, products first. Test tools (tap, gestures, vnc-damage) are left out; twelve cards fill a landscape screen in three rows of four.
    static let all: [DemoMenuItem] = [
        DemoMenuItem(scene: .checkin, title: "Hotel check-in", detail: "A self check-in kiosk: a booking list, a form in English and 한국어, an alert", symbol: "key.fill", tile: 0x12263A),
        DemoMenuItem(scene: .gallery, title: "Gallery", detail: "Every control and container, in light and dark", symbol: "square.grid.2x2", tile: 0x5856D6),
        DemoMenuItem(scene: .dashboard, title: "Dashboard", detail: "A clock, gauges and a live chart that follow the panel's turn", symbol: "gauge", tile: 0x0A84FF),
        DemoMenuItem(scene: .showcase, title: "Showcase", detail: "Animation, layers, shadows and text at 60 frames a second", symbol: "sparkles", tile: 0xFF9F0A),
        DemoMenuItem(scene: .table, title: "Appointments", detail: "10,000 rows in pinned day sections; swipe a row to delete it", symbol: "calendar", tile: 0xFF3B30),
        DemoMenuItem(scene: .textInput, title: "Visitor form", detail: "Text fields with the on-screen keyboard and its layouts", symbol: "keyboard", tile: 0x34C759),
        DemoMenuItem(scene: .navigation, title: "Settings", detail: "A navigation stack that comes back after a restart", symbol: "gearshape.fill", tile: 0x8E8E93),
        DemoMenuItem(scene: .tabs, title: "Tabs", detail: "A tab bar with a navigation stack in each tab", symbol: "square.stack", tile: 0xAF52DE),
        DemoMenuItem(scene: .split, title: "Split view", detail: "Sidebar and detail columns that collapse in portrait", symbol: "list.bullet", tile: 0x30B0C7),
        DemoMenuItem(scene: .pages, title: "Carousel", detail: "A page view controller, swiped or turning by itself", symbol: "photo.on.rectangle", tile: 0xFF2D55),
        DemoMenuItem(scene: .text, title: "Typography", detail: "Fonts, sizes, scripts, emoji and line breaking", symbol: "textformat", tile: 0xA2845E),
        DemoMenuItem(scene: .layout, title: "Auto Layout", detail: "One screen laid out by constraints, portrait and landscape", symbol: "slider.horizontal.3", tile: 0x64D2FF),
    ]

    /// The accessibility identifier of its card ("menu.checkin").
    var identifier: String { "menu.\(scene.rawValue)" }
}
