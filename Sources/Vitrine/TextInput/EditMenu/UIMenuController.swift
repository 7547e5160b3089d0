import Foundation

/// The pre-iOS 16 way to show the edit menu from code. Mirrors UIKit's (deprecated)
/// `UIMenuController` for text inputs: the menu it shows is the one of the
/// `UITextInteraction` on the target view (or whose text input is the target view), with the
/// standard commands that input can perform now (custom `menuItems` need selectors and are
/// not supported). New code shows the menu through the interaction (`showMenu()`), as UIKit's
/// `UIEditMenuInteraction` replaced this class.
@MainActor
public final class UIMenuController {
    /// The menu controller. Mirrors `UIMenuController.shared`.
    public static let shared = UIMenuController()

    private init() {}

    /// Whether an edit menu is shown. Mirrors `UIMenuController.isMenuVisible`.
    public var isMenuVisible: Bool { TextInteractionRegistry.all.contains { $0.isEditMenuVisible } }

    /// Shows the edit menu of `targetView`'s text interaction pointing at `targetRect` (in
    /// `targetView`'s coordinates); nothing when the view has none or its input is not
    /// active (first responder). Mirrors `UIMenuController.showMenu(from:rect:)`.
    public func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        let interaction = TextInteractionRegistry.all.first { $0.view === targetView }
            ?? TextInteractionRegistry.all.first { $0.textInput === targetView }
        interaction?.showMenu(pointingAt: (targetRect, targetView))
    }

    /// Hides the edit menu. Mirrors `UIMenuController.hideMenu()`.
    public func hideMenu() {
        for i in TextInteractionRegistry.all { i.hideMenu() }
    }
}
