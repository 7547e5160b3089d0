import Vitrine
import VitrinePlatform

extension Kiosk {
    /// Applies `[display] layout_direction` (at start and on reload): the app's user interface
    /// layout direction, which every window's traits and the views' leading/trailing follow.
    func applyLayoutDirection(_ c: VitrineConfiguration) {
        let direction: UIUserInterfaceLayoutDirection = c.display.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        UIApplication.setUserInterfaceLayoutDirection(direction)
    }
}
