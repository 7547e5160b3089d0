import Foundation

/// What a navigation bar shows while a view controller is on top of a navigation stack (and,
/// for its back button, while the next one is). Mirrors UIKit's `UINavigationItem` (the title,
/// the back button's title and one right bar button item).
@MainActor
public final class UINavigationItem {
    /// The title shown in the middle of the bar; `nil` shows the controller's `title`. Mirrors
    /// `UINavigationItem.title`.
    public var title: String? { didSet { changed() } }

    /// The title of the back button the bar shows while the *next* controller is on top;
    /// `nil` uses this item's title (else "Back"). Mirrors `UINavigationItem.backButtonTitle`.
    public var backButtonTitle: String? { didSet { changed() } }

    /// Whether the bar hides the back button while this item is on top. Mirrors
    /// `UINavigationItem.hidesBackButton`.
    public var hidesBackButton = false { didSet { changed() } }

    /// The item shown at the right end of the bar. Mirrors
    /// `UINavigationItem.rightBarButtonItem`.
    public var rightBarButtonItem: UIBarButtonItem? { didSet { changed() } }

    /// Creates an item with `title`. Mirrors `UINavigationItem.init(title:)`.
    public init(title: String? = nil) { self.title = title }

    /// Told when something the bar shows changed (the navigation controller refreshes it).
    var onChange: (() -> Void)?

    private func changed() { onChange?() }
}

/// A button for a navigation bar: a title that performs an action, or a view of the app's own.
/// Mirrors UIKit's `UIBarButtonItem` (`init(title:style:primaryAction:)` with a closure-based
/// `UIAction` standing in for target-action, and `init(customView:)`).
@MainActor
public final class UIBarButtonItem {
    /// The title shown in the tint colour. Mirrors `UIBarButtonItem.title`.
    public var title: String?
    /// The action performed on a tap. Mirrors `UIBarButtonItem.primaryAction`.
    public var primaryAction: UIAction?
    /// A view shown instead of a titled button (a `UIButton` of the app's, for instance).
    /// Mirrors `UIBarButtonItem.customView`.
    public let customView: UIView?
    /// The view a bar shows for this item now (a popover anchored to the item points at it).
    weak var displayedView: UIView?

    /// An item that shows `title` (or the action's title) and performs `primaryAction` when
    /// tapped. Mirrors `UIBarButtonItem.init(title:image:primaryAction:menu:)`.
    public init(title: String? = nil, primaryAction: UIAction?) {
        self.title = title ?? primaryAction.map(\.title)
        self.primaryAction = primaryAction
        self.customView = nil
    }

    /// An item that shows `customView` as it is. Mirrors `UIBarButtonItem.init(customView:)`.
    public init(customView: UIView) {
        self.customView = customView
        self.title = nil
        self.primaryAction = nil
    }
}

extension UIViewController {
    /// The item the navigation bar shows for this controller (created on first use). Mirrors
    /// `UIViewController.navigationItem`.
    public var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem()
        _navigationItem = item
        item.onChange = { [weak self] in self?.navigationController?.updateNavigationBar() }
        return item
    }

    /// The nearest ancestor that is a navigation controller. Mirrors
    /// `UIViewController.navigationController`.
    public var navigationController: UINavigationController? {
        var vc: UIViewController? = parent
        while let cur = vc {
            if let nav = cur as? UINavigationController { return nav }
            vc = cur.parent
        }
        return nil
    }

    /// The title the navigation bar shows for this controller.
    var navigationTitle: String? { _navigationItem?.title ?? title }
}
