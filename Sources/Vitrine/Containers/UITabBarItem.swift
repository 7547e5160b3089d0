import Foundation

/// What a tab bar shows for one view controller of a tab bar controller: a title and,
/// optionally, an image drawn small above it (another while selected) and a badge. Mirrors
/// UIKit's `UITabBarItem` (`title`, `image`, `selectedImage`, `tag`, `badgeValue`,
/// `badgeColor`, badge text attributes; images are drawn as templates, their shape in the
/// item's colour, unless made with `.alwaysOriginal` rendering).
@MainActor
public final class UITabBarItem: UIBarItem {
    /// The title under the image; `nil` shows the controller's `title`. Mirrors
    /// `UITabBarItem.title`.
    public var title: String? { didSet { onChange?() } }

    /// The image above the title, drawn in the tint colour when selected and grey otherwise.
    /// Mirrors `UITabBarItem.image`.
    public var image: UIImage? { didSet { onChange?() } }

    /// The image shown while the item is selected; `nil` shows `image`. Mirrors
    /// `UITabBarItem.selectedImage`.
    public var selectedImage: UIImage? { didSet { onChange?() } }

    /// A number of the app's choosing to tell items apart. Mirrors `UITabBarItem.tag`.
    public var tag: Int

    /// The text of the badge at the top right of the image (a red capsule with white text);
    /// `nil` (the default) shows none, an empty string an empty
    /// round badge. Mirrors
    /// `UITabBarItem.badgeValue`.
    public var badgeValue: String? { didSet { onChange?() } }

    /// The badge's background; `nil` (the default) is the system red. Mirrors
    /// `UITabBarItem.badgeColor`.
    public var badgeColor: UIColor? { didSet { onChange?() } }

    /// Overrides the tab bar's `standardAppearance` while this item is selected (the item
    /// keeps a copy). Mirrors `UITabBarItem.standardAppearance`.
    public var standardAppearance: UITabBarAppearance? {
        get { _standardAppearance }
        set {
            _standardAppearance = newValue?.duplicated()
            _standardAppearance?.didChange = { [weak self] in self?.onChange?() }
            onChange?()
        }
    }
    private var _standardAppearance: UITabBarAppearance?

    /// The badge text attributes set per control state (only `.font` and `.foregroundColor`
    /// are used; the `.normal` ones apply in every state without their own).
    var badgeTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the badge's text attributes for `state` (`.font` and `.foregroundColor` are
    /// used). Mirrors `UITabBarItem.setBadgeTextAttributes(_:for:)`.
    public func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeTextAttributes[state.rawValue] = textAttributes
        onChange?()
    }

    /// The badge text attributes set for `state`. Mirrors
    /// `UITabBarItem.badgeTextAttributes(for:)`.
    public func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeTextAttributes[state.rawValue]
    }

    /// An item with `title`, `image` and `tag`. Mirrors
    /// `UITabBarItem.init(title:image:tag:)`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image` and the image shown while selected (tag 0). Mirrors
    /// `UITabBarItem.init(title:image:selectedImage:)`.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.tag = 0
    }

    override var largeContentFallbackTitle: String? { title }
    override var largeContentFallbackImage: UIImage? { image }

    /// Told when something the bar shows changed (the tab bar controller refreshes the bar).
    var onChange: (() -> Void)?
}

extension UIViewController {
    /// The item that represents this controller in a tab bar controller's bar (created on
    /// first use, with no title of its own: the bar shows the controller's `title`). Mirrors
    /// `UIViewController.tabBarItem`.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: nil, image: nil, tag: 0)
            attachTabBarItem(item)
            return item
        }
        set {
            attachTabBarItem(newValue)
            tabBarController?.updateTabBar()
        }
    }

    /// The nearest ancestor that is a tab bar controller. Mirrors
    /// `UIViewController.tabBarController`.
    public var tabBarController: UITabBarController? {
        var vc: UIViewController? = parent
        while let cur = vc {
            if let tabs = cur as? UITabBarController { return tabs }
            vc = cur.parent
        }
        return nil
    }

    private func attachTabBarItem(_ item: UITabBarItem?) {
        _tabBarItem = item
        item?.onChange = { [weak self] in self?.tabBarController?.updateTabBar() }
    }

    /// The title the tab bar shows for this controller.
    var tabBarTitle: String? { _tabBarItem?.title ?? title }
}
