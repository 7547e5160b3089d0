import Foundation

extension UIViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top.
    /// Setting it is `setToolbarItems(_:animated:)` without animation. Mirrors
    /// `UIViewController.toolbarItems`.
    public var toolbarItems: [UIBarButtonItem]? {
        get { _navigationItem?.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items; while this controller is on top of a navigation controller
    /// that shows its toolbar, the toolbar changes to them (animated: they fade in). Mirrors
    /// `UIViewController.setToolbarItems(_:animated:)`.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        navigationItem.toolbarItems = toolbarItems
        guard let nav = navigationController, nav.topViewController === self else { return }
        nav.toolbar.setItems(toolbarItems, animated: animated)
    }
}
