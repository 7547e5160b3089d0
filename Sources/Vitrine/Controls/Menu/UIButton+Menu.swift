import Foundation

/// A button's menu state (UIButton's one stored field for it).
@MainActor
final class ButtonMenuStore {
    var menu: UIMenu?
    var showsAsPrimaryAction = false
    var longPress: UILongPressGestureRecognizer?
    var tapToken: UIControl.TargetToken?
    weak var presented: ButtonMenuOverlay?
}

extension UIButton {
    /// The menu the button shows: on a long press, or on a tap with
    /// `showsMenuAsPrimaryAction`. Mirrors `UIButton.menu`.
    public var menu: UIMenu? {
        get { menuStore.menu }
        set {
            menuStore.menu = newValue
            menuSetupDidChange()
        }
    }

    /// Whether a tap shows the menu instead of sending `.primaryActionTriggered`. Mirrors
    /// `UIControl.showsMenuAsPrimaryAction`.
    public var showsMenuAsPrimaryAction: Bool {
        get { menuStore.showsAsPrimaryAction }
        set {
            menuStore.showsAsPrimaryAction = newValue
            menuSetupDidChange()
        }
    }

    /// Whether a tap shows the menu.
    var showsMenuOnTap: Bool { menuStore.showsAsPrimaryAction && menuStore.menu != nil }

    /// Whether the menu is on screen.
    var isMenuVisible: Bool { menuStore.presented?.superview != nil }

    private func menuSetupDidChange() {
        let s = menuStore
        if s.menu != nil, s.longPress == nil {
            let lp = UILongPressGestureRecognizer { [weak self] g in
                guard let self, g.state == .began, !self.showsMenuOnTap else { return }
                self.presentMenu()
            }
            s.longPress = lp
            addGestureRecognizer(lp)
        }
        s.longPress?.isEnabled = s.menu != nil && !s.showsAsPrimaryAction
        if s.tapToken == nil {
            s.tapToken = addTarget({ [weak self] _, _ in
                guard let self, self.showsMenuOnTap else { return }
                self.presentMenu()
            }, for: .touchUpInside)
        }
    }

    /// Shows the menu as a list next to the button (below it, above when there is no room).
    func presentMenu() {
        guard let menu = menuStore.menu, let window, !isMenuVisible else { return }
        let overlay = ButtonMenuOverlay(menu: menu, button: self)
        overlay.frame = window.bounds
        window.addSubview(overlay)
        overlay.place(near: convert(bounds, to: window))
        menuStore.presented = overlay
    }

    /// Removes the menu.
    func dismissMenu() {
        menuStore.presented?.removeFromSuperview()
        menuStore.presented = nil
    }
}
