import Vitrine
import VitrinePlatform

extension Kiosk {
    /// Applies `[display] appearance` (at start and on reload): light or dark for every window
    /// of the screen; views redraw with their dynamic colours resolved for it.
    func applyAppearance(_ c: VitrineConfiguration) {
        screen?.userInterfaceStyle = UIUserInterfaceStyle(c.display.appearance)
    }
}

extension UIUserInterfaceStyle {
    /// The style a configuration's `appearance` names.
    init(_ appearance: VitrineConfiguration.Display.Appearance) {
        self = appearance == .dark ? .dark : .light
    }
}
