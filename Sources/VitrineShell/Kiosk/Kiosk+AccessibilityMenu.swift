import Vitrine
import VitrinePlatform

extension Kiosk {
    /// The customer's accessibility menu (AccessibilityMenu): `[accessibility]`'s display
    /// settings and `[fonts] content_size_category` as every customer's defaults, put in
    /// force now; the menu keys and the corner press in front of the reader and the app
    /// (`menu_gesture`); the corner button (`menu_button`); the choices back to the defaults
    /// when the panel goes idle; "More time" as `UITimeLimit.moreTimeChosen`;
    /// `vitrinectl accessibility`. Call after the reader is
    /// installed.
    func installAccessibilityMenu() {
        guard let screen else { return }
        let a = settings.configuration.accessibility
        let menu = AccessibilityMenu(screen: screen, defaults: AccessibilityMenuChoices(defaultsFrom: settings.configuration), keys: a.keys)
        menu.reader = screenReader
        menu.gestureEnabled = a.menuGesture
        // "More time" lengthens every time limit (the idle blank's and apps' steps) at once.
        menu.onMoreTimeChange = { UITimeLimit.moreTimeChosen = $0 }
        menu.install()
        menu.reset()
        if let idle { menu.watch(idle) }
        if a.menuButton {
            let button = AccessibilityMenuButtonWindow(screen: screen) { [weak menu] in menu?.open() }
            button.isHidden = false
            accessibilityMenuButton = button
        }
        control?.accessibilityMenu = menu
        accessibilityMenu = menu
    }

    /// A reload's new defaults, put in force (as a session's end does).
    func applyAccessibilityDefaults(_ c: VitrineConfiguration) {
        guard let menu = accessibilityMenu else { return }
        menu.defaults = AccessibilityMenuChoices(defaultsFrom: c)
        menu.reset()
    }
}
