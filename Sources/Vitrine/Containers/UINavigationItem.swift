import Foundation

/// What a navigation bar shows while a view controller is on top of a navigation stack (and,
/// for its back button, while the next one is). Mirrors UIKit's `UINavigationItem`: the title
/// or a `titleView`, the back button (its title from the item below, or that item's
/// `backBarButtonItem`; hidden with `hidesBackButton`), left and right bar button items, and
/// the large-title display mode.
@MainActor
public final class UINavigationItem: NSObject {
    /// The title shown in the middle of the bar; `nil` shows the controller's `title`. Mirrors
    /// `UINavigationItem.title`.
    public var title: String? { didSet { changed() } }

    /// The title of the back button the bar shows while the *next* controller is on top;
    /// `nil` uses this item's title (else "Back"). Mirrors `UINavigationItem.backButtonTitle`.
    public var backButtonTitle: String? { didSet { changed() } }

    /// The item whose title the back button shows while the *next* controller is on top
    /// (its title wins over `backButtonTitle`; its action is not used: the back button
    /// pops). Mirrors `UINavigationItem.backBarButtonItem`.
    public var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }

    /// Whether the bar hides the back button while this item is on top (default `false`).
    /// Setting it is `setHidesBackButton(_:animated:)` without animation. Mirrors
    /// `UINavigationItem.hidesBackButton`.
    public var hidesBackButton = false { didSet { changed() } }

    /// Hides or shows the back button; animated, it fades over 0.2 s. Mirrors
    /// `UINavigationItem.setHidesBackButton(_:animated:)`.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        changeAnimated = animated
        self.hidesBackButton = hidesBackButton
        changeAnimated = false
    }

    /// The items at the left end of the bar, left to right; they replace the back button
    /// unless `leftItemsSupplementBackButton` is set. Mirrors
    /// `UINavigationItem.leftBarButtonItems`.
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// The first of `leftBarButtonItems`; setting it replaces the first (moving the item to
    /// the front if it is already there; `nil` removes the first). Mirrors
    /// `UINavigationItem.leftBarButtonItem`.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = Self.replacingFirst(of: leftBarButtonItems, with: newValue) }
    }

    /// Whether the left items come after the back button instead of replacing it (default
    /// `false`). Mirrors `UINavigationItem.leftItemsSupplementBackButton`.
    public var leftItemsSupplementBackButton = false { didSet { changed() } }

    /// The items at the right end of the bar, right to left (the first is at the right
    /// edge). Mirrors `UINavigationItem.rightBarButtonItems`.
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// The first of `rightBarButtonItems` (the one at the right edge); setting it replaces the
    /// first (moving the item to the front if it is already there; `nil` removes the first).
    /// Mirrors `UINavigationItem.rightBarButtonItem`.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = Self.replacingFirst(of: rightBarButtonItems, with: newValue) }
    }

    /// UIKit's rule for `leftBarButtonItem` / `rightBarButtonItem`: the new item replaces the
    /// first of `items` (or moves to the front when already among them); `nil` removes the
    /// first.
    static func replacingFirst(of items: [UIBarButtonItem]?, with item: UIBarButtonItem?) -> [UIBarButtonItem]? {
        var list = items ?? []
        guard let item else {
            if !list.isEmpty { list.removeFirst() }
            return list.isEmpty ? nil : list
        }
        if let i = list.firstIndex(where: { $0 === item }) {
            list.remove(at: i)
            list.insert(item, at: 0)
        } else if list.isEmpty {
            list = [item]
        } else {
            list[0] = item
        }
        return list
    }

    /// Sets the left items (animated: they fade). Mirrors
    /// `UINavigationItem.setLeftBarButtonItems(_:animated:)`.
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        changeAnimated = animated
        leftBarButtonItems = items
        changeAnimated = false
    }

    /// Sets the right items (animated: they fade). Mirrors
    /// `UINavigationItem.setRightBarButtonItems(_:animated:)`.
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        changeAnimated = animated
        rightBarButtonItems = items
        changeAnimated = false
    }

    /// A view shown in the middle of the bar instead of the title (its own size, or its
    /// intrinsic size when it has none, at most the bar's height). Mirrors
    /// `UINavigationItem.titleView`.
    public var titleView: UIView? { didSet { changed() } }

    /// When the bar shows this item's title large (with the bar's `prefersLargeTitles` on).
    /// Mirrors `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Inherit the display mode from the previous navigation item (for the first item:
        /// large when the bar prefers large titles).
        case automatic
        /// Always display a large title.
        case always
        /// Never display a large title.
        case never
    }

    /// How this item's title is shown while it is on top (default `.automatic`). Mirrors
    /// `UINavigationItem.largeTitleDisplayMode`.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// The toolbar items of the controller this item belongs to (`UIViewController.toolbarItems`
    /// keeps them here, beside the other bar contents).
    var toolbarItems: [UIBarButtonItem]?
    /// Whether the change being made was asked for animated.
    var changeAnimated = false
    /// The search state (UINavigationItem+Search.swift).
    var search = NavigationItemSearch()
    /// The item's own copies of its appearance overrides (UINavigationItem+Appearance.swift).
    var appearances = NavigationItemAppearances() { didSet { changed() } }
    /// The controller this item belongs to.
    weak var owner: UIViewController?

    /// Creates an item with `title`. Mirrors `UINavigationItem.init(title:)`.
    public init(title: String? = nil) { self.title = title }

    /// Told when something the bar shows changed (the navigation controller refreshes it).
    var onChange: (() -> Void)?

    func changed() { onChange?() }

    /// Tells the bar about a change of the toolbar items.
    func toolbarItemsChanged() { onChange?() }
}

extension UIViewController {
    /// The item the navigation bar shows for this controller (created on first use). Mirrors
    /// `UIViewController.navigationItem`.
    public var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem()
        _navigationItem = item
        item.owner = self
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
